/** What became of a read's `refresh=true` (the `X-Refresh` response header). */
export type RefreshOutcome =
  /** This request refreshed. */
  | { readonly kind: 'done' }
  /** Another request was refreshing this route: this one waited for it and read after it. */
  | { readonly kind: 'joined' }
  /** The route refreshed less than the minimum interval ago: read without refreshing. */
  | { readonly kind: 'skipped'; readonly retryAfterSecs: number };

/** The response headers a route with `refresh` may send (for the OpenAPI document). */
export const REFRESH_RESPONSE_HEADERS = {
  'X-Refresh': {
    description:
      'With refresh=true: `done` (this request refreshed), `joined` (it waited for a refresh another request was running and read after it) or `skipped` ' +
      '(the route refreshed less than RLN_REFRESH_MIN_INTERVAL_SECS ago; the answer is what the last refresh stored).',
    schema: { type: 'string', enum: ['done', 'joined', 'skipped'] },
  },
  'Retry-After': { description: 'With `X-Refresh: skipped`: seconds until a refresh of this route runs again.', schema: { type: 'integer', minimum: 1 } },
};

/** Where the outcome is written (an Express response satisfies it). */
export interface RefreshHeaderSink {
  setHeader(name: string, value: string): unknown;
}

/**
 * At most one refresh per route every `minIntervalMs` (RLN_REFRESH_MIN_INTERVAL_SECS): a
 * `refresh=true` read re-reads the chain or the indexer (rgb-lib sync, one indexer request per
 * carrier), which a client polling with it would otherwise do without bound. A request that
 * asks within the interval is not refused: it is answered from what the last refresh stored,
 * and `X-Refresh: skipped` with `Retry-After` tell it so; one that asks while a refresh of the
 * route runs waits for that refresh instead of starting another. 0 turns the limit off.
 */
export class RefreshLimiter {
  private readonly routes = new Map<string, { startedAt: number; running: Promise<unknown> | null }>();

  constructor(
    private readonly minIntervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `read`, with a refresh first when `wanted` and allowed, and writes the outcome's headers. */
  async read<T>(headers: RefreshHeaderSink, route: string, wanted: boolean, read: (refresh: boolean) => Promise<T>): Promise<T> {
    if (!wanted) return read(false);
    const { value, outcome } = await this.limited(route, read);
    headers.setHeader('X-Refresh', outcome.kind);
    if (outcome.kind === 'skipped') headers.setHeader('Retry-After', String(outcome.retryAfterSecs));
    return value;
  }

  private async limited<T>(route: string, read: (refresh: boolean) => Promise<T>): Promise<{ value: T; outcome: RefreshOutcome }> {
    if (this.minIntervalMs <= 0) return { value: await read(true), outcome: { kind: 'done' } };
    const last = this.routes.get(route);
    if (last?.running) {
      await last.running.catch(() => undefined);
      return { value: await read(false), outcome: { kind: 'joined' } };
    }
    const sinceMs = last ? this.now() - last.startedAt : Number.POSITIVE_INFINITY;
    if (sinceMs < this.minIntervalMs) {
      return { value: await read(false), outcome: { kind: 'skipped', retryAfterSecs: Math.max(1, Math.ceil((this.minIntervalMs - sinceMs) / 1000)) } };
    }
    // Counted from the start: a refresh that fails (indexer down) is not retried at once either.
    const entry: { startedAt: number; running: Promise<unknown> | null } = { startedAt: this.now(), running: null };
    this.routes.set(route, entry);
    const running = read(true);
    entry.running = running;
    try {
      return { value: await running, outcome: { kind: 'done' } };
    } finally {
      entry.running = null;
    }
  }
}
