import {
  formatOutpoint,
  highestUsedIndices,
  parseBlock,
  parseTransaction,
  scanTransactions,
  SyncTipConflictError,
  type BlockRef,
  type ChainEffects,
  type ParsedTransaction,
  type PlainWallet,
  type ScriptOwner,
  type WalletStore,
} from '@rln/btc-wallet';
import type { WalletChainSource } from './wallet-chain-source.port';

export interface WalletSyncOptions {
  /** Read the mempool for unconfirmed transactions (default true). */
  readonly mempool?: boolean;
}

export interface WalletSyncResult {
  /** The last block whose effects are stored. */
  readonly tip: BlockRef;
  readonly blocksApplied: number;
  /** Set when the stored chain was rolled back to `forkHeight` (a reorg). */
  readonly reorg: { readonly forkHeight: number; readonly blocksUndone: number } | null;
  /** Mempool transactions downloaded and read in this run. */
  readonly mempoolTransactionsRead: number;
}

/** Rounds of "blocks, then mempool" while the chain keeps moving under one run. */
const MAX_ROUNDS = 5;
const MAX_TIP_CONFLICT_RETRIES = 3;

/**
 * Follows the chain for one PlainWallet: reads every block from the stored tip (first: the
 * wallet's birthday) to the chain's tip, records outputs paying watched scripts and spends of
 * known outputs, then the mempool. Each block's effects are stored together with the new tip
 * in one transaction, so a crash resumes at the next block and re-running is harmless. The
 * stored block hashes are checked against the chain first: after a reorg the wallet rolls
 * back to the fork point and the mempool pass drops what neither branch nor mempool holds.
 * The gap limit is kept while reading: a block paying an address near the end of the
 * lookahead derives more and is read again.
 */
