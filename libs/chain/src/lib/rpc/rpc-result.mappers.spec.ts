import { toBlockchainInfo, toRawTransactionInfo, toTxOutInfo } from './rpc-result.mappers';

// Shapes recorded from btcd v0.26.0 and from Bitcoin Core's documentation.
const btcdCoinbase = {
  hex: '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff1651084cbff8ca1415007a0b2f503253482f627463642fffffffff0100f2052a01000000160014751e76e8199196d454941c45d1b3a323f1433bd600000000',
  txid: 'b8febd72bf6d98816769b2388aac2e236b8b2e344d89981477f624cbff9135e7',
  hash: 'b8febd72bf6d98816769b2388aac2e236b8b2e344d89981477f624cbff9135e7',
  size: 104,
  vsize: 104,
  weight: 416,
  version: 1,
  locktime: 0,
  vin: [{ coinbase: '51084cbff8ca1415007a0b2f503253482f627463642f', sequence: 4294967295 }],
  vout: [
    {
      value: 50,
      n: 0,
      scriptPubKey: {
        asm: '0 751e76e8199196d454941c45d1b3a323f1433bd6',
        hex: '0014751e76e8199196d454941c45d1b3a323f1433bd6',
        reqSigs: 1,
        type: 'witness_v0_keyhash',
        addresses: ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'],
      },
    },
  ],
  blockhash: '033fc4f17210c844c1b4771cd969eb6b745446fbf4b03af9fab7caf7214aa79d',
  confirmations: 2,
  time: 1795303099,
  blocktime: 1795303099,
};

describe('toRawTransactionInfo', () => {
  it('maps a btcd coinbase (addresses[] form, BTC values) to sats', () => {
    const tx = toRawTransactionInfo(btcdCoinbase);
    expect(tx.vin[0]).toEqual({ coinbase: btcdCoinbase.vin[0]!.coinbase, sequence: 4294967295, witness: [], txid: undefined, vout: undefined });
    expect(tx.vout[0]).toEqual({
      n: 0,
      valueSats: 5_000_000_000n,
      scriptPubKeyHex: '0014751e76e8199196d454941c45d1b3a323f1433bd6',
      address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      type: 'witness_v0_keyhash',
    });
    expect(tx.confirmations).toBe(2);
  });

  it('maps a Core mempool spend (address form, witness, no confirmations)', () => {
    const tx = toRawTransactionInfo({
      ...btcdCoinbase,
      hash: 'ff'.repeat(32),
      vin: [{ txid: 'aa'.repeat(32), vout: 1, scriptSig: { asm: '', hex: '' }, txinwitness: ['3044', '02ab'], sequence: 4294967293 }],
      vout: [{ value: 0.00012345, n: 0, scriptPubKey: { hex: '5120' + '11'.repeat(32), address: 'bcrt1p...', type: 'witness_v1_taproot' } }],
      blockhash: undefined,
      confirmations: undefined,
    });
    expect(tx.vin[0]).toMatchObject({ txid: 'aa'.repeat(32), vout: 1, witness: ['3044', '02ab'] });
    expect(tx.vout[0]!.valueSats).toBe(12_345n);
    expect(tx.vout[0]!.address).toBe('bcrt1p...');
    expect(tx.confirmations).toBe(0);
    expect(tx.blockhash).toBeUndefined();
  });

  it('falls back to txid when btcd leaves hash empty', () => {
    expect(toRawTransactionInfo({ ...btcdCoinbase, hash: '' }).hash).toBe(btcdCoinbase.txid);
  });

  it('names the field that has the wrong type', () => {
    expect(() => toRawTransactionInfo({ ...btcdCoinbase, vout: 'x' })).toThrow('getrawtransaction.vout: expected an array, got string');
  });
});

describe('toTxOutInfo', () => {
  it('maps an unspent coinbase output and null for a spent one', () => {
    expect(
      toTxOutInfo({ bestblock: 'bb', confirmations: 2, value: 50, scriptPubKey: { hex: '0014', address: 'a' }, coinbase: true }),
    ).toEqual({ bestblock: 'bb', confirmations: 2, valueSats: 5_000_000_000n, scriptPubKeyHex: '0014', address: 'a', coinbase: true });
    expect(toTxOutInfo(null)).toBeNull();
  });
});

describe('toBlockchainInfo', () => {
  it('keeps the common fields and Core-only initialblockdownload when present', () => {
    const btcd = { chain: 'regtest', blocks: 5, headers: 5, bestblockhash: 'h', difficulty: 1, bip9_softforks: {} };
    expect(toBlockchainInfo(btcd)).toEqual({ chain: 'regtest', blocks: 5, headers: 5, bestblockhash: 'h' });
    expect(toBlockchainInfo({ ...btcd, initialblockdownload: false }).initialblockdownload).toBe(false);
  });
});
