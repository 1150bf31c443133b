import { bytesToHex } from '@noble/hashes/utils';
import type { TxOutput } from '../domain/tx';
import type { BlockRecord, ResolvedTx } from '../index/index-records';
import { scriptToAddress } from '../script/address';
import type { NetworkParams } from '../script/network';
import { scriptToAsm } from '../script/script-asm';
import { classifyScript } from '../script/script-type';
import type { TxInView, TxOutView, TxStatusView, TxView } from './esplora-views';

export const UNCONFIRMED: TxStatusView = { confirmed: false };

export function statusOf(block: BlockRecord | undefined): TxStatusView {
  if (!block) return { ...UNCONFIRMED };
  return { confirmed: true, block_height: block.height, block_hash: block.header.hash, block_time: block.header.timestamp };
}

export function toTxOutView(out: TxOutput, net: NetworkParams): TxOutView {
  const view: TxOutView = {
    scriptpubkey: bytesToHex(out.scriptPubKey),
    scriptpubkey_asm: scriptToAsm(out.scriptPubKey),
    scriptpubkey_type: classifyScript(out.scriptPubKey),
    value: out.valueSat,
  };
  const address = scriptToAddress(out.scriptPubKey, net);
  if (address !== undefined) view.scriptpubkey_address = address;
  return view;
}

export function toTxView(resolved: ResolvedTx, block: BlockRecord | undefined, net: NetworkParams): TxView {
  const { tx } = resolved;
  const vin = tx.inputs.map((input, i): TxInView => {
    const prevout = resolved.prevouts[i];
    const view: TxInView = {
      txid: input.prevTxid,
      vout: input.prevVout,
      prevout: prevout ? toTxOutView(prevout, net) : null,
      scriptsig: bytesToHex(input.scriptSig),
      scriptsig_asm: scriptToAsm(input.scriptSig),
      is_coinbase: tx.isCoinbase,
      sequence: input.sequence,
    };
    if (input.witness.length > 0) view.witness = input.witness.map((item) => bytesToHex(item));
    return view;
  });
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin,
    vout: tx.outputs.map((out) => toTxOutView(out, net)),
    size: tx.sizeBytes,
    weight: tx.weight,
    fee: resolved.feeSat ?? 0,
    status: statusOf(block),
  };
}
