import { randomBytes } from 'node:crypto';
import { crashPoint } from '@rln/core';
import { basepointsOf, type ChannelSecrets } from '../keys/channel-keys';
import { channelBlindingSecret, stateBlinding } from '../keys/state-blinding';
import { AssetChannelOpening, checkOpenTerms, OpeningRefused, type AcceptorLimits, type AcceptorState, type OpenerState, type SigningFactory } from '../protocol/asset-channel-open';
import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import type { ChannelPolicy, Side } from '../protocol/asset-state';
import { MalformedMessage } from '../protocol/wire-fields';
import { decodeOpenMessage, OPEN_MESSAGE_TYPES, type OpenMessage } from '../protocol/open-messages';
import type { AssetChannelStore } from '../store/asset-channel-store';
import type { HeldFundings } from '../store/held-fundings';
import type { ShadowBudget } from '../tx/shadow-commitment';
import { ShadowCommitmentSigning } from '../tx/shadow-commitment-signing';
import { fundingScript, p2wshOutputScript } from '../tx/shadow-scripts';
import type { AssetChannelWallet, BegunFunding } from './asset-channel-wallet.port';
import type { ChannelKeySource } from './channel-key-source.port';
import type { FundingConsignments } from './funding-consignments.port';
import { OneAtATime } from './one-at-a-time';
import type { PeerMessages } from './peer-messages.port';

export interface OpenAssetChannelRequest {
  readonly peerNodeId: string;
  /**
   * The carrier: the id of the LDK channel with this peer that carries the asset channel's
   * payments, which becomes the asset channel's id too, so each carrier has at most one
   * (the store refuses a second) and both sides find one from the other.
   */
  readonly carrierChannelId: string;
  readonly contractId: string;
  readonly assetAmount: bigint;
  /** `color_context_data`: where the acceptor fetches the funding consignment. */
  readonly consignmentUrl: string;
  readonly policy: ChannelPolicy;
  readonly budget: ShadowBudget;
  readonly closingScript: Uint8Array;
}

/** How an opening ended, on either side. */
export type OpeningOutcome =
  | { readonly type: 'opened'; readonly peerNodeId: string; readonly record: AssetChannelRecord; readonly fundingTxid: string }
  /** An opening in progress ended without a record: nothing was broadcast, its held funding is released. */
  | { readonly type: 'refused'; readonly peerNodeId: string; readonly channelId: string; readonly reason: string }
  /** A message that started or moved no opening (a refused open, a replay, a stranger's): nothing changed. */
  | { readonly type: 'ignored'; readonly peerNodeId: string; readonly channelId: string; readonly reason: string };

export interface AssetChannelOpeningsDeps {
  readonly wallet: AssetChannelWallet;
  readonly peers: PeerMessages;
  readonly consignments: FundingConsignments;
  readonly store: AssetChannelStore;
  readonly held: HeldFundings;
  readonly keys: ChannelKeySource;
  readonly limits: AcceptorLimits;
  /**
   * Whether we have a Lightning channel `channelId` with `peerNodeId`: an acceptor opens an asset
   * channel only on its carrier, and an opener broadcasts its funding only while it is there.
   */
  readonly hasCarrier: (peerNodeId: string, channelId: string) => boolean;
  /** The acceptor's closing script for a channel of `contractId` (where its assets go in a cooperative close). */
  readonly acceptorClosingScript: (contractId: string) => Promise<Uint8Array>;
  readonly onOutcome?: (outcome: OpeningOutcome) => void;
  readonly nowMs?: () => number;
}

type Pending =
  | { readonly side: 'opener'; readonly peerNodeId: string; readonly keyIndex: bigint; readonly startedAtMs: number; state: OpenerState; funding?: BegunFunding }
  | { readonly side: 'acceptor'; readonly peerNodeId: string; readonly keyIndex: bigint; readonly startedAtMs: number; state: AcceptorState };

/** An opening that has not written its record by then is given up (`expireStale`): a silent peer must not hold our assets' carrier. */
export const OPENING_TIMEOUT_MS = 10 * 60_000;
/** Openings a peer may have in progress with us as acceptor: each takes a key index, a closing script and memory. */
export const MAX_OPENINGS_PER_PEER = 2;
/** Acceptor openings in progress from all peers at once (node ids cost nothing: review R2). */
export const MAX_ACCEPTOR_OPENINGS = 16;

const TYPES = new Set<number>(Object.values(OPEN_MESSAGE_TYPES));

/**
 * Runs asset channel openings (protocol §5a) over the node's peer connections, both as opener
 * and as acceptor: it feeds the pure AssetChannelOpening with what the wallet, the peer and the
 * consignment transport bring, one step per channel at a time, and writes each side's record
 * before the message that depends on it leaves. An opening lives in memory until its record
 * is written: one interrupted before then is abandoned (nothing was broadcast; the opener's
 * held send is released).
 */
