import type { Keychain, WalletAddress } from '../lib/domain/keychain';
import type { BlockRef, ReceivedOutput } from '../lib/domain/wallet-utxo';
import { SyncTipConflictError, UtxoLockedError } from '../lib/errors/wallet.errors';
import type { WalletRecord, WalletStore } from '../lib/ports/wallet-store.port';

/** Deterministic 64-hex ids for tests: txid(1), blockHash(7). */
export function fakeTxid(n: number): string {
  return n.toString(16).padStart(64, '0');
}

export function fakeBlockHash(n: number, fork = 0): string {
  return `${fork.toString(16).padStart(8, 'f')}${n.toString(16).padStart(56, '0')}`;
}

export function fakeReceived(
  txidNumber: number,
  vout: number,
  valueSats: bigint,
  owner: { keychain?: Keychain; index?: number; coinbase?: boolean } = {},
): ReceivedOutput {
  const keychain = owner.keychain ?? 'external';
  const index = owner.index ?? 0;
  return {
    outpoint: { txid: fakeTxid(txidNumber), vout },
    valueSats,
    scriptPubKeyHex: `0014${keychain === 'external' ? '00' : '01'}${index.toString(16).padStart(38, '0')}`,
    keychain,
    derivationIndex: index,
    isCoinbase: owner.coinbase ?? false,
  };
}

let walletCounter = 0;

/**
 * One behaviour for every WalletStore: the same suite runs on the in-memory store, on
 * PostgreSQL and on PGlite. Each test works on its own wallet id, so one database serves all.
 */
