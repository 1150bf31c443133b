import type { ChainMonitor, ChannelManager, PeerManager } from 'lightningdevkit';
import { toHex } from '../ldk/bytes';
import { callLdk, isLdkPanic } from '../ldk/ldk-panic';
import type { ChainFollower } from '../chain/chain-follower';
import type { FeeEstimates } from '../chain/fee-estimates';
import { runtimeListener } from '../chain/ldk-block-listeners';
import { observed } from '../chain/block-listener';
import type { OutputSweeper } from '../chain/output-sweeper';
import type { EventOutbox } from '../events/event-outbox';
import type { EventProcessor } from '../events/event-processor';
import type { EventPump } from '../events/event-pump';
import type { PeerConnections } from '../net/peer-connections';
import type { PeerDirectory } from '../net/peer-directory';
import type { HeldPayments } from '../payments/held-payments';
import type { RefundPayer } from '../payments/refund-payer';
import type { EngineStore } from '../persistence/engine-store';
import type { LdkStateWriter } from '../persistence/ldk-state-writer';
import type { MonitorPersister } from '../persistence/monitor-persister';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { LightningEngineOptions } from './lightning-engine.options';
import type { RunState } from './run-state';
import { sleep } from './clock';
import type { UnconfirmedInboundChannels } from '../events/unconfirmed-inbound-channels';

/** How long stop waits for running event jobs and the outbox. */
const STOP_DRAIN_MS = 10_000;
/** How long stop waits for monitor writes to settle before the last ChannelManager write. */
const STOP_SETTLE_MS = 30_000;

export interface BackgroundLoopsDeps {
  readonly intervals: Pick<LightningEngineOptions, 'chainPollMs' | 'managerTickMs' | 'peerTickMs' | 'stopSettleMs'>;
  readonly state: RunState;
  readonly channelManager: ChannelManager;
  readonly chainMonitor: ChainMonitor;
  readonly peerManager: PeerManager;
  readonly pump: EventPump;
  readonly events: EventProcessor;
  readonly outbox: EventOutbox | null;
  readonly follower: ChainFollower;
  readonly fees: FeeEstimates;
  readonly sweeper: OutputSweeper;
  readonly held: HeldPayments;
  readonly refundPayer: RefundPayer;
  readonly peers: PeerDirectory;
  readonly connections: PeerConnections;
  readonly store: EngineStore;
  readonly writer: LdkStateWriter;
  readonly persister: MonitorPersister;
  /** Closes unlisted peers' inbound channels whose funding does not confirm in time. */
  readonly unconfirmedInbound: UnconfirmedInboundChannels;
  readonly logger: EngineLogger;
}

/**
 * The engine's background work once wired: chain polling, the event pump (on LDK's
 * notifications and every 250 ms), the PeerManager tick with peer reconnection and interrupted
 * refund payments, and the ChannelManager tick (claim rebroadcast, fee refresh, sweeps, refund
 * expiry, graph writes).
 * `stop` drains them, waits for pending durable writes and persists the channel manager,
 * graph and scorer one last time.
 */
export class BackgroundLoops {
  private readonly timers: NodeJS.Timeout[] = [];
  /** One-shot timers (HTLC forwarding), cleared at stop. */
  private readonly timeouts = new Set<NodeJS.Timeout>();
  private syncing: Promise<void> | null = null;
  private stopping: Promise<void> | null = null;
  /** Read once: LDK cannot be asked after it panicked. */
  private readonly nodeId: string;

  constructor(private readonly deps: BackgroundLoopsDeps) {
    this.nodeId = toHex(deps.channelManager.get_our_node_id());
  }

  start(): void {
    const { intervals, state, pump, peers } = this.deps;
    // Events journaled before a crash and not delivered then go to the sink first.
    this.deps.outbox?.kick();
    this.every(intervals.chainPollMs ?? 1000, () => this.syncChain());
    this.every(250, () => pump.run());
    // Before LDK's first timer tick: a refund payment LDK knows must be found before it forgets it.
    void this.deps.refundPayer.resume().catch((err: unknown) => this.deps.logger.warn({ component: 'bolt12', err: String(err) }, 'resuming refund payments failed'));
    this.every(intervals.peerTickMs ?? 10_000, async () => {
      callLdk('PeerManager.timer_tick_occurred', () => this.deps.peerManager.timer_tick_occurred());
      await peers.reconnect(() => state.stopped);
      await this.deps.refundPayer.resume();
    });
    this.every(intervals.managerTickMs ?? 60_000, async () => {
      callLdk('ChannelManager.timer_tick_occurred', () => this.deps.channelManager.timer_tick_occurred());
      callLdk('ChainMonitor.rebroadcast_pending_claims', () => this.deps.chainMonitor.rebroadcast_pending_claims());
      await this.deps.fees.refresh();
      await this.deps.sweeper.sweep();
      await this.deps.refundPayer.expire();
      await this.deps.writer.persistGraphIfDue();
    });
    pump.listenForLdkNotifications();
    // Not awaited: a rejection here (the store closed by a stop racing the start, as a CI run
    // showed) must be logged, never left unhandled, which would end the process.
    void peers
      .load()
      .then(() => peers.reconnect(() => state.stopped))
      .catch((err: unknown) => {
        if (!state.stopped) this.deps.logger.warn({ component: 'peers', err: String(err) }, 'loading or reconnecting the stored peers failed');
      });
    pump.wake();
  }

