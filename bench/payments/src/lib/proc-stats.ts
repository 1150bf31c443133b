import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system, all threads) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / CLK_TCK;
}

/** Resident set size in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) / 1024 : NaN;
}

export interface ProcUsage {
  cpuSeconds: number;
  peakRssMiB: number;
}

/** Samples RSS of some processes every 100 ms and their CPU time at start and end. */
export class ProcSampler {
  private readonly startCpu = new Map<number, number>();
  private readonly peak = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pids: readonly number[]) {}

  start(): void {
    for (const pid of this.pids) {
      this.startCpu.set(pid, cpuSeconds(pid));
      this.peak.set(pid, rssMiB(pid));
    }
    this.timer = setInterval(() => this.sample(), 100);
  }

  stop(): Map<number, ProcUsage> {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    const out = new Map<number, ProcUsage>();
    for (const pid of this.pids) {
      let cpu = NaN;
      try {
        cpu = cpuSeconds(pid) - (this.startCpu.get(pid) ?? 0);
      } catch {
        // the process is gone (it crashed during the phase)
      }
      out.set(pid, { cpuSeconds: cpu, peakRssMiB: this.peak.get(pid) ?? NaN });
    }
    return out;
  }

  private sample(): void {
    for (const pid of this.pids) {
      try {
        this.peak.set(pid, Math.max(this.peak.get(pid) ?? 0, rssMiB(pid)));
      } catch {
        // process gone
      }
    }
  }
}
