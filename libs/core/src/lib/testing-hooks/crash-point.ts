/**
 * Named places where a crash test makes the process die exactly as `kill -9` would:
 * RLN_CRASH_AT=<name>[,<name>...] in the node's environment. Unset in production, where each
 * call is one Set lookup. The names are listed in docs/reliability.md.
 */
const armed = new Set((process.env['RLN_CRASH_AT'] ?? '').split(',').map((s) => s.trim()).filter(Boolean));

export function crashPoint(name: string): void {
  if (armed.size > 0 && armed.has(name)) {
    process.stderr.write(`crash point ${name}: SIGKILL\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}
