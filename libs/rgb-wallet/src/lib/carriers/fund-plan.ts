import { InvalidRequestError } from '@rln/core';
import { changeOutputScript, requireOutpointList, requirePositiveFeeRate, rgbOutputScript, type CarrierScriptBook } from './carrier-plan-rules';

/** POST /rgb/utxos/fund. */
export interface FundRequest {
  readonly inputs: readonly string[];
  readonly outputs: readonly { readonly address: string; readonly valueSats: bigint }[];
  readonly changeAddress: string;
  readonly feeRateSatPerVb: number;
}

/**
 * The funding transaction: exactly the given plain-wallet inputs (no coin selection), the
 * new carriers at outputs 0..n-1 in request order, change to the plain wallet after them.
 * Fee and change come from the plain wallet, which knows the inputs' values.
 */
export interface FundPlan {
  readonly inputs: readonly string[];
  readonly outputs: readonly { readonly address: string; readonly scriptHex: string; readonly valueSats: bigint; readonly vout: number }[];
  readonly change: { readonly address: string; readonly scriptHex: string };
  readonly feeRateSatPerVb: number;
}

export interface FundResult {
  readonly txid: string;
  readonly status: 'broadcast';
  readonly outputs: readonly { readonly address: string; readonly valueSats: bigint; readonly vout: number }[];
  readonly feeSats: bigint;
  readonly change: { readonly address: string; readonly valueSats: bigint; readonly vout: number } | null;
}

/**
 * The interface's rules: inputs given, outputs to RGB addresses with positive values, change to
 * the plain wallet (`plainWalletScripts`) and not an RGB script, positive fee rate.
 */
export function planFund(req: FundRequest, book: CarrierScriptBook, plainWalletScripts: ReadonlySet<string>): FundPlan {
  requireOutpointList(req.inputs, 'inputs');
  if (req.outputs.length === 0) throw new InvalidRequestError('outputs must not be empty', undefined, { field: 'outputs' });
  requirePositiveFeeRate(req.feeRateSatPerVb);
  const outputs = req.outputs.map((o, vout) => {
    const scriptHex = rgbOutputScript(o.address, `outputs[${vout}].address`, book);
    if (o.valueSats <= 0n) throw new InvalidRequestError(`outputs[${vout}].value_sats must be positive`, undefined, { field: `outputs[${vout}].value_sats` });
    return { address: o.address, scriptHex, valueSats: o.valueSats, vout };
  });
  const changeScript = changeOutputScript(req.changeAddress, book, outputs.map((o) => o.scriptHex), plainWalletScripts);
  return { inputs: req.inputs, outputs, change: { address: req.changeAddress, scriptHex: changeScript }, feeRateSatPerVb: req.feeRateSatPerVb };
}

/** The response once the signed plan is broadcast. */
export function fundResult(
  plan: FundPlan,
  signed: { readonly txid: string; readonly feeSats: bigint; readonly change: { readonly vout: number; readonly address: string; readonly valueSats: bigint } | null },
): FundResult {
  return {
    txid: signed.txid,
    status: 'broadcast',
    outputs: plan.outputs.map((o) => ({ address: o.address, valueSats: o.valueSats, vout: o.vout })),
    feeSats: signed.feeSats,
    change: signed.change ? { address: signed.change.address, valueSats: signed.change.valueSats, vout: signed.change.vout } : null,
  };
}
