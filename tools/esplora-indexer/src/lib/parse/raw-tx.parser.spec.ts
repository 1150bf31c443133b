import { Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils';
import { buildTx, scripts } from '../testing/raw-tx.builder';
import { GENESIS_COINBASE_HEX } from '../testing/genesis.fixture';
import { parseRawTx } from './raw-tx.parser';

const PREV = 'ab'.repeat(32);
const btcSignerOpts = { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true };

describe('parseRawTx', () => {
  it('parses the genesis coinbase (legacy serialization)', () => {
    const tx = parseRawTx(GENESIS_COINBASE_HEX);
    expect(tx.txid).toBe('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b');
    expect(tx.isCoinbase).toBe(true);
    expect(tx.version).toBe(1);
    expect(tx.inputs[0]).toMatchObject({ prevTxid: '0'.repeat(64), prevVout: 0xffffffff, sequence: 0xffffffff, witness: [] });
    expect(tx.outputs).toHaveLength(1);
    expect(tx.outputs[0].valueSat).toBe(50_00000000);
    expect(tx.sizeBytes).toBe(204);
    expect(tx.weight).toBe(204 * 4);
  });

  it('parses a segwit tx: txid, size and weight agree with @scure/btc-signer', () => {
    const raw = buildTx({
      version: 2,
      locktime: 101,
      inputs: [
        { txid: PREV, vout: 1, witness: [new Uint8Array(71).fill(1), new Uint8Array(33).fill(2)], sequence: 0xfffffffe },
        { txid: 'cd'.repeat(32), vout: 0, witness: [new Uint8Array(64).fill(3)] },
      ],
      outputs: [
        { valueSat: 12_345, script: scripts.p2tr(9) },
        { valueSat: 2_100_000_000_000_000, script: scripts.opReturn([1, 2, 3]) },
      ],
    });
    const tx = parseRawTx(raw);
    const reference = Transaction.fromRaw(raw, btcSignerOpts);

    expect(tx.txid).toBe(reference.id);
    expect(tx.weight).toBe(reference.weight);
    expect(tx.sizeBytes).toBe(raw.length);
    expect(tx.isCoinbase).toBe(false);
    expect(tx.locktime).toBe(101);
    expect(tx.inputs[0]).toMatchObject({ prevTxid: PREV, prevVout: 1, sequence: 0xfffffffe });
    expect(tx.inputs[0].witness.map((w) => w.length)).toEqual([71, 33]);
    expect(tx.inputs[1].witness).toHaveLength(1);
    expect(tx.outputs[1].valueSat).toBe(2_100_000_000_000_000);
    expect(bytesToHex(tx.raw)).toBe(bytesToHex(raw));
  });

  it('gives a legacy tx weight 4 × size and the same txid as btc-signer', () => {
    const raw = buildTx({ inputs: [{ txid: PREV, vout: 0, scriptSig: new Uint8Array(107).fill(5) }], outputs: [{ valueSat: 1, script: scripts.p2pkh(1) }] });
    const tx = parseRawTx(raw);
    expect(tx.weight).toBe(raw.length * 4);
    expect(tx.txid).toBe(Transaction.fromRaw(raw, btcSignerOpts).id);
    expect(tx.inputs[0].witness).toEqual([]);
  });

  it('rejects truncated data, trailing bytes and absurd counts', () => {
    const hex = bytesToHex(buildTx({ inputs: [{ txid: PREV, vout: 0 }], outputs: [{ valueSat: 1, script: scripts.p2wpkh(1) }] }));
    expect(() => parseRawTx(hex.slice(0, -2))).toThrow(/unexpected end/);
    expect(() => parseRawTx(`${hex}00`)).toThrow(/trailing/);
    expect(() => parseRawTx('02000000fe00ffffff')).toThrow();
  });
});
