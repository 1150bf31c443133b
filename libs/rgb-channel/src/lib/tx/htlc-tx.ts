import { Script, Transaction } from '@scure/btc-signer';
import { ANCHOR_SATS, DUST_SATS } from './shadow-commitment';
import { anchorScript, p2wshOutputScript, toLocalScript } from './shadow-scripts';

/** BOLT 3 anchor HTLC-timeout/-success weights, plus our holder anchor and OP_RETURN outputs (172 WU each). */
const HTLC_TIMEOUT_WEIGHT = 666n + 344n;
const HTLC_SUCCESS_WEIGHT = 706n + 344n;

/**
 * A second-stage transaction of the holder's commitment: HTLC-timeout for an HTLC the holder
 * offered (nLockTime = expiry), HTLC-success for one offered to it (claimed with the preimage).
 * Unlike BOLT 3's anchor variant it is signed SIGHASH_ALL (a peer must not be able to re-colour
 * it), so it carries its own holder anchor for CPFP in a fee spike (review A2): output 0 is the
 * CSV-delayed, revocable output with the HTLC's assets, output 1 the anchor, then the empty
 * OP_RETURN for the RGB commitment.
 */
/** The fee a second-stage transaction pays at `feeratePerKw`. */
export function htlcTxFee(kind: 'timeout' | 'success', feeratePerKw: bigint): bigint {
  return (feeratePerKw * (kind === 'timeout' ? HTLC_TIMEOUT_WEIGHT : HTLC_SUCCESS_WEIGHT)) / 1000n;
}

export function buildHtlcTx(params: {
  readonly kind: 'timeout' | 'success';
  readonly commitmentTxid: string;
  readonly vout: number;
  readonly htlcSats: bigint;
  readonly cltvExpiry: number;
  readonly revocationPubkey: Uint8Array;
  readonly holderDelayedPubkey: Uint8Array;
  readonly holderFundingPubkey: Uint8Array;
  readonly toSelfDelay: number;
  readonly feeratePerKw: bigint;
  readonly assets: bigint;
}): { tx: Transaction; assetMap: ReadonlyMap<number, bigint> } {
  const fee = htlcTxFee(params.kind, params.feeratePerKw);
  const delayedSats = params.htlcSats - ANCHOR_SATS - fee;
  if (delayedSats < DUST_SATS) throw new RangeError(`an HTLC output of ${params.htlcSats} sat cannot pay its second stage (${fee} sat fee, ${ANCHOR_SATS} sat anchor)`);
  const tx = new Transaction({ version: 2, lockTime: params.kind === 'timeout' ? params.cltvExpiry : 0, allowUnknownOutputs: true });
  tx.addInput({ txid: params.commitmentTxid, index: params.vout, sequence: 1 });
  tx.addOutput({ script: p2wshOutputScript(toLocalScript(params.revocationPubkey, params.toSelfDelay, params.holderDelayedPubkey)), amount: delayedSats });
  tx.addOutput({ script: p2wshOutputScript(anchorScript(params.holderFundingPubkey)), amount: ANCHOR_SATS });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return { tx, assetMap: new Map([[0, params.assets]]) };
}
