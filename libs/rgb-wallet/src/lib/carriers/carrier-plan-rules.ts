import { InvalidRequestError } from '@rln/core';
import { ForeignAddressError, ForeignChangeAddressError } from '../errors/rgb-wallet.errors';

/** The scripts the capacity operations check addresses against. */
export interface CarrierScriptBook {
  /** scriptPubKey hex of every RGB address handed out so far. */
  readonly rgbScripts: ReadonlySet<string>;
  /** scriptPubKey hex of an address of the node's network; null when it does not parse. */
  scriptOf(address: string): string | null;
}

/** The interface: `fee_rate_sats_per_vb` is a positive number (fractional allowed). */
export function requirePositiveFeeRate(feeRateSatPerVb: number): void {
  if (!(Number.isFinite(feeRateSatPerVb) && feeRateSatPerVb > 0)) {
    throw new InvalidRequestError('fee_rate_sats_per_vb must be a positive number', undefined, { field: 'fee_rate_sats_per_vb' });
  }
}

/** Explicit inputs: at least one, none twice. */
export function requireOutpointList(outpoints: readonly string[], field: string): void {
  if (outpoints.length === 0) throw new InvalidRequestError(`${field} must not be empty`, undefined, { field });
  if (new Set(outpoints).size !== outpoints.length) throw new InvalidRequestError(`${field} lists an outpoint twice`, undefined, { field });
}

/** The script of an output that must land in the RGB wallet (a new carrier). */
export function rgbOutputScript(address: string, field: string, book: CarrierScriptBook): string {
  const script = book.scriptOf(address);
  if (script === null || !book.rgbScripts.has(script)) {
    throw new InvalidRequestError(`${field} ${address} is not an RGB wallet address of this node`, 'Take RGB addresses from POST /rgb/address/new', { field });
  }
  return script;
}

/** The script of BTC leaving the RGB wallet (change, a sweep): never an RGB output script. */
export function plainOutputScript(address: string, field: string, book: CarrierScriptBook, rgbOutputScripts: readonly string[]): string {
  const script = book.scriptOf(address);
  if (script === null) throw new InvalidRequestError(`${field} ${address} is not a valid address`, undefined, { field });
  if (rgbOutputScripts.includes(script) || book.rgbScripts.has(script)) {
    throw new InvalidRequestError(`${field} must differ from every RGB output script`, 'Use an address from POST /wallet/address/new', { field });
  }
  return script;
}

/**
 * The script of a capacity operation's change: the interface takes `change_address` "from the
 * plain wallet address endpoint", so it must be a script of this node's plain wallet (any
 * address it derived, the lookahead included); change anywhere else would leave the node.
 */
export function changeOutputScript(address: string, book: CarrierScriptBook, rgbOutputScripts: readonly string[], plainWalletScripts: ReadonlySet<string>): string {
  const script = plainOutputScript(address, 'change_address', book, rgbOutputScripts);
  if (!plainWalletScripts.has(script)) throw new ForeignChangeAddressError(address);
  return script;
}

/** A sweep's destination: the interface sweeps "back to the plain BTC wallet", so nowhere else. */
export function sweepDestinationScript(address: string, book: CarrierScriptBook, plainWalletScripts: ReadonlySet<string>): string {
  const script = plainOutputScript(address, 'destination_address', book, []);
  if (!plainWalletScripts.has(script)) throw new ForeignAddressError('destination_address', address);
  return script;
}
