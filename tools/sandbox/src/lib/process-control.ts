import { processExists as isAlive } from '@rln/core';

// Signals for processes the sandbox started detached (each leads its own process group).

/** True while a process with this pid exists (core's `processExists`). */
export { isAlive };

/** SIGTERM, then SIGKILL after `timeoutMs`; resolves once the process is gone. */
export async function terminate(pid: number, timeoutMs = 20_000): Promise<void> {
  if (!isAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) signalGroup(pid, 'SIGKILL');
  while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}
