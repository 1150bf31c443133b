import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem } from 'node:os';

// What every benchmark report states about its run (docs/benchmarks.md: machine, date, revision).

/** A command's trimmed stdout, or 'unknown' when it fails (a report never fails for its metadata). */
export function sh(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** The checkout's short commit, marked when the tree has uncommitted changes; `override` is taken as given. */
export function revisionOf(root: string, override?: string): string {
  if (override) return override;
  const dirty = sh('git', ['-C', root, 'status', '--porcelain']) !== '' ? ' + uncommitted changes' : '';
  return `${sh('git', ['-C', root, 'rev-parse', '--short', 'HEAD'])}${dirty}`;
}

export function machineDescription(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${release()}`;
}

/** e.g. "2026-11-24 10:25 UTC". */
export function runDate(): string {
  return new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** The npm command that repeats this run, with the arguments it was given. */
export function benchCommand(script: string, args: readonly string[]): string {
  return `npm run ${script} -- ${args.join(' ')}`.trim().replace(/ --$/, '');
}