export class AssetChannelOpenings {
  private readonly pending = new Map<string, Pending>();
  private readonly serial = new OneAtATime();

  constructor(private readonly deps: AssetChannelOpeningsDeps) {}

  static handles(type: number): boolean {
    return TYPES.has(type);
  }

  /** Starts an opening as opener; resolves once `rgb_open` is queued, with the channel id (the carrier's). */
  async open(request: OpenAssetChannelRequest): Promise<{ channelId: string }> {
    const channelId = request.carrierChannelId;
    if (this.pending.has(channelId) || (await this.deps.store.load(request.peerNodeId, channelId))) throw new OpeningRefused(`channel ${channelId} already has an asset channel`);
    const { keyIndex, secrets } = await this.deps.keys.next();
    const opening = this.opening(request.contractId);
    const { state, send } = opening.open({
      channelId,
      contractId: request.contractId,
      assetAmount: request.assetAmount,
      policy: request.policy,
      budget: request.budget,
      secrets,
      closingScript: request.closingScript,
      consignmentNonce: randomBytes(32),
      consignmentUrl: request.consignmentUrl,
    });
    this.pending.set(channelId, { side: 'opener', peerNodeId: request.peerNodeId, keyIndex, startedAtMs: this.now(), state });
    this.deps.peers.send(request.peerNodeId, send.type, send.payload);
    return { channelId };
  }

  /** An opening message from a peer; never throws (a bad one ends that opening). */
  receive(peerNodeId: string, type: number, payload: Uint8Array): Promise<void> {
    let message: OpenMessage;
    try {
      message = decodeOpenMessage(type, payload);
    } catch (err) {
      if (err instanceof MalformedMessage) return Promise.resolve();
      throw err;
    }
    return this.serial.run(message.channelId, () => this.step(peerNodeId, message));
  }

  /** Gives up the openings older than OPENING_TIMEOUT_MS (the host calls this on its timer). */
  async expireStale(): Promise<void> {
    const cutoff = this.now() - OPENING_TIMEOUT_MS;
    const stale = [...this.pending].filter(([, p]) => p.startedAtMs < cutoff);
    for (const [channelId, p] of stale) {
      await this.serial.run(channelId, () => this.giveUp(p.peerNodeId, channelId, new OpeningRefused('the peer did not complete the opening in time')));
    }
  }

  /**
   * The peer disconnected: its openings in progress are given up at once rather than after
   * OPENING_TIMEOUT_MS (openings are not resumed across connections, §5a), so an opener's
   * asset is not held for a peer that died mid-opening.
   */
  async peerDisconnected(peerNodeId: string): Promise<void> {
    const gone = [...this.pending].filter(([, p]) => p.peerNodeId === peerNodeId);
    for (const [channelId] of gone) {
      await this.serial.run(channelId, () => this.giveUp(peerNodeId, channelId, new OpeningRefused('the peer disconnected during the opening')));
    }
  }

  /** Openings in progress (not yet written), for status and tests. */
  inProgress(): Array<{ channelId: string; peerNodeId: string; side: Side }> {
    return [...this.pending].map(([channelId, p]) => ({ channelId, peerNodeId: p.peerNodeId, side: p.side }));
  }

  private async step(peerNodeId: string, message: OpenMessage): Promise<void> {
    const pending = this.pending.get(message.channelId);
    try {
      if (message.kind === 'open') {
        // A second open for a channel id in progress or stored is the peer's mistake or a replay.
        if (pending || (await this.deps.store.load(peerNodeId, message.channelId))) throw new OpeningRefused('a channel with this id exists');
        if (!this.deps.hasCarrier(peerNodeId, message.channelId)) throw new OpeningRefused('no Lightning channel with this id to carry the asset channel');
        await this.onOpen(peerNodeId, message);
        return;
      }
      // Only the peer an opening runs with may move it on (review F10).
      if (!pending || pending.peerNodeId !== peerNodeId) return;
      if (pending.side === 'opener' && message.kind === 'acceptOpen') await this.onAcceptOpen(pending, message);
      else if (pending.side === 'opener' && message.kind === 'fundingSigned') await this.onFundingSigned(message.channelId, pending, message);
      else if (pending.side === 'acceptor' && message.kind === 'fundingCreated') await this.onFundingCreated(message.channelId, pending, message);
      else throw new OpeningRefused(`${message.kind} out of turn`);
    } catch (err) {
      await this.giveUp(peerNodeId, message.channelId, err);
    }
  }

