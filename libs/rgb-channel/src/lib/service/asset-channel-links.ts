import type { Transaction } from '@scure/btc-signer';
import { VersionConflictError } from '@rln/core';
import { deriveChannelSecrets } from '../keys/channel-keys';
import { channelBlindingSecret } from '../keys/state-blinding';
import type { AssetChange, Side } from '../protocol/asset-state';
import { AssetChannelUpdates, type ChannelEvent, type UpdateStep } from '../protocol/asset-channel-updates';
import { decodeMessage, MESSAGE_TYPES, MalformedMessage } from '../protocol/channel-messages';
import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import type { AssetChannelStore, StoredAssetChannel } from '../store/asset-channel-store';
import { ShadowCommitmentSigning, type SignedClosing } from '../tx/shadow-commitment-signing';
import type { AssetChannelWallet } from './asset-channel-wallet.port';
import { OneAtATime } from './one-at-a-time';
import type { PeerMessages } from './peer-messages.port';

export interface AssetChannelLinksDeps {
  readonly wallet: AssetChannelWallet;
  readonly peers: PeerMessages;
  readonly store: AssetChannelStore;
  /** The node's asset-channel root (`NodeSeed.rgbChannelRoot`): each channel's secrets derive from it and the stored key index. */
  readonly root: Uint8Array;
  /** The chain tip our checks of HTLC expiries use; throws while it is unknown (a guess would misjudge every expiry). */
  readonly tipHeight: () => number;
  /** Told of every step's events (committed states, dropped proposals, failures) after its record is written. */
  readonly onEvents?: (peerNodeId: string, channelId: string, events: readonly ChannelEvent[]) => void;
  /**
   * Given the changes of the peer's every proposal before the proposal is acted on (awaited): the
   * forwarder keeps what only the message carries (forward instructions, the preimages of our
   * HTLCs it fulfils) before any state that depends on them is written.
   */
  readonly beforePeerChanges?: (peerNodeId: string, record: AssetChannelRecord, changes: readonly AssetChange[]) => Promise<void>;
}

const TYPES = new Set<number>(Object.values(MESSAGE_TYPES));

/**
 * The node side of the update protocol (protocol §5) for every opened asset channel: it feeds
 * the pure AssetChannelUpdates with the peer's messages and our proposals, one step per channel
 * at a time, and writes each step's record (over the version it read) before the messages that
 * depend on it leave. A write that loses to another writer sends nothing.
 */
export class AssetChannelLinks {
  private readonly serial = new OneAtATime();
  private readonly channelLogic = new Map<string, { readonly updates: AssetChannelUpdates; readonly signing: ShadowCommitmentSigning }>();

  constructor(private readonly deps: AssetChannelLinksDeps) {}

  static handles(type: number): boolean {
    return TYPES.has(type);
  }

  /** A peer's update message. A malformed one is dropped; a storage failure rejects, and the peer resends at the next reestablish. */
  async receive(peerNodeId: string, type: number, payload: Uint8Array): Promise<void> {
    let message: ReturnType<typeof decodeMessage>;
    try {
      message = decodeMessage(type, payload);
    } catch (err) {
      if (err instanceof MalformedMessage) return;
      throw err;
    }
    const { channelId } = message;
    await this.serial.run(channelId, async () => {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (!stored) return; // not a channel of this peer (review F10)
      if (message.kind === 'propose' && this.deps.beforePeerChanges) await this.deps.beforePeerChanges(peerNodeId, stored.record, message.changes);
      await this.write(stored, await this.updates(stored).receive(stored.record, type, payload, this.deps.tipHeight()));
    });
  }

