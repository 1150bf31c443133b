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
  const groups = ipv6Groups(address);
  const embeddedV4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped): the IPv4 inside decides, ::/128 and ::1 are local.
  if (zero(0, 6)) return true;
  if (zero(0, 5) && groups[5] === 0xffff) return isNonPublicAddress(embeddedV4(groups[6], groups[7]));
  // ::ffff:0:a.b.c.d (IPv4-translated), 64:ff9b::/96 (NAT64): the IPv4 inside decides.
  if (zero(0, 4) && groups[4] === 0xffff && groups[5] === 0) return isNonPublicAddress(embeddedV4(groups[6], groups[7]));
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) return isNonPublicAddress(embeddedV4(groups[6], groups[7]));
  // 64:ff9b:1::/48: NAT64 for local use (RFC 8215).
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return true;
  // 2002::/16 (6to4) carries an IPv4 in its next 32 bits.
  if (groups[0] === 0x2002) return isNonPublicAddress(embeddedV4(groups[1], groups[2]));
  const first = groups[0];
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === null ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}
