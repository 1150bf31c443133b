import { ConflictError } from '@rln/core';
import { dustThresholdSats, feeForVsize, InsufficientFundsError, P2TR_KEY_PATH_INPUT_WEIGHT, segwitTxWeight, weightToVsize } from '@rln/btc-wallet';
import { hex } from '@scure/base';
import { sweepDestinationScript, requireOutpointList, requirePositiveFeeRate, type CarrierScriptBook } from './carrier-plan-rules';
import { spendableCarrier, sumSats, type PlannedInput, type PlannedOutput } from './carrier-spend';
import type { CarrierUtxo } from './carrier-utxo';

/** POST /rgb/utxos/sweep (the interface names one input; a plan may take several). */
export interface SweepRequest {
  readonly inputs: readonly string[];
  readonly destinationAddress: string;
  readonly feeRateSatPerVb: number;
}

/** Allocation-free carriers spent whole to one plain-wallet output; no change. */
export interface SweepPlan {
  readonly inputs: readonly PlannedInput[];
  readonly destination: PlannedOutput;
  readonly feeSats: bigint;
  readonly vsize: number;
}

/**
 * supplement.md "Carrier maintenance": a carrier with any allocation is refused (409, nothing
 * spent), and so is one an incoming transfer waits on (a blinded receive names it).
 */
export function planSweep(req: SweepRequest, carriers: readonly CarrierUtxo[], book: CarrierScriptBook, plainWalletScripts: ReadonlySet<string>): SweepPlan {
  requireOutpointList(req.inputs, 'input');
  requirePositiveFeeRate(req.feeRateSatPerVb);
  const swept = req.inputs.map((outpoint) => {
    const carrier = spendableCarrier(carriers, outpoint);
    if (carrier.allocations.length > 0) {
      throw new ConflictError(`RGB UTXO ${outpoint} carries RGB allocations; a sweep would destroy them`, 'Move the assets away first, or top the UTXO up instead', { outpoint });
    }
    if (carrier.pendingBlindedReceives > 0) {
      throw new ConflictError(`RGB UTXO ${outpoint} is the seal of an open blinded invoice`, 'Wait for the transfer or for the invoice to expire', { outpoint });
    }
    return carrier;
  });
  const script = sweepDestinationScript(req.destinationAddress, book, plainWalletScripts);
  const inputs: PlannedInput[] = swept.map((c) => ({ outpoint: c.outpoint, valueSats: c.valueSats, source: 'carrier' }));
  const vsize = weightToVsize(segwitTxWeight(inputs.map(() => P2TR_KEY_PATH_INPUT_WEIGHT), [script.length / 2]));
  const feeSats = feeForVsize(vsize, req.feeRateSatPerVb);
  const inputSats = sumSats(inputs);
  const neededSats = feeSats + dustThresholdSats(hex.decode(script));
  if (inputSats < neededSats) throw new InsufficientFundsError(inputSats, neededSats);
  return { inputs, destination: { address: req.destinationAddress, scriptHex: script, valueSats: inputSats - feeSats, vout: 0 }, feeSats, vsize };
}

/** The response of POST /rgb/utxos/sweep. */
export interface SweepResult {
  readonly txid: string;
  readonly status: 'broadcast';
  readonly input: { readonly outpoint: string };
  readonly destination: { readonly address: string; readonly valueSats: bigint; readonly vout: number };
  readonly feeSats: bigint;
}

/** The interface names one input; a plan of several answers with the first. */
export function sweepResult(plan: SweepPlan, txid: string): SweepResult {
  const { address, valueSats, vout } = plan.destination;
  return { txid, status: 'broadcast', input: { outpoint: plan.inputs[0].outpoint }, destination: { address, valueSats, vout }, feeSats: plan.feeSats };
}
