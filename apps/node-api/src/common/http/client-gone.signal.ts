import type { Response } from 'express';

/**
 * Aborts when the client disconnects before we answered, so long waits stop polling for
 * nobody. (The request's own 'close' fires as soon as its body is read, so it cannot be used.)
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  return controller.signal;
}
