import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { basepointsOf, type ChannelSecrets } from '../keys/channel-keys';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { checkShadowBudget } from '../tx/shadow-budget';
import type { ShadowBudget, ShadowChannel } from '../tx/shadow-commitment';
import { fundingScript, p2wshOutputScript } from '../tx/shadow-scripts';
import { openedChannelRecord, type AssetChannelRecord } from './asset-channel-record';
import { initialState, type ChannelPolicy, type Side } from './asset-state';
import type { CommitmentSignatures } from './channel-messages';
import type { CommitmentSigning } from './commitment-signing.port';
import { encodeOpenMessage, type OpenMessage, type OpeningSide } from './open-messages';

/** Builds the signer of a channel whose shadow output is known (the addon-backed one in the node). */
export type SigningFactory = (channel: ShadowChannel, local: Side, secrets: ChannelSecrets) => CommitmentSigning;

/** An opening refused: the reason goes back to the caller (and to the peer as a warning). */
export class OpeningRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpeningRefused';
  }
}

export interface OpenerParams {
  readonly channelId: string;
  readonly contractId: string;
  readonly assetAmount: bigint;
  readonly policy: ChannelPolicy;
  readonly budget: ShadowBudget;
  readonly secrets: ChannelSecrets;
  readonly closingScript: Uint8Array;
  readonly consignmentNonce: Uint8Array;
  /** The `color_context_data` URL template the acceptor fetches the funding consignment from. */
  readonly consignmentUrl: string;
}

/** What an acceptor will agree to: bounds on the opener's policy and budget. */
export interface AcceptorLimits {
  readonly minAssetReserve: bigint;
  readonly maxHtlcs: number;
  readonly minToSelfDelay: number;
  /** How long an HTLC may lock the acceptor's side at most (review O4). */
  readonly maxExpiryDelta: number;
  /** The acceptor's own claim window (`TimingPolicy.onchainClaimBlocks`): HTLCs must expire later than it. */
  readonly onchainClaimBlocks: number;
}

/** What the acceptor reads from the funding consignment's witness transaction about the shadow output. */
export interface FundingSeen {
  readonly txid: string;
  readonly vout: number;
  readonly outputScript: Uint8Array;
  readonly sats: bigint;
  readonly contractId: string;
  /** Units of `contractId` the transition assigns to that output. */
  readonly assets: bigint;
  readonly allInputsSegwit: boolean;
}

export type OpenerState =
  | { readonly stage: 'sent-open'; readonly params: OpenerParams }
  /** The acceptor's keys are known: build the funding transaction paying `shadowWitnessScript`'s P2WSH. */
  | { readonly stage: 'accepted'; readonly params: OpenerParams; readonly acceptor: OpeningSide; readonly shadowWitnessScript: Uint8Array }
  | { readonly stage: 'funding-created'; readonly params: OpenerParams; readonly acceptor: OpeningSide; readonly channel: ShadowChannel };

export interface AcceptorState {
  readonly stage: 'accepted-open';
  readonly open: Extract<OpenMessage, { kind: 'open' }>;
  readonly secrets: ChannelSecrets;
  readonly closingScript: Uint8Array;
}

/**
 * Opening an asset channel (protocol §5a): open → accept_open → funding_created (the opener's
 * signature on the acceptor's commitment 0) → funding_signed (the acceptor's on the opener's).
 * The opener hands the funding transaction to LDK (which broadcasts it) only once it holds
 * `funding_signed` in a written record: before that, its assets would sit in a 2-of-2 it could
 * not leave alone. Pure, like the update protocol: every call returns what to write and send.
 */
export class AssetChannelOpening {
  constructor(private readonly signingFor: SigningFactory) {}

  open(params: OpenerParams): { state: OpenerState; send: { type: number; payload: Uint8Array } } {
    checkShadowBudget(params.budget, params.policy);
    checkClosingScript(params.closingScript);
    const send = encodeOpenMessage({
      kind: 'open',
      channelId: params.channelId,
      contractId: params.contractId,
      assetAmount: params.assetAmount,
      opener: sideOf(params.secrets, params.closingScript),
      policy: params.policy,
      budget: params.budget,
      consignmentNonce: params.consignmentNonce,
      consignmentUrl: params.consignmentUrl,
    });
    return { state: { stage: 'sent-open', params }, send };
  }

