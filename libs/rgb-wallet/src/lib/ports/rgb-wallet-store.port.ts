import type { TxConfirmation } from './chain-status.port';

export type RgbLockKind = 'manual_reservation' | 'operation';

export interface RgbUtxoLock {
  readonly outpoint: string;
  readonly reservationId: string;
  readonly kind: RgbLockKind;
  readonly operationId: string;
  /** Null: held until released. */
  readonly expiresAtUnixSecs: number | null;
}

/** Persistence of the RGB wallet: address index, carrier confirmations, carrier locks. */
export interface RgbWalletStore {
  /** Atomically advances the RGB address index; returns the new index (0 first). */
  revealNextAddressIndex(): Promise<number>;
  lastAddressIndex(): Promise<number | null>;

  /** Confirmation of carrier UTXOs as of the last `refresh=true`. */
  confirmations(): Promise<Map<string, TxConfirmation>>;
  saveConfirmations(entries: ReadonlyMap<string, TxConfirmation>): Promise<void>;

  /** Unexpired locks (expired ones are dropped). */
  listLocks(nowUnixSecs: number): Promise<RgbUtxoLock[]>;
  /** Adds a lock; throws Conflict when an unexpired lock already holds the outpoint. */
  addLock(lock: RgbUtxoLock, nowUnixSecs: number): Promise<void>;
  releaseLock(selector: { readonly reservationId: string } | { readonly outpoint: string }): Promise<boolean>;
}
