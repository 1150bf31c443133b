import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { hex } from '@scure/base';
import { Address, OutScript, p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { networkParams } from '@rln/btc-wallet';
import type { CarrierScriptBook } from '../carriers/carrier-plan-rules';
import type { CarrierUtxo } from '../carriers/carrier-utxo';

/** Test-only keys, addresses and carriers on regtest for the carrier rules' specs. */
const NETWORK = networkParams('regtest').addressParams;

export function testKey(n: number): Uint8Array {
  const key = new Uint8Array(32);
  key[31] = n;
  return key;
}

/** A taproot address like rgb-lib's coloured keychain hands out. */
export function rgbAddress(n: number): string {
  return p2tr(schnorr.getPublicKey(testKey(n)), undefined, NETWORK).address as string;
}

/** A P2WPKH address like the plain wallet hands out. */
export function plainAddress(n: number): string {
  return p2wpkh(secp256k1.getPublicKey(testKey(n), true), NETWORK).address as string;
}

export function scriptHexOf(address: string): string {
  return hex.encode(OutScript.encode(Address(NETWORK).decode(address)));
}

/** The RGB wallet has handed out `rgbAddress(1..rgbCount)`. */
export function scriptBook(rgbCount = 3): CarrierScriptBook {
  const rgbScripts = new Set(Array.from({ length: rgbCount }, (_, i) => scriptHexOf(rgbAddress(i + 1))));
  return {
    rgbScripts,
    scriptOf: (address) => {
      try {
        return scriptHexOf(address);
      } catch {
        return null;
      }
    },
  };
}

/** The plain wallet derived `plainAddress(1..count)`: the scripts change may go to. */
export function plainWalletScripts(count = 3): ReadonlySet<string> {
  return new Set(Array.from({ length: count }, (_, i) => scriptHexOf(plainAddress(i + 1))));
}

export const outpoint = (n: number, vout = 0): string => `${n.toString(16).padStart(64, '0')}:${vout}`;

export function carrierUtxo(n: number, valueSats: bigint, overrides: Partial<CarrierUtxo> = {}): CarrierUtxo {
  return {
    outpoint: outpoint(n),
    valueSats,
    confirmation: { status: 'confirmed', height: 101 },
    lock: { locked: false, kind: 'none' },
    allocations: [],
    hasMixedAssetAllocations: false,
    spendRoles: ['rgb-state', 'fee-support'],
    pendingBlindedReceives: 0,
    ...overrides,
  };
}

/**
 * Signs a carrier plan as the wallets would (P2TR key path for carriers, P2WPKH for plain
 * coins, key `testKey(n)` for the input named `outpoint(n, …)`), so a spec can compare
 * the plan's size with a real transaction's.
 */
export function signPlan(plan: {
  readonly inputs: readonly { readonly outpoint: string; readonly valueSats: bigint; readonly source: 'carrier' | 'plain' }[];
  readonly outputs: readonly { readonly scriptHex: string; readonly valueSats: bigint }[];
}): Transaction {
  const tx = new Transaction({ allowUnknownOutputs: true });
  const keys = plan.inputs.map((input) => {
    const [txid, vout] = input.outpoint.split(':');
    const key = testKey(parseInt(txid, 16));
    const payment = input.source === 'carrier' ? p2tr(schnorr.getPublicKey(key), undefined, NETWORK) : p2wpkh(secp256k1.getPublicKey(key, true), NETWORK);
    tx.addInput({
      txid,
      index: Number(vout),
      witnessUtxo: { script: payment.script, amount: input.valueSats },
      ...(input.source === 'carrier' ? { tapInternalKey: schnorr.getPublicKey(key) } : {}),
    });
    return key;
  });
  for (const o of plan.outputs) tx.addOutput({ script: hex.decode(o.scriptHex), amount: o.valueSats });
  keys.forEach((key, i) => tx.signIdx(key, i));
  tx.finalize();
  return tx;
}
