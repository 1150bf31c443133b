import type { ChannelPolicy } from '../protocol/asset-state';
import { ANCHOR_SATS, DUST_SATS, commitmentWeight, type ShadowBudget } from './shadow-commitment';
import { htlcTxFee } from './htlc-tx';

/** Bitcoin Core's minimum relay fee (1 sat/vB = 250 sat/kw) rounded up as LDK does. */
export const MIN_FEERATE_PER_KW = 253n;
/** Blocks a cheated side has to punish a revoked commitment; production channels use 144 or more. */
export const MIN_TO_SELF_DELAY = 6;
/**
 * Weight units of the heaviest one-output sweep we build, coloured and signed: a revoked HTLC
 * output (its script, the revocation key as selector) into a taproot receive behind the filled
 * OP_RETURN (803 for a received HTLC's script with a 4-byte expiry); a `to_local` sweep is about 740.
 */
const SWEEP_WEIGHT_BOUND = 840n;
/** What sweeping one output costs at the relay floor: every output of ours must leave this above dust (monitor review #9). */
export const SWEEP_FLOOR_FEE_SATS = (MIN_FEERATE_PER_KW * SWEEP_WEIGHT_BOUND + 999n) / 1000n;

/**
 * Throws unless every state the protocol may accept under `policy` can be built and broadcast
 * with `budget` (review X1, X2): checked at opening, so a state with at most `maxHtlcs` HTLCs
 * can never fail to build later and fail the channel.
 */
export function checkShadowBudget(budget: ShadowBudget, policy: ChannelPolicy): void {
  if (budget.feeratePerKw < MIN_FEERATE_PER_KW) throw new RangeError(`the shadow feerate must be at least ${MIN_FEERATE_PER_KW} sat/kw (relayable)`);
  if (budget.toSelfDelay < MIN_TO_SELF_DELAY || budget.toSelfDelay > 2016) throw new RangeError(`to_self_delay must be ${MIN_TO_SELF_DELAY}..2016 blocks`);
  // An output we cannot afford to sweep even at the relay floor would hold its assets forever.
  if (budget.assetOutputSats < DUST_SATS + SWEEP_FLOOR_FEE_SATS) throw new RangeError(`an asset-bearing output needs at least ${DUST_SATS + SWEEP_FLOOR_FEE_SATS} sat (dust and its sweep at the relay floor)`);
  const secondStage = htlcTxFee('success', budget.feeratePerKw) + ANCHOR_SATS + DUST_SATS + SWEEP_FLOOR_FEE_SATS;
  if (budget.htlcOutputSats < secondStage) throw new RangeError(`an HTLC output of ${budget.htlcOutputSats} sat cannot pay its second stage (${secondStage} sat needed)`);
  const worst = 2n * ANCHOR_SATS + (budget.feeratePerKw * commitmentWeight(policy.maxHtlcs)) / 1000n + budget.htlcOutputSats * BigInt(policy.maxHtlcs) + budget.assetOutputSats + DUST_SATS;
  if (budget.fundingSats < worst) throw new RangeError(`a shadow output of ${budget.fundingSats} sat cannot carry ${policy.maxHtlcs} HTLCs (${worst} sat needed)`);
}