  /**
   * After `ms`, LDK forwards (or fails back) the HTLCs it holds for forwarding
   * (PendingHTLCsForwardable); not once stop began, and a throw wedges the engine like any
   * periodic LDK call.
   */
  forwardHtlcsAfter(ms: number): void {
    if (this.deps.state.stopped) return;
    const timer = setTimeout(() => {
      this.timeouts.delete(timer);
      this.runTask(() => {
        callLdk('ChannelManager.process_pending_htlc_forwards', () => this.deps.channelManager.process_pending_htlc_forwards());
        this.deps.pump.wake();
      });
    }, ms);
    this.timeouts.add(timer);
  }

  /** Follows the chain to its current tip now (the poll loop does this on its own). */
  syncChain(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = null));
    return this.syncing;
  }

  /**
   * Stops loops and peers, waits for pending writes, persists the final state. After an LDK
   * panic nothing is asked of LDK any more (every call would panic again) and nothing it holds
   * is written: only sockets and timers are closed, and writes under way finish. A second call
   * (a failure stopped the engine, then the owner stops it) waits for the same stop.
   */
  stop(): Promise<void> {
    this.stopping ??= this.stopOnce();
    return this.stopping;
  }

  private async stopOnce(): Promise<void> {
    const { state, pump, logger } = this.deps;
    const settleMs = this.deps.intervals.stopSettleMs ?? STOP_SETTLE_MS;
    state.stopped = true;
    let wedged = isLdkPanic(state.fatal);
    for (const t of this.timers) clearInterval(t);
    for (const t of this.timeouts) clearTimeout(t);
    this.timeouts.clear();
    if (!wedged) {
      try {
        callLdk('PeerManager.disconnect_all_peers', () => this.deps.peerManager.disconnect_all_peers());
      } catch (err) {
        // LDK is wedged (a failure recorded before may not have shown it): sockets still close.
        this.recordFailure(err);
        wedged = true;
      }
    }
    if (wedged) this.deps.persister.stop();
    await this.deps.connections.close();
    await this.syncing?.catch(() => undefined);
    await pump.settled();
    // The runs below may find LDK wedged too (the pump then records it). After any failure the
    // pump does not run, so waiting for monitor writes to settle would only spin until timeout.
    if (!wedged && state.fatal === null) {
      await pump.run().catch((err: unknown) => logger.error({ component: 'engine', err: String(err) }, 'final event pump failed'));
      // The manager written below must have processed every monitor write that completed. One
      // written after a claim's preimage reached its monitor, but before LDK saw that write
      // complete, still has the claim in flight, and LDK 0.1.0 refuses to read such a manager next
      // to that monitor (fixed in 0.1.4, 50e1d15c2; docs/ldk-0.1-fixes.md): the node could not start.
      if (state.fatal === null && !(await this.settleMonitors(settleMs))) logger.warn({ component: 'engine' }, 'monitor writes did not settle during stop; waiting for them before the last channel manager write');
    }
    const deadline = Date.now() + STOP_DRAIN_MS;
    while (this.deps.events.runningJobs() > 0 && Date.now() < deadline) await sleep(10);
    await this.deps.outbox?.stop(Math.max(0, deadline - Date.now()));
    await this.deps.store.flush();
    if (state.fatal === null) {
      // The flush finished writes stop had stopped waiting for (and any the event jobs started):
      // LDK must process their completions before the last manager write, for the same reason.
      if (!(await this.settleMonitors(settleMs))) logger.warn({ component: 'engine' }, 'monitor writes did not settle after the flush; the channel manager is written anyway');
      try {
        await this.deps.writer.persistManager();
        await this.deps.writer.persistGraph();
      } finally {
        // Nothing LDK does after the last manager write would be kept: their completions are
        // not reported (LDK replays updates the manager holds as in flight on load).
        this.deps.persister.stop();
      }
      // Monitor updates that waited for that manager write.
      await this.deps.store.flush();
    }
    this.deps.persister.stop();
    logger.info({ component: 'engine', nodeId: this.nodeId }, 'lightning engine stopped');
  }

  /**
   * Waits until every monitor write was reported to LDK (running the event pump, whose manager
   * write releases monitor updates waiting for one), then runs the pump so LDK processes those
   * completions (releasing what they held), and again while a run started new writes. False
   * when `timeoutMs` passed first.
   */
  async settleMonitors(timeoutMs: number): Promise<boolean> {
    const { pump, persister, logger } = this.deps;
    const deadline = Date.now() + timeoutMs;
    const runPump = () => pump.run().catch((err: unknown) => logger.error({ component: 'engine', err: String(err) }, 'event pump failed'));
    for (;;) {
      while (persister.writesPending > 0) {
        if (Date.now() >= deadline) return false;
        if (persister.waitingForManager) await runPump();
        if (persister.writesPending > 0) await sleep(5);
      }
      const started = persister.writesStarted;
      await runPump();
      if (persister.writesStarted === started) return true;
      if (Date.now() >= deadline) return false;
    }
  }

  /**
   * Waits until no claim is in flight and no completion is held behind one
   * (`MonitorPersister.claimsSettled`), runs LDK's event handling once (a PaymentSent handled
   * releases the update it blocks) and resolves true if that handled every pending event (none
   * offered again) and started no claim: LDK then holds
   * no blocked monitor update, the state in which 0.1.0 panics on a force close (#3857). Other
   * channels' writes may still be in flight, so traffic elsewhere does not hold a force close
   * up. False when `timeoutMs` passed first or LDK failed.
   */
  async settleClaims(timeoutMs: number): Promise<boolean> {
    const { pump, persister, logger } = this.deps;
    const deadline = Date.now() + timeoutMs;
    const runPump = () => pump.run().catch((err: unknown) => logger.error({ component: 'engine', err: String(err) }, 'event pump failed'));
    for (;;) {
      while (!persister.claimsSettled) {
        if (Date.now() >= deadline) return false;
        if (persister.waitingForManager) await runPump();
        if (!persister.claimsSettled) await sleep(5);
      }
      const replays = this.deps.events.replayCount;
      try {
        pump.handleNow();
      } catch (err) {
        this.fail(err);
        return false;
      }
      // Every pending event handled (none offered again, which ends LDK's pass) and no claim started.
      if (persister.claimsSettled && this.deps.events.replayCount === replays) return true;
      if (Date.now() >= deadline) return false;
      await sleep(5);
    }
  }

  /**
   * A monitor could not be made durable (LDK's rule for Persist), or LDK panicked: stop
   * everything. The engine then reports it is not running (NodeNotReady, /readyz).
   */
  fail(err: unknown): void {
    if (!this.recordFailure(err)) return;
    void this.stop().catch((stopErr: unknown) => this.deps.logger.error({ component: 'engine', err: String(stopErr) }, 'stopping after a failure failed'));
  }

  /** Records the first failure (false: one was recorded already); the engine no longer runs. */
  private recordFailure(err: unknown): boolean {
    const { state, logger } = this.deps;
    if (state.fatal !== null) return false;
    state.fatal = err;
    const why = isLdkPanic(err) ? 'LDK panicked or an exception went through it (the engine is wedged until the process restarts)' : 'state could not be persisted';
    logger.error({ component: 'engine', err: String(err) }, `${why}: the engine stops`);
    return true;
  }

  private every(ms: number, work: () => Promise<void> | void): void {
    const timer = setInterval(() => {
      if (!this.deps.state.stopped) this.runTask(work);
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** Runs background work; a throw out of an LDK call (see callLdk) stops the engine. */
  private runTask(work: () => Promise<void> | void): void {
    if (this.deps.state.stopped) return;
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => {
        this.deps.logger.warn({ component: 'engine', err: String(err) }, 'periodic task failed');
        if (isLdkPanic(err)) this.fail(err);
      });
  }

  private async syncOnce(): Promise<void> {
    const { state, follower, sweeper } = this.deps;
    if (state.fatal !== null) return;
    const tip = await follower.tip();
    const listener = observed(runtimeListener(this.deps.channelManager, this.deps.chainMonitor), sweeper);
    if (listener.bestBlock().hash === tip.hash) return;
    const { connected, disconnected } = await follower.syncListener(listener, tip);
    await this.deps.held.releaseExpired(tip.height);
    this.deps.unconfirmedInbound.onTip(tip.height);
    // New blocks may confirm, finalize or drop sweeps: look at them now, not on the next tick.
    if (connected > 0 && sweeper.pending() > 0) void sweeper.sweep();
    this.deps.logger.debug({ component: 'chain', height: tip.height, connected, disconnected }, 'synced to chain tip');
    this.deps.pump.wake();
  }
}
