import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { RgbKeyring } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { EsploraChainView } from './esplora-chain-view';
import { RgbLibEngine } from './rgb-lib.engine';

jest.setTimeout(180_000);

/** rgb-lib (worker thread) online against the project's Esplora indexer on a real btcd. */
describe('RgbLibEngine on btcd + EsploraIndexer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-engine-'));
  const mnemonic = generateMnemonic(wordlist, 256);
  const keyring = new RgbKeyring(mnemonic, 'regtest');
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  let url: string;
  let engine: RgbLibEngine;

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    ({ url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 }));
    engine = new RgbLibEngine({ dataDir: join(dir, 'rgb'), network: 'regtest', mnemonic: () => mnemonic });
  });

  afterAll(async () => {
    await engine?.close();
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function settle(): Promise<void> {
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  it('restores rgb-lib keys from the node mnemonic: same fingerprint and colored account as the keyring', async () => {
    const keys = await engine.open();
    expect(keys.masterFingerprint).toBe(keyring.fingerprint());
    expect(keys.accountXpubColored).toBe(keyring.accountXpub());
  });

  it('goes online against the indexer without blocking the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await engine.goOnline(url);
    await engine.sync();
    clearInterval(timer);
    // The indexer runs on this event loop: rgb-lib could only reach it because the loop kept turning.
    expect(ticks).toBeGreaterThan(0);
    expect(await engine.listUnspents()).toEqual([]);
  });

  it('treats outputs paying keyring addresses as colourable after sync, and sees their confirmation', async () => {
    const a0 = keyring.addressAt(0).address;
    const a3 = keyring.addressAt(3).address;
    const f0 = await faucet.fund(a0, 30_000n);
    const f3 = await faucet.fund(a3, 40_000n);
    await settle();
    await engine.sync();
    const unspents = await engine.listUnspents();
    expect(unspents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outpoint: `${f0.txid}:${f0.vout}`, valueSats: 30_000n, colorable: true, derivationIndex: 0 }),
        expect.objectContaining({ outpoint: `${f3.txid}:${f3.vout}`, valueSats: 40_000n, colorable: true, derivationIndex: 3 }),
      ]),
    );
    const chain = new EsploraChainView(url);
    expect(await chain.txConfirmation(f0.txid)).toEqual({ status: 'confirmed', height: expect.any(Number) });
  });

  it('issues NIA, CFA and UDA contracts on those UTXOs (one allocation each)', async () => {
    await faucet.fund(keyring.addressAt(1).address, 20_000n);
    await settle();
    await engine.sync();
    const nia = await engine.issue({ schema: 'NIA', name: 'Token', ticker: 'TKN', details: null, precision: 2, amount: 1000n });
    expect(nia).toMatchObject({ schema: 'NIA', ticker: 'TKN', precision: 2, issuedSupply: 1000n });
    expect(nia.assetId).toMatch(/^rgb:/);
    const cfa = await engine.issue({ schema: 'CFA', name: 'Collectible', ticker: null, details: 'd', precision: 0, amount: 500n });
    expect(cfa).toMatchObject({ schema: 'CFA', issuedSupply: 500n });
    const uda = await engine.issue({ schema: 'UDA', name: 'Unique', ticker: 'UNQ', details: null, precision: 0, amount: 1n });
    expect(uda).toMatchObject({ schema: 'UDA', issuedSupply: 1n });
    expect((await engine.listAssets()).map((a) => a.assetId).sort()).toEqual([nia.assetId, cfa.assetId, uda.assetId].sort());
    expect(await engine.assetBalance(nia.assetId)).toEqual({ settled: 1000n, future: 1000n, spendable: 1000n });
    const allocated = (await engine.listUnspents()).flatMap((u) => u.allocations);
    expect(allocated).toEqual(expect.arrayContaining([{ assetId: nia.assetId, amount: 1000n, settled: true }]));
  });

  it('refuses an issuance without a free UTXO with InsufficientAssetBalance', async () => {
    await expect(engine.issue({ schema: 'NIA', name: 'More', ticker: 'MORE', details: null, precision: 0, amount: 1n })).rejects.toMatchObject({ code: 'InsufficientAssetBalance' });
  });

  it('issues IFA through the C function the wrapper does not expose', async () => {
    await faucet.fund(keyring.addressAt(2).address, 20_000n);
    await settle();
    await engine.sync();
    const ifa = await engine.issue({ schema: 'IFA', name: 'Inflatable', ticker: 'IFA', details: null, precision: 0, amount: 100n });
    expect(ifa).toMatchObject({ schema: 'IFA', issuedSupply: 100n });
  });
});
