import type { ChainMonitor, ChannelManager, EventHandler, Future, FutureCallback, OnionMessenger, PeerManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { RunState } from '../engine/run-state';
import { callLdk, isLdkPanic } from '../ldk/ldk-panic';

/** Pump runs triggered by LDK's own notifications are at least this far apart. */
const MIN_PUMP_SPACING_MS = 5;

export interface EventPumpDeps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly chainMonitor: ChainMonitor;
  /** Onion messages (BOLT12 invoice requests, invoices) between peers and along blinded paths. */
  readonly onionMessenger: OnionMessenger;
  readonly peerManager: PeerManager;
  readonly handler: EventHandler;
  /** Writes the ChannelManager (when LDK says it needs persisting, or state waits for it). */
  readonly persistManager: () => Promise<void>;
  /**
   * True while state is written only with the next ChannelManager write: a monitor update, or a
   * journaled event (LDK has let go of it; whether LDK also reports the manager as changed is
   * not relied on).
   */
  readonly waitsForManager: () => boolean;
  readonly state: RunState;
  readonly logger: EngineLogger;
  /** An LDK call of a run threw: LDK is wedged, the engine must stop (whoever started the run). */
  readonly onLdkFailure: (err: unknown) => void;
}

/**
 * Drives LDK's event processing: LDK events (ChainMonitor's, ChannelManager's, the onion
 * messenger's), outgoing peer messages, and the ChannelManager written when LDK says it
 * changed or state waits for it (the write releases monitor updates and makes journaled events
 * durable). Runs are
 * serialised and coalesced; `wake` asks for one soon, LDK's own "events or persistence needed"
 * futures ask for one too. A `run` called during a run gets a pass of its own, also during stop.
 */
export class EventPump {
  private running: Promise<void> | null = null;
  private again = false;
  private scheduled = false;
  private lastRunAt = 0;
  /** LDK said the ChannelManager changed (its flag is cleared on reading) and no write took it yet. */
  private managerChanged = false;
  private readonly armedCallbacks = new Map<string, FutureCallback>();

  constructor(private readonly deps: EventPumpDeps) {}

  /** Schedules a pump run (coalesced). */
  wake(): void {
    if (this.scheduled || this.deps.state.stopped) return;
    this.scheduled = true;
    const delay = Math.max(0, this.lastRunAt + MIN_PUMP_SPACING_MS - Date.now());
    setTimeout(() => {
      this.scheduled = false;
      void this.run().catch((err: unknown) => this.deps.logger.error({ component: 'engine', err: String(err) }, 'event pump failed'));
    }, delay);
  }

  /** One pass now, or, while one runs, that run goes again; resolves when it ends. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const { state } = this.deps;
    this.running = (async () => {
      do {
        this.again = false;
        this.lastRunAt = Date.now();
        if (state.fatal !== null) return;
        this.processLdk();
        if (this.managerChanged || this.deps.waitsForManager()) {
          this.managerChanged = false;
          try {
            await this.deps.persistManager();
          } catch (err) {
            this.managerChanged = true;
            throw err;
          }
        }
      } while (this.again);
    })()
      .catch((err: unknown) => {
        if (isLdkPanic(err)) this.deps.onLdkFailure(err);
        throw err;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  /**
   * The synchronous part of a run, now, outside any LDK call (the ChannelManager write follows
   * in a scheduled run). Monitor completions are reported between two of these
   * (MonitorPersister): LDK has handled its pending events first (a handled PaymentSent
   * releases the revoke_and_ack update it blocks), and handles the completions before it reads
   * another peer message. Throws LdkCallFailed when LDK fails.
   */
  handleNow(): void {
    if (this.deps.state.fatal !== null) return;
    this.processLdk();
    this.wake(); // writes the ChannelManager if it changed
  }

  /** Resolves when the run in progress (if any) has ended, successful or not. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /** LDK's events, then outgoing peer messages; notes whether the ChannelManager needs writing. */
  private processLdk(): void {
    const { channelManager: cm, chainMonitor, onionMessenger, peerManager, handler } = this.deps;
    const changed = callLdk('event processing', () => {
      chainMonitor.as_EventsProvider().process_pending_events(handler);
      cm.as_EventsProvider().process_pending_events(handler);
      onionMessenger.as_EventsProvider().process_pending_events(handler);
      peerManager.process_events();
      return cm.get_and_clear_needs_persistence();
    });
    if (changed) this.managerChanged = true;
  }

  /**
   * LDK signals "events or persistence needed" through one-shot futures: re-arm each time.
   * The WASM side holds JS callbacks only weakly, so each armed callback is kept referenced
   * here until it fired; a collected one makes LDK's call throw inside WASM (see README).
   */
  listenForLdkNotifications(): void {
    const arm = (name: string, future: () => Future) => {
      const callback = this.deps.ldk.FutureCallback.new_impl({
        call: () => {
          // Never call back into LDK from here (the callback may run inside an LDK call).
          setImmediate(() => {
            if (this.deps.state.stopped) return;
            this.wake();
            arm(name, future);
          });
        },
      });
      this.armedCallbacks.set(name, callback);
      future().register_callback_fn(callback);
    };
    arm('manager', () => this.deps.channelManager.get_event_or_persistence_needed_future());
    arm('monitors', () => this.deps.chainMonitor.get_update_future());
    arm('onion', () => this.deps.onionMessenger.get_update_future());
  }
}
