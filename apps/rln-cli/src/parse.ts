// Argument parsers for commander (`.argParser(...)`, `.argument(name, desc, parser)`): each
// returns the value the request needs or throws InvalidArgumentError, which commander reports as
// a usage error (exit 2) naming the option. Amounts stay decimal strings; bounds use bigint.
import { InvalidArgumentError } from 'commander';

const U64_MAX = 18_446_744_073_709_551_615n;
const DECIMAL = /^(0|[1-9][0-9]*)$/;
const NODE_ID = /^0[23][0-9a-f]{64}$/;

/** A u64 amount as the node takes it (a decimal string), at least `min`. */
export function amountParser(unit: string, min = 1n): (value: string) => string {
  return (value) => {
    const text = value.replace(/_/g, '');
    if (!DECIMAL.test(text)) throw new InvalidArgumentError(`expected a whole number of ${unit}, got '${value}'`);
    const amount = BigInt(text);
    if (amount < min) throw new InvalidArgumentError(`must be at least ${min} ${unit}`);
    if (amount > U64_MAX) throw new InvalidArgumentError(`must be at most ${U64_MAX} ${unit}`);
    return text;
  };
}

/** `--amount-sats 50000` as the request's `amount_msat`: `"50000000"`. */
export function satsAsMsat(sats: string): string {
  const msat = BigInt(amountParser('sats')(sats)) * 1000n;
  if (msat > U64_MAX) throw new InvalidArgumentError(`must be at most ${U64_MAX / 1000n} sats`);
  return msat.toString();
}

/** A JSON integer option (seconds, precision) within [min, max]. */
export function integerParser(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^[0-9]+$/.test(value)) throw new InvalidArgumentError(`expected a whole number, got '${value}'`);
    const number = Number(value);
    if (number < min || number > max) throw new InvalidArgumentError(`must be between ${min} and ${max}`);
    return number;
  };
}

/** A node id: 33-byte compressed public key in hex (upper case accepted, sent lower case). */
export function parseNodeId(value: string): string {
  const nodeId = value.toLowerCase();
  if (!NODE_ID.test(nodeId)) throw new InvalidArgumentError(`expected a node id (66 hex characters starting 02 or 03), got '${value}'`);
  return nodeId;
}

export interface PeerUri {
  readonly nodeId: string;
  readonly address: string;
}

/** `<node_id>@<host>:<port>` (`[v6]:port` for IPv6); the node checks the host further. */
export function parsePeerUri(value: string): PeerUri {
  const at = value.indexOf('@');
  if (at < 0) throw new InvalidArgumentError(`expected <node_id>@<host>:<port>, got '${value}'`);
  const nodeId = parseNodeId(value.slice(0, at));
  const address = value.slice(at + 1);
  const port = /:([0-9]{1,5})$/.exec(address);
  if (!port || address.length === (port[0] as string).length || Number(port[1]) < 1 || Number(port[1]) > 65535) {
    throw new InvalidArgumentError(`expected <node_id>@<host>:<port> with a port from 1 to 65535, got '${value}'`);
  }
  return { nodeId, address };
}

/** An outpoint `<txid>:<vout>`. */
export function parseOutpoint(value: string): string {
  if (!/^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/.test(value)) throw new InvalidArgumentError(`expected <txid>:<vout>, got '${value}'`);
  return value;
}

/** The node's base URL: http(s) only, without a trailing slash (the paths carry /api/v1). */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(`expected a URL such as http://127.0.0.1:3000, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`expected an http:// or https:// URL, got '${value}'`);
  if (url.search || url.hash) throw new InvalidArgumentError(`expected the node's base URL without a query, got '${value}'`);
  return value.replace(/\/+$/, '');
}

/** The `cursor` of an RFC 8288 `Link: <...>; rel="next"` header, if there is one. */
export function nextCursor(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] as string)) continue;
    const cursor = new URL(match[1] as string, 'http://node.invalid').searchParams.get('cursor');
    if (cursor) return cursor;
  }
  return undefined;
}
