import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { p2pkh, p2wpkh, RawTx, Transaction } from '@scure/btc-signer';
import { decodeBlock, parseBlock } from './block-parser';
import { MalformedChainDataError } from './byte-reader';
import { decodeTransaction, parseTransaction } from './transaction-parser';

const GENESIS_BLOCK =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c' +
  '0101000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000';

const key = sha256(new TextEncoder().encode('parser test key'));
const pub = secp256k1.getPublicKey(key, true);

function signedSegwitTx(): Transaction {
  const payment = p2wpkh(pub);
  const tx = new Transaction();
  tx.addInput({ txid: hex.decode('ab'.repeat(32)), index: 3, witnessUtxo: { script: payment.script, amount: 100_000n } });
  tx.addOutput({ script: payment.script, amount: 60_000n });
  tx.addOutput({ script: p2pkh(pub).script, amount: 39_000n });
  tx.sign(key);
  tx.finalize();
  return tx;
}

function signedLegacyTx(): Transaction {
  const prev = RawTx.encode({
    version: 2,
    segwitFlag: false,
    inputs: [{ txid: hex.decode('cd'.repeat(32)), index: 0, finalScriptSig: new Uint8Array([0x51]), sequence: 0xffffffff }],
    outputs: [{ script: p2pkh(pub).script, amount: 50_000n }],
    witnesses: undefined,
    lockTime: 0,
  });
  const prevTxid = Uint8Array.from(sha256(sha256(prev))).reverse();
  const tx = new Transaction();
  tx.addInput({ txid: prevTxid, index: 0, nonWitnessUtxo: prev });
  tx.addOutput({ script: p2pkh(pub).script, amount: 49_000n });
  tx.sign(key);
  tx.finalize();
  return tx;
}

describe('transaction parser', () => {
  it('reads a segwit transaction: txid without witnesses, inputs, outputs', () => {
    const tx = signedSegwitTx();
    const parsed = parseTransaction(tx.extract());
    expect(parsed.txid).toBe(tx.id);
    expect(parsed.isCoinbase).toBe(false);
    expect(parsed.inputs).toEqual([{ prevTxid: 'ab'.repeat(32), prevVout: 3 }]);
    expect(parsed.outputs).toEqual([
      { vout: 0, valueSats: 60_000n, scriptPubKeyHex: hex.encode(p2wpkh(pub).script) },
      { vout: 1, valueSats: 39_000n, scriptPubKeyHex: hex.encode(p2pkh(pub).script) },
    ]);
  });

  it('reads a legacy transaction', () => {
    const tx = signedLegacyTx();
    const parsed = parseTransaction(tx.extract());
    expect(parsed.txid).toBe(tx.id);
    expect(parsed.outputs[0].valueSats).toBe(49_000n);
  });

  it('reads the genesis block', () => {
    const block = parseBlock(hex.decode(GENESIS_BLOCK));
    expect(block.hash).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f');
    expect(block.previousHash).toBe('0'.repeat(64));
    expect(block.transactions).toHaveLength(1);
    expect(block.transactions[0]).toMatchObject({
      txid: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      isCoinbase: true,
      outputs: [{ vout: 0, valueSats: 5_000_000_000n }],
    });
  });

  it('reads a block of mixed transactions in order', () => {
    const header = hex.decode(GENESIS_BLOCK.slice(0, 160));
    const txs = [signedSegwitTx(), signedLegacyTx()];
    const raw = new Uint8Array([...header, txs.length, ...txs.flatMap((t) => [...t.extract()])]);
    const block = parseBlock(raw);
    expect(block.transactions.map((t) => t.txid)).toEqual(txs.map((t) => t.id));
  });

  it('decodes every field of a segwit transaction; size and weight agree with btc-signer', () => {
    const tx = signedSegwitTx();
    const bytes = tx.extract();
    const decoded = decodeTransaction(bytes);
    expect(decoded).toMatchObject({ txid: tx.id, version: 2, locktime: 0, sizeBytes: bytes.length, weight: tx.weight });
    expect(decoded.inputs[0]).toMatchObject({ prevTxid: 'ab'.repeat(32), prevVout: 3, scriptSig: new Uint8Array(), sequence: 0xffffffff });
    expect(decoded.inputs[0].witness.map((w) => w.length)).toEqual([tx.getInput(0).finalScriptWitness?.[0].length, 33]);
    expect(decoded.outputs[1]).toEqual({ valueSats: 39_000n, scriptPubKey: p2pkh(pub).script });
    expect(hex.encode(decoded.raw)).toBe(hex.encode(bytes));
    expect(hex.encode(decoded.stripped)).toBe(hex.encode(tx.toBytes(true, false)));
  });

  it('decodes a legacy transaction: stripped is the serialization, weight 4 × size', () => {
    const bytes = signedLegacyTx().extract();
    const decoded = decodeTransaction(bytes);
    expect(decoded.stripped).toEqual(decoded.raw);
    expect(decoded.weight).toBe(bytes.length * 4);
    expect(decoded.inputs[0].witness).toEqual([]);
  });

  it('decodes a block header and the block weight', () => {
    const block = decodeBlock(hex.decode(GENESIS_BLOCK));
    expect(block.header).toMatchObject({ version: 1, previousHash: '0'.repeat(64), merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b', timestamp: 1231006505, nonce: 2083236893, bits: 0x1d00ffff });
    expect(block.sizeBytes).toBe(285);
    expect(block.weight).toBe(285 * 4);
  });

  it('rejects truncated and trailing data', () => {
    const bytes = signedSegwitTx().extract();
    expect(() => parseTransaction(bytes.subarray(0, bytes.length - 1))).toThrow(MalformedChainDataError);
    expect(() => parseTransaction(new Uint8Array([...bytes, 0]))).toThrow(MalformedChainDataError);
    expect(() => parseBlock(hex.decode(GENESIS_BLOCK.slice(0, 100)))).toThrow(MalformedChainDataError);
  });
});
