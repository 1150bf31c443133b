import { ConflictError } from '@rln/core';
import { assetsOf, deadlineAction, type AssetChannelRecord, type DeadlinePolicy, type StoredAssetChannel, type StoredClaim } from '@rln/rgb-channel';
import type { Logger } from 'pino';

export interface AssetChannelWatchdogDeps {
  readonly channels: () => Promise<StoredAssetChannel[]>;
  readonly claim: (paymentHash: string) => Promise<StoredClaim>;
  readonly tipHeight: () => number | null;
  readonly isPeerConnected: (peerNodeId: string) => boolean;
  /** Drops the connection (the address is kept): the reestablish that follows resends what is unacknowledged. */
  readonly dropConnection: (peerNodeId: string) => void;
  /** Closes the channel on chain with our newest commitment; throws ConflictError when it must not (yet). */
  readonly closeOnChain: (peerNodeId: string, channelId: string, reason: string) => Promise<void>;
  readonly policy: DeadlinePolicy;
  readonly logger: Logger;
  readonly nowMs?: () => number;
}

/** What the watchdog remembers of a channel between ticks: in memory, so a restart starts afresh. */
interface Watch {
  /** The round we wait on (committed number and stage), and since when, while the peer is connected. */
  waitingOn: string | null;
  waitingSinceMs: number | null;
  /** Reconnects the watchdog made without the committed number moving on. */
  reconnects: number;
  committedNumber: bigint;
  /** The last on-chain action reported, so a lasting one is logged once, not every tick. */
  reported: string | null;
}

/**
 * The asset channels' watchdog (docs/design/rgb-channel-protocol.md §7, review T6): on every tick
 * it runs `deadlineAction` over each channel. A round the peer leaves unanswered while connected
 * longer than `stallMs` drops the connection, so the reestablish resends what is missing; after
 * `maxStalledReconnects` fruitless ones, or when an HTLC's deadline needs the chain, the channel
 * must close on chain: the watchdog asks the monitor (AssetChannelForceCloses). Refused (our state
 * is lost, or the peer has not reestablished since we started), it reports it once per reason.
 * Cooperative closings (`broadcast-closing`) are AssetChannelCloses' work.
 */
export class AssetChannelWatchdog {
  private readonly watches = new Map<string, Watch>();

  constructor(private readonly deps: AssetChannelWatchdogDeps) {}

  async tick(): Promise<void> {
    const tip = this.deps.tipHeight();
    if (tip === null) return;
    const now = this.deps.nowMs?.() ?? Date.now();
    for (const stored of await this.deps.channels()) {
      const { record } = stored;
      if (record.status === 'awaiting-funding') continue;
      // A failed channel with nothing of ours in it (an abandoned opening) needs nothing from the chain.
      if (record.status === 'failed' && assetsOf(record.committed, record.local) === 0n && record.committed.htlcs.length === 0) continue;
      const key = `${stored.peerNodeId}:${record.channelId}`;
      const watch = this.follow(key, stored, now);
      const claimed = await this.claimedByUs(record);
      const action = deadlineAction(record, tip, (hash) => claimed.has(hash), { waitingSinceMs: watch.waitingSinceMs, reconnects: watch.reconnects }, now, this.deps.policy);
      if (action.action === 'reconnect') {
        this.deps.logger.warn({ peerNodeId: stored.peerNodeId, channelId: record.channelId, reason: action.reason, reconnects: watch.reconnects + 1 }, 'asset channel stalled: reconnecting the peer');
        watch.reconnects += 1;
        watch.waitingSinceMs = now;
        this.deps.dropConnection(stored.peerNodeId);
      } else if (action.action === 'force-close' && !(await this.closedOnChain(stored, action.reason))) {
        if (watch.reported !== action.reason) {
          watch.reported = action.reason;
          this.deps.logger.error(
            { peerNodeId: stored.peerNodeId, channelId: record.channelId, action: action.action, reason: action.reason, htlc: action.htlc?.id.toString() },
            'asset channel needs the chain, but not yet: its state is lost, or the peer has not had time to prove that it is (a restored backup); will ask again',
          );
        }
      } else if (action.action === 'await-peer-close') {
        if (watch.reported !== action.reason) {
          watch.reported = action.reason;
          this.deps.logger.error(
            { peerNodeId: stored.peerNodeId, channelId: record.channelId, action: action.action, reason: action.reason },
            'asset channel lost its state: the peer must close it on chain (ours would hand it every asset)',
          );
        }
      }
    }
  }

  /** Asks for the close on chain; false when it must not be done (yet). */
  private async closedOnChain(stored: StoredAssetChannel, reason: string): Promise<boolean> {
    try {
      await this.deps.closeOnChain(stored.peerNodeId, stored.record.channelId, reason);
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }

  /** Updates what we know of the channel's waiting and progress. */
  private follow(key: string, stored: StoredAssetChannel, now: number): Watch {
    const { record } = stored;
    const watch = this.watches.get(key) ?? { waitingOn: null, waitingSinceMs: null, reconnects: 0, committedNumber: record.committed.number, reported: null };
    this.watches.set(key, watch);
    if (record.committed.number !== watch.committedNumber) {
      watch.committedNumber = record.committed.number;
      watch.reconnects = 0;
    }
    const waitingOn = waitingFor(record);
    // Only a connected peer can stall: a disconnected one is LDK's reconnect loop's to bring back.
    if (waitingOn === null || !this.deps.isPeerConnected(stored.peerNodeId)) {
      watch.waitingOn = null;
      watch.waitingSinceMs = null;
    } else if (waitingOn !== watch.waitingOn) {
      watch.waitingOn = waitingOn;
      watch.waitingSinceMs = now;
    }
    return watch;
  }

  private async claimedByUs(record: AssetChannelRecord): Promise<Set<string>> {
    const claimed = new Set<string>();
    const offeredToUs = [...record.committed.htlcs, ...(record.round?.next.htlcs ?? [])].filter((h) => h.offeredBy !== record.local);
    for (const htlc of offeredToUs) {
      const { state } = await this.deps.claim(htlc.paymentHash);
      if (state === 'claiming' || state === 'fulfilled') claimed.add(htlc.paymentHash);
    }
    return claimed;
  }
}

/**
 * The step the peer owes us, or null when it owes nothing: rounds are turn-based, so a round in
 * progress after our step always waits on the peer; so does a shutdown not yet answered.
 */
function waitingFor(record: AssetChannelRecord): string | null {
  if (record.round) return `${record.committed.number}:${record.round.stage}`;
  if (record.status === 'closing') return `${record.committed.number}:closing:${record.closing?.remoteShutdown ? 'signed' : 'shutdown'}`;
  return null;
}
