import { secp256k1 } from '@noble/curves/secp256k1';
import { PlainWallet } from '@rln/btc-wallet';
import { fakeBlockHash, fakeTxid, InMemoryWalletStore } from '@rln/btc-wallet/testing';
import { InMemoryKvStore } from '@rln/core/testing';
import { ANCHOR_SATS, anchorWitness, feeOf, findAnchor, unsignedTxid, type AnchorParent, type AssetChannelOnChain, type StoredAssetChannel } from '@rln/rgb-channel';
import { HDKey } from '@scure/bip32';
import { Transaction } from '@scure/btc-signer';
import { anchoredCommitment } from '@rln/rgb-channel/testing';
import pino from 'pino';
import { AnchorWalletAdapter } from '../anchor-wallet.adapter';
import { AssetChannelAnchorBumps } from './asset-channel-anchor-bumps';
import type { ClosingChain } from './asset-channel-closes';
import { PlainAnchorFeeWallet } from './plain-anchor-fee-wallet';

const secret = (n: number) => new Uint8Array(32).fill(n);
const pub = (n: number) => secp256k1.getPublicKey(secret(n), true);
const FUNDING_SATS = 40_000n;
const stored = { peerNodeId: '02'.repeat(33), record: { channelId: 'ab'.repeat(32) } } as unknown as StoredAssetChannel;
const coin = (n: number) => ({ txid: fakeTxid(n), vout: 0 });

/** A commitment at 1,000 sat/kw whose first output is our anchor (pub(1)'s). */
function commitment(): Transaction {
  return anchoredCommitment({ ourFunding: pub(1), peerFunding: pub(2), balanceKey: pub(3) }, FUNDING_SATS - 2n * ANCHOR_SATS - 1_124n);
}

/**
 * The CPFP over the real plain wallet (its store, locks and mempool pass) and the coin snapshot
 * LDK's anchor bumps share: what the fake wallet of asset-channel-anchor-bumps.spec.ts cannot
 * show (review rgb-cpfp-issue17-1 H1, M1).
 */
async function world() {
  const store = new InMemoryWalletStore();
  const wallet = await PlainWallet.open({ store, clock: { nowUnixSecs: () => 1_700_000_000 }, root: HDKey.fromMasterSeed(secret(9)), network: 'regtest', birthday: async () => ({ height: 200, hash: fakeBlockHash(200) }) });
  await store.initSyncTip(wallet.walletId, { height: 200, hash: fakeBlockHash(200) });
  const address = wallet.account.derive('external', 0);
  const received = [1, 2, 3].map((n) => ({ outpoint: coin(n), valueSats: 100_000n * BigInt(n), scriptPubKeyHex: address.scriptPubKeyHex, keychain: 'external' as const, derivationIndex: 0, isCoinbase: false }));
  await store.applyBlock(wallet.walletId, { height: 200, hash: fakeBlockHash(200) }, { height: 201, hash: fakeBlockHash(201) }, { received, spent: [] });
  const snapshot = new AnchorWalletAdapter();
  const sync = async () => snapshot.refresh(await wallet.spendableCoins(), async () => Uint8Array.from(Buffer.from(wallet.account.derive('internal', 0).scriptPubKeyHex, 'hex')));
  await sync();
  const broadcasts: Transaction[] = [];
  const mempool = new Set<string>();
  const chain: ClosingChain = {
    txConfirmation: async (txid) => (mempool.has(txid) ? { status: 'mempool' } : null),
    txHex: async () => null,
    spender: async () => null,
    broadcast: async (hex) => {
      const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'));
      broadcasts.push(tx);
      mempool.add(tx.id);
      return tx.id;
    },
  };
  const onChain = {
    anchorParent: (_s: StoredAssetChannel, tx: Transaction): AnchorParent | null => ({ txid: unsignedTxid(tx), anchor: findAnchor(tx, pub(1))!, weight: 1_124n, feeSats: feeOf(tx, FUNDING_SATS) }),
    anchorWitness: (_s: StoredAssetChannel, child: Transaction, parent: AnchorParent) => anchorWitness(child, parent.anchor, secret(1)),
  } as unknown as AssetChannelOnChain;
  let target = 5_000n;
  const bumps = new AssetChannelAnchorBumps({ kv: new InMemoryKvStore(), chain: () => chain, onChain, wallet: new PlainAnchorFeeWallet(() => wallet, snapshot), targetFeeratePerKw: () => target, maxChildFeeSats: 200_000n, logger: pino({ level: 'silent' }) });
  /** The wallet's mempool pass: `spends` in the mempool, `evicted` gone from it. */
  const mempoolPass = async (spends: Transaction[], evicted: string[] = []) => {
    for (const id of evicted) mempool.delete(id);
    const spent = spends.map((tx) => ({ outpoint: { txid: Buffer.from(tx.getInput(1).txid!).toString('hex'), vout: tx.getInput(1).index! }, spendingTxid: tx.id }));
    await store.applyMempool(wallet.walletId, { received: [], spent }, evicted);
    await sync();
  };
  return { wallet, store, snapshot, bumps, broadcasts, mempool, mempoolPass, setTarget: (rate: bigint) => (target = rate) };
}

