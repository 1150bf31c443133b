import type { Keychain, WalletAddress } from '../domain/keychain';
import type { Outpoint } from '../domain/outpoint';
import type { WalletNetwork } from '../domain/wallet-network';
import type { BlockRef, ChainEffects, StoredUtxo, UtxoLockKind, UtxoLockRecord } from '../domain/wallet-utxo';

/** The identity of a stored wallet: what it was made from. */
export interface WalletRecord {
  readonly walletId: string;
  readonly network: WalletNetwork;
  readonly externalDescriptor: string;
  readonly internalDescriptor: string;
  /** The chain tip when the wallet was created; the sync starts after it. */
  readonly birthday: BlockRef;
}

export interface KeychainState {
  /** Highest index handed out (newAddress / change); null before the first. */
  readonly lastRevealedIndex: number | null;
  /** Highest index any known output (confirmed or mempool) pays; null when none. */
  readonly lastUsedIndex: number | null;
  /** Addresses derived and watched: indices 0..derivedCount-1. */
  readonly derivedCount: number;
}

export interface LockRequest {
  readonly outpoints: readonly Outpoint[];
  readonly kind: UtxoLockKind;
  readonly operationId: string;
  readonly expiresAtUnixSecs: number | null;
}

export type UnlockSelector = { readonly operationId: string } | { readonly outpoints: readonly Outpoint[] };

/**
 * Persistence of the plain BTC wallet. Every method is one atomic unit; the sync's writes
 * (`applyBlock`, `rollbackTo`, `applyMempool`) change the UTXO set and the sync tip together,
 * so a crash leaves either all of a block's effects or none. One store serves several
 * wallets, each under its `walletId`.
 */
export interface WalletStore {
  loadWallet(walletId: string): Promise<WalletRecord | null>;
  /** Creates the wallet (both keychains empty) unless it exists; returns the stored record. */
  ensureWallet(record: WalletRecord): Promise<WalletRecord>;

  /** Atomically advances the keychain's revealed index; returns it (0 the first time). */
  revealNextIndex(walletId: string, keychain: Keychain): Promise<number>;
  keychainState(walletId: string, keychain: Keychain): Promise<KeychainState>;
  /** Idempotent: an address already stored is left as it is. */
  addAddresses(walletId: string, addresses: readonly WalletAddress[]): Promise<void>;
  /** Ordered by keychain (external first), then index. */
  listAddresses(walletId: string): Promise<WalletAddress[]>;
  getAddress(walletId: string, keychain: Keychain, index: number): Promise<WalletAddress | null>;

  /**
   * Outputs not spent by any transaction, ordered by txid and vout; with
   * `includeMempoolSpent`, also those spent only by a mempool transaction.
   */
  listUtxos(walletId: string, options?: { readonly includeMempoolSpent?: boolean }): Promise<StoredUtxo[]>;
  /** Txids the wallet knows only from the mempool: of unconfirmed outputs and unconfirmed spends. */
  listUnconfirmedTxids(walletId: string): Promise<string[]>;

  /**
   * Locks every outpoint for `operationId`, or none: throws UtxoLockedError when one is held
   * by another operation and not expired at `nowUnixSecs`. The same operation re-locking
   * refreshes kind and expiry.
   */
  lockUtxos(walletId: string, request: LockRequest, nowUnixSecs: number): Promise<void>;
  /** Returns how many locks were removed. */
  unlockUtxos(walletId: string, selector: UnlockSelector): Promise<number>;
  /** Locks not expired at `nowUnixSecs`. */
  listLocks(walletId: string, nowUnixSecs: number): Promise<UtxoLockRecord[]>;

  /** The last block whose effects are stored; null before the first sync. */
  syncTip(walletId: string): Promise<BlockRef | null>;
  blockHashAt(walletId: string, height: number): Promise<string | null>;
  /** Sets the tip to `base` unless a tip exists; returns the tip. */
  initSyncTip(walletId: string, base: BlockRef): Promise<BlockRef>;
  /**
   * Stores one block's effects and makes it the tip, provided the tip is still `previous`
   * (else SyncTipConflictError). Received outputs become confirmed in it, spent ones are
   * marked spent at its height and lose their locks.
   */
  applyBlock(walletId: string, previous: BlockRef, block: BlockRef, effects: ChainEffects): Promise<void>;
  /**
   * Undoes every block above `fork` (a reorg): their outputs and spends go back to the
   * mempool state (the next mempool pass drops what the mempool no longer has), their
   * block hashes are forgotten and `fork` becomes the tip.
   */
  rollbackTo(walletId: string, fork: BlockRef): Promise<void>;
  /**
   * Records mempool transactions' effects (never touching confirmed facts) and forgets
   * `evictedTxids`: their unconfirmed outputs are deleted, their unconfirmed spends undone.
   */
  applyMempool(walletId: string, effects: ChainEffects, evictedTxids: readonly string[]): Promise<void>;
}
