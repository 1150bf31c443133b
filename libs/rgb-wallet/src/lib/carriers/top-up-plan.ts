import { ConflictError, InvalidRequestError } from '@rln/core';
import {
  dustThresholdSats,
  feeForVsize,
  InsufficientFundsError,
  P2TR_KEY_PATH_INPUT_WEIGHT,
  P2WPKH_INPUT_WEIGHT,
  segwitTxWeight,
  weightToVsize,
} from '@rln/btc-wallet';
import { hex } from '@scure/base';
import type { CarrierAllocation } from './carrier-allocations';
import { changeOutputScript, requireOutpointList, requirePositiveFeeRate, rgbOutputScript, type CarrierScriptBook } from './carrier-plan-rules';
import { spendableCarrier, sumSats, type PlannedInput, type PlannedOutput } from './carrier-spend';
import type { CarrierUtxo } from './carrier-utxo';

/** rgb-lib closes seals with an OP_RETURN output carrying the 32-byte commitment (opret). */
export const RGB_COMMITMENT_SCRIPT_LENGTH = 34;

/** POST /rgb/utxos/top_up, with the plain-wallet inputs' values already read from the plain wallet. */
export interface TopUpRequest {
  readonly rgbInput: string;
  readonly l1Inputs: readonly { readonly outpoint: string; readonly valueSats: bigint }[];
  readonly rgbOutput: { readonly address: string; readonly targetValueSats: bigint };
  readonly changeAddress: string;
  readonly feeRateSatPerVb: number;
}

/**
 * The replacement transfer: the old carrier and the plain inputs pay the RGB commitment when
 * there is state to move (output 0: rgb-lib's `color_psbt` puts its OP_RETURN first when an
 * output is taproot, as its own sends do), then the new, bigger carrier, then change to the
 * plain wallet unless it would be dust (then it goes to the fee).
 */
export interface TopUpPlan {
  readonly oldOutpoint: string;
  readonly inputs: readonly PlannedInput[];
  readonly newRgbOutput: PlannedOutput;
  readonly commitmentVout: number | null;
  readonly change: PlannedOutput | null;
  /** Every allocation of the old carrier, moved to the new one in one RGB transfer to ourselves. */
  readonly movedAllocations: readonly CarrierAllocation[];
  readonly feeSats: bigint;
  /** Upper bound of the signed transaction's virtual size. */
  readonly vsize: number;
}