export function walletStoreContract(open: () => Promise<WalletStore>, close: (store: WalletStore) => Promise<void>): void {
  let store: WalletStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await close(store);
  });

  const newWallet = async (birthday: BlockRef = { height: 100, hash: fakeBlockHash(100) }): Promise<WalletRecord> => {
    const record: WalletRecord = {
      walletId: `contract-${process.pid}-${++walletCounter}`,
      network: 'regtest',
      externalDescriptor: "wpkh([00000000/84'/1'/0']tpubX/0/*)",
      internalDescriptor: "wpkh([00000000/84'/1'/0']tpubX/1/*)",
      birthday,
    };
    return store.ensureWallet(record);
  };
  const block = (height: number, fork = 0): BlockRef => ({ height, hash: fakeBlockHash(height, fork) });

  it('creates a wallet once and keeps its record', async () => {
    const created = await newWallet();
    expect(await store.loadWallet(created.walletId)).toEqual(created);
    const again = await store.ensureWallet({ ...created, externalDescriptor: 'other', birthday: block(5) });
    expect(again).toEqual(created);
    expect(await store.loadWallet('no-such-wallet')).toBeNull();
  });

  it('reveals indices per keychain, atomically', async () => {
    const { walletId } = await newWallet();
    expect(await store.keychainState(walletId, 'external')).toEqual({ lastRevealedIndex: null, lastUsedIndex: null, derivedCount: 0 });
    const revealed = await Promise.all(Array.from({ length: 8 }, () => store.revealNextIndex(walletId, 'external')));
    expect([...revealed].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await store.revealNextIndex(walletId, 'internal')).toBe(0);
    expect((await store.keychainState(walletId, 'external')).lastRevealedIndex).toBe(7);
    expect((await store.keychainState(walletId, 'internal')).lastRevealedIndex).toBe(0);
  });

  it('stores addresses idempotently, in order', async () => {
    const { walletId } = await newWallet();
    const addr = (keychain: Keychain, index: number): WalletAddress => ({
      keychain,
      index,
      scriptPubKeyHex: `0014${keychain === 'external' ? 'aa' : 'bb'}${index.toString(16).padStart(38, '0')}`,
      address: `bcrt1q-${keychain}-${index}`,
    });
    await store.addAddresses(walletId, [addr('internal', 0), addr('external', 1), addr('external', 0)]);
    await store.addAddresses(walletId, [addr('external', 1), addr('external', 2)]);
    expect((await store.listAddresses(walletId)).map((a) => `${a.keychain}/${a.index}`)).toEqual([
      'external/0',
      'external/1',
      'external/2',
      'internal/0',
    ]);
    expect(await store.getAddress(walletId, 'external', 2)).toEqual(addr('external', 2));
    expect(await store.getAddress(walletId, 'external', 9)).toBeNull();
    expect((await store.keychainState(walletId, 'external')).derivedCount).toBe(3);
    expect((await store.keychainState(walletId, 'internal')).derivedCount).toBe(1);
  });

  it('applies blocks atomically against the expected tip', async () => {
    const { walletId } = await newWallet();
    expect(await store.syncTip(walletId)).toBeNull();
    expect(await store.initSyncTip(walletId, block(100))).toEqual(block(100));
    expect(await store.initSyncTip(walletId, block(50))).toEqual(block(100));
    const big = 2n ** 62n + 7n;
    await store.applyBlock(walletId, block(100), block(101), {
      received: [fakeReceived(1, 0, big, { index: 3 }), fakeReceived(1, 1, 5_000n, { keychain: 'internal', index: 1 })],
      spent: [],
    });
    await expect(store.applyBlock(walletId, block(100), block(101), { received: [], spent: [] })).rejects.toBeInstanceOf(
      SyncTipConflictError,
    );
    await store.applyBlock(walletId, block(101), block(102), {
      received: [fakeReceived(2, 0, 7_000n, { index: 4 })],
      spent: [{ outpoint: { txid: fakeTxid(1), vout: 1 }, spendingTxid: fakeTxid(2) }],
    });
    expect(await store.syncTip(walletId)).toEqual(block(102));
    expect(await store.blockHashAt(walletId, 101)).toBe(block(101).hash);
    expect(await store.blockHashAt(walletId, 100)).toBe(block(100).hash);
    expect(await store.blockHashAt(walletId, 103)).toBeNull();
    const utxos = await store.listUtxos(walletId);
    expect(utxos.map((u) => [u.outpoint.txid, u.outpoint.vout, u.valueSats, u.confirmedAt?.height])).toEqual([
      [fakeTxid(1), 0, big, 101],
      [fakeTxid(2), 0, 7_000n, 102],
    ]);
    expect(utxos[0]).toMatchObject({ keychain: 'external', derivationIndex: 3, isCoinbase: false, spentByTxid: null, spentHeight: null });
    expect(utxos[0].confirmedAt).toEqual(block(101));
    expect((await store.keychainState(walletId, 'external')).lastUsedIndex).toBe(4);
    expect((await store.keychainState(walletId, 'internal')).lastUsedIndex).toBe(1);
  });

  it('tracks mempool outputs and spends until confirmed or evicted', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(10));
    await store.applyBlock(walletId, block(10), block(11), { received: [fakeReceived(1, 0, 10_000n)], spent: [] });
    await store.applyMempool(
      walletId,
      {
        received: [fakeReceived(2, 1, 4_000n, { keychain: 'internal' }), fakeReceived(3, 0, 3_000n, { index: 2 })],
        spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(2) }],
      },
      [],
    );
    expect((await store.listUtxos(walletId)).map((u) => [u.outpoint.txid, u.confirmedAt])).toEqual([
      [fakeTxid(2), null],
      [fakeTxid(3), null],
    ]);
    const withSpent = await store.listUtxos(walletId, { includeMempoolSpent: true });
    expect(withSpent.find((u) => u.outpoint.txid === fakeTxid(1))).toMatchObject({ spentByTxid: fakeTxid(2), spentHeight: null });
    expect(await store.listUnconfirmedTxids(walletId)).toEqual([fakeTxid(2), fakeTxid(3)]);

    // Idempotent, and a mempool pass never overrides a spend already recorded.
    await store.applyMempool(
      walletId,
      { received: [fakeReceived(3, 0, 3_000n, { index: 2 })], spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(9) }] },
      [],
    );
    expect((await store.listUtxos(walletId, { includeMempoolSpent: true })).length).toBe(3);
    expect((await store.listUtxos(walletId, { includeMempoolSpent: true }))[0].spentByTxid).toBe(fakeTxid(2));

    // Tx 2 confirms; tx 3 leaves the mempool.
    await store.applyBlock(walletId, block(11), block(12), {
      received: [fakeReceived(2, 1, 4_000n, { keychain: 'internal' })],
      spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(2) }],
    });
    await store.applyMempool(walletId, { received: [], spent: [] }, [fakeTxid(2), fakeTxid(3)]);
    const after = await store.listUtxos(walletId, { includeMempoolSpent: true });
    expect(after.map((u) => [u.outpoint.txid, u.confirmedAt?.height ?? null])).toEqual([[fakeTxid(2), 12]]);
    expect(await store.listUnconfirmedTxids(walletId)).toEqual([]);
  });

  it('undoes an evicted mempool spend', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(10));
    await store.applyBlock(walletId, block(10), block(11), { received: [fakeReceived(1, 0, 10_000n)], spent: [] });
    await store.applyMempool(walletId, { received: [], spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(5) }] }, []);
    expect(await store.listUtxos(walletId)).toEqual([]);
    await store.applyMempool(walletId, { received: [], spent: [] }, [fakeTxid(5)]);
    expect((await store.listUtxos(walletId)).map((u) => u.spentByTxid)).toEqual([null]);
  });

  it('rolls back blocks above a fork point', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(20));
    await store.applyBlock(walletId, block(20), block(21), { received: [fakeReceived(1, 0, 1_000n)], spent: [] });
    await store.applyBlock(walletId, block(21), block(22), {
      received: [fakeReceived(2, 0, 2_000n, { index: 1 }), fakeReceived(4, 0, 50_000n, { index: 5, coinbase: true })],
      spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(2) }],
    });
    await store.applyBlock(walletId, block(22), block(23), { received: [fakeReceived(3, 0, 3_000n, { index: 2 })], spent: [] });
    await store.rollbackTo(walletId, block(21));
    expect(await store.syncTip(walletId)).toEqual(block(21));
    expect(await store.blockHashAt(walletId, 22)).toBeNull();
    const all = await store.listUtxos(walletId, { includeMempoolSpent: true });
    expect(all.map((u) => [u.outpoint.txid, u.confirmedAt?.height ?? null, u.spentByTxid, u.spentHeight])).toEqual([
      [fakeTxid(1), 21, fakeTxid(2), null],
      [fakeTxid(2), null, null, null],
      [fakeTxid(3), null, null, null],
      [fakeTxid(4), null, null, null],
    ]);
    // The other branch: block 22' confirms tx 2 again; the mempool lost 3 and the coinbase 4.
    await store.applyBlock(walletId, block(21), block(22, 1), {
      received: [fakeReceived(2, 0, 2_000n, { index: 1 })],
      spent: [{ outpoint: { txid: fakeTxid(1), vout: 0 }, spendingTxid: fakeTxid(2) }],
    });
    await store.applyMempool(walletId, { received: [], spent: [] }, [fakeTxid(3), fakeTxid(4)]);
    const final = await store.listUtxos(walletId, { includeMempoolSpent: true });
    expect(final.map((u) => [u.outpoint.txid, u.confirmedAt?.hash])).toEqual([[fakeTxid(2), fakeBlockHash(22, 1)]]);
    await expect(store.rollbackTo(walletId, block(30))).rejects.toThrow();
  });

  it('locks for one operation at a time, until release, expiry or spend', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(1));
    await store.applyBlock(walletId, block(1), block(2), {
      received: [fakeReceived(1, 0, 1_000n), fakeReceived(1, 1, 2_000n), fakeReceived(1, 2, 3_000n)],
      spent: [],
    });
    const op = (n: number) => ({ txid: fakeTxid(1), vout: n });
    await store.lockUtxos(walletId, { outpoints: [op(0), op(1)], kind: 'operation', operationId: 'a', expiresAtUnixSecs: 1_000 }, 500);
    await expect(
      store.lockUtxos(walletId, { outpoints: [op(2), op(1)], kind: 'operation', operationId: 'b', expiresAtUnixSecs: null }, 500),
    ).rejects.toBeInstanceOf(UtxoLockedError);
    // All or nothing: output 2 stayed free.
    expect((await store.listLocks(walletId, 500)).map((l) => [l.outpoint.vout, l.operationId])).toEqual([
      [0, 'a'],
      [1, 'a'],
    ]);
    // The same operation refreshes its lock.
    await store.lockUtxos(walletId, { outpoints: [op(1)], kind: 'manual_reservation', operationId: 'a', expiresAtUnixSecs: 2_000 }, 600);
    expect((await store.listLocks(walletId, 600))[1]).toEqual({ outpoint: op(1), kind: 'manual_reservation', operationId: 'a', expiresAtUnixSecs: 2_000 });
    // Expired at 1000: another operation may take output 0.
    expect((await store.listLocks(walletId, 1_000)).map((l) => l.outpoint.vout)).toEqual([1]);
    await store.lockUtxos(walletId, { outpoints: [op(0)], kind: 'operation', operationId: 'b', expiresAtUnixSecs: null }, 1_000);
    expect((await store.listLocks(walletId, 10 ** 12)).map((l) => [l.outpoint.vout, l.operationId, l.expiresAtUnixSecs])).toEqual([
      [0, 'b', null],
    ]);
    expect(await store.unlockUtxos(walletId, { operationId: 'a' })).toBe(1);
    expect(await store.unlockUtxos(walletId, { operationId: 'a' })).toBe(0);
    // A spend ends the lock.
    await store.applyMempool(walletId, { received: [], spent: [{ outpoint: op(0), spendingTxid: fakeTxid(7) }] }, []);
    expect(await store.listLocks(walletId, 1_000)).toEqual([]);
    await store.lockUtxos(walletId, { outpoints: [op(2)], kind: 'operation', operationId: 'c', expiresAtUnixSecs: null }, 1_000);
    expect(await store.unlockUtxos(walletId, { outpoints: [op(2), op(1)] })).toBe(1);
  });

  it('lets exactly one of several concurrent lockers win an outpoint', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(1));
    await store.applyBlock(walletId, block(1), block(2), { received: [fakeReceived(1, 0, 1_000n)], spent: [] });
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        store.lockUtxos(
          walletId,
          { outpoints: [{ txid: fakeTxid(1), vout: 0 }], kind: 'operation', operationId: `op-${i}`, expiresAtUnixSecs: null },
          1,
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(UtxoLockedError);
    expect(await store.listLocks(walletId, 1)).toHaveLength(1);
  });

  it('lets one of two concurrent syncs apply a block', async () => {
    const { walletId } = await newWallet();
    await store.initSyncTip(walletId, block(1));
    const results = await Promise.allSettled([
      store.applyBlock(walletId, block(1), block(2), { received: [fakeReceived(1, 0, 1_000n)], spent: [] }),
      store.applyBlock(walletId, block(1), block(2, 1), { received: [fakeReceived(2, 0, 1_000n)], spent: [] }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.listUtxos(walletId)).toHaveLength(1);
  });
}
