import type { ChannelBasepoints } from '../keys/channel-keys';
import { derivePublicKey, revocationPublicKey } from '../keys/commitment-keys';
import { assetsOf, otherSide, type AssetState, type Side } from '../protocol/asset-state';
import { buildCommitmentTx, obscuringFactor, type BuiltCommitment, type CommitmentOutput } from './commitment-tx';
import { anchorScript, fundingScript, offeredHtlcScript, receivedHtlcScript, toLocalScript, toRemoteScript } from './shadow-scripts';

/** BTC in the shadow output, fixed at opening from the fee policy (protocol §6). */
export interface ShadowBudget {
  /** The shadow output's value, paid by the opener. */
  readonly fundingSats: bigint;
  /** BTC on the acceptor's balance output when it holds assets (the opener's output takes the rest). */
  readonly assetOutputSats: bigint;
  /** BTC on each HTLC output: the second-stage transaction's outputs and fee come from it. */
  readonly htlcOutputSats: bigint;
  /** Pre-signed rate; anchors let either side add fees by CPFP. */
  readonly feeratePerKw: bigint;
  readonly toSelfDelay: number;
}

export const ANCHOR_SATS = 330n;
/** P2WSH dust limit: no output below it. */
export const DUST_SATS = 330n;

/** BOLT 3 anchor commitment weight, plus our OP_RETURN output (8 + 1 + 34 bytes, ×4). */
export function commitmentWeight(htlcCount: number): bigint {
  return 1124n + 172n * BigInt(htlcCount) + 172n;
}

export interface ShadowChannel {
  readonly fundingTxid: string;
  readonly fundingVout: number;
  readonly basepoints: Readonly<Record<Side, ChannelBasepoints>>;
  readonly budget: ShadowBudget;
}

/**
 * `holder`'s shadow commitment of `state`, built from public data only (both sides' basepoints
 * and the holder's per-commitment point), so the holder and its peer build the same bytes: the
 * peer to sign it, the holder to verify the signature and to broadcast it.
 */
export function buildShadowCommitment(channel: ShadowChannel, holder: Side, state: AssetState, holderPoint: Uint8Array): BuiltCommitment {
  const peer = otherSide(holder);
  const h = channel.basepoints[holder];
  const p = channel.basepoints[peer];
  const { budget } = channel;
  const revocation = revocationPublicKey(p.revocationBasepoint, holderPoint);
  const htlcKeys = (paymentHash: string) => ({
    revocationPubkey: revocation,
    localHtlcPubkey: derivePublicKey(h.htlcBasepoint, holderPoint),
    remoteHtlcPubkey: derivePublicKey(p.htlcBasepoint, holderPoint),
    paymentHash: Uint8Array.from(Buffer.from(paymentHash, 'hex')),
  });
  const htlcs: CommitmentOutput[] = state.htlcs.map((htlc) => ({
    kind: 'htlc',
    witnessScript: htlc.offeredBy === holder ? offeredHtlcScript(htlcKeys(htlc.paymentHash)) : receivedHtlcScript({ ...htlcKeys(htlc.paymentHash), cltvExpiry: htlc.cltvExpiry }),
    sats: budget.htlcOutputSats,
    assets: htlc.assetAmount,
    cltvExpiry: htlc.cltvExpiry,
    offeredByHolder: htlc.offeredBy === holder,
    paymentHash: htlc.paymentHash,
  }));
  const fee = (budget.feeratePerKw * commitmentWeight(htlcs.length)) / 1000n;
  const acceptorSats = assetsOf(state, 'acceptor') > 0n ? budget.assetOutputSats : 0n;
  const openerSats = budget.fundingSats - 2n * ANCHOR_SATS - fee - budget.htlcOutputSats * BigInt(htlcs.length) - acceptorSats;
  if (openerSats < DUST_SATS) throw new RangeError(`the shadow budget of ${budget.fundingSats} sat leaves ${openerSats} sat for the opener's output`);
  const sats = (side: Side) => (side === 'opener' ? openerSats : acceptorSats);
  const balances: CommitmentOutput[] = [];
  if (sats(holder) > 0n) {
    balances.push({ kind: 'to_local', witnessScript: toLocalScript(revocation, budget.toSelfDelay, derivePublicKey(h.delayedPaymentBasepoint, holderPoint)), sats: sats(holder), assets: assetsOf(state, holder) });
  }
  if (sats(peer) > 0n) balances.push({ kind: 'to_remote', witnessScript: toRemoteScript(p.paymentBasepoint), sats: sats(peer), assets: assetsOf(state, peer) });
  return buildCommitmentTx({
    fundingTxid: channel.fundingTxid,
    fundingVout: channel.fundingVout,
    fundingSats: budget.fundingSats,
    fundingWitnessScript: fundingScript(h.fundingPubkey, p.fundingPubkey),
    commitmentNumber: state.number,
    obscuringFactor: obscuringFactor(channel.basepoints.opener.paymentBasepoint, channel.basepoints.acceptor.paymentBasepoint),
    outputs: [...balances, { kind: 'anchor', witnessScript: anchorScript(h.fundingPubkey), sats: ANCHOR_SATS, assets: 0n }, { kind: 'anchor', witnessScript: anchorScript(p.fundingPubkey), sats: ANCHOR_SATS, assets: 0n }, ...htlcs],
  });
}
