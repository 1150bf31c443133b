import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface ProcStat {
  ppid: number;
  /** user + system seconds of the process itself (all threads). */
  ownCpuS: number;
  /** user + system seconds of its children that exited and were reaped by it (cutime + cstime). */
  reapedCpuS: number;
}

function procStat(pid: number): ProcStat {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = (i: number) => Number(fields[i]);
  return { ppid: ticks(1), ownCpuS: (ticks(11) + ticks(12)) / CLK_TCK, reapedCpuS: (ticks(13) + ticks(14)) / CLK_TCK };
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  return procStat(pid).ownCpuS;
}

export function parentPid(pid: number): number {
  return procStat(pid).ppid;
}

/** Live child processes, from every thread's `children` list (a worker thread may be the parent). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) out.push(...text.split(' ').map(Number));
    }
  } catch {
    // the process (or a thread) is gone
  }
  return out;
}

/**
 * CPU seconds of a process and everything below it: its own, what its reaped children used
 * (the kernel adds an exited child's time to its parent's cutime/cstime), and its live
 * descendants'. The difference of two readings counts a child that was born or died between
 * them exactly once.
 */
export function treeCpuSeconds(pid: number): number {
  let stat: ProcStat;
  try {
    stat = procStat(pid);
  } catch {
    return 0;
  }
  return childPids(pid).reduce((sum, child) => sum + treeCpuSeconds(child), stat.ownCpuS + stat.reapedCpuS);
}

/** Resident set size in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

/** A database server outside the node processes whose CPU a phase should also count. */
export interface ExternalDatabaseCpu {
  /** Takes the baseline. */
  start(): void;
  /** Called every sampling tick (to follow processes that come and go). */
  sample(): void;
  /** CPU seconds attributable to the benchmark since start(). */
  read(): number;
}

/** CPU seconds since the meter started: each node process alone, and database work outside them. */
export interface CpuReading {
  nodes: number[];
  /** The nodes' child processes (an embedded database server) plus the external database server. */
  database: number;
}

/**
 * Samples RSS of the node processes every 100 ms; reads CPU of the nodes, of their child
 * processes and of an external database server whenever asked.
 */
export class UsageMeter {
  private readonly startOwn = new Map<number, number>();
  private readonly startTree = new Map<number, number>();
  private readonly peak = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pids: readonly number[],
    private readonly database?: ExternalDatabaseCpu,
  ) {}

  start(): void {
    for (const pid of this.pids) {
      this.startOwn.set(pid, cpuSeconds(pid));
      this.startTree.set(pid, treeCpuSeconds(pid));
      this.peak.set(pid, rssMiB(pid));
    }
    this.database?.start();
    this.timer = setInterval(() => this.sample(), 100);
  }

  read(): CpuReading {
    let database = this.database?.read() ?? 0;
    const nodes = this.pids.map((pid) => {
      try {
        const own = cpuSeconds(pid) - (this.startOwn.get(pid) ?? 0);
        database += treeCpuSeconds(pid) - (this.startTree.get(pid) ?? 0) - own;
        return own;
      } catch {
        return NaN; // the process is gone (it crashed during the phase)
      }
    });
    return { nodes, database };
  }

  stop(): { cpu: CpuReading; peakRssMiB: number[] } {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return { cpu: this.read(), peakRssMiB: this.pids.map((pid) => this.peak.get(pid) ?? NaN) };
  }

  private sample(): void {
    this.database?.sample();
    for (const pid of this.pids) {
      try {
        this.peak.set(pid, Math.max(this.peak.get(pid) ?? 0, rssMiB(pid)));
      } catch {
        // process gone
      }
    }
  }
}

/** CPU used between two readings of the same meter. */
export function cpuBetween(from: CpuReading, to: CpuReading): CpuReading {
  return { nodes: to.nodes.map((v, i) => v - (from.nodes[i] ?? 0)), database: to.database - from.database };
}
