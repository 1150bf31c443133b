import { secp256k1 } from '@noble/curves/secp256k1';
import { SigHash, Transaction } from '@scure/btc-signer';
import { ANCHOR_SATS, DUST_SATS } from './shadow-commitment';
import { anchorScript, p2wshOutputScript } from './shadow-scripts';
import { signWitnessInput } from './witness-signatures';

/**
 * CPFP of a shadow commitment through our anchor (BOLT 3 `option_anchors`: each side's 330-sat
 * anchor is spendable by its funding key at once). The commitments are pre-signed at the rate
 * fixed at opening; a child spending our anchor plus one coin of our BTC wallet lifts the
 * package (commitment + child) to the rate a close needs now. The same works on the peer's
 * commitment, whose anchor of ours is there too: against a peer that broadcast its own at a low
 * rate (pinning it out of blocks while its HTLCs run out) we pay for it to confirm.
 */

/** Our anchor output on a commitment. */
export interface OurAnchor {
  readonly vout: number;
  readonly witnessScript: Uint8Array;
}

/** A commitment in the mempool, as the child's fee is computed from it. */
export interface AnchorParent {
  readonly txid: string;
  readonly anchor: OurAnchor;
  /** Weight units of the signed commitment. */
  readonly weight: bigint;
  readonly feeSats: bigint;
}

/** The wallet coin that pays the child's fee (a P2WPKH output of the node's BTC wallet). */
export interface FeeCoin {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly scriptPubKey: Uint8Array;
}

/** nSequence: final and BIP 125 replaceable, so a higher rate can replace the child later. */
const REPLACEABLE = 0xffff_fffd;
/** A DER signature with its sighash byte, at most. */
const SIGNATURE_BYTES = 73n;
/** The wallet input's witness: item count, signature, 33-byte key (with their length bytes). */
const P2WPKH_WITNESS_BYTES = 1n + 1n + SIGNATURE_BYTES + 1n + 33n;
/** BIP 125 rule 4 at Bitcoin Core's default incremental relay fee (1 sat/vB). */
export const INCREMENTAL_RELAY_PER_KW = 250n;

/** The output of `tx` that is the anchor of `fundingPubkey`, or null (a closing has none; neither has a foreign spend). */
export function findAnchor(tx: Transaction, fundingPubkey: Uint8Array): OurAnchor | null {
  const witnessScript = anchorScript(fundingPubkey);
  const script = Buffer.from(p2wshOutputScript(witnessScript));
  for (let vout = 0; vout < tx.outputsLength; vout++) {
    const output = tx.getOutput(vout);
    if (output.amount === ANCHOR_SATS && output.script && script.equals(Buffer.from(output.script))) return { vout, witnessScript };
  }
  return null;
}

/** What a transaction spending `inputSats` pays in fees. */
export function feeOf(tx: Transaction, inputSats: bigint): bigint {
  let out = 0n;
  for (let vout = 0; vout < tx.outputsLength; vout++) out += tx.getOutput(vout).amount ?? 0n;
  if (out > inputSats) throw new RangeError(`the transaction pays out ${out} sat of ${inputSats}`);
  return inputSats - out;
}

/** sat per 1000 weight units of `feeSats` over `weight`, rounded down. */
export function feeratePerKw(feeSats: bigint, weight: bigint): bigint {
  return (feeSats * 1000n) / weight;
}

/**
 * The child's fee for the package to reach `targetPerKw`, never under `atLeast` (what a
 * replacement must pay over the child it replaces, BIP 125 rules 3 and 4).
 */
export function childFee(parent: AnchorParent, childWeight: bigint, targetPerKw: bigint, atLeast = 0n): bigint {
  const needed = (targetPerKw * (parent.weight + childWeight) + 999n) / 1000n - parent.feeSats;
  const floor = (253n * childWeight + 999n) / 1000n; // the child must relay on its own too
  return [needed, atLeast, floor].reduce((a, b) => (a > b ? a : b));
}

/** What a replacement of a child of `weight` paying `feeSats` must pay at least. */
export function replacementFloor(feeSats: bigint, weight: bigint): bigint {
  return feeSats + (INCREMENTAL_RELAY_PER_KW * weight + 999n) / 1000n;
}

/** The child's weight once signed: its unsigned bytes, the segwit marker, both witnesses. */
export function anchorChildWeight(changeScript: Uint8Array, anchor: OurAnchor): bigint {
  const unsigned = unsignedChild({ txid: '00'.repeat(32), anchor, weight: 0n, feeSats: 0n }, { outpoint: `${'00'.repeat(32)}:0`, valueSats: 0n, scriptPubKey: new Uint8Array(22) }, changeScript, 0n);
  const anchorWitness = 1n + 1n + SIGNATURE_BYTES + 1n + BigInt(anchor.witnessScript.length);
  return 4n * BigInt(unsigned.unsignedTx.length) + 2n + anchorWitness + P2WPKH_WITNESS_BYTES;
}

/**
 * The child, unsigned: our anchor first, the fee coin second, one change output with all the
 * rest. Throws when the coin cannot pay `feeSats` and leave a change above dust.
 */
export function unsignedChild(parent: AnchorParent, coin: FeeCoin, changeScript: Uint8Array, feeSats: bigint): Transaction {
  const change = ANCHOR_SATS + coin.valueSats - feeSats;
  if (coin.valueSats > 0n && change < DUST_SATS) throw new RangeError(`a coin of ${coin.valueSats} sat cannot pay a ${feeSats} sat fee`);
  const [coinTxid, coinVout] = coin.outpoint.split(':');
  if (!coinTxid || coinVout === undefined || !/^\d+$/.test(coinVout)) throw new RangeError(`bad outpoint ${coin.outpoint}`);
  const tx = new Transaction({ version: 2, allowUnknownOutputs: true });
  tx.addInput({
    txid: parent.txid,
    index: parent.anchor.vout,
    sequence: REPLACEABLE,
    witnessUtxo: { script: p2wshOutputScript(parent.anchor.witnessScript), amount: ANCHOR_SATS },
    witnessScript: parent.anchor.witnessScript,
  });
  tx.addInput({ txid: coinTxid, index: Number(coinVout), sequence: REPLACEABLE, witnessUtxo: { script: coin.scriptPubKey, amount: coin.valueSats } });
  tx.addOutput({ script: changeScript, amount: change > 0n ? change : 0n });
  return tx;
}

/** The anchor input's witness (`<sig> <script>`, the key path of the anchor script). */
export function anchorWitness(child: Transaction, anchor: OurAnchor, fundingSecret: Uint8Array): Uint8Array[] {
  const compact = signWitnessInput(child, 0, anchor.witnessScript, ANCHOR_SATS, fundingSecret);
  const signature = Uint8Array.from([...secp256k1.Signature.fromCompact(compact).toDERRawBytes(), SigHash.ALL]);
  return [signature, anchor.witnessScript];
}