  private async onOpen(peerNodeId: string, message: Extract<OpenMessage, { kind: 'open' }>): Promise<void> {
    const accepting = [...this.pending.values()].filter((p) => p.side === 'acceptor');
    const running = accepting.filter((p) => p.peerNodeId === peerNodeId).length;
    if (running >= MAX_OPENINGS_PER_PEER) throw new OpeningRefused(`the peer has ${running} openings in progress already`);
    if (accepting.length >= MAX_ACCEPTOR_OPENINGS) throw new OpeningRefused(`${accepting.length} openings are in progress already`);
    // The terms first: a refused open costs no key index and no closing script (review R6).
    checkOpenTerms(message, this.deps.limits);
    await this.refuseOurClosingScript(message.opener.closingScript);
    const { keyIndex, secrets } = await this.deps.keys.next();
    const closingScript = await this.deps.acceptorClosingScript(message.contractId);
    const { state, send } = this.opening(message.contractId).onOpen(message, { secrets, closingScript, limits: this.deps.limits });
    this.pending.set(message.channelId, { side: 'acceptor', peerNodeId, keyIndex, startedAtMs: this.now(), state });
    this.deps.peers.send(peerNodeId, send.type, send.payload);
  }

  private async onAcceptOpen(pending: Extract<Pending, { side: 'opener' }>, message: Extract<OpenMessage, { kind: 'acceptOpen' }>): Promise<void> {
    const { params } = pending.state;
    const accepted = this.opening(params.contractId).onAcceptOpen(pending.state, message);
    if (accepted.stage !== 'accepted') throw new OpeningRefused('accept_open did not accept');
    await this.refuseOurClosingScript(message.acceptor.closingScript);
    const blinding = fundingBlinding(params.secrets, message.acceptor.basepoints.fundingPubkey);
    const funding = await this.deps.wallet.beginFunding({
      contractId: params.contractId,
      assetAmount: params.assetAmount,
      outputScript: p2wshOutputScript(accepted.shadowWitnessScript),
      fundingSats: params.budget.fundingSats,
      blinding,
    });
    // Owned before anything else happens: a kill from here on leaves a held send to end or release (review R3).
    await this.deps.held.hold({ peerNodeId: pending.peerNodeId, channelId: params.channelId, funding });
    crashPoint('rgb-open:after-hold');
    pending.funding = funding;
    pending.state = accepted;
    const bytes = await this.deps.wallet.fundingConsignment(funding, params.contractId);
    await this.deps.consignments.offer({ peerNodeId: pending.peerNodeId, channelId: params.channelId, txid: funding.txid, nonce: params.consignmentNonce, bytes });
    const built = await this.opening(params.contractId).fundingBuilt(accepted, funding.txid, funding.vout);
    pending.state = built.state;
    this.deps.peers.send(pending.peerNodeId, built.send.type, built.send.payload);
  }

  private async onFundingCreated(channelId: string, pending: Extract<Pending, { side: 'acceptor' }>, message: Extract<OpenMessage, { kind: 'fundingCreated' }>): Promise<void> {
    const { open, secrets } = pending.state;
    const consignment = await this.deps.consignments.fetch({ peerNodeId: pending.peerNodeId, urlTemplate: open.consignmentUrl, txid: message.fundingTxid, nonce: open.consignmentNonce });
    const blinding = fundingBlinding(secrets, open.opener.basepoints.fundingPubkey);
    const expected = {
      contractId: open.contractId,
      outputScript: p2wshOutputScript(fundingScript(open.opener.basepoints.fundingPubkey, basepointsOf(secrets).fundingPubkey)),
      sats: open.budget.fundingSats,
    };
    const seen = await this.deps.wallet.acceptFunding({ consignment, txid: message.fundingTxid, vout: message.fundingVout, blinding, expected });
    crashPoint('rgb-open:acceptor-after-accept');
    const done = await this.opening(open.contractId).onFundingCreated(pending.state, message, seen);
    // Written before funding_signed leaves: from then on the opener may broadcast.
    await this.deps.store.create(pending.peerNodeId, done.record, done.channel, pending.keyIndex);
    crashPoint('rgb-open:acceptor-after-record');
    this.pending.delete(channelId);
    this.deps.peers.send(pending.peerNodeId, done.send.type, done.send.payload);
    this.deps.onOutcome?.({ type: 'opened', peerNodeId: pending.peerNodeId, record: done.record, fundingTxid: message.fundingTxid });
  }