  /**
   * Starts a round with our `changes`; throws the protocol's refusals (ChannelNotOpen,
   * UpdateInProgress, ProtocolViolation), and VersionConflictError when another writer changed
   * the channel meanwhile: nothing was proposed, and the caller must not think otherwise.
   */
  async propose(peerNodeId: string, channelId: string, changes: readonly AssetChange[] | ((record: AssetChannelRecord) => readonly AssetChange[])): Promise<void> {
    await this.serial.run(channelId, async () => {
      const stored = await this.required(peerNodeId, channelId);
      // A function sees the record the proposal is made on (the next HTLC id, the HTLCs committed).
      const wanted = typeof changes === 'function' ? changes(stored.record) : changes;
      await this.write(stored, this.updates(stored).propose(stored.record, wanted, this.deps.tipHeight()), 'throw');
    });
  }

  /**
   * Runs `work` while no step of the channel runs (no proposal, no peer message): a decision made
   * on a record read inside stays true until `work` ends. `work` must not call into the links.
   */
  exclusive<T>(channelId: string, work: () => Promise<T>): Promise<T> {
    return this.serial.run(channelId, work);
  }

  /**
   * Starts a cooperative close (protocol §6): our `rgb_shutdown`, written before it leaves. Throws
   * ChannelNotOpen (not open, or already closing) and CannotShutDown (an HTLC is live or a round
   * runs: nothing changed).
   */
  async shutdown(peerNodeId: string, channelId: string): Promise<void> {
    await this.serial.run(channelId, async () => {
      const stored = await this.required(peerNodeId, channelId);
      await this.write(stored, this.updates(stored).shutdown(stored.record), 'throw');
    });
  }

  /**
   * The closing of a `closed` channel with both signatures, rebuilt from the record (nothing
   * about it is stored but the peer's signature): what the node broadcasts and receives from.
   */
  async signedClosing(peerNodeId: string, channelId: string): Promise<SignedClosing> {
    const stored = await this.required(peerNodeId, channelId);
    const { record } = stored;
    const theirs = record.closing?.remoteSignatures;
    if (record.status !== 'closed' || !theirs) throw new Error(`asset channel ${channelId} holds no closing signed by both sides (${record.status})`);
    const signatures = { commitment: fromHex(theirs.commitment), htlcs: [], bundleId: fromHex(theirs.bundleId) };
    return this.logic(stored).signing.signedClosing(record.committed, record.closingScripts, signatures);
  }

  /** The carrier and the shadow funding are confirmed: the channel opens for updates (review O2). */
  async fundingConfirmed(peerNodeId: string, channelId: string): Promise<void> {
    await this.serial.run(channelId, async () => {
      const stored = await this.required(peerNodeId, channelId);
      if (stored.record.status !== 'awaiting-funding') return;
      await this.deps.store.save(stored, this.updates(stored).fundingConfirmed(stored.record));
    });
  }

  /**
   * For a channel whose closing we signed (`closing`, localSigned) or both signed (`closed`): the
   * closing's txid, which the chain shows whoever broadcast it; null before we signed.
   */
  async closingTxid(peerNodeId: string, channelId: string): Promise<string | null> {
    const stored = await this.required(peerNodeId, channelId);
    const { record } = stored;
    // Also once failed: a closing we signed stays valid on chain whatever happened since (review rgb-monitor-issue17-1 #6).
    const signedByUs = record.status === 'closed' || record.closing?.localSigned === true;
    return signedByUs ? this.logic(stored).signing.closingTxid(record.committed, record.closingScripts) : null;
  }

  /** The closing as the chain has it, for a channel whose peer broadcast it without sending us its signature (review CL-1). */
  async closingFromChain(peerNodeId: string, channelId: string, onChain: Transaction): Promise<SignedClosing> {
    const stored = await this.required(peerNodeId, channelId);
    return this.logic(stored).signing.closingFromChain(stored.record.committed, stored.record.closingScripts, onChain);
  }

  /** An acceptor's channel whose funding never appeared is failed (AssetChannelUpdates.fundingAbandoned). */
  async fundingAbandoned(peerNodeId: string, channelId: string): Promise<void> {
    await this.serial.run(channelId, async () => {
      const stored = await this.required(peerNodeId, channelId);
      if (stored.record.status !== 'awaiting-funding') return;
      await this.deps.store.save(stored, this.updates(stored).fundingAbandoned(stored.record));
    });
  }