const coinOf = (tx: Transaction) => `${Buffer.from(tx.getInput(1).txid!).toString('hex')}:${tx.getInput(1).index}`;

describe('CPFP over the plain wallet (PlainAnchorFeeWallet)', () => {
  it('takes the smallest coin that pays, holds it from LDK\'s bumps and from other spends, and signs it', async () => {
    const w = await world();
    await w.bumps.whileUnconfirmed(stored, commitment());
    expect(w.broadcasts).toHaveLength(1);
    const child = w.broadcasts[0]!;
    expect(coinOf(child)).toBe(`${fakeTxid(1)}:0`);
    expect(child.getInput(1).finalScriptWitness).toHaveLength(2);
    expect(w.snapshot.listConfirmedUtxos().map((u) => u.outpoint)).not.toContain(`${fakeTxid(1)}:0`);
    await expect(w.wallet.lockUtxos([`${fakeTxid(1)}:0`], { operationId: 'someone-else' })).rejects.toThrow();
  });

  it('replaces its child after the wallet saw it spend its coin: the replacement signs a coin of its own (review H1)', async () => {
    const w = await world();
    const parent = commitment();
    await w.bumps.whileUnconfirmed(stored, parent);
    const first = w.broadcasts[0]!;
    await w.mempoolPass([first]);
    w.setTarget(20_000n);
    await w.bumps.whileUnconfirmed(stored, parent);
    expect(w.broadcasts).toHaveLength(2);
    const second = w.broadcasts[1]!;
    expect(coinOf(second)).not.toBe(coinOf(first));
    expect(Buffer.from(second.getInput(0).txid!).toString('hex')).toBe(unsignedTxid(parent));
  });

  it('a child evicted with its coin back in the wallet is sent again only after holding that coin again; a coin another operation took gets a new child (review M1)', async () => {
    const w = await world();
    const parent = commitment();
    await w.bumps.whileUnconfirmed(stored, parent);
    const first = w.broadcasts[0]!;
    await w.mempoolPass([first]);
    await w.mempoolPass([], [first.id]); // evicted: the coin is unspent and unlocked again
    await w.bumps.whileUnconfirmed(stored, parent);
    expect(w.broadcasts.at(-1)!.id).toBe(first.id);
    await expect(w.wallet.lockUtxos([coinOf(first)], { operationId: 'someone-else' })).rejects.toThrow();

    await w.mempoolPass([w.broadcasts.at(-1)!]);
    await w.mempoolPass([], [first.id]);
    await w.wallet.lockUtxos([coinOf(first)], { operationId: 'someone-else', ttlSecs: null });
    await w.bumps.whileUnconfirmed(stored, parent);
    const rebuilt = w.broadcasts.at(-1)!;
    expect(rebuilt.id).not.toBe(first.id);
    expect(coinOf(rebuilt)).not.toBe(coinOf(first));
  });
});
