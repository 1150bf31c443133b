import type { RgbEngineAccess } from '@rln/rgb-wallet';
import type { RgbSendService, RgbTransferProgress } from '@rln/rgb-transfers';
import type { Logger } from 'pino';

/** How often the scheduler looks; a run happens only when one of the reasons below holds. */
const LOOK_MS = 500;
/** While a send waits for its payee's ack, rgb-lib's refresh reads the proxy this often. */
const AWAITING_ACK_MS = 1_000;
/** Otherwise transfers advance at least this often (expiries, missed blocks). */
const IDLE_MS = 30_000;

/**
 * Drives RGB transfers without clients polling (supplement.md): a run on every new block, on a
 * timer, and when a consignment reaches the proxy (`kick`). The first run after rgb-lib comes
 * online first recovers sends a crash interrupted.
 */
export class RgbTransferScheduler {
  private timer: NodeJS.Timeout | null = null;
  private recovered: Promise<void> | null = null;
  private lastTip: number | null = null;
  private lastRunMs = 0;
  private looking = false;

  constructor(
    private readonly engine: RgbEngineAccess,
    private readonly sends: RgbSendService,
    private readonly progress: RgbTransferProgress,
    private readonly tipHeight: () => number | null,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.look(), LOOK_MS);
    this.timer.unref();
    void this.look();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A run now (a consignment arrived, a send finished). Never before recovery. */
  kick(): void {
    void this.whenRecovered().then((ok) => (ok ? this.run() : undefined));
  }

  /** Resolves once interrupted sends are settled; new sends wait for it. */
  async whenRecovered(): Promise<boolean> {
    try {
      this.engine.ready();
    } catch {
      return false;
    }
    this.recovered ??= this.sends.recoverInterrupted().catch((error: unknown) => {
      this.recovered = null;
      this.logger.error({ err: error }, 'recovering interrupted RGB sends failed; retrying');
      throw error;
    });
    await this.recovered;
    return true;
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      if (!(await this.whenRecovered().catch(() => false))) return;
      const tip = this.tipHeight();
      const sinceMs = Date.now() - this.lastRunMs;
      const newBlock = tip !== null && tip !== this.lastTip;
      if (newBlock || sinceMs >= IDLE_MS || (sinceMs >= AWAITING_ACK_MS && this.progress.awaitingCounterparty())) {
        this.lastTip = tip;
        await this.run();
      }
    } finally {
      this.looking = false;
    }
  }

  private async run(): Promise<void> {
    this.lastRunMs = Date.now();
    // Sends that an error or a crash left between colouring and leaving the node are settled
    // here too, not only at start (an out-of-band one may need its transaction to show up).
    await this.sends.recoverInterrupted().catch((error: unknown) => this.logger.warn({ err: error }, 'settling interrupted RGB sends failed; retrying on the next run'));
    return this.progress.kick();
  }
}