  onAcceptOpen(state: OpenerState, message: Extract<OpenMessage, { kind: 'acceptOpen' }>): OpenerState {
    if (state.stage !== 'sent-open' || message.channelId !== state.params.channelId) throw new OpeningRefused('accept_open out of turn');
    checkSide(message.acceptor);
    checkClosingScript(message.acceptor.closingScript);
    if (sameBytes(message.acceptor.closingScript, state.params.closingScript)) throw new OpeningRefused("the peer's closing script is ours");
    const shadowWitnessScript = fundingScript(basepointsOf(state.params.secrets).fundingPubkey, message.acceptor.basepoints.fundingPubkey);
    return { stage: 'accepted', params: state.params, acceptor: message.acceptor, shadowWitnessScript };
  }

  /** The funding transaction is built and coloured (not broadcast): sign the acceptor's commitment 0. */
  async fundingBuilt(state: OpenerState, fundingTxid: string, fundingVout: number): Promise<{ state: OpenerState; send: { type: number; payload: Uint8Array } }> {
    if (state.stage !== 'accepted') throw new OpeningRefused(`the funding transaction is built in stage ${state.stage}`);
    const channel: ShadowChannel = { fundingTxid, fundingVout, basepoints: { opener: basepointsOf(state.params.secrets), acceptor: state.acceptor.basepoints }, budget: state.params.budget };
    const signing = this.signingFor(channel, 'opener', state.params.secrets);
    const signatures = await signing.sign('acceptor', initialState(state.params.assetAmount), state.acceptor.points[0]);
    return {
      state: { stage: 'funding-created', params: state.params, acceptor: state.acceptor, channel },
      send: encodeOpenMessage({ kind: 'fundingCreated', channelId: state.params.channelId, fundingTxid, fundingVout, signatures }),
    };
  }

  /**
   * The acceptor signed our commitment 0: write the record (with `channel`, which the signer
   * needs after a restart), then hand the funding transaction to LDK.
   */
  async onFundingSigned(state: OpenerState, message: Extract<OpenMessage, { kind: 'fundingSigned' }>): Promise<{ record: AssetChannelRecord; channel: ShadowChannel }> {
    if (state.stage !== 'funding-created' || message.channelId !== state.params.channelId) throw new OpeningRefused('funding_signed out of turn');
    const { params, acceptor, channel } = state;
    const initial = initialState(params.assetAmount);
    const ownPoint = perCommitmentPoint(perCommitmentSecret(params.secrets.commitmentSeed, secretIndexOf(0n)));
    if (!(await this.signingFor(channel, 'opener', params.secrets).verify('opener', initial, ownPoint, message.signatures))) {
      throw new OpeningRefused("the acceptor's signature on our commitment 0 does not verify: do not broadcast the funding");
    }
    return {
      channel,
      record: openedChannelRecord({
        channelId: params.channelId,
        local: 'opener',
        contractId: params.contractId,
        policy: params.policy,
        initial,
        holderSignatures: stored(message.signatures),
        peerPoints: { committed: hex(acceptor.points[0]), next: hex(acceptor.points[1]) },
        closingScripts: { opener: hex(params.closingScript), acceptor: hex(acceptor.closingScript) },
      }),
    };
  }

  /** An `rgb_open` from a peer: check its terms against our limits and answer with our keys. */
  onOpen(
    message: Extract<OpenMessage, { kind: 'open' }>,
    own: { readonly secrets: ChannelSecrets; readonly closingScript: Uint8Array; readonly limits: AcceptorLimits },
  ): { state: AcceptorState; send: { type: number; payload: Uint8Array } } {
    checkOpenTerms(message, own.limits);
    checkClosingScript(own.closingScript);
    if (sameBytes(message.opener.closingScript, own.closingScript)) throw new OpeningRefused("the peer's closing script is ours");
    const send = encodeOpenMessage({ kind: 'acceptOpen', channelId: message.channelId, acceptor: sideOf(own.secrets, own.closingScript) });
    return { state: { stage: 'accepted-open', open: message, secrets: own.secrets, closingScript: own.closingScript }, send };
  }

