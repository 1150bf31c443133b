import { spawn, type ChildProcess } from 'node:child_process';
import { watch, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { RgbKeyring } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine, type RgbStockRestored } from './rgb-lib.engine';

jest.setTimeout(300_000);

const ADDON = join(__dirname, '../../../../native/rgb-addon');
const ATTEMPTS = 8;
/** Blinded receives as fast as rgb-lib takes them: each rewrites `stash.dat` twice (store_secret_seal). */
const RECEIVER = `
const { RgbWallet } = require(process.argv[1]);
const wallet = RgbWallet.open({ dataDir: process.argv[2], network: 'Regtest', mnemonic: process.argv[3], maxAllocationsPerUtxo: 1000 });
process.stdout.write('ready\\n');
for (;;) wallet.receive({ kind: 'blinded', amount: '1', expiryUnixSecs: Number(process.argv[4]), transportEndpoints: [], minConfirmations: 1 });
`;

/**
 * The real thing behind stock-restore.medium.spec.ts: a process SIGKILLed while rgb-lib rewrites
 * its stock. The kill lands on the first change to `stash.dat` the watcher sees, so it often, not
 * always, lands mid-write; the test retries until one attempt left the stash undecodable.
 */
describe('RgbLibEngine.open after a kill -9 while rgb-lib rewrites its stock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-stock-kill-'));
  const indexer = new EsploraIndexer();
  const mnemonic = generateMnemonic(wordlist, 256);
  const keyring = new RgbKeyring(mnemonic, 'regtest');
  const dataDir = join(dir, 'rgb');
  const rgbDir = join(dataDir, keyring.fingerprint(), 'rgb');
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  const restored: RgbStockRestored[] = [];
  const engine = () => new RgbLibEngine({ dataDir, network: 'regtest', mnemonic: () => mnemonic, maxAllocationsPerUtxo: 1000, onStockRestored: (r) => restored.push(r) });
  let btcd: Btcd;

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    const faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    await faucet.fund(keyring.addressAt(0).address, 30_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    const e = engine();
    await e.open();
    await e.goOnline(url);
    await e.sync();
    await e.close();
  });

  afterAll(async () => {
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the receiver, SIGKILLs it on the first stash write after it opened; resolves once it is dead. */
  function killMidWrite(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child: ChildProcess = spawn(process.execPath, ['-e', RECEIVER, ADDON, dataDir, mnemonic, String(expiry)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      let watcher: ReturnType<typeof watch> | null = null;
      child.stdout?.once('data', () => {
        watcher = watch(rgbDir, (_event, file) => {
          if (file === 'stash.dat') child.kill('SIGKILL');
        });
      });
      child.on('exit', (code, signal) => {
        watcher?.close();
        if (signal === 'SIGKILL') resolve();
        else reject(new Error(`the receiver exited by itself (${code}): ${stderr}`));
      });
    });
  }

  it('opens every time, restoring the stash when the kill left it cut, and the wallet keeps working', async () => {
    let receives = 0;
    let attempts = 0;
    while (attempts < ATTEMPTS && restored.length === 0) {
      attempts++;
      await killMidWrite();
      const e = engine();
      await e.open();
      const pending = (await e.listTransfers(null)).length;
      expect(pending).toBeGreaterThanOrEqual(receives); // what rgb-lib committed survived
      receives = pending;
      await e.receive({ kind: 'blinded', assetId: null, amount: 1n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
      receives++;
      await e.close();
    }
    expect(restored).toEqual([{ generation: expect.any(Number), damaged: ['stash.dat'], damagedDir: expect.any(String) }]);
  });
});
