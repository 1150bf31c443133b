import { secp256k1 } from '@noble/curves/secp256k1';
import { Script, SigHash, Transaction } from '@scure/btc-signer';
import { MIN_FEERATE_PER_KW } from './shadow-budget';
import { DUST_SATS } from './shadow-commitment';
import { p2wshOutputScript } from './shadow-scripts';
import { signWitnessInput } from './witness-signatures';

/**
 * How a sweep input unlocks its output (BOLT 3's witnesses on the shadow scripts):
 * - `delayed`: `to_local` of our own commitment, or our second stage's output, after
 *   `to_self_delay` (`<sig> <>`);
 * - `remote`: `to_remote` of the peer's commitment after one confirmation (`<sig>`);
 * - `revoked`: `to_local` of a commitment the peer revoked, or its second stage's output, at once
 *   (`<sig> 1`): justice;
 * - `htlc-preimage`: an HTLC the peer offered us on its commitment, with the preimage
 *   (`<sig> <preimage>`, after one confirmation);
 * - `htlc-timeout`: an HTLC we offered on the peer's commitment, after its expiry (`<sig> <>`,
 *   nLockTime = expiry, after one confirmation);
 * - `revoked-htlc`: any HTLC output of a revoked commitment, at once (`<sig> <revocationpubkey>`).
 */
export type SweepPath = 'delayed' | 'remote' | 'revoked' | 'htlc-preimage' | 'htlc-timeout' | 'revoked-htlc';

/** One commitment output a sweep spends, with what it holds and the key that spends it. */
export interface SweepInput {
  readonly txid: string;
  readonly vout: number;
  readonly sats: bigint;
  readonly assets: bigint;
  readonly witnessScript: Uint8Array;
  readonly path: SweepPath;
  /** The relative lock the script asks for (`to_self_delay` for `delayed`, 1 for `remote`, none for `revoked`). */
  readonly csv: number;
  readonly secret: Uint8Array;
  /** `htlc-preimage`: the 32-byte preimage. */
  readonly preimage?: Uint8Array;
  /** `htlc-timeout`: the HTLC's expiry, the sweep's nLockTime. */
  readonly cltvExpiry?: number;
  /** `revoked-htlc`: the revocation public key the script names. */
  readonly revocationPubkey?: Uint8Array;
  /** `revoked-htlc`: the HTLC's payment hash (the cheater's claim of one we offered shows its preimage). */
  readonly paymentHash?: string;
}

/** Filling the empty OP_RETURN with a 32-byte push adds 33 bytes. */
const OP_RETURN_FILL_BYTES = 33n;
/** A DER signature with its sighash byte, at most. */
const SIGNATURE_BYTES = 73n;

/**
 * A sweep of commitment outputs into one output of ours (an rgb-lib receive script): when it
 * moves assets, the empty OP_RETURN first (the receive scripts are taproot, and RGB's validator reads the commitment
 * from the first output that could hold one, protocol §6), then that output with every sat of
 * the inputs less the fee. The fee rate is `feeratePerKw` lowered as far as needed, but not
 * under the relay floor, to leave the output above dust; a sweep that cannot is refused.
 */
export function buildSweepTx(inputs: readonly SweepInput[], outputScript: Uint8Array, feeratePerKw: bigint): { tx: Transaction; assetMap: ReadonlyMap<number, bigint>; fee: bigint } {
  if (inputs.length === 0) throw new RangeError('a sweep spends at least one output');
  const total = inputs.reduce((sum, i) => sum + i.sats, 0n);
  const assets = inputs.reduce((sum, i) => sum + i.assets, 0n);
  const build = (sats: bigint) => {
    const lockTime = Math.max(0, ...inputs.map((i) => (i.path === 'htlc-timeout' ? (i.cltvExpiry ?? 0) : 0)));
    const tx = new Transaction({ version: 2, lockTime, allowUnknownOutputs: true });
    for (const input of inputs) {
      tx.addInput({
        txid: input.txid,
        index: input.vout,
        sequence: input.path === 'revoked' || input.path === 'revoked-htlc' ? 0xffff_fffd : input.csv,
        witnessUtxo: { script: p2wshOutputScript(input.witnessScript), amount: input.sats },
        witnessScript: input.witnessScript,
      });
    }
    // Only a sweep that moves assets carries their commitment.
    if (assets > 0n) tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
    tx.addOutput({ script: outputScript, amount: sats });
    return tx;
  };
  const weight = sweepWeight(build(total).unsignedTx.length, inputs, assets > 0n);
  const floor = MIN_FEERATE_PER_KW;
  const affordable = ((total - DUST_SATS) * 1000n) / weight;
  const rate = feeratePerKw < affordable ? feeratePerKw : affordable;
  if (rate < floor) throw new RangeError(`outputs of ${total} sat cannot pay a sweep at the relay floor (${floor} sat/kw)`);
  const fee = (rate * weight + 999n) / 1000n;
  const tx = build(total - fee);
  return { tx, assetMap: assets > 0n ? new Map([[1, assets]]) : new Map(), fee };
}

/** The sweep's weight once coloured and signed: its unsigned bytes with the OP_RETURN filled, and each input's witness. */
function sweepWeight(unsignedBytes: number, inputs: readonly SweepInput[], coloured: boolean): bigint {
  const witnesses = inputs.reduce((sum, input) => {
    // The item count, the signature, the item after it with its length byte, the script.
    const selector = BigInt(selectorOf(input).reduce((n, item) => n + 1 + item.length, 0));
    return sum + 1n + 1n + SIGNATURE_BYTES + selector + varIntBytes(input.witnessScript.length) + BigInt(input.witnessScript.length);
  }, 0n);
  return 4n * (BigInt(unsignedBytes) + (coloured ? OP_RETURN_FILL_BYTES : 0n)) + 2n + witnesses;
}

function varIntBytes(n: number): bigint {
  return n < 0xfd ? 1n : 3n;
}

/** The coloured sweep with every input's witness. */
export function signSweep(coloured: Transaction, inputs: readonly SweepInput[]): Transaction {
  const signed = coloured.clone();
  inputs.forEach((input, index) => {
    const compact = signWitnessInput(coloured, index, input.witnessScript, input.sats, input.secret);
    const signature = Uint8Array.from([...secp256k1.Signature.fromCompact(compact).toDERRawBytes(), SigHash.ALL]);
    signed.updateInput(index, { finalScriptWitness: [signature, ...selectorOf(input), input.witnessScript] }, true);
  });
  return signed;
}

/** The witness items between the signature and the script: which branch of the script is taken. */
function selectorOf(input: SweepInput): Uint8Array[] {
  switch (input.path) {
    case 'delayed':
    case 'htlc-timeout':
      return [new Uint8Array(0)];
    case 'revoked':
      return [Uint8Array.of(1)];
    case 'remote':
      return [];
    case 'htlc-preimage':
      if (input.preimage?.length !== 32) throw new RangeError('an HTLC claim needs its 32-byte preimage');
      return [input.preimage];
    case 'revoked-htlc':
      if (input.revocationPubkey?.length !== 33) throw new RangeError('a revoked HTLC is spent with the revocation public key');
      return [input.revocationPubkey];
  }
}
