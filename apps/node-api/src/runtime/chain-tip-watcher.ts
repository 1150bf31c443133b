import type { Logger } from 'pino';

export interface ChainTip {
  height: number;
  hash: string;
}

/** The narrow view of the chain this watcher needs. */
export interface ChainTipSource {
  getTip(): Promise<ChainTip>;
}

export interface ChainView {
  reachable: boolean;
  tip: ChainTip | null;
  /** When the tip was last read successfully (ms since epoch). */
  observedAtMs: number | null;
  lastError: string | null;
}

/**
 * Follows the chain source's tip by polling. It never throws into callers: /status and
 * /readyz read its last view, so an unreachable chain shows up as a failing check rather
 * than a hung request.
 */
export class ChainTipWatcher {
  private view: ChainView = { reachable: false, tip: null, observedAtMs: null, lastError: 'not polled yet' };
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly source: ChainTipSource,
    private readonly pollMs: number,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  current(): ChainView {
    return this.view;
  }

  /** Caught up when the last successful read is recent (two poll intervals). */
  isSynced(nowMs = Date.now()): boolean {
    return this.view.reachable && this.view.observedAtMs !== null && nowMs - this.view.observedAtMs <= 2 * this.pollMs + 1000;
  }

  /** Reads the tip now (one read at a time; concurrent callers share it). */
  poll(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.readTip().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  private async readTip(): Promise<void> {
    try {
      const tip = await this.source.getTip();
      if (tip.hash !== this.view.tip?.hash) this.logger.info({ height: tip.height, hash: tip.hash }, 'chain tip');
      if (!this.view.reachable) this.logger.info('chain source reachable');
      this.view = { reachable: true, tip, observedAtMs: Date.now(), lastError: null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.view.reachable) this.logger.warn({ err: message }, 'chain source unreachable');
      this.view = { ...this.view, reachable: false, lastError: message };
    }
  }
}
