import type { Keychain } from './keychain';
import type { Outpoint } from './outpoint';

/** A block on the chain the wallet follows. */
export interface BlockRef {
  readonly height: number;
  readonly hash: string;
}

/** An output paying one of the wallet's scripts, as the store keeps it (spent ones included). */
export interface StoredUtxo {
  readonly outpoint: Outpoint;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
  readonly keychain: Keychain;
  readonly derivationIndex: number;
  readonly isCoinbase: boolean;
  /** The block that confirmed it; null while the creating transaction is in the mempool. */
  readonly confirmedAt: BlockRef | null;
  /** The transaction spending it, in a block (spentHeight set) or in the mempool (null). */
  readonly spentByTxid: string | null;
  readonly spentHeight: number | null;
}

/** One output the chain shows paying a watched script. */
export interface ReceivedOutput {
  readonly outpoint: Outpoint;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
  readonly keychain: Keychain;
  readonly derivationIndex: number;
  readonly isCoinbase: boolean;
}

/** One known output the chain shows spent. */
export interface SpentOutpoint {
  readonly outpoint: Outpoint;
  readonly spendingTxid: string;
}

/** What a block or a batch of mempool transactions means to the wallet. */
export interface ChainEffects {
  readonly received: readonly ReceivedOutput[];
  readonly spent: readonly SpentOutpoint[];
}

export const NO_EFFECTS: ChainEffects = { received: [], spent: [] };

/** `manual_reservation`: an RGB/API reservation; `operation`: held by a running operation. */
export const LOCK_KINDS = ['operation', 'manual_reservation'] as const;
export type UtxoLockKind = (typeof LOCK_KINDS)[number];

export interface UtxoLockRecord {
  readonly outpoint: Outpoint;
  readonly kind: UtxoLockKind;
  readonly operationId: string;
  /** Null: held until released or until the output is seen spent. */
  readonly expiresAtUnixSecs: number | null;
}

/** The lock state of a UTXO as clients see it. */
export type UtxoLockView =
  | { readonly locked: false; readonly kind: 'none' }
  | { readonly locked: true; readonly kind: UtxoLockKind; readonly operationId: string; readonly expiresAtUnixSecs?: number };

export type UtxoConfirmation =
  | { readonly status: 'confirmed'; readonly height: number }
  | { readonly status: 'mempool' };

/** A wallet UTXO as `listUtxos` reports it. */
export interface WalletUtxo {
  /** "txid:vout". */
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly address: string;
  readonly keychain: Keychain;
  readonly confirmation: UtxoConfirmation;
  readonly lock: UtxoLockView;
  /** Confirmed, mature (coinbase), unlocked: coin selection may use it. */
  readonly spendable: boolean;
}

export interface WalletBalances {
  /** Every unspent output, mempool ones included (outputs spent in the mempool excluded). */
  readonly totalSats: bigint;
  /** Confirmed, mature and unlocked. */
  readonly spendableSats: bigint;
  readonly confirmedSats: bigint;
  readonly unconfirmedSats: bigint;
  readonly lockedSats: bigint;
  readonly immatureSats: bigint;
}