export class WalletSync {
  private readonly mempool: boolean;
  /** Mempool txids already read (only those still in the mempool are kept). */
  private seenMempool = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly wallet: PlainWallet,
    private readonly store: WalletStore,
    private readonly chain: WalletChainSource,
    options: WalletSyncOptions = {},
  ) {
    this.mempool = options.mempool ?? true;
  }

  /** One catch-up run; concurrent calls in this process run one after another. */
  syncOnce(): Promise<WalletSyncResult> {
    const run = this.queue.then(
      () => this.runWithRetries(),
      () => this.runWithRetries(),
    );
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runWithRetries(): Promise<WalletSyncResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.run();
      } catch (err) {
        // Another process moved the tip between our read and our write: read again.
        if (err instanceof SyncTipConflictError && attempt < MAX_TIP_CONFLICT_RETRIES) continue;
        throw err;
      }
    }
  }

  private async run(): Promise<WalletSyncResult> {
    const walletId = this.wallet.walletId;
    let tip = (await this.store.syncTip(walletId)) ?? (await this.initialTip());
    let watched = await this.wallet.watchedScripts();
    let tracked = await this.trackedOutpoints();
    let blocksApplied = 0;
    let forkHeight: number | null = null;
    let blocksUndone = 0;
    let mempoolTransactionsRead = 0;

    for (let round = 0; round < MAX_ROUNDS; round++) {
      const chainHeight = await this.chain.getTipHeight();
      const fork = await this.findFork(tip, chainHeight);
      if (fork) {
        await this.store.rollbackTo(walletId, fork);
        forkHeight = forkHeight === null ? fork.height : Math.min(forkHeight, fork.height);
        blocksUndone += tip.height - fork.height;
        tip = fork;
        tracked = await this.trackedOutpoints();
      }

      let moved = false;
      while (tip.height < chainHeight) {
        const height = tip.height + 1;
        const hash = await this.chain.getBlockHash(height);
        const block = parseBlock(await this.chain.getRawBlock(hash));
        if (block.hash !== hash) throw new Error(`chain source returned block ${block.hash} when asked for ${hash}`);
        if (block.previousHash !== tip.hash) {
          moved = true; // reorganised while we read: find the fork point again
          break;
        }
        let effects: ChainEffects;
        ({ effects, watched } = await this.scanWithLookahead(block.transactions, watched, tracked));
        const next = { height, hash };
        await this.store.applyBlock(walletId, tip, next, effects);
        for (const r of effects.received) tracked.add(formatOutpoint(r.outpoint));
        for (const s of effects.spent) tracked.delete(formatOutpoint(s.outpoint));
        tip = next;
        blocksApplied++;
      }
      if (moved) continue;

      if (this.mempool) {
        const txids = await this.chain.getMempoolTxids();
        // A block found meanwhile may hold transactions the mempool listing no longer shows:
        // read that block first, or they would look evicted.
        if ((await this.chain.getTipHeight()) !== tip.height) continue;
        mempoolTransactionsRead += await this.syncMempool(txids, watched, tracked);
      }
      break;
    }
    const reorg = forkHeight === null ? null : { forkHeight, blocksUndone };
    return { tip, blocksApplied, reorg, mempoolTransactionsRead };
  }

  /** First run: the wallet's birthday (the chain tip when it was created). */
  private async initialTip(): Promise<BlockRef> {
    const record = await this.store.loadWallet(this.wallet.walletId);
    if (!record) throw new Error(`wallet ${this.wallet.walletId} is not in the store`);
    return this.store.initSyncTip(this.wallet.walletId, record.birthday);
  }

  /**
   * Null when the stored tip is on the best chain; else the highest stored block still on
   * it (below the oldest stored block, the chain's block there is taken as the fork point).
   */
  private async findFork(tip: BlockRef, chainHeight: number): Promise<BlockRef | null> {
    if (tip.height <= chainHeight && (await this.chain.getBlockHash(tip.height)) === tip.hash) return null;
    for (let height = Math.min(tip.height - 1, chainHeight); height >= 0; height--) {
      const stored = await this.store.blockHashAt(this.wallet.walletId, height);
      const onChain = await this.chain.getBlockHash(height);
      if (stored === null || stored === onChain) return { height, hash: onChain };
    }
    throw new Error('no common block with the chain source (another network?)');
  }

  private async syncMempool(txids: readonly string[], watched: Map<string, ScriptOwner>, tracked: Set<string>): Promise<number> {
    const walletId = this.wallet.walletId;
    const inMempool = new Set(txids);
    const evicted = (await this.store.listUnconfirmedTxids(walletId)).filter((txid) => !inMempool.has(txid));
    const fresh = txids.filter((txid) => !this.seenMempool.has(txid));
    const txs: ParsedTransaction[] = [];
    for (const txid of fresh) {
      const raw = await this.chain.getRawTransaction(txid);
      if (raw) txs.push(parseTransaction(raw));
    }
    const { effects } = await this.scanWithLookahead(txs, watched, tracked);
    if (evicted.length > 0 || effects.received.length > 0 || effects.spent.length > 0) {
      await this.store.applyMempool(walletId, effects, evicted);
    }
    this.seenMempool = new Set([...this.seenMempool, ...fresh].filter((txid) => inMempool.has(txid)));
    return txs.length;
  }

  /** Scans; when a payment reaches into the lookahead, derives further and scans again. */
  private async scanWithLookahead(
    txs: readonly ParsedTransaction[],
    watched: Map<string, ScriptOwner>,
    tracked: ReadonlySet<string>,
  ): Promise<{ effects: ChainEffects; watched: Map<string, ScriptOwner> }> {
    let effects = scanTransactions(txs, watched, tracked);
    while (effects.received.length > 0 && (await this.wallet.ensureLookahead(highestUsedIndices(effects)))) {
      watched = await this.wallet.watchedScripts();
      effects = scanTransactions(txs, watched, tracked);
    }
    return { effects, watched };
  }

  /** Outputs a transaction could still spend: unspent, or spent only in the mempool. */
  private async trackedOutpoints(): Promise<Set<string>> {
    const utxos = await this.store.listUtxos(this.wallet.walletId, { includeMempoolSpent: true });
    return new Set(utxos.map((u) => formatOutpoint(u.outpoint)));
  }
}
