import { isIPv4, isIPv6 } from 'node:net';

/** An RGB proxy endpoint of an invoice: `rpc://host[:port][/path]` (HTTP) or `rpcs://` (HTTPS). */
export interface TransportEndpoint {
  readonly raw: string;
  /** Hostname or IP literal, without IPv6 brackets. */
  readonly host: string;
}

/** The endpoint's host, or null when it is not an RGB proxy endpoint rgb-lib would call. */
export function parseTransportEndpoint(raw: string): TransportEndpoint | null {
  const match = /^rpcs?:\/\/(.+)$/.exec(raw);
  if (!match) return null;
  let url: URL;
  try {
    url = new URL(`http://${match[1]}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return host.length > 0 ? { raw, host } : null;
}

/** IPv4 ranges no public RGB proxy lives in (RFC 6890 special-purpose, private, loopback, link-local, multicast). */
const NON_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** Whether an IP address literal is outside the public internet (private, loopback, link-local, …). */
export function isNonPublicAddress(address: string): boolean {
  if (isIPv4(address)) {
    const value = v4ToInt(address);
    return NON_PUBLIC_V4.some(([base, bits]) => value >>> (32 - bits) === v4ToInt(base) >>> (32 - bits));
  }
  if (!isIPv6(address)) return true;
  const lower = address.toLowerCase();
  // IPv4-mapped, dotted (::ffff:127.0.0.1) or as URL parsing writes it (::ffff:7f00:1).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isNonPublicAddress(mapped[1]);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1], 16), parseInt(mappedHex[2], 16)];
    return isNonPublicAddress([high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'));
  }
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}
