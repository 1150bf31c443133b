import { KEYCHAINS, type Keychain, type WalletAddress } from '../lib/domain/keychain';
import { formatOutpoint } from '../lib/domain/outpoint';
import type { BlockRef, ChainEffects, StoredUtxo, UtxoLockRecord } from '../lib/domain/wallet-utxo';
import { SyncTipConflictError, UtxoLockedError } from '../lib/errors/wallet.errors';
import type { KeychainState, LockRequest, UnlockSelector, WalletRecord, WalletStore } from '../lib/ports/wallet-store.port';

interface WalletState {
  readonly record: WalletRecord;
  readonly revealed: Record<Keychain, number | null>;
  readonly addresses: Map<string, WalletAddress>;
  readonly utxos: Map<string, StoredUtxo>;
  readonly locks: Map<string, UtxoLockRecord>;
  readonly blocks: Map<number, string>;
  tip: BlockRef | null;
}

/** The WalletStore for unit tests; passes the same contract as the TypeORM store. */
export class InMemoryWalletStore implements WalletStore {
  private readonly wallets = new Map<string, WalletState>();

  async loadWallet(walletId: string): Promise<WalletRecord | null> {
    return this.wallets.get(walletId)?.record ?? null;
  }

  async ensureWallet(record: WalletRecord): Promise<WalletRecord> {
    const existing = this.wallets.get(record.walletId);
    if (existing) return existing.record;
    this.wallets.set(record.walletId, {
      record: { ...record },
      revealed: { external: null, internal: null },
      addresses: new Map(),
      utxos: new Map(),
      locks: new Map(),
      blocks: new Map(),
      tip: null,
    });
    return { ...record };
  }

  async revealNextIndex(walletId: string, keychain: Keychain): Promise<number> {
    const w = this.wallet(walletId);
    const next = (w.revealed[keychain] ?? -1) + 1;
    w.revealed[keychain] = next;
    return next;
  }

  async keychainState(walletId: string, keychain: Keychain): Promise<KeychainState> {
    const w = this.wallet(walletId);
    let lastUsedIndex: number | null = null;
    for (const u of w.utxos.values()) {
      if (u.keychain === keychain) lastUsedIndex = Math.max(lastUsedIndex ?? -1, u.derivationIndex);
    }
    let derivedCount = 0;
    for (const a of w.addresses.values()) if (a.keychain === keychain) derivedCount = Math.max(derivedCount, a.index + 1);
    return { lastRevealedIndex: w.revealed[keychain], lastUsedIndex, derivedCount };
  }

  async addAddresses(walletId: string, addresses: readonly WalletAddress[]): Promise<void> {
    const w = this.wallet(walletId);
    for (const a of addresses) {
      const key = `${a.keychain}/${a.index}`;
      if (!w.addresses.has(key)) w.addresses.set(key, { ...a });
    }
  }

  async listAddresses(walletId: string): Promise<WalletAddress[]> {
    return [...this.wallet(walletId).addresses.values()]
      .sort((a, b) => KEYCHAINS.indexOf(a.keychain) - KEYCHAINS.indexOf(b.keychain) || a.index - b.index)
      .map((a) => ({ ...a }));
  }

  async getAddress(walletId: string, keychain: Keychain, index: number): Promise<WalletAddress | null> {
    const found = this.wallet(walletId).addresses.get(`${keychain}/${index}`);
    return found ? { ...found } : null;
  }

  async listUtxos(walletId: string, options: { readonly includeMempoolSpent?: boolean } = {}): Promise<StoredUtxo[]> {
    return [...this.wallet(walletId).utxos.values()]
      .filter((u) => u.spentByTxid === null || (options.includeMempoolSpent === true && u.spentHeight === null))
      .sort(byOutpoint)
      .map((u) => ({ ...u }));
  }

  async listUnconfirmedTxids(walletId: string): Promise<string[]> {
    const txids = new Set<string>();
    for (const u of this.wallet(walletId).utxos.values()) {
      if (u.confirmedAt === null) txids.add(u.outpoint.txid);
      if (u.spentByTxid !== null && u.spentHeight === null) txids.add(u.spentByTxid);
    }
    return [...txids].sort();
  }

  async lockUtxos(walletId: string, request: LockRequest, nowUnixSecs: number): Promise<void> {
    const w = this.wallet(walletId);
    for (const o of request.outpoints) {
      const held = w.locks.get(formatOutpoint(o));
      if (held && isActive(held, nowUnixSecs) && held.operationId !== request.operationId) {
        throw new UtxoLockedError(formatOutpoint(o), held.operationId);
      }
    }
    for (const o of request.outpoints) {
      w.locks.set(formatOutpoint(o), {
        outpoint: { ...o },
        kind: request.kind,
        operationId: request.operationId,
        expiresAtUnixSecs: request.expiresAtUnixSecs,
      });
    }
  }

  async unlockUtxos(walletId: string, selector: UnlockSelector): Promise<number> {
    const w = this.wallet(walletId);
    let removed = 0;
    if ('operationId' in selector) {
      for (const [key, lock] of w.locks) {
        if (lock.operationId === selector.operationId && w.locks.delete(key)) removed++;
      }
    } else {
      for (const o of selector.outpoints) if (w.locks.delete(formatOutpoint(o))) removed++;
    }
    return removed;
  }