  /**
   * The channel is closing on chain (our force close, or a commitment seen there): no update may
   * run any more, so a live record becomes `failed`, written before anything is broadcast.
   */
  async failOnChain(peerNodeId: string, channelId: string): Promise<void> {
    await this.serial.run(channelId, async () => {
      const stored = await this.required(peerNodeId, channelId);
      const { status } = stored.record;
      if (status !== 'awaiting-funding' && status !== 'open' && status !== 'closing') return;
      await this.deps.store.save(stored, { ...stored.record, status: 'failed' });
    });
  }

  /** The peer (re)connected: each of its live channels tells it where we are, and it resends what we lack. */
  async reconnected(peerNodeId: string): Promise<void> {
    for (const { peerNodeId: peer, channelId } of await this.deps.store.list()) {
      if (peer !== peerNodeId) continue;
      await this.serial.run(channelId, async () => {
        const stored = await this.deps.store.load(peerNodeId, channelId);
        if (!stored || stored.record.status === 'failed' || stored.record.status === 'state-lost') return;
        const message = this.updates(stored).reestablish(stored.record);
        this.deps.peers.send(peerNodeId, message.type, message.payload);
      });
    }
  }

  private async required(peerNodeId: string, channelId: string): Promise<StoredAssetChannel> {
    const stored = await this.deps.store.load(peerNodeId, channelId);
    if (!stored) throw new Error(`no asset channel ${channelId} with ${peerNodeId}`);
    return stored;
  }

  private async write(stored: StoredAssetChannel, step: UpdateStep, onConflict: 'drop' | 'throw' = 'drop'): Promise<void> {
    if (step.record !== stored.record) {
      try {
        await this.deps.store.save(stored, step.record);
      } catch (err) {
        // Another writer got there first: what this step would send belongs to a record we did
        // not write. A peer's message is resent on reconnect; our own proposal is the caller's.
        if (err instanceof VersionConflictError && onConflict === 'drop') return;
        throw err;
      }
    }
    for (const frame of step.send) this.deps.peers.send(stored.peerNodeId, frame.type, frame.payload);
    if (step.events.length > 0) this.deps.onEvents?.(stored.peerNodeId, stored.record.channelId, step.events);
  }

  /**
   * The channel's update logic, made once per channel: its keys never change after opening, and
   * deriving them (an ECDH for the blinding secret among them) took milliseconds of every step.
   */
  private updates(stored: StoredAssetChannel): AssetChannelUpdates {
    return this.logic(stored).updates;
  }

  private logic(stored: StoredAssetChannel): { readonly updates: AssetChannelUpdates; readonly signing: ShadowCommitmentSigning } {
    const key = `${stored.peerNodeId}:${stored.record.channelId}:${stored.keyIndex}:${stored.record.contractId}`;
    let logic = this.channelLogic.get(key);
    if (!logic) {
      logic = this.makeLogic(stored);
      this.channelLogic.set(key, logic);
    }
    return logic;
  }

  private makeLogic(stored: StoredAssetChannel): { readonly updates: AssetChannelUpdates; readonly signing: ShadowCommitmentSigning } {
    const secrets = deriveChannelSecrets(this.deps.root, stored.keyIndex);
    const local = stored.record.local;
    const peer: Side = local === 'opener' ? 'acceptor' : 'opener';
    const blindingSecret = channelBlindingSecret(secrets.fundingSecret, stored.channel.basepoints[peer].fundingPubkey);
    const signing = new ShadowCommitmentSigning(stored.channel, local, secrets, blindingSecret, this.deps.wallet.colouring(stored.record.contractId));
    return { updates: new AssetChannelUpdates(signing, secrets.commitmentSeed), signing };
  }
}

function fromHex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'));
}
