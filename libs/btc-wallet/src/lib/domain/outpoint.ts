import { InvalidRequestError } from '@rln/core';

/** A transaction output reference; `txid` in the usual (display, byte-reversed) hex. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

const TXID = /^[0-9a-f]{64}$/;

/** "txid:vout", the form the HTTP interface uses. */
export function formatOutpoint(o: Outpoint): string {
  return `${o.txid}:${o.vout}`;
}

export function parseOutpoint(text: string): Outpoint {
  const match = /^([0-9a-fA-F]{64}):(\d{1,10})$/.exec(text.trim());
  const vout = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(vout) || vout > 0xffffffff) {
    throw new InvalidRequestError(`"${text}" is not an outpoint (txid:vout)`);
  }
  return { txid: match[1].toLowerCase(), vout };
}

export function isTxid(text: string): boolean {
  return TXID.test(text);
}

export function sameOutpoint(a: Outpoint, b: Outpoint): boolean {
  return a.txid === b.txid && a.vout === b.vout;
}
