import { NodeNotReadyError } from '@rln/core';
import type { RgbEngine, RgbWalletKeys } from '../ports/rgb-engine.port';

export interface RuntimeLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Owns the RGB engine's life: open the wallet, go online against the indexer (retrying until
 * it answers), then serve. Until then — or when no indexer is configured — every RGB call is
 * 503 NodeNotReady.
 */
export class RgbEngineRuntime {
  private keys: RgbWalletKeys | null = null;
  private online = false;
  private lastError: string | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly engine: RgbEngine | null,
    private readonly indexerUrl: string | null,
    private readonly logger: RuntimeLogger,
    private readonly retryMs = 2_000,
  ) {}

  /** Starts in the background; resolves after the first attempt. */
  async start(): Promise<void> {
    if (!this.engine || !this.indexerUrl) {
      this.logger.info({}, 'RGB engine disabled: RLN_ESPLORA_URL is not set');
      return;
    }
    await this.attempt();
  }

  /** Resolves once online (tests and boot scripts), or rejects after `timeoutMs`. */
  async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.online) {
      if (Date.now() > deadline) throw new NodeNotReadyError(`RGB engine not ready${this.lastError ? `: ${this.lastError}` : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** False when the node runs without an RGB indexer: RGB is off, not merely starting. */
  isConfigured(): boolean {
    return this.engine !== null && this.indexerUrl !== null;
  }

  isReady(): boolean {
    return this.online;
  }

  ready(): { engine: RgbEngine; keys: RgbWalletKeys } {
    if (!this.engine || !this.indexerUrl) {
      throw new NodeNotReadyError('The RGB engine is not running', 'Configure RLN_ESPLORA_URL (an Esplora or Electrum indexer) and restart the node');
    }
    if (!this.online || !this.keys) {
      throw new NodeNotReadyError('The RGB engine is starting', this.lastError ? `Last error: ${this.lastError}` : 'Retry in a moment');
    }
    return { engine: this.engine, keys: this.keys };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.online = false;
    await this.engine?.close();
  }

  private async attempt(): Promise<void> {
    const engine = this.engine as RgbEngine;
    try {
      if (!this.keys) this.keys = await engine.open();
      await engine.goOnline(this.indexerUrl as string);
      await engine.sync();
      this.online = true;
      this.lastError = null;
      this.logger.info({ fingerprint: this.keys.masterFingerprint }, 'RGB engine online');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.lastError) this.logger.warn({ err: message }, 'RGB engine not online yet; retrying');
      this.lastError = message;
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.attempt(), this.retryMs);
        this.timer.unref();
      }
    }
  }
}
