import { NodeNotReadyError } from '@rln/core';
import { secp256k1 } from '@noble/curves/secp256k1';
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { startTestBtcd, type TestBtcd } from '../../testing/test-btcd';
import { BitcoinRpcClient } from './bitcoin-rpc.client';
import { RpcAuthError, RpcError } from './rpc.error';

jest.setTimeout(90_000);

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const privateKey = hex.decode('11'.repeat(32));
const miner = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST);
const GENESIS = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

describe('BitcoinRpcClient against btcd (no TLS)', () => {
  let btcd: TestBtcd;
  let rpc: BitcoinRpcClient;

  beforeAll(async () => {
    btcd = await startTestBtcd({ miningAddress: miner.address! });
    rpc = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: btcd.password });
  });

  afterAll(async () => {
    rpc.close();
    await btcd.stop();
  });

  it('detects the btcd dialect', async () => {
    expect(await rpc.dialect()).toBe('btcd');
  });

  it('reads the regtest chain', async () => {
    expect(await rpc.getBlockchainInfo()).toMatchObject({ chain: 'regtest', blocks: 0, bestblockhash: GENESIS });
    expect(await rpc.getBlockCount()).toBe(0);
    expect(await rpc.getBestBlockHash()).toBe(GENESIS);
    expect(await rpc.getBlockHash(0)).toBe(GENESIS);
  });

  it('has no fee estimate on a fresh chain', async () => {
    expect(await rpc.estimateFeeSatPerVb(6)).toBeNull();
  });

  it('mines, then spends a mature coinbase through every typed call', async () => {
    const hashes = await rpc.generate(101);
    expect(hashes).toHaveLength(101);
    expect(await rpc.getBlockCount()).toBe(101);

    const header = await rpc.getBlockHeader(hashes[0]!);
    expect(header).toMatchObject({ hash: hashes[0], height: 1, previousblockhash: GENESIS, confirmations: 101 });
    expect(header.nextblockhash).toBe(hashes[1]);

    const rawBlock = await rpc.getRawBlock(hashes[0]!);
    expect(rawBlock.length).toBeGreaterThan(160); // 80-byte header + coinbase, hex
    // Block 1 holds only its coinbase: find it through the verbose header's merkle root.
    const coinbaseTxid = header.merkleroot;
    const coinbase = await rpc.getRawTransactionVerbose(coinbaseTxid);
    expect(coinbase.vin[0]!.coinbase).toBeDefined();
    expect(coinbase.vout[0]).toMatchObject({ valueSats: 5_000_000_000n, address: miner.address });
    expect(await rpc.getRawTransaction(coinbaseTxid)).toBe(coinbase.hex);

    const out = await rpc.getTxOut(coinbaseTxid, 0);
    expect(out).toMatchObject({ coinbase: true, valueSats: 5_000_000_000n, confirmations: 101 });

    const tx = new Transaction();
    tx.addInput({ txid: coinbaseTxid, index: 0, witnessUtxo: { script: miner.script, amount: 5_000_000_000n } });
    tx.addOutput({ script: miner.script, amount: 4_999_990_000n });
    tx.sign(privateKey);
    tx.finalize();

    expect(await rpc.sendRawTransaction(tx.hex)).toBe(tx.id);
    expect(await rpc.getRawMempool()).toEqual([tx.id]);
    expect((await rpc.getRawTransactionVerbose(tx.id)).confirmations).toBe(0);
    // btcd quirk: unlike Core, gettxout still shows an output spent only in the mempool.
    expect(await rpc.getTxOut(coinbaseTxid, 0)).not.toBeNull();
    expect(await rpc.getTxOut(tx.id, 0)).toMatchObject({ confirmations: 0, valueSats: 4_999_990_000n });

    const [blockHash] = await rpc.generate(1);
    const mined = await rpc.getRawTransactionVerbose(tx.id);
    expect(mined).toMatchObject({ confirmations: 1, blockhash: blockHash });
    expect(await rpc.getTxOut(coinbaseTxid, 0)).toBeNull();
    expect(await rpc.getRawMempool()).toEqual([]);
    expect(await rpc.searchRawTransactions(miner.address!, { reverse: true, count: 1 })).toMatchObject([{ txid: tx.id }]);
  });

  it('returns a number or null as fee estimate once blocks exist', async () => {
    const estimate = await rpc.estimateFeeSatPerVb(2);
    expect(estimate === null || estimate > 0).toBe(true);
  });

  it('batches calls and reports per-call errors', async () => {
    const replies = await rpc.batch([{ method: 'getblockcount' }, { method: 'getblockhash', params: [100_000] }]);
    expect(replies[0]).toEqual({ ok: true, result: 102 });
    expect(replies[1]).toMatchObject({ ok: false, error: { code: -1, message: 'Block number out of range' } });
  });

  it('throws RpcError (not retried) for an unknown txid', async () => {
    const unknown = 'ab'.repeat(32);
    await expect(rpc.getRawTransaction(unknown)).rejects.toMatchObject({
      name: 'RpcError',
      code: -5,
      message: `No information available about transaction ${unknown}`,
    });
    await expect(rpc.getRawTransactionVerbose(unknown)).rejects.toBeInstanceOf(RpcError);
  });

  it('rejects a bad transaction with RpcError', async () => {
    await expect(rpc.sendRawTransaction('00')).rejects.toMatchObject({ code: -22 });
  });

  it('says the credentials are wrong on 401, without the password', async () => {
    const bad = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: 'wrong-secret', retries: 3 });
    const err = await bad.getBlockCount().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcAuthError);
    expect((err as Error).message).toContain('user or password is wrong');
    expect((err as Error).message).not.toContain('wrong-secret');
    bad.close();
  });

  it('fails clearly when speaking https to a --notls btcd', async () => {
    const tlsToPlain = new BitcoinRpcClient({ url: btcd.url.replace('http:', 'https:'), user: btcd.user, password: btcd.password, retries: 0 });
    await expect(tlsToPlain.getBlockCount()).rejects.toThrow(/TLS connection .* failed/);
  });
});