/** Change goes to the plain wallet (`plainWalletScripts`), as with fund. */
export function planTopUp(req: TopUpRequest, carriers: readonly CarrierUtxo[], book: CarrierScriptBook, plainWalletScripts: ReadonlySet<string>): TopUpPlan {
  requireOutpointList(req.l1Inputs.map((i) => i.outpoint), 'l1_inputs');
  if (req.l1Inputs.some((i) => i.outpoint === req.rgbInput)) {
    throw new InvalidRequestError('l1_inputs must not repeat rgb_input', undefined, { field: 'l1_inputs' });
  }
  requirePositiveFeeRate(req.feeRateSatPerVb);
  const old = spendableCarrier(carriers, req.rgbInput);
  // A pending allocation is not final yet: moving it could strand the transfer it belongs to.
  if (old.allocations.some((a) => a.layer === 'pending')) {
    throw new ConflictError(`RGB UTXO ${old.outpoint} has allocations of transfers not settled yet`, 'POST /rgb/sync after they settle, then top up', { outpoint: old.outpoint });
  }
  if (req.rgbOutput.targetValueSats <= old.valueSats) {
    throw new InvalidRequestError(`rgb_output.target_value_sats must exceed the old RGB UTXO's ${old.valueSats} sats`, undefined, {
      field: 'rgb_output.target_value_sats',
    });
  }
  const rgbScript = rgbOutputScript(req.rgbOutput.address, 'rgb_output.address', book);
  const changeScript = changeOutputScript(req.changeAddress, book, [rgbScript], plainWalletScripts);

  const inputs: PlannedInput[] = [
    { outpoint: old.outpoint, valueSats: old.valueSats, source: 'carrier' },
    ...req.l1Inputs.map((i) => ({ outpoint: i.outpoint, valueSats: i.valueSats, source: 'plain' as const })),
  ];
  const inputWeights = inputs.map((i) => (i.source === 'carrier' ? P2TR_KEY_PATH_INPUT_WEIGHT : P2WPKH_INPUT_WEIGHT));
  const commitmentVout = old.allocations.length > 0 ? 0 : null;
  const fixedScriptLengths = [...(commitmentVout === null ? [] : [RGB_COMMITMENT_SCRIPT_LENGTH]), rgbScript.length / 2];
  const inputSats = sumSats(inputs);
  const target = req.rgbOutput.targetValueSats;

  const vsizeWithChange = weightToVsize(segwitTxWeight(inputWeights, [...fixedScriptLengths, changeScript.length / 2]));
  const feeWithChange = feeForVsize(vsizeWithChange, req.feeRateSatPerVb);
  const changeSats = inputSats - target - feeWithChange;
  const newRgbOutput = { address: req.rgbOutput.address, scriptHex: rgbScript, valueSats: target, vout: commitmentVout === null ? 0 : 1 };
  const base = { oldOutpoint: old.outpoint, inputs, newRgbOutput, commitmentVout, movedAllocations: old.allocations };
  if (changeSats >= dustThresholdSats(hex.decode(changeScript))) {
    const change = { address: req.changeAddress, scriptHex: changeScript, valueSats: changeSats, vout: fixedScriptLengths.length };
    return { ...base, change, feeSats: feeWithChange, vsize: vsizeWithChange };
  }
  const vsize = weightToVsize(segwitTxWeight(inputWeights, fixedScriptLengths));
  const feeSats = inputSats - target;
  if (feeSats < feeForVsize(vsize, req.feeRateSatPerVb)) throw new InsufficientFundsError(inputSats, target + feeForVsize(vsize, req.feeRateSatPerVb));
  return { ...base, change: null, feeSats, vsize };
}

/** The response of POST /rgb/utxos/top_up, with what the top-up's payment record needs. */
export interface TopUpResult {
  readonly txid: string;
  readonly status: 'broadcast';
  readonly oldOutpoint: string;
  readonly newRgbOutput: { readonly address: string; readonly valueSats: bigint; readonly vout: number };
  readonly feeSats: bigint;
  /** The consignment of the move (the first contract's, when several moved); null when the carrier held no RGB state. */
  readonly consignmentKey: string | null;
  readonly change: { readonly address: string; readonly valueSats: bigint; readonly vout: number } | null;
  /** Every contract moved, with its consignment; empty for an empty carrier. */
  readonly moved: readonly { readonly contractId: string; readonly amount: bigint; readonly consignmentKey: string }[];
  /** rgb-lib's batch transfer of the move; null when nothing moved. */
  readonly batchTransferIdx: number | null;
}

/** The transaction rgb-lib coloured must be the one planned: same outputs where the plan put them. */
export function builtAsPlanned(plan: TopUpPlan, built: { readonly commitmentVout: number | null; readonly newCarrierVout: number; readonly changeVout: number | null }): boolean {
  return built.commitmentVout === plan.commitmentVout && built.newCarrierVout === plan.newRgbOutput.vout && built.changeVout === (plan.change?.vout ?? null);
}

export function topUpResult(
  plan: TopUpPlan,
  done: { readonly txid: string; readonly batchTransferIdx: number | null; readonly moved: readonly { readonly contractId: string; readonly amount: bigint; readonly consignmentKey: string }[] },
): TopUpResult {
  const out = (o: PlannedOutput) => ({ address: o.address, valueSats: o.valueSats, vout: o.vout });
  return {
    txid: done.txid,
    status: 'broadcast',
    oldOutpoint: plan.oldOutpoint,
    newRgbOutput: out(plan.newRgbOutput),
    feeSats: plan.feeSats,
    consignmentKey: done.moved[0]?.consignmentKey ?? null,
    change: plan.change ? out(plan.change) : null,
    moved: done.moved,
    batchTransferIdx: done.batchTransferIdx,
  };
}
