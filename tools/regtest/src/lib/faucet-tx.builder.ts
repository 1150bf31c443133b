import { Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import type { FaucetKey } from './faucet-key';
import type { FaucetUtxo } from './faucet-utxo';

export interface FaucetTxRequest {
  readonly key: FaucetKey;
  /** Mature candidates; the largest are used first. */
  readonly utxos: readonly FaucetUtxo[];
  readonly recipientScript: Uint8Array;
  readonly valueSats: bigint;
  readonly feeRateSatPerVb: number;
}

export interface FaucetTx {
  readonly hex: string;
  readonly txid: string;
  readonly feeSats: bigint;
  /** 0n when the change would have been dust and went to the fee. */
  readonly changeSats: bigint;
  readonly inputs: readonly FaucetUtxo[];
  /** The recipient's output index. */
  readonly vout: number;
}

export class InsufficientFaucetFundsError extends Error {
  constructor(
    readonly availableSats: bigint,
    readonly neededSats: bigint,
  ) {
    super(`faucet has ${availableSats} sats spendable, needs ${neededSats}`);
    this.name = 'InsufficientFaucetFundsError';
  }
}

// Virtual sizes for a P2WPKH-input transaction (BIP141 weights, rounded up).
const TX_OVERHEAD_VB = 11;
const P2WPKH_INPUT_VB = 68;
const P2WPKH_OUTPUT_VB = 31;
/** Below this, change is not worth an output (and P2PKH-style dust rules would reject it). */
const CHANGE_DUST_SATS = 546n;

function outputVb(script: Uint8Array): number {
  return 8 + 1 + script.length;
}

function feeFor(vbytes: number, rate: number): bigint {
  return BigInt(Math.ceil(vbytes * rate));
}

/**
 * Pays `valueSats` to the recipient (output 0) with change back to the faucet (output 1),
 * signed with the faucet key. Inputs largest first until value + fee is covered.
 */
export function buildFaucetTx(req: FaucetTxRequest): FaucetTx {
  const { key, recipientScript, valueSats, feeRateSatPerVb: rate } = req;
  if (valueSats <= 0n) throw new Error(`amount must be positive, got ${valueSats}`);
  const candidates = [...req.utxos].sort((a, b) => (a.valueSats === b.valueSats ? 0 : a.valueSats > b.valueSats ? -1 : 1));
  const baseVb = TX_OVERHEAD_VB + outputVb(recipientScript) + P2WPKH_OUTPUT_VB;

  const inputs: FaucetUtxo[] = [];
  let inputSats = 0n;
  for (const utxo of candidates) {
    inputs.push(utxo);
    inputSats += utxo.valueSats;
    if (inputSats >= valueSats + feeFor(baseVb + P2WPKH_INPUT_VB * inputs.length, rate)) break;
  }
  const feeWithChange = feeFor(baseVb + P2WPKH_INPUT_VB * inputs.length, rate);
  if (inputSats < valueSats + feeWithChange) {
    const available = candidates.reduce((sum, u) => sum + u.valueSats, 0n);
    throw new InsufficientFaucetFundsError(available, valueSats + feeWithChange);
  }

  let changeSats = inputSats - valueSats - feeWithChange;
  if (changeSats < CHANGE_DUST_SATS) changeSats = 0n;
  const tx = new Transaction();
  for (const utxo of inputs) {
    tx.addInput({
      txid: hex.decode(utxo.txid),
      index: utxo.vout,
      witnessUtxo: { script: key.scriptPubKey, amount: utxo.valueSats },
    });
  }
  tx.addOutput({ script: recipientScript, amount: valueSats });
  if (changeSats > 0n) tx.addOutput({ script: key.scriptPubKey, amount: changeSats });
  tx.sign(key.privateKey);
  tx.finalize();
  const feeSats = inputSats - valueSats - changeSats;
  if (feeSats < feeFor(tx.vsize, rate)) throw new Error(`fee ${feeSats} below ${rate} sat/vB for ${tx.vsize} vB (size estimate too low)`);
  return { hex: tx.hex, txid: tx.id, feeSats, changeSats, inputs, vout: 0 };
}
