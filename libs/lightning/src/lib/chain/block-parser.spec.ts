import { parseBlock, spentOutpoints } from './block-parser';

// Regtest genesis block (one legacy coinbase) and a hand-built segwit block.
const GENESIS =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4adae5494dffff7f20020000000101000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000';

describe('parseBlock', () => {
  it('splits a legacy block into header and transactions', () => {
    const block = Buffer.from(GENESIS, 'hex');
    const parsed = parseBlock(block);
    expect(parsed.header.length).toBe(80);
    expect(parsed.transactions).toHaveLength(1);
    expect(Buffer.from(parsed.transactions[0]!).toString('hex')).toBe(GENESIS.slice(162));
  });

  it('keeps witness data and handles several transactions', () => {
    const legacy = Buffer.from(GENESIS.slice(162), 'hex');
    // version 2, marker+flag, 1 input (null outpoint, empty script), 1 output, witness with 2 items, locktime
    const segwit = Buffer.from(
      '02000000' + '0001' + '01' + '11'.repeat(32) + '01000000' + '00' + 'fdffffff' + '01' + 'e803000000000000' + '160014' + '22'.repeat(20) + '02' + '03aabbcc' + '01dd' + '00000000',
      'hex',
    );
    const block = Buffer.concat([Buffer.alloc(80, 7), Buffer.from([2]), legacy, segwit]);
    const parsed = parseBlock(block);
    expect(parsed.transactions.map((t) => Buffer.from(t).toString('hex'))).toEqual([legacy.toString('hex'), segwit.toString('hex')]);
  });

  it('rejects truncated and padded blocks', () => {
    const block = Buffer.from(GENESIS, 'hex');
    expect(() => parseBlock(block.subarray(0, block.length - 1))).toThrow(/truncated/);
    expect(() => parseBlock(Buffer.concat([block, Buffer.from([0])]))).toThrow(/trailing/);
  });

  it('lists the outpoints a transaction spends (display txid, vout)', () => {
    const tx = Buffer.from(
      '02000000' + '0001' + '02' + '11'.repeat(31) + 'ab' + '05000000' + '00' + 'fdffffff' + '22'.repeat(32) + '00010000' + '00' + 'ffffffff' +
        '01' + 'e803000000000000' + '00' + '00' + '00' + '00000000',
      'hex',
    );
    expect(spentOutpoints(tx)).toEqual([`ab${'11'.repeat(31)}:5`, `${'22'.repeat(32)}:256`]);
  });
});