  /**
   * The opener built the funding transaction. `funding` is what the funding consignment's
   * witness transaction (fetched and validated by the caller) shows; it must pay the agreed
   * shadow 2-of-2 with the agreed BTC and exactly the opened amount of the contract, from segwit
   * inputs only (so the txid cannot change), or the opener could put the assets anywhere and
   * take back what it later pays us (review O1). Returns the record to write before answering
   * `funding_signed`.
   */
  async onFundingCreated(
    state: AcceptorState,
    message: Extract<OpenMessage, { kind: 'fundingCreated' }>,
    funding: FundingSeen,
  ): Promise<{ record: AssetChannelRecord; channel: ShadowChannel; send: { type: number; payload: Uint8Array } }> {
    const { open, secrets } = state;
    if (message.channelId !== open.channelId) throw new OpeningRefused('funding_created for another channel');
    const expectedScript = p2wshOutputScript(fundingScript(open.opener.basepoints.fundingPubkey, basepointsOf(secrets).fundingPubkey));
    if (funding.txid !== message.fundingTxid || funding.vout !== message.fundingVout) throw new OpeningRefused('the consignment witnesses another funding outpoint');
    if (Buffer.compare(funding.outputScript, expectedScript) !== 0) throw new OpeningRefused('the funding output is not the agreed shadow 2-of-2');
    if (funding.sats !== open.budget.fundingSats) throw new OpeningRefused(`the funding output holds ${funding.sats} sat, not the agreed ${open.budget.fundingSats}`);
    if (funding.contractId !== open.contractId) throw new OpeningRefused(`the funding moves ${funding.contractId}, not ${open.contractId}`);
    if (funding.assets !== open.assetAmount) throw new OpeningRefused(`the funding puts ${funding.assets} on the shadow output, not ${open.assetAmount}`);
    if (!funding.allInputsSegwit) throw new OpeningRefused('the funding spends a non-segwit input: its txid could change');
    const channel: ShadowChannel = { fundingTxid: message.fundingTxid, fundingVout: message.fundingVout, basepoints: { opener: open.opener.basepoints, acceptor: basepointsOf(secrets) }, budget: open.budget };
    const signing = this.signingFor(channel, 'acceptor', secrets);
    const initial = initialState(open.assetAmount);
    const ownPoint = perCommitmentPoint(perCommitmentSecret(secrets.commitmentSeed, secretIndexOf(0n)));
    if (!(await signing.verify('acceptor', initial, ownPoint, message.signatures))) throw new OpeningRefused("the opener's signature on our commitment 0 does not verify");
    const signatures = await signing.sign('opener', initial, open.opener.points[0]);
    return {
      channel,
      record: openedChannelRecord({
        channelId: open.channelId,
        local: 'acceptor',
        contractId: open.contractId,
        policy: open.policy,
        initial,
        holderSignatures: stored(message.signatures),
        peerPoints: { committed: hex(open.opener.points[0]), next: hex(open.opener.points[1]) },
        closingScripts: { opener: hex(open.opener.closingScript), acceptor: hex(state.closingScript) },
      }),
      send: encodeOpenMessage({ kind: 'fundingSigned', channelId: open.channelId, signatures }),
    };
  }
}


/**
 * An opener's terms against our limits (protocol §5a): the amount, reserve, HTLC count and
 * expiries, the shadow budget and the opener's keys and closing script. Pure and cheap, so a
 * node checks them before it spends a key index or an address on the opening (review R6).
 */
