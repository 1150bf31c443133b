import { ConflictError, DomainError, InvalidRequestError, NotFoundError } from '@rln/core';

/** `GET /wallet/address/current` before the first `POST /wallet/address/new` (404). */
export class AddressNotInitializedError extends DomainError {
  readonly code = 'AddressNotInitialized';

  constructor() {
    super('No address has been generated yet', 'Call POST /wallet/address/new first');
  }
}

/** The spendable coins do not cover the outputs and the fee. */
export class InsufficientFundsError extends DomainError {
  readonly code = 'InsufficientFunds';

  constructor(
    readonly availableSats: bigint,
    readonly neededSats: bigint,
  ) {
    super(
      `The wallet has ${availableSats} sats spendable, ${neededSats} needed`,
      'Fund the wallet, wait for confirmations or release locked UTXOs',
      { available_sats: availableSats.toString(), needed_sats: neededSats.toString() },
    );
  }
}

/** An output is held by another operation or reservation (409). */
export class UtxoLockedError extends ConflictError {
  constructor(
    readonly outpoint: string,
    readonly heldBy: string,
  ) {
    super(`UTXO ${outpoint} is locked by another operation`, 'Release the lock or wait for it to expire', {
      outpoint,
    });
  }
}

/** An outpoint that is not an unspent output of this wallet (404). */
export class UtxoNotFoundError extends NotFoundError {
  constructor(readonly outpoint: string) {
    super(`UTXO ${outpoint} is not an unspent output of the wallet`);
  }
}

export class InvalidAddressError extends InvalidRequestError {
  constructor(address: string, network: string) {
    super(`"${address}" is not a valid ${network} address`);
  }
}

/** The store holds a wallet made from another seed or network than the node's (boot-time). */
export class WalletMismatchError extends DomainError {
  readonly code = 'Internal';

  constructor(walletId: string, what: string) {
    super(`The stored wallet "${walletId}" does not match this node's ${what}`, 'The data directory belongs to another seed or network');
  }
}

/** A sync write found the stored tip moved (another sync ran concurrently); retry. */
export class SyncTipConflictError extends ConflictError {}
