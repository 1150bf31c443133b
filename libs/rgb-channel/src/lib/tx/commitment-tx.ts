import { sha256 } from '@noble/hashes/sha256';
import { Script, Transaction } from '@scure/btc-signer';
import { concat } from '@rln/core';
import { p2wshOutputScript } from './shadow-scripts';

/** One output of a shadow commitment before ordering. */
export interface CommitmentOutput {
  readonly kind: 'to_local' | 'to_remote' | 'anchor' | 'htlc';
  readonly witnessScript: Uint8Array;
  readonly sats: bigint;
  /** Asset units this output receives in the commitment's RGB transition (0 for anchors). */
  readonly assets: bigint;
  /** HTLC outputs only: BOLT 3 orders equal HTLC outputs by expiry. */
  readonly cltvExpiry?: number;
  /** HTLC outputs only: offered by the commitment's holder (its second stage is HTLC-timeout) or to it (HTLC-success). */
  readonly offeredByHolder?: boolean;
  /** HTLC outputs only: hex; unique in a channel (no duplicate hashes), so it names the HTLC. */
  readonly paymentHash?: string;
}

export interface BuiltCommitment {
  /** Unsigned; its last output is the empty OP_RETURN that colouring fills with the RGB commitment. */
  readonly tx: Transaction;
  /** The outputs in transaction order (the OP_RETURN excluded). */
  readonly outputs: readonly CommitmentOutput[];
  /** vout → asset units, what rgb-lib's `output_map` takes. */
  readonly assetMap: ReadonlyMap<number, bigint>;
}

/**
 * BOLT 3's obscuring factor: the low 48 bits of SHA256(opener payment basepoint || acceptor payment
 * basepoint), so a commitment's number is not readable on chain by outsiders.
 */
export function obscuringFactor(openerPaymentBasepoint: Uint8Array, acceptorPaymentBasepoint: Uint8Array): bigint {
  const h = sha256(concat([openerPaymentBasepoint, acceptorPaymentBasepoint]));
  return new DataView(h.buffer, h.byteOffset + 24, 8).getBigUint64(0) & 0xffff_ffff_ffffn;
}

/**
 * An unsigned shadow commitment spending the shadow funding output: BOLT 3's version 2, the
 * obscured commitment number in nLockTime (low 24 bits, top byte 0x20) and nSequence (high 24
 * bits, top byte 0x80), outputs in BIP 69 order (value, then script; equal HTLCs by expiry),
 * then an empty OP_RETURN for the RGB commitment. Both peers build it from the same state and
 * get the same bytes.
 */
export function buildCommitmentTx(params: {
  readonly fundingTxid: string;
  readonly fundingVout: number;
  readonly fundingSats: bigint;
  readonly fundingWitnessScript: Uint8Array;
  readonly commitmentNumber: bigint;
  readonly obscuringFactor: bigint;
  readonly outputs: readonly CommitmentOutput[];
}): BuiltCommitment {
  if (params.commitmentNumber < 0n || params.commitmentNumber > 0xffff_ffff_ffffn) throw new RangeError('commitment number out of 48 bits');
  const obscured = params.commitmentNumber ^ params.obscuringFactor;
  const tx = new Transaction({ version: 2, lockTime: Number(0x2000_0000n | (obscured & 0xff_ffffn)), allowUnknownOutputs: true });
  tx.addInput({
    txid: params.fundingTxid,
    index: params.fundingVout,
    sequence: Number(0x8000_0000n | (obscured >> 24n)),
    witnessUtxo: { script: p2wshOutputScript(params.fundingWitnessScript), amount: params.fundingSats },
    witnessScript: params.fundingWitnessScript,
  });
  const ordered = [...params.outputs]
    .map((o) => ({ o, script: p2wshOutputScript(o.witnessScript) }))
    .sort((a, b) => compareBig(a.o.sats, b.o.sats) || Buffer.compare(a.script, b.script) || (a.o.cltvExpiry ?? 0) - (b.o.cltvExpiry ?? 0));
  const assetMap = new Map<number, bigint>();
  ordered.forEach(({ o, script }, vout) => {
    tx.addOutput({ script, amount: o.sats });
    if (o.assets > 0n) assetMap.set(vout, o.assets);
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return { tx, outputs: ordered.map((x) => x.o), assetMap };
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The txid (display hex) of an unsigned transaction: what both peers compare before signing. */
export function unsignedTxid(tx: Transaction): string {
  return Buffer.from(sha256(sha256(tx.unsignedTx))).reverse().toString('hex');
}
