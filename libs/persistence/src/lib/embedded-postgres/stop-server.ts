import { processExists } from '@rln/core';
import { canIdentifyProcesses, serverProcesses } from './server-processes';
import { EmbeddedPostgresError } from './errors';

/**
 * Fast shutdown (SIGINT: roll back open transactions, checkpoint, exit), then immediate
 * shutdown (SIGQUIT: exit at once, WAL recovery on the next start), then SIGKILL to every
 * process of the cluster. Signals go to the postmaster, which ends its backends itself.
 */
const ESCALATION: readonly { signal: NodeJS.Signals; waitMs: number }[] = [
  { signal: 'SIGINT', waitMs: 60_000 },
  { signal: 'SIGQUIT', waitMs: 10_000 },
  { signal: 'SIGKILL', waitMs: 10_000 },
];

/** Stops the server on `clusterDir` whose postmaster is `pid`; resolves once no process of it is left. */
export async function stopServer(clusterDir: string, pid: number): Promise<void> {
  const alive = () => (canIdentifyProcesses ? serverProcesses(clusterDir).length > 0 : processExists(pid));
  for (const { signal, waitMs } of ESCALATION) {
    if (!alive()) return;
    const targets = signal === 'SIGKILL' && canIdentifyProcesses ? serverProcesses(clusterDir).map((p) => p.pid) : [pid];
    for (const target of targets) send(target, signal);
    if (await waitUntil(() => !alive(), waitMs)) return;
  }
  throw new EmbeddedPostgresError('stop-failed', `the PostgreSQL server on ${clusterDir} (pid ${pid}) did not stop`);
}

function send(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export async function waitUntil(done: () => boolean, timeoutMs: number, pollMs = 25): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