  async listLocks(walletId: string, nowUnixSecs: number): Promise<UtxoLockRecord[]> {
    return [...this.wallet(walletId).locks.values()]
      .filter((l) => isActive(l, nowUnixSecs))
      .sort(byOutpoint)
      .map((l) => ({ ...l, outpoint: { ...l.outpoint } }));
  }

  async syncTip(walletId: string): Promise<BlockRef | null> {
    const tip = this.wallet(walletId).tip;
    return tip ? { ...tip } : null;
  }

  async blockHashAt(walletId: string, height: number): Promise<string | null> {
    return this.wallet(walletId).blocks.get(height) ?? null;
  }

  async initSyncTip(walletId: string, base: BlockRef): Promise<BlockRef> {
    const w = this.wallet(walletId);
    if (!w.tip) {
      w.tip = { ...base };
      w.blocks.set(base.height, base.hash);
    }
    return { ...w.tip };
  }

  async applyBlock(walletId: string, previous: BlockRef, block: BlockRef, effects: ChainEffects): Promise<void> {
    const w = this.wallet(walletId);
    if (!w.tip || w.tip.height !== previous.height || w.tip.hash !== previous.hash) {
      throw new SyncTipConflictError(`wallet ${walletId} tip is ${describe(w.tip)}, not ${describe(previous)}`);
    }
    if (block.height !== previous.height + 1) throw new Error(`block ${block.height} does not follow ${previous.height}`);
    for (const r of effects.received) {
      const key = formatOutpoint(r.outpoint);
      const existing = w.utxos.get(key);
      w.utxos.set(
        key,
        existing
          ? { ...existing, confirmedAt: { ...block } }
          : { ...r, outpoint: { ...r.outpoint }, confirmedAt: { ...block }, spentByTxid: null, spentHeight: null },
      );
    }
    for (const s of effects.spent) {
      const key = formatOutpoint(s.outpoint);
      const existing = w.utxos.get(key);
      if (!existing) continue;
      w.utxos.set(key, { ...existing, spentByTxid: s.spendingTxid, spentHeight: block.height });
      w.locks.delete(key);
    }
    w.blocks.set(block.height, block.hash);
    w.tip = { ...block };
  }

  async rollbackTo(walletId: string, fork: BlockRef): Promise<void> {
    const w = this.wallet(walletId);
    if (!w.tip || fork.height > w.tip.height) throw new Error(`cannot roll wallet ${walletId} back to ${fork.height} from ${describe(w.tip)}`);
    for (const [key, u] of w.utxos) {
      const unconfirm = u.confirmedAt !== null && u.confirmedAt.height > fork.height;
      const unspend = u.spentHeight !== null && u.spentHeight > fork.height;
      if (unconfirm || unspend) {
        w.utxos.set(key, { ...u, confirmedAt: unconfirm ? null : u.confirmedAt, spentHeight: unspend ? null : u.spentHeight });
      }
    }
    for (const height of [...w.blocks.keys()]) if (height > fork.height) w.blocks.delete(height);
    w.blocks.set(fork.height, fork.hash);
    w.tip = { ...fork };
  }

  async applyMempool(walletId: string, effects: ChainEffects, evictedTxids: readonly string[]): Promise<void> {
    const w = this.wallet(walletId);
    const evicted = new Set(evictedTxids);
    for (const [key, u] of w.utxos) {
      if (u.confirmedAt === null && evicted.has(u.outpoint.txid)) {
        w.utxos.delete(key);
      } else if (u.spentByTxid !== null && u.spentHeight === null && evicted.has(u.spentByTxid)) {
        w.utxos.set(key, { ...u, spentByTxid: null });
      }
    }
    for (const r of effects.received) {
      const key = formatOutpoint(r.outpoint);
      if (!w.utxos.has(key)) w.utxos.set(key, { ...r, outpoint: { ...r.outpoint }, confirmedAt: null, spentByTxid: null, spentHeight: null });
    }
    for (const s of effects.spent) {
      const key = formatOutpoint(s.outpoint);
      const existing = w.utxos.get(key);
      if (!existing || existing.spentByTxid !== null) continue;
      w.utxos.set(key, { ...existing, spentByTxid: s.spendingTxid, spentHeight: null });
      w.locks.delete(key);
    }
  }

  private wallet(walletId: string): WalletState {
    const w = this.wallets.get(walletId);
    if (!w) throw new Error(`unknown wallet ${walletId}`);
    return w;
  }
}

function isActive(lock: UtxoLockRecord, nowUnixSecs: number): boolean {
  return lock.expiresAtUnixSecs === null || lock.expiresAtUnixSecs > nowUnixSecs;
}

function byOutpoint(a: { outpoint: { txid: string; vout: number } }, b: { outpoint: { txid: string; vout: number } }): number {
  if (a.outpoint.txid !== b.outpoint.txid) return a.outpoint.txid < b.outpoint.txid ? -1 : 1;
  return a.outpoint.vout - b.outpoint.vout;
}

function describe(ref: BlockRef | null): string {
  return ref ? `${ref.height}/${ref.hash}` : 'unset';
}
