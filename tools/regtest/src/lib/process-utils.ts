import { existsSync, readFileSync } from 'node:fs';

import { processExists as isAlive } from '@rln/core';

/** True while a process with this pid exists (core's `processExists`). */
export { isAlive };

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `condition` every 50 ms; resolves whether it became true within `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

export function readLogTail(path: string, lines: number): string {
  if (!existsSync(path)) return '(no log)';
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
