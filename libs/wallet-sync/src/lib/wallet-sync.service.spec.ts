import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  PlainWallet,
  type BlockRef,
  type ChainEffects,
  type Keychain,
  type WalletUtxo,
} from '@rln/btc-wallet';
import { InMemoryWalletStore } from '@rln/btc-wallet/testing';
import { FakeChain, type FakeTx } from '../testing/fake-chain';
import { WalletSync } from './wallet-sync.service';

const root = HDKey.fromMasterSeed(
  mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
);
const clock = { nowUnixSecs: () => 1_700_000_000 };
const OTHER = '0014' + '77'.repeat(20);

/** A store whose applyBlock fails once at a given height: a crash between blocks. */
class CrashingStore extends InMemoryWalletStore {
  crashAtHeight: number | null = null;

  override async applyBlock(walletId: string, previous: BlockRef, block: BlockRef, effects: ChainEffects): Promise<void> {
    if (block.height === this.crashAtHeight) {
      this.crashAtHeight = null;
      throw new Error('simulated crash');
    }
    return super.applyBlock(walletId, previous, block, effects);
  }
}

describe('WalletSync', () => {
  let chain: FakeChain;
  let store: CrashingStore;
  let wallet: PlainWallet;
  let sync: WalletSync;

  beforeEach(async () => {
    chain = new FakeChain();
    chain.mineEmpty(5);
    store = new CrashingStore();
    wallet = await PlainWallet.open({ store, clock, root, network: 'regtest', birthday: async () => chain.tip });
    sync = new WalletSync(wallet, store, chain);
  });

  const script = (keychain: Keychain, index: number) => wallet.account.derive(keychain, index).scriptPubKeyHex;
  const pay = (sats: bigint, keychain: Keychain = 'external', index = 0): FakeTx => chain.tx([{ scriptHex: script(keychain, index), sats }]);
  const utxos = async () => (await wallet.listUtxos()).map((u: WalletUtxo) => [u.outpoint, u.valueSats, u.confirmation]);

  it('starts at the birthday and ignores older blocks', async () => {
    const fresh = new FakeChain();
    const early = fresh.tx([{ scriptHex: script('external', 0), sats: 1_000n }]);
    fresh.mine([early]);
    fresh.mineEmpty(2);
    const s = new InMemoryWalletStore();
    const w = await PlainWallet.open({ store: s, clock, root, network: 'regtest', birthday: async () => fresh.tip });
    const result = await new WalletSync(w, s, fresh).syncOnce();
    expect(result).toMatchObject({ tip: fresh.tip, blocksApplied: 0, reorg: null });
    expect(await w.listUtxos()).toEqual([]);
    expect(fresh.calls.getRawBlock).toBe(0);
  });

  it('sees a payment in the mempool, then confirmed', async () => {
    const t = pay(50_000n);
    chain.broadcast(t);
    chain.broadcast(chain.tx([{ scriptHex: OTHER, sats: 1n }]));
    const first = await sync.syncOnce();
    expect(first.mempoolTransactionsRead).toBe(2);
    expect(await utxos()).toEqual([[`${t.txid}:0`, 50_000n, { status: 'mempool' }]]);
    const mined = chain.mine();
    const second = await sync.syncOnce();
    expect(second).toMatchObject({ blocksApplied: 1, mempoolTransactionsRead: 0, tip: mined });
    expect(await utxos()).toEqual([[`${t.txid}:0`, 50_000n, { status: 'confirmed', height: mined.height }]]);
    // Idempotent: nothing new to read.
    expect(await sync.syncOnce()).toMatchObject({ blocksApplied: 0, mempoolTransactionsRead: 0 });
    expect(await utxos()).toHaveLength(1);
  });

  it('records spends in the mempool and in blocks, and undoes an evicted one', async () => {
    const t = pay(50_000n);
    chain.mine([t]);
    await sync.syncOnce();
    const spend = chain.tx([{ scriptHex: OTHER, sats: 20_000n }, { scriptHex: script('internal', 0), sats: 29_000n }], [{ txid: t.txid, vout: 0 }]);
    chain.broadcast(spend);
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${spend.txid}:1`, 29_000n, { status: 'mempool' }]]);
    chain.dropFromMempool(spend.txid);
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${t.txid}:0`, 50_000n, { status: 'confirmed', height: 6 }]]);
    chain.mine([spend]);
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${spend.txid}:1`, 29_000n, { status: 'confirmed', height: 7 }]]);
  });

  it('follows a chain of payments inside one block', async () => {
    const parent = pay(10_000n);
    const child = chain.tx([{ scriptHex: script('internal', 2), sats: 9_000n }], [{ txid: parent.txid, vout: 0 }]);
    chain.mine([parent, child]);
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${child.txid}:0`, 9_000n, { status: 'confirmed', height: 6 }]]);
  });

  it('keeps 20 addresses of lookahead past the highest used one, within a block', async () => {
    const near = pay(1_000n, 'external', 15);
    const farther = pay(2_000n, 'external', 30); // only watched once index 15 counts as used
    const beyond = pay(3_000n, 'external', 60); // more than 20 past anything used
    chain.mine([farther, near, beyond]);
    await sync.syncOnce();
    expect((await utxos()).map((u) => u[1]).sort()).toEqual([1_000n, 2_000n]);
    expect((await store.keychainState(wallet.walletId, 'external')).derivedCount).toBe(51);
    expect((await store.keychainState(wallet.walletId, 'internal')).derivedCount).toBe(20);
  });

  it('rolls back a reorg and follows the new branch', async () => {
    const t = pay(40_000n);
    chain.mine([t]); // height 6
    chain.mineEmpty(2); // 7, 8
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${t.txid}:0`, 40_000n, { status: 'confirmed', height: 6 }]]);

    // Three blocks replaced; the payment goes back to the mempool, then into block 8'.
    chain.disconnect(3);
    chain.mineEmpty(2); // 6', 7'
    const result = await sync.syncOnce();
    expect(result.reorg).toEqual({ forkHeight: 5, blocksUndone: 3 });
    expect(result.tip).toEqual(chain.tip);
    expect(await utxos()).toEqual([[`${t.txid}:0`, 40_000n, { status: 'mempool' }]]);
    chain.mine(); // 8' with the payment
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${t.txid}:0`, 40_000n, { status: 'confirmed', height: 8 }]]);
    expect((await wallet.listUtxos())[0].spendable).toBe(true);
  });

  it('drops a payment that the new branch and the mempool no longer have', async () => {
    const t = pay(40_000n);
    chain.mine([t]);
    await sync.syncOnce();
    chain.disconnect(1);
    chain.dropFromMempool(t.txid); // e.g. double-spent in the new branch
    chain.mineEmpty(2);
    const result = await sync.syncOnce();
    expect(result.reorg).toEqual({ forkHeight: 5, blocksUndone: 1 });
    expect(await utxos()).toEqual([]);
  });

  it('undoes a spend reorganised away and a coinbase output with its block', async () => {
    const t = pay(40_000n);
    chain.mine([t]);
    const coinbaseBlock = chain.mine([], script('external', 1));
    const spend = chain.tx([{ scriptHex: OTHER, sats: 39_000n }], [{ txid: t.txid, vout: 0 }]);
    chain.mine([spend]);
    await sync.syncOnce();
    expect((await utxos()).map((u) => u[2])).toEqual([{ status: 'confirmed', height: coinbaseBlock.height }]);
    chain.disconnect(2); // the coinbase block and the spend's block
    chain.dropFromMempool(spend.txid);
    chain.mineEmpty(3);
    await sync.syncOnce();
    expect(await utxos()).toEqual([[`${t.txid}:0`, 40_000n, { status: 'confirmed', height: 6 }]]);
  });

  it('notices a shorter best chain', async () => {
    const t = pay(40_000n);
    chain.mineEmpty(1);
    chain.mine([t]);
    await sync.syncOnce();
    chain.disconnect(1);
    chain.dropFromMempool(t.txid);
    const result = await sync.syncOnce();
    expect(result.reorg).toEqual({ forkHeight: 6, blocksUndone: 1 });
    expect(result.tip).toEqual(chain.tip);
    expect(await utxos()).toEqual([]);
  });

  it('resumes after a crash at the block where it stopped, without duplicates', async () => {
    const a = pay(1_000n);
    const b = pay(2_000n, 'external', 1);
    chain.mine([a]);
    chain.mine([b]);
    chain.mineEmpty(1);
    store.crashAtHeight = 7;
    await expect(sync.syncOnce()).rejects.toThrow('simulated crash');
    expect((await store.syncTip(wallet.walletId))?.height).toBe(6);
    expect((await utxos()).map((u) => u[1])).toEqual([1_000n]);
    const restarted = new WalletSync(wallet, store, chain);
    expect(await restarted.syncOnce()).toMatchObject({ blocksApplied: 2, tip: chain.tip });
    expect((await utxos()).map((u) => u[1]).sort()).toEqual([1_000n, 2_000n]);
  });

  it('runs concurrent calls one after another', async () => {
    chain.mine([pay(1_000n)]);
    const [x, y] = await Promise.all([sync.syncOnce(), sync.syncOnce()]);
    expect(x.blocksApplied + y.blocksApplied).toBe(1);
    expect(await utxos()).toHaveLength(1);
  });

  it('releases a build lock once the spend is seen', async () => {
    chain.mine([pay(100_000n)]);
    await sync.syncOnce();
    const built = await wallet.buildAndSignTransaction({ outputs: [{ script: Buffer.from(OTHER, 'hex'), valueSats: 30_000n }], feeRateSatPerVb: 1, lockFor: 'op' });
    expect((await wallet.listUtxos())[0].lock.locked).toBe(true);
    // The fake chain takes the signed bytes as they are.
    chain.broadcast({ txid: built.txid, raw: Buffer.from(built.txHex, 'hex') });
    await sync.syncOnce();
    const after = await wallet.listUtxos();
    expect(after.map((u) => [u.outpoint, u.lock.locked, u.confirmation.status])).toEqual([[built.change!.outpoint, false, 'mempool']]);
    expect(await store.listLocks(wallet.walletId, clock.nowUnixSecs())).toEqual([]);
  });
});
