// Argument parsers for commander (`.argParser(...)`, `.argument(name, desc, parser)`): each
// returns the value the request needs or throws InvalidArgumentError, which commander reports as
// a usage error (exit 2) naming the option. Amounts stay decimal strings; bounds use bigint.
import { InvalidArgumentError } from 'commander';
import { UsageError } from './cli-errors';

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

/**
 * The node's base URL: http(s) only, without credentials, a query or a trailing slash (the paths
 * carry /api/v1). The URL appears in error lines and in the consignment link `channels open` sends
 * to peers, so `user:password@` is refused, and never echoed.
 */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(`expected a URL such as http://127.0.0.1:3000, got '${withoutCredentials(value)}'`);
  }
  if (url.username || url.password) throw new InvalidArgumentError('the URL carries a user name or password (user:password@host); give the node\'s API token with --token-file or RLN_TOKEN instead');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`expected an http:// or https:// URL, got '${withoutCredentials(value)}'`);
  if (url.search || url.hash) throw new InvalidArgumentError(`expected the node's base URL without a query, got '${withoutCredentials(value)}'`);
  return value.replace(/\/+$/, '');
}

/** `--url`: as parseBaseUrl, reported as `--url: …` (commander's own message would echo the value). */
export function parseUrlOption(value: string): string {
  try {
    return parseBaseUrl(value);
  } catch (error) {
    if (error instanceof InvalidArgumentError) throw new UsageError(`--url: ${error.message}`);
    throw error;
  }
}

/** A URL to echo, with everything that may be `user:password@` (up to the last @) hidden. */
function withoutCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, '$1***@');
}

/**
 * Whether a token sent to this base URL crosses the network in clear: plain http:// to a host
 * other than this machine (localhost, 127.0.0.0/8, ::1).
 */
export function isPlainHttpElsewhere(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

/**
 * An option that may be given once: a repeat (`--amount-msat 1000 --amount-msat 5000000`) is a
 * usage error naming the option, not its values (they may be secrets), instead of commander's
 * last-one-wins. `parse` checks the value as usual. One per option of one program: it keeps state.
 */
export function once<T = string>(flag: string, parse?: (value: string) => T): (value: string) => T {
  let seen = false;
  return (value) => {
    if (seen) throw new UsageError(`${flag} was given more than once; give it once`);
    seen = true;
    return parse ? parse(value) : (value as T);
  };
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