  private async onFundingSigned(channelId: string, pending: Extract<Pending, { side: 'opener' }>, message: Extract<OpenMessage, { kind: 'fundingSigned' }>): Promise<void> {
    const funding = pending.funding;
    if (!funding) throw new OpeningRefused('funding_signed before the funding was built');
    const { record, channel } = await this.opening(pending.state.params.contractId).onFundingSigned(pending.state, message);
    await this.deps.store.create(pending.peerNodeId, record, channel, pending.keyIndex);
    crashPoint('rgb-open:after-record');
    this.pending.delete(channelId);
    this.deps.onOutcome?.({ type: 'opened', peerNodeId: pending.peerNodeId, record, fundingTxid: funding.txid });
    // Only now may the assets leave for the 2-of-2: both commitments 0 are signed and written. A
    // failure here leaves the held send to `resume`, which ends it (the record exists).
    await this.endOrRelease(pending.peerNodeId, channelId, funding);
  }

  /**
   * Ends the peer's opening of `channelId` if one is in progress (`refused`); a message that
   * started or moved no opening (a refused open, a replay, a stranger's) is `ignored`. So
   * `refused` never names a channel whose record was written (review R4).
   */
  private async giveUp(peerNodeId: string, channelId: string, err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    const pending = this.pending.get(channelId);
    if (pending === undefined || pending.peerNodeId !== peerNodeId) {
      this.deps.onOutcome?.({ type: 'ignored', peerNodeId, channelId, reason });
      return;
    }
    this.pending.delete(channelId);
    if (pending.side === 'opener' && pending.funding) await this.releaseHeld(peerNodeId, channelId, pending.funding);
    const ownScript = pending.side === 'opener' ? pending.state.params.closingScript : pending.state.closingScript;
    await this.deps.wallet.releaseClosingScript(ownScript).catch(() => undefined);
    this.deps.onOutcome?.({ type: 'refused', peerNodeId, channelId, reason });
  }

  /**
   * After a restart (and on the host's timer): every held funding send whose channel record
   * was written is ended (broadcast), every other one released. Never throws; what fails stays
   * held for the next call.
   */
  async resume(): Promise<void> {
    for (const { peerNodeId, channelId, funding } of await this.deps.held.list()) {
      if (this.pending.has(channelId)) continue; // an opening in progress owns it
      await this.serial.run(channelId, async () => {
        const stored = await this.deps.store.load(peerNodeId, channelId).catch(() => undefined);
        if (stored === undefined) return;
        if (stored && stored.record.local === 'opener') await this.endOrRelease(peerNodeId, channelId, funding).catch(() => undefined);
        else await this.releaseHeld(peerNodeId, channelId, funding);
      });
    }
  }

  /**
   * Ends the held send, unless the carrier is gone: then it is released, and the record waits
   * for a funding that never comes (no asset ever sat in the 2-of-2 without its carrier: N1).
   */
  private async endOrRelease(peerNodeId: string, channelId: string, funding: BegunFunding): Promise<void> {
    if (!this.deps.hasCarrier(peerNodeId, channelId)) {
      await this.releaseHeld(peerNodeId, channelId, funding);
      return;
    }
    await this.deps.wallet.endFunding(funding);
    await this.deps.held.release(peerNodeId, channelId);
  }

  private async releaseHeld(peerNodeId: string, channelId: string, funding: BegunFunding): Promise<void> {
    try {
      await this.deps.wallet.abandonFunding(funding);
      await this.deps.held.release(peerNodeId, channelId);
    } catch {
      // Kept: the next `resume` tries again.
    }
  }

  /**
   * A peer naming the closing script of another channel of ours would use up that channel's
   * receive when this one closes, so that channel's assets could never be taken in (review CL-2).
   */
  private async refuseOurClosingScript(script: Uint8Array): Promise<void> {
    const wanted = Buffer.from(script).toString('hex');
    for (const { peerNodeId, channelId } of await this.deps.store.list()) {
      const stored = await this.deps.store.load(peerNodeId, channelId);
      if (stored && stored.record.closingScripts[stored.record.local] === wanted) throw new OpeningRefused("the peer's closing script is one of ours");
    }
  }

  private now(): number {
    return this.deps.nowMs?.() ?? Date.now();
  }

  private opening(contractId: string): AssetChannelOpening {
    const signingFor: SigningFactory = (channel, local, secrets) => {
      const peer: Side = local === 'opener' ? 'acceptor' : 'opener';
      const blindingSecret = channelBlindingSecret(secrets.fundingSecret, channel.basepoints[peer].fundingPubkey);
      return new ShadowCommitmentSigning(channel, local, secrets, blindingSecret, this.deps.wallet.colouring(contractId));
    };
    return new AssetChannelOpening(signingFor);
  }
}

/** The seal blinding of the shadow output, the same on both sides (protocol §5a). */
function fundingBlinding(own: ChannelSecrets, peerFundingPubkey: Uint8Array): bigint {
  return stateBlinding(channelBlindingSecret(own.fundingSecret, peerFundingPubkey), 'funding', 0n).blinding;
}
