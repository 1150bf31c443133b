import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { RgbKeyring, type RgbAssetInfo, type RgbSendRequest } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine, type RgbStockRestored } from './rgb-lib.engine';

jest.setTimeout(300_000);

const SNAPSHOT_DIR = 'addon-stock-snapshot';
const CUTS = { empty: () => 0, half: (n: number) => Math.floor(n / 2), 'all but the last byte': (n: number) => n - 1 } as const;

/**
 * rgb-ops rewrites the RGB stock files in place (truncate, then many small writes, no rename), so
 * a kill -9 mid-write left a file rgb-lib could never load again ("I/O error: unexpected end of
 * file"), or, with a file missing, a stock rgb-lib silently replaced by an empty one. The addon
 * keeps a snapshot of the stock as of the last completed call and puts it back at open only when
 * the stock does not load (docs/design/rgb-lib-crash-recovery.md, C).
 */
describe('RgbLibEngine.open over an RGB stock a kill left truncated', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-stock-restore-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  let url: string;
  const expiry = Math.floor(Date.now() / 1000) + 3600;

  function party(name: string) {
    const mnemonic = generateMnemonic(wordlist, 256);
    const keyring = new RgbKeyring(mnemonic, 'regtest');
    const dataDir = join(dir, name);
    const walletDir = join(dataDir, keyring.fingerprint());
    const restored: RgbStockRestored[] = [];
    const engine = () => new RgbLibEngine({ dataDir, network: 'regtest', mnemonic: () => mnemonic, onStockRestored: (r) => restored.push(r) });
    return { keyring, walletDir, restored, engine, stock: (file: string) => join(walletDir, 'rgb', file) };
  }
  const alice = party('alice');
  const bob = party('bob');
  let nia: RgbAssetInfo;
  let recipientId: string;

  async function settle(): Promise<void> {
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  function sendTo(assetId: string): RgbSendRequest {
    return { assetId, recipientId, amount: 10n, witnessAmountSats: null, transportEndpoints: [], feeRateSatPerVb: 2, minConfirmations: 1, donation: true, expiryUnixSecs: expiry };
  }

  function snapshotFile(walletDir: string, file: string): Buffer {
    const generations = readdirSync(join(walletDir, SNAPSHOT_DIR));
    expect(generations).toHaveLength(1);
    return readFileSync(join(walletDir, SNAPSHOT_DIR, generations[0], file));
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    ({ url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 }));
    for (const i of [0, 1, 2, 3]) await faucet.fund(alice.keyring.addressAt(i).address, 30_000n);
    await faucet.fund(bob.keyring.addressAt(0).address, 30_000n);
    await settle();

    const b = bob.engine();
    await b.open();
    await b.goOnline(url);
    await b.sync();
    ({ recipientId } = await b.receive({ kind: 'blinded', assetId: null, amount: 10n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 }));
    await b.listAssets(); // the snapshot of bob's stock with the receive's seal
    await b.close();

    const a = alice.engine();
    await a.open();
    await a.goOnline(url);
    await a.sync();
    nia = await a.issue({ schema: 'NIA', name: 'Token', ticker: 'TKN', details: null, precision: 0, amount: 1000n });
    await a.listAssets(); // a call after the issuance: its snapshot holds the contract
    await a.close();
  });

  afterAll(async () => {
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens, checks the asset is whole and spendable, and leaves a snapshot of the stock as it is. */
  async function openAndUse(restored: RgbStockRestored[] = []): Promise<void> {
    const engine = alice.engine();
    try {
      await engine.open();
      expect(await engine.listAssets()).toEqual([expect.objectContaining({ assetId: nia.assetId, issuedSupply: 1000n })]);
      expect(await engine.assetBalance(nia.assetId)).toEqual({ settled: 1000n, future: 1000n, spendable: 1000n });
      const contract = await engine.exportContract(nia.assetId);
      await engine.goOnline(url);
      expect(await engine.validateConsignment(contract)).toEqual({ assetId: nia.assetId, schema: 'NIA' });
      const begun = await engine.sendBegin(sendTo(nia.assetId));
      expect(begun.psbt).toBeTruthy();
      expect(await engine.failTransfer(begun.batchTransferIdx)).toBe(true);
      await engine.listAssets(); // as if the kill came in a call after these
    } finally {
      await engine.close();
    }
    expect(alice.restored).toEqual(restored);
    alice.restored.length = 0;
  }

  const cases = ['stash.dat', 'state.dat', 'index.dat'].flatMap((file) => Object.keys(CUTS).map((cut) => [file, cut] as [string, keyof typeof CUTS]));

  it.each(cases)('restores %s cut to %s from the snapshot, byte for byte, and the asset is whole and spendable', async (file, cut) => {
    const path = alice.stock(file);
    const intact = readFileSync(path);
    expect(snapshotFile(alice.walletDir, file)).toEqual(intact);
    writeFileSync(path, intact.subarray(0, CUTS[cut](intact.length)));

    await openAndUse([{ generation: expect.any(Number), damaged: [file], damagedDir: expect.stringContaining(join(alice.walletDir, 'rgb.damaged-')) }]);
    expect(readFileSync(path)).toEqual(intact);
    // What was found is kept for a post-mortem.
    const aside = readdirSync(alice.walletDir).filter((n) => n.startsWith('rgb.damaged-')).sort().at(-1) as string;
    expect(readFileSync(join(alice.walletDir, aside, file))).toHaveLength(CUTS[cut](intact.length));
  });

  it('restores a missing state.dat next to a stash instead of letting rgb-lib write an empty stock over both', async () => {
    const intact = readFileSync(alice.stock('state.dat'));
    rmSync(alice.stock('state.dat'));
    await openAndUse([{ generation: expect.any(Number), damaged: ['state.dat'], damagedDir: expect.any(String) }]);
    expect(readFileSync(alice.stock('state.dat'))).toEqual(intact);
  });

  it('puts a send the database holds back into a restored stock that predates it (a power loss kept the commit, not the stock write); stays closed while its fascia is missing', async () => {
    const snapshots = join(alice.walletDir, SNAPSHOT_DIR);
    const beforeSend = mkdtempSync(join(tmpdir(), 'rgb-stock-snapshot-'));
    cpSync(snapshots, beforeSend, { recursive: true });
    const engine = alice.engine();
    await engine.open();
    await engine.goOnline(url);
    const begun = await engine.sendBegin(sendTo(nia.assetId));
    await engine.sendEnd(begun.psbt);
    await faucet.mine(1);
    await settle();
    await engine.refresh();
    expect(await engine.assetBalance(nia.assetId)).toEqual({ settled: 990n, future: 990n, spendable: 990n });
    await engine.listAssets();
    await engine.close();

    // A snapshot from before the send, as a power loss leaves it: the 990 of change are not in it.
    rmSync(snapshots, { recursive: true });
    cpSync(beforeSend, snapshots, { recursive: true });
    writeFileSync(alice.stock('stash.dat'), readFileSync(alice.stock('stash.dat')).subarray(0, 100));
    // Without the send's fascia nothing can put its state back: the audit refuses the stock.
    const fascia = join(alice.walletDir, 'transfers', begun.txid, 'fascia');
    renameSync(fascia, `${fascia}.away`);
    await expect(engine.open()).rejects.toThrow(new RegExp(`does not back rgb-lib's database[\\s\\S]*${begun.txid}:\\d+: rgb-lib's database holds 990 units, 0 tokens, 0 inflation allowance of ${nia.assetId} settled, the stock 0 units`));

    // With it, the next open consumes it again before the audit: whole and spendable.
    renameSync(`${fascia}.away`, fascia);
    await engine.open();
    expect(await engine.assetBalance(nia.assetId)).toEqual({ settled: 990n, future: 990n, spendable: 990n });
    await engine.goOnline(url);
    const again = await engine.sendBegin(sendTo(nia.assetId));
    expect(await engine.failTransfer(again.batchTransferIdx)).toBe(true);
    await engine.listAssets();
    await engine.close();
    expect(alice.restored).toEqual([{ generation: expect.any(Number), damaged: ['stash.dat'], damagedDir: expect.stringContaining('rgb.damaged-') }]);
    alice.restored.length = 0;
    expect(existsSync(join(alice.walletDir, 'addon-stock-restore.json'))).toBe(false);
  });

  let beforeCfa: string;

  it('never uses a stale snapshot while the live stock loads: the last call wrote the stock after its snapshot', async () => {
    beforeCfa = mkdtempSync(join(tmpdir(), 'rgb-stock-snapshot-'));
    cpSync(join(alice.walletDir, SNAPSHOT_DIR), beforeCfa, { recursive: true });
    const engine = alice.engine();
    await engine.open();
    await engine.goOnline(url);
    const cfa = await engine.issue({ schema: 'CFA', name: 'Later', ticker: null, details: null, precision: 0, amount: 5n });
    await engine.close(); // no call after the issuance: the snapshot predates it
    const live = readFileSync(alice.stock('stash.dat'));
    expect(snapshotFile(alice.walletDir, 'stash.dat')).not.toEqual(live);

    const reopened = alice.engine();
    await reopened.open();
    expect((await reopened.listAssets()).map((a) => a.assetId).sort()).toEqual([nia.assetId, cfa.assetId].sort());
    await reopened.close();
    expect(alice.restored).toEqual([]);
    expect(readFileSync(alice.stock('stash.dat'))).toEqual(live);
  });

  /** The generation directory of the one snapshot, after a call brought it up to date. */
  async function snapshotNow(): Promise<{ generation: number; dir: string }> {
    const engine = alice.engine();
    await engine.open();
    await engine.listAssets();
    await engine.close();
    const [name] = readdirSync(join(alice.walletDir, SNAPSHOT_DIR));
    return { generation: Number(name), dir: join(alice.walletDir, SNAPSHOT_DIR, name as string) };
  }

  function writeMarker(marker: { generation: number; damaged: string[]; damagedDir: string; asideComplete: boolean }): void {
    writeFileSync(join(alice.walletDir, 'addon-stock-restore.json'), JSON.stringify(marker));
  }

  it('finishes a restore a kill cut between its renames (the stock loads but mixes generations) before auditing it', async () => {
    const { generation, dir: snapshot } = await snapshotNow();
    const index = readFileSync(join(snapshot, 'index.dat'));
    // stash and state renamed back, index.dat still an older one that loads.
    const [older] = readdirSync(beforeCfa);
    const olderIndex = readFileSync(join(beforeCfa, older as string, 'index.dat'));
    expect(olderIndex).not.toEqual(index);
    writeFileSync(alice.stock('index.dat'), olderIndex);
    const damagedDir = join(alice.walletDir, 'rgb.damaged-earlier');
    writeMarker({ generation, damaged: ['state.dat'], damagedDir, asideComplete: true });

    const engine = alice.engine();
    await engine.open();
    await engine.close();
    expect(readFileSync(alice.stock('index.dat'))).toEqual(index);
    expect(alice.restored).toEqual([{ generation, damaged: ['state.dat'], damagedDir }]);
    expect(existsSync(damagedDir)).toBe(false); // the files were already aside: not copied again
    alice.restored.length = 0;
  });

  it('reuses the aside directory of a restore an earlier open began (a full disk), rather than one more copy per retry', async () => {
    const { generation, dir: snapshot } = await snapshotNow();
    const stash = readFileSync(alice.stock('stash.dat'));
    writeFileSync(alice.stock('stash.dat'), stash.subarray(0, 100));
    const damagedDir = join(alice.walletDir, 'rgb.damaged-first-attempt');
    writeMarker({ generation, damaged: ['stash.dat'], damagedDir, asideComplete: false });
    const asides = readdirSync(alice.walletDir).filter((n) => n.startsWith('rgb.damaged-')).length;

    const engine = alice.engine();
    await engine.open();
    await engine.close();
    expect(readFileSync(alice.stock('stash.dat'))).toEqual(readFileSync(join(snapshot, 'stash.dat')));
    expect(readFileSync(join(damagedDir, 'stash.dat'))).toHaveLength(100);
    expect(readdirSync(alice.walletDir).filter((n) => n.startsWith('rgb.damaged-'))).toHaveLength(asides + 1);
    expect(alice.restored).toEqual([{ generation, damaged: ['stash.dat'], damagedDir }]);
    alice.restored.length = 0;
  });

  it('stays closed when the restored stock does not back the database (a snapshot older than the last call), also on the next open', async () => {
    rmSync(join(alice.walletDir, SNAPSHOT_DIR), { recursive: true });
    cpSync(beforeCfa, join(alice.walletDir, SNAPSHOT_DIR), { recursive: true });
    const stash = readFileSync(alice.stock('stash.dat'));
    writeFileSync(alice.stock('stash.dat'), stash.subarray(0, 100));

    const engine = alice.engine();
    await expect(engine.open()).rejects.toThrow(/does not back rgb-lib's database[\s\S]*is not in the stock/);
    // The older stock now loads, but its restore never passed the audit: refused again.
    await expect(engine.open()).rejects.toThrow(/does not back rgb-lib's database/);
    await engine.close();
    expect(existsSync(join(alice.walletDir, 'addon-stock-restore.json'))).toBe(true);
  });

  it('refuses to open, and changes nothing, when the stock does not load and there is no snapshot', async () => {
    rmSync(join(bob.walletDir, SNAPSHOT_DIR), { recursive: true });
    const stash = readFileSync(bob.stock('stash.dat'));
    const cut = stash.subarray(0, stash.length - 1);
    writeFileSync(bob.stock('stash.dat'), cut);
    const engine = bob.engine();
    await expect(engine.open()).rejects.toThrow(/damaged[\s\S]*no snapshot/);
    expect(readFileSync(bob.stock('stash.dat'))).toEqual(cut);

    // Nor with a file missing, where rgb-lib itself would have made an empty stock.
    const state = readFileSync(bob.stock('state.dat'));
    writeFileSync(bob.stock('stash.dat'), stash);
    rmSync(bob.stock('state.dat'));
    await expect(engine.open()).rejects.toThrow(/no snapshot/);
    expect(readFileSync(bob.stock('stash.dat'))).toEqual(stash);
    expect(existsSync(bob.stock('state.dat'))).toBe(false);

    writeFileSync(bob.stock('state.dat'), state);
    await engine.open();
    expect(await engine.listTransfers(null)).toEqual([expect.objectContaining({ recipientId })]);
    await engine.close();
    expect(bob.restored).toEqual([]);
  });

  it('sets aside the damaged stock of a first open that never reached rgb-lib\'s database (nothing there to lose)', async () => {
    const carol = party('carol');
    const first = carol.engine();
    await first.open();
    await first.close();
    // What a kill inside the first open's schema import leaves: rgb-lib creates its database after the stock.
    rmSync(join(carol.walletDir, 'rgb_lib_db'));
    writeFileSync(carol.stock('index.dat'), readFileSync(carol.stock('index.dat')).subarray(0, 10));

    const engine = carol.engine();
    await engine.open();
    expect(await engine.listAssets()).toEqual([]);
    await engine.close();
    expect(carol.restored).toEqual([{ generation: null, damaged: ['index.dat'], damagedDir: expect.stringContaining('rgb.damaged-') }]);
  });
});
