import { performance } from 'node:perf_hooks';
import { type EngineFence, LeaseLostError, LeaseValidity } from '@rln/core';
import type { LeaseGrant, LeaseHolder } from '@rln/persistence';
import type { Logger } from 'pino';
import type { ReplicaRole, ReplicaView } from './replica-view';

/** The lease operations the keeper needs (PgEngineLease). */
export interface EngineLeasePort {
  holder(): Promise<LeaseHolder | null>;
  tryAcquire(): Promise<LeaseGrant | null>;
  renew(epoch: bigint): Promise<boolean>;
  release(epoch: bigint): Promise<void>;
  close(): Promise<void>;
}

/** What the keeper reports to metrics (NodeMetrics). */
export interface LeaseMetrics {
  setReplicaRole(role: ReplicaRole): void;
  setLeaseEpoch(epoch: bigint): void;
  leaseAcquired(): void;
  leaseRenewed(): void;
  leaseRenewFailed(): void;
  leaseLost(): void;
}

/** Added to the replaced holder's remaining lease before the engine starts (timer and clock slack). */
const SAFETY_MS = 250;

export interface EngineLeaseKeeperOptions {
  readonly replicaId: string;
  readonly lease: EngineLeasePort;
  readonly ttlMs: number;
  /** Runs once the lease is held, with its fence (fence the database, start the engine). */
  readonly onAcquired: (fence: EngineFence) => Promise<void>;
  /**
   * The lease is gone (another replica may act for the node already): end this process now,
   * before anything else leaves it. Must not return.
   */
  readonly onLost: (reason: string) => never;
  readonly metrics: LeaseMetrics;
  readonly logger: Logger;
  /** Monotonic milliseconds; injectable for tests. */
  readonly now?: () => number;
}

/**
 * Holds this replica's side of the engine lease. A follower reads the holder every
 * `pollMs` (the forwarding target) and takes the lease when it is free, expired or its holder
 * died; the holder renews it every quarter ttl. The lease is valid here only until
 * `LeaseValidity` says so (a ttl from the last renewal's send, less a third of it): past that,
 * or when the database refuses a renewal or the lease session breaks, the holder calls
 * `onLost`, which ends the process. Every check (`fence.assertHeld`, run first by each
 * database unit of work, each peer message, broadcast and rgb-lib call) does the same, so a
 * process that wakes from a pause stops at its first action.
 */
export class EngineLeaseKeeper implements ReplicaView {
  private role_: ReplicaRole = 'follower';
  private epoch: bigint | null = null;
  private holder_: LeaseHolder | null = null;
  private readonly validity: LeaseValidity;
  private readonly pollMs: number;
  private readonly renewMs: number;
  private timer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: EngineLeaseKeeperOptions) {
    this.validity = new LeaseValidity(options.ttlMs, Math.ceil(options.ttlMs / 3));
    this.pollMs = Math.min(500, Math.floor(options.ttlMs / 4));
    this.renewMs = Math.floor(options.ttlMs / 4);
    this.now = options.now ?? (() => performance.now());
    options.metrics.setReplicaRole('follower');
  }

  get replicaId(): string {
    return this.options.replicaId;
  }

  role(): ReplicaRole {
    return this.role_;
  }

  holder(): LeaseHolder | null {
    if (this.role_ === 'holder' && this.epoch !== null) return { replicaId: this.options.replicaId, url: null, epoch: this.epoch, expired: false, alive: true };
    return this.holder_ && !this.holder_.expired && this.holder_.alive ? this.holder_ : null;
  }

  start(): void {
    this.schedule(0);
    this.watchdog = setInterval(() => {
      if (this.role_ === 'holder' && !this.validity.isValid(this.now())) this.lose('the lease expired before a renewal answered');
    }, 100);
  }

  /** The lease session broke: other replicas already see this holder as dead. */
  sessionLost(error: unknown): void {
    if (this.role_ === 'holder') this.lose(`the lease session broke (${error instanceof Error ? error.message : String(error)})`);
  }

  /** Stops polling; a holder gives the lease up (after the engine stopped) so a follower takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.watchdog) clearInterval(this.watchdog);
    await this.running?.catch(() => undefined);
    if (this.role_ === 'holder' && this.epoch !== null && this.validity.isValid(this.now())) {
      this.validity.revoke();
      await this.options.lease.release(this.epoch).catch((err: unknown) => this.options.logger.warn({ err: String(err) }, 'could not release the engine lease; it expires by itself'));
    }
    await this.options.lease.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule(this.role_ === 'holder' ? this.renewMs : this.pollMs);
      });
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      if (this.role_ === 'holder') await this.renew();
      else await this.follow();
    } catch (err) {
      if (err instanceof LeaseLostError) return;
      this.options.logger.warn({ component: 'lease', err: String(err) }, this.role_ === 'holder' ? 'lease renewal failed; retrying' : 'lease check failed; retrying');
      if (this.role_ === 'holder') this.options.metrics.leaseRenewFailed();
    }
  }

  private async follow(): Promise<void> {
    const { lease, logger, metrics } = this.options;
    this.holder_ = await lease.holder();
    if (this.holder_ && !this.holder_.expired && this.holder_.alive) return;
    const sentAt = this.now();
    const grant = await lease.tryAcquire();
    if (grant === null || this.stopped) return;
    const epoch = grant.epoch;
    this.validity.granted(sentAt);
    this.epoch = epoch;
    this.role_ = 'holder';
    metrics.setReplicaRole('holder');
    metrics.setLeaseEpoch(epoch);
    metrics.leaseAcquired();
    logger.info({ component: 'lease', epoch: epoch.toString(), replaced: this.holder_?.replicaId ?? null }, 'took the engine lease; starting the engine');
    const fence: EngineFence = {
      epoch,
      assertHeld: () => {
        if (!this.validity.isValid(this.now())) this.lose('the lease expired');
      },
      lost: (reason) => this.lose(reason),
    };
    // Taken from a holder whose session is gone but whose lease still ran: that process may
    // live on (its session was cut, not the process) until its own clock ends the lease, a
    // margin before the database's expiry. Its writes already fail the new epoch; its peer
    // messages and broadcasts stop by then, so the engine starts after that.
    const waitMs = grant.previousExpiresInMs > 0 ? Math.max(0, grant.previousExpiresInMs - this.validity.marginMs + SAFETY_MS) : 0;
    if (waitMs > 0) logger.info({ component: 'lease', waitMs }, "waiting out the replaced holder's own lease before starting the engine");
    // The engine starts in the background: renewals go on meanwhile.
    void (async () => {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      if (this.role_ !== 'holder' || this.stopped) return;
      await this.options.onAcquired(fence);
    })().catch((err: unknown) => {
      if (err instanceof LeaseLostError) return;
      // Holding the lease without an engine would keep every other replica from running one.
      this.lose(`the engine did not start under the lease (${err instanceof Error ? err.message : String(err)})`);
    }).catch(() => undefined);
  }

  private async renew(): Promise<void> {
    const epoch = this.epoch;
    if (epoch === null) return;
    const sentAt = this.now();
    if (!(await this.options.lease.renew(epoch))) this.lose(`another replica holds the engine lease (epoch ${epoch} is over)`);
    this.validity.granted(sentAt);
    this.options.metrics.leaseRenewed();
  }

  private lose(reason: string): never {
    this.validity.revoke();
    if (this.role_ === 'holder') {
      this.role_ = 'follower';
      this.options.metrics.leaseLost();
    }
    this.options.onLost(reason);
  }
}
