import { Transaction } from '@scure/btc-signer';
import { buildBlock } from '../testing/raw-block.builder';
import { buildCoinbase, buildTx, scripts } from '../testing/raw-tx.builder';
import { REGTEST_GENESIS_HEX } from '../testing/genesis.fixture';
import { parseRawBlock } from './raw-block.parser';

describe('parseRawBlock', () => {
  it('parses the regtest genesis block', () => {
    const block = parseRawBlock(REGTEST_GENESIS_HEX);
    expect(block.header).toMatchObject({
      hash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
      prevHash: '0'.repeat(64),
      merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      version: 1,
      timestamp: 1296688602,
      bits: 0x207fffff,
      nonce: 2,
    });
    expect(block.txs.map((tx) => tx.txid)).toEqual(['4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b']);
    expect(block.sizeBytes).toBe(285);
    expect(block.weight).toBe(285 * 4);
  });

  it('sums tx weights plus 4 × (header + count) for a block with a segwit tx', () => {
    const coinbase = buildCoinbase(1, [{ valueSat: 50, script: scripts.p2wpkh(1) }]);
    const spend = buildTx({ inputs: [{ txid: 'ee'.repeat(32), vout: 0, witness: [new Uint8Array(64)] }], outputs: [{ valueSat: 10, script: scripts.p2tr(2) }] });
    const built = buildBlock('11'.repeat(32), [coinbase, spend], 1_700_000_000);
    const block = parseRawBlock(built.hex);

    expect(block.header.hash).toBe(built.hash);
    expect(block.header.prevHash).toBe('11'.repeat(32));
    expect(block.txs.map((tx) => tx.txid)).toEqual(built.txids);
    const txWeights = [coinbase, spend].map((raw) => Transaction.fromRaw(raw, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true }).weight);
    expect(block.weight).toBe((80 + 1) * 4 + txWeights[0] + txWeights[1]);
    expect(block.sizeBytes).toBe(built.hex.length / 2);
  });

  it('rejects a truncated block', () => {
    expect(() => parseRawBlock(REGTEST_GENESIS_HEX.slice(0, -8))).toThrow(/unexpected end/);
  });
});
