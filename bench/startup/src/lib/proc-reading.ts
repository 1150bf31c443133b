import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** What /proc says of one process: memory in MiB, CPU in seconds (user + system, all threads). */
export interface ProcReading {
  readonly rssMiB: number;
  /** The highest RSS so far (VmHWM). */
  readonly peakRssMiB: number;
  readonly cpuS: number;
}

export function readProc(pid: number): ProcReading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024, cpuS: (Number(fields[11]) + Number(fields[12])) / CLK_TCK };
}
