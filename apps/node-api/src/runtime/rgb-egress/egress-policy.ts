import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isNonPublicAddress } from '@rln/rgb-transfers';

export type AddressLookup = (host: string) => Promise<string[]>;

const systemLookup: AddressLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** A destination the egress proxy will not connect to, with the reason for its answer. */
export class EgressRefused extends Error {}

export interface EgressPolicyOptions {
  /** Private and local addresses allowed everywhere (regtest's default). */
  readonly allowPrivate: boolean;
  /** `host:port` destinations allowed whatever their address: the node's own proxy, its indexer. */
  readonly allowed: readonly string[];
  readonly lookup?: AddressLookup;
}

/**
 * Where rgb-lib may connect through the egress proxy. The proxy resolves the name and connects
 * to the address it checked, so a name cannot answer differently between check and connect
 * (DNS rebinding), and every redirect rgb-lib follows is a new, checked request.
 */
export class EgressPolicy {
  private readonly allowed: Set<string>;

  constructor(private readonly options: EgressPolicyOptions) {
    this.allowed = new Set(options.allowed.map((hostPort) => hostPort.toLowerCase()));
  }

  /** The address to connect to for `host:port`, or EgressRefused. */
  async resolve(host: string, port: number): Promise<string> {
    const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    let addresses: string[];
    try {
      addresses = isIP(bare) ? [bare] : await (this.options.lookup ?? systemLookup)(bare);
    } catch (error) {
      throw new EgressRefused(`${bare} does not resolve (${error instanceof Error ? error.message : String(error)})`);
    }
    if (addresses.length === 0) throw new EgressRefused(`${bare} has no address`);
    const listed = this.allowed.has(`${bare}:${port}`) || this.allowed.has(`[${bare}]:${port}`);
    if (!listed && !this.options.allowPrivate && addresses.some(isNonPublicAddress)) {
      throw new EgressRefused(`${bare} is a private or local address`);
    }
    return addresses[0];
  }
}
