import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1';
import { Btcd } from './btcd.harness';
import { Faucet } from './faucet';
import { REGTEST_NETWORK } from './regtest-network';

jest.setTimeout(120_000);

const recipientKey = secp256k1.getPublicKey(hex.decode('22'.repeat(32)), true);
const addresses = {
  p2wpkh: p2wpkh(recipientKey, REGTEST_NETWORK),
  p2tr: p2tr(recipientKey.slice(1), undefined, REGTEST_NETWORK),
  p2pkh: p2pkh(recipientKey, REGTEST_NETWORK),
  p2sh: p2sh(p2wpkh(recipientKey), REGTEST_NETWORK),
};

describe('Faucet on btcd', () => {
  let dataDir: string;
  let btcd: Btcd;
  let faucet: Faucet;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rln-faucet-'));
    btcd = await Btcd.start({ dataDir, miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
  });

  afterAll(async () => {
    await btcd.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prepare() mines to 101 so the first coinbase matures, and no further', async () => {
    expect(await faucet.prepare()).toBe(101);
    expect(await btcd.client.getBlockCount()).toBe(101);
    expect(await faucet.prepare()).toBe(101);
    // Coinbases of heights 1 and 2 can go into block 102.
    expect(await faucet.balanceSats()).toBe(10_000_000_000n);
  });

  it.each(Object.entries(addresses))('funds a %s address with a confirmed output of the exact value', async (_type, payment) => {
    const heightBefore = await btcd.client.getBlockCount();
    const funded = await faucet.fund(payment.address!, 123_456n);

    const tx = await btcd.client.getRawTransactionVerbose(funded.txid);
    expect(tx.confirmations).toBe(1);
    expect(tx.blockhash).toBe(funded.blockHash);
    expect(tx.vout[funded.vout]).toMatchObject({ valueSats: 123_456n, scriptPubKeyHex: hex.encode(payment.script) });
    expect(await btcd.client.getTxOut(funded.txid, funded.vout)).toMatchObject({ valueSats: 123_456n, confirmations: 1 });
    // About 2 sat/vB: one P2WPKH input, two outputs.
    expect(Number(funded.feeSats)).toBeGreaterThanOrEqual(2 * 110);
    expect(Number(funded.feeSats)).toBeLessThan(2 * 160);
    // Only the one confirming block was mined: change outputs fund the next call.
    expect(await btcd.client.getBlockCount()).toBe(heightBefore + 1);
  });

  it('serialises concurrent calls without double-spending', async () => {
    const results = await Promise.all([1, 2, 3].map((i) => faucet.fund(addresses.p2wpkh.address!, 10_000n * BigInt(i))));
    expect(new Set(results.map((r) => r.txid)).size).toBe(3);
    for (const [i, r] of results.entries()) {
      expect((await btcd.client.getTxOut(r.txid, r.vout))?.valueSats).toBe(10_000n * BigInt(i + 1));
    }
  });

  it('two faucet instances (two processes) recover from picking the same coin', async () => {
    const other = new Faucet(btcd.client);
    const [a, b] = await Promise.all([faucet.fund(addresses.p2tr.address!, 5_000n), other.fund(addresses.p2tr.address!, 6_000n)]);
    expect(a.txid).not.toBe(b.txid);
  });

  it('keeps its coins across a btcd restart (blocks with segwit spends are carried over)', async () => {
    const funded = await faucet.fund(addresses.p2wpkh.address!, 77_000n);
    const tip = await btcd.client.getBestBlockHash();
    await btcd.restart();
    expect(await btcd.client.getBestBlockHash()).toBe(tip);
    expect((await btcd.client.getTxOut(funded.txid, funded.vout))?.valueSats).toBe(77_000n);
    const again = await new Faucet(btcd.client).fund(addresses.p2tr.address!, 88_000n);
    expect((await btcd.client.getRawTransactionVerbose(again.txid)).confirmations).toBe(1);
  });

  it('rejects an address of another network', async () => {
    await expect(faucet.fund('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1_000n)).rejects.toThrow('not a valid regtest address');
  });
});

describe('Faucet mining only what it needs', () => {
  let dataDir: string;
  let btcd: Btcd;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rln-faucet-'));
    btcd = await Btcd.start({ dataDir, miningAddress: Faucet.address });
  });

  afterAll(async () => {
    await btcd.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on an empty chain mines 100 blocks (first coinbase matures) plus the confirming one', async () => {
    const funded = await new Faucet(btcd.client).fund(addresses.p2wpkh.address!, 1_000_000n);
    expect(await btcd.client.getBlockCount()).toBe(101);
    expect((await btcd.client.getTxOut(funded.txid, funded.vout))?.valueSats).toBe(1_000_000n);
  });

  it('matures just enough immature coinbases for a large amount', async () => {
    const faucet = new Faucet(btcd.client);
    const spendable = await faucet.balanceSats();
    const before = await btcd.client.getBlockCount();
    // 60 BTC more than spendable: two more 50 BTC coinbases must mature (2 blocks), then 1 to confirm.
    const funded = await faucet.fund(addresses.p2tr.address!, spendable + 6_000_000_000n);
    expect((await btcd.client.getTxOut(funded.txid, funded.vout))?.valueSats).toBe(spendable + 6_000_000_000n);
    expect(await btcd.client.getBlockCount()).toBe(before + 3);
  });
});
