import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { sha256 } from '@noble/hashes/sha256';
import { Database, TypeormWalletStore } from '@rln/persistence';
import { Bip84Account, InsufficientFundsError, networkParams, PlainWallet, type WalletUtxo } from '@rln/btc-wallet';
import { RpcWalletChainSource } from './adapters/rpc-wallet-chain-source.adapter';
import { Btcd } from '@rln/regtest';
import { createTestDatabase } from '@rln/testing';
import { WalletSync } from './wallet-sync.service';

jest.setTimeout(120_000);

const clock = { nowUnixSecs: () => Math.floor(Date.now() / 1000) };
/** The funder plays the faucet: btcd mines to its first address, so it owns every coinbase. */
const funderRoot = HDKey.fromMasterSeed(sha256(new TextEncoder().encode('wallet-sync medium test funder')));
const walletRoot = HDKey.fromMasterSeed(
  mnemonicToSeedSync('legal winner thank year wave sausage worth useful legal winner thank yellow'),
);
const FUNDER_ADDRESS = new Bip84Account(funderRoot, networkParams('regtest')).derive('external', 0).address;

describe('WalletSync on btcd and PostgreSQL', () => {
  let btcd: Btcd;
  let db: Database;
  let dropDb: () => Promise<void>;
  let store: TypeormWalletStore;
  let funder: PlainWallet;
  let funderSync: WalletSync;
  let wallet: PlainWallet;
  let sync: WalletSync;

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: mkdtempSync(join(tmpdir(), 'rln-wallet-btcd-')), miningAddress: FUNDER_ADDRESS });
    const created = await createTestDatabase();
    dropDb = created.drop;
    db = await Database.open({ kind: 'postgres', url: created.url });
    store = new TypeormWalletStore(db);
    const chain = new RpcWalletChainSource(btcd.client);
    const genesis = { height: 0, hash: await btcd.client.getBlockHash(0) };
    funder = await PlainWallet.open(
      { store, clock, root: funderRoot, network: 'regtest', birthday: async () => genesis },
      { walletId: 'funder' },
    );
    funderSync = new WalletSync(funder, store, chain);
    await btcd.client.generate(101); // the first coinbase matures
    const tipAtCreation = async () => {
      const height = await btcd.client.getBlockCount();
      return { height, hash: await btcd.client.getBlockHash(height) };
    };
    wallet = await PlainWallet.open({ store, clock, root: walletRoot, network: 'regtest', birthday: tipAtCreation });
    sync = new WalletSync(wallet, store, chain);
  });

  afterAll(async () => {
    await db?.close();
    await dropDb?.();
    await btcd?.stop();
  });

  /** The funder pays `address` and broadcasts (not mined). */
  async function fund(address: string, valueSats: bigint, operation: string): Promise<string> {
    await funderSync.syncOnce();
    const tx = await funder.buildAndSignTransaction({ outputs: [{ address, valueSats }], feeRateSatPerVb: 2, lockFor: operation });
    expect(await btcd.client.sendRawTransaction(tx.txHex)).toBe(tx.txid);
    return tx.txid;
  }

  const view = (utxos: WalletUtxo[]) => utxos.map((u) => [u.outpoint, u.valueSats, u.confirmation]);

  it('syncs from its birthday and sees payments in the mempool, then mined', async () => {
    const first = await sync.syncOnce();
    expect(first).toMatchObject({ tip: { height: 101 }, blocksApplied: 0, reorg: null });
    expect(await funderSync.syncOnce()).toMatchObject({ blocksApplied: 101 });
    // Coinbases of heights 1 and 2 have 100 confirmations at height 101.
    expect(await funder.balances()).toMatchObject({ spendableSats: 10_000_000_000n, immatureSats: 99n * 5_000_000_000n });

    const a1 = await wallet.newAddress();
    const tx1 = await fund(a1, 100_000n, 'fund-1');
    await sync.syncOnce();
    expect(view(await wallet.listUtxos())).toEqual([[`${tx1}:0`, 100_000n, { status: 'mempool' }]]);
    expect(await wallet.balances()).toMatchObject({ totalSats: 100_000n, spendableSats: 0n, unconfirmedSats: 100_000n });

    const a2 = await wallet.newAddress();
    expect(await wallet.currentAddress()).toBe(a2);
    const tx2 = await fund(a2, 250_000n, 'fund-2');
    await btcd.client.generate(1);
    const mined = await sync.syncOnce();
    expect(mined).toMatchObject({ tip: { height: 102 }, blocksApplied: 1 });
    const utxos = await wallet.listUtxos();
    expect(view(utxos).sort()).toEqual(
      [
        [`${tx1}:0`, 100_000n, { status: 'confirmed', height: 102 }],
        [`${tx2}:0`, 250_000n, { status: 'confirmed', height: 102 }],
      ].sort(),
    );
    expect(utxos.map((u) => u.address).sort()).toEqual([a1, a2].sort());
    expect(await wallet.balances()).toMatchObject({ totalSats: 350_000n, spendableSats: 350_000n });
  });

  it('spends to an external address with change; the node accepts it and the sync follows', async () => {
    const spend = await wallet.buildAndSignTransaction({
      outputs: [{ address: FUNDER_ADDRESS, valueSats: 120_000n }],
      feeRateSatPerVb: 2,
      lockFor: 'spend-1',
    });
    expect(spend.change).not.toBeNull();
    // btcd checks every signature before accepting the transaction.
    expect(await btcd.client.sendRawTransaction(spend.txHex)).toBe(spend.txid);
    await sync.syncOnce();
    const afterBroadcast = await wallet.listUtxos();
    expect(afterBroadcast.map((u) => u.outpoint)).not.toEqual(expect.arrayContaining(spend.inputs as string[]));
    expect(afterBroadcast.find((u) => u.outpoint === spend.change!.outpoint)).toMatchObject({
      valueSats: spend.change!.valueSats,
      confirmation: { status: 'mempool' },
      keychain: 'internal',
    });
    // The inputs are seen spent: their locks ended.
    expect(afterBroadcast.every((u) => !u.lock.locked)).toBe(true);
    expect(await store.listLocks(wallet.walletId, clock.nowUnixSecs())).toEqual([]);

    await btcd.client.generate(1);
    await sync.syncOnce();
    const change = (await wallet.listUtxos()).find((u) => u.outpoint === spend.change!.outpoint);
    expect(change?.confirmation).toEqual({ status: 'confirmed', height: 103 });
    expect((await wallet.balances()).totalSats).toBe(350_000n - 120_000n - spend.feeSats);
    const verbose = await btcd.client.getRawTransactionVerbose(spend.txid);
    expect(verbose.vout.map((o) => o.valueSats)).toEqual([120_000n, spend.change!.valueSats]);
  });

  it('keeps coins locked by one operation away from a second build, across a restart', async () => {
    const all = (await wallet.balances()).spendableSats;
    const held = await wallet.buildAndSignTransaction({
      outputs: [{ address: FUNDER_ADDRESS, valueSats: all - 5_000n }],
      feeRateSatPerVb: 2,
      lockFor: 'op-a',
    });
    expect(held.inputs).toHaveLength(2);
    await expect(
      wallet.buildAndSignTransaction({ outputs: [{ address: FUNDER_ADDRESS, valueSats: 10_000n }], feeRateSatPerVb: 2, lockFor: 'op-b' }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const reopened = await PlainWallet.open({ store, clock, root: walletRoot, network: 'regtest', birthday: async () => {
        throw new Error('the wallet exists: no birthday asked');
      },
    });
    expect((await reopened.listUtxos()).map((u) => u.lock)).toEqual([
      expect.objectContaining({ locked: true, kind: 'operation', operationId: 'op-a' }),
      expect.objectContaining({ locked: true, kind: 'operation', operationId: 'op-a' }),
    ]);
    expect(await reopened.unlockUtxos({ operationId: 'op-a' })).toBe(2);
    const second = await wallet.buildAndSignTransaction({
      outputs: [{ address: FUNDER_ADDRESS, valueSats: 10_000n }],
      feeRateSatPerVb: 2,
      lockFor: 'op-b',
    });
    expect(second.inputs).toHaveLength(1);
    await wallet.unlockUtxos({ operationId: 'op-b' });
  });

  it('funds a channel-style P2WSH output that the node accepts', async () => {
    const script = Uint8Array.from([0x00, 0x20, ...sha256(new TextEncoder().encode('2-of-2'))]);
    const funding = await wallet.fundingTransaction(script, 50_000n, 2);
    expect(await btcd.client.sendRawTransaction(funding.txHex)).toBe(funding.txid);
    await btcd.client.generate(1);
    await sync.syncOnce();
    expect((await btcd.client.getTxOut(funding.txid, 0))?.valueSats).toBe(50_000n);
  });

  it('reads an unknown transaction as null through the RPC adapter', async () => {
    const source = new RpcWalletChainSource(btcd.client);
    await expect(source.getRawTransaction('ab'.repeat(32))).resolves.toBeNull();
  });

  it('follows a reorg made with invalidateblock', async () => {
    const address = await wallet.newAddress();
    const txid = await fund(address, 300_000n, 'fund-3');
    const [minedHash] = await btcd.client.generate(1);
    const height = await btcd.client.getBlockCount();
    await sync.syncOnce();
    expect((await wallet.listUtxos()).find((u) => u.outpoint === `${txid}:0`)?.confirmation).toEqual({ status: 'confirmed', height });

    await btcd.client.call('invalidateblock', [minedHash]);
    const rolledBack = await sync.syncOnce();
    expect(rolledBack.reorg).toEqual({ forkHeight: height - 1, blocksUndone: 1 });
    expect(rolledBack.tip.height).toBe(height - 1);
    // btcd put the block's transactions back into its mempool.
    expect((await wallet.listUtxos()).find((u) => u.outpoint === `${txid}:0`)?.confirmation).toEqual({ status: 'mempool' });

    const newBranch = await btcd.client.generate(2);
    const resynced = await sync.syncOnce();
    expect(resynced.tip).toEqual({ height: height + 1, hash: newBranch[1] });
    const utxo = (await wallet.listUtxos()).find((u) => u.outpoint === `${txid}:0`);
    expect(utxo?.confirmation).toEqual({ status: 'confirmed', height });
    expect(await store.blockHashAt(wallet.walletId, height)).toBe(newBranch[0]);
    // The funder followed the same reorg (its coinbase at the old block is gone).
    await funderSync.syncOnce();
    expect((await funder.listUtxos()).length).toBeGreaterThan(0);
  });
});