export function checkOpenTerms(message: Extract<OpenMessage, { kind: 'open' }>, limits: AcceptorLimits): void {
  const { policy, budget } = message;
  if (message.assetAmount <= 0n) throw new OpeningRefused('an asset channel opens with a positive asset amount');
  if (policy.assetReserve < limits.minAssetReserve) throw new OpeningRefused(`an asset reserve of ${policy.assetReserve} is below our minimum ${limits.minAssetReserve}`);
  // A reserve above a tenth of the channel would lock most of what we receive (review O4).
  if (policy.assetReserve * 10n > message.assetAmount) throw new OpeningRefused(`an asset reserve of ${policy.assetReserve} is more than a tenth of ${message.assetAmount}`);
  if (policy.maxExpiryDelta > limits.maxExpiryDelta) throw new OpeningRefused(`HTLC expiries up to ${policy.maxExpiryDelta} blocks exceed our ${limits.maxExpiryDelta}`);
  if (policy.maxHtlcs < 1 || policy.maxHtlcs > limits.maxHtlcs) throw new OpeningRefused(`max HTLCs ${policy.maxHtlcs} is outside 1..${limits.maxHtlcs}`);
  if (budget.toSelfDelay < limits.minToSelfDelay) throw new OpeningRefused(`to_self_delay ${budget.toSelfDelay} is below our minimum ${limits.minToSelfDelay}`);
  if (policy.minExpiryDelta <= limits.onchainClaimBlocks || policy.maxExpiryDelta < policy.minExpiryDelta) {
    throw new OpeningRefused(`HTLC expiry deltas ${policy.minExpiryDelta}..${policy.maxExpiryDelta} leave us no claim window of ${limits.onchainClaimBlocks} blocks`);
  }
  try {
    checkShadowBudget(budget, policy);
  } catch (err) {
    throw new OpeningRefused(`the shadow budget: ${(err as Error).message}`);
  }
  checkSide(message.opener);
  checkClosingScript(message.opener.closingScript);
}

function sideOf(secrets: ChannelSecrets, closingScript: Uint8Array): OpeningSide {
  const point = (n: bigint) => perCommitmentPoint(perCommitmentSecret(secrets.commitmentSeed, secretIndexOf(n)));
  return { basepoints: basepointsOf(secrets), points: [point(0n), point(1n)], closingScript };
}

/** Every key and point the peer sent must be a curve point, and its keys distinct. */
function checkSide(side: OpeningSide): void {
  const b = side.basepoints;
  const all = [b.fundingPubkey, b.revocationBasepoint, b.paymentBasepoint, b.delayedPaymentBasepoint, b.htlcBasepoint, ...side.points];
  for (const key of all) {
    try {
      secp256k1.ProjectivePoint.fromHex(key);
    } catch {
      throw new OpeningRefused('a key or point of the peer is not a curve point');
    }
  }
  if (new Set(all.map(hex)).size !== all.length) throw new OpeningRefused("the peer's keys and points are not distinct");
}

/**
 * Closing scripts are P2WPKH, P2WSH or P2TR (review C2): standard, never dust at 330 sat. A
 * node names an rgb-lib receive script, which is taproot; its key must be on the curve, or
 * building the closing would throw in the honest side's signer. The closing puts the OP_RETURN
 * before them (protocol §6).
 */
function checkClosingScript(script: Uint8Array): void {
  const p2wpkh = script.length === 22 && script[0] === 0x00 && script[1] === 0x14;
  const p2wsh = script.length === 34 && script[0] === 0x00 && script[1] === 0x20;
  const p2tr = script.length === 34 && script[0] === 0x51 && script[1] === 0x20;
  if (!p2wpkh && !p2wsh && !p2tr) throw new OpeningRefused('a closing script must be P2WPKH, P2WSH or P2TR');
  if (p2tr) {
    try {
      schnorr.utils.lift_x(BigInt(`0x${hex(script.subarray(2))}`));
    } catch {
      throw new OpeningRefused("a taproot closing script's key is not on the curve");
    }
  }
}

/** Review CL-2: a peer naming our closing script as its own would have us take its output for ours. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function stored(s: CommitmentSignatures) {
  return { commitment: hex(s.commitment), htlcs: s.htlcs.map(hex), bundleId: hex(s.bundleId) };
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