describe('BitcoinRpcClient against btcd over TLS', () => {
  let btcd: TestBtcd;

  beforeAll(async () => {
    btcd = await startTestBtcd({ miningAddress: miner.address!, tls: true });
  });

  afterAll(async () => {
    await btcd.stop();
  });

  it('connects with btcd rpc.cert as the CA (Buffer or PEM string)', async () => {
    for (const tlsCaCert of [btcd.cert!, btcd.cert!.toString('utf8')]) {
      const rpc = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: btcd.password, tlsCaCert });
      expect(await rpc.getBlockHash(0)).toBe(GENESIS);
      const [mined] = await rpc.generate(1);
      expect(await rpc.getBestBlockHash()).toBe(mined);
      rpc.close();
    }
  });

  it('refuses the self-signed certificate without the CA, with a hint', async () => {
    const rpc = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: btcd.password });
    await expect(rpc.getBlockCount()).rejects.toThrow(/TLS connection .* failed .*rpc\.cert/);
  });

  it('answers plain http on the TLS port with a clear error', async () => {
    const rpc = new BitcoinRpcClient({ url: btcd.url.replace('https:', 'http:'), user: btcd.user, password: btcd.password });
    await expect(rpc.getBlockCount()).rejects.toThrow(/HTTP 400/);
  });
});

describe('BitcoinRpcClient when btcd is not running', () => {
  it('retries with backoff, then throws NodeNotReadyError with a hint', async () => {
    const btcd = await startTestBtcd({ miningAddress: miner.address! });
    const rpc = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: btcd.password, retries: 2, initialBackoffMs: 50 });
    expect(await rpc.getBlockCount()).toBe(0);
    await btcd.stop();

    const started = Date.now();
    const err = await rpc.getBlockCount().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeNotReadyError);
    expect((err as NodeNotReadyError).message).toMatch(/is not answering \(getblockcount, 3 attempts\): ECONNREFUSED/);
    expect((err as NodeNotReadyError).hint).toBe(`is btcd (or bitcoind) running and listening at ${btcd.url}?`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150); // 50 + 100 ms of backoff
    rpc.close();
  });
});
