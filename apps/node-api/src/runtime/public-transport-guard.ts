import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { NodeNotReadyError } from '@rln/core';
import { InvalidRgbInvoiceError, isNonPublicAddress, parseTransportEndpoint, type TransportEndpointGuard } from '@rln/rgb-transfers';

export type HostLookup = (host: string) => Promise<string[]>;

const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Lets a send post only to RGB proxies on public addresses (RLN_RGB_TRANSPORT_ALLOW_PRIVATE
 * off): a payee could otherwise make the node POST to services on its private network. The
 * check resolves names itself; rgb-lib resolves again when it connects, so a name that
 * changes its answer in between (DNS rebinding) is a residual risk (docs/rgb.md).
 */
export class PublicTransportGuard implements TransportEndpointGuard {
  constructor(private readonly resolve: HostLookup = systemLookup) {}

  async check(endpoints: readonly string[]): Promise<void> {
    for (const raw of endpoints) {
      const endpoint = parseTransportEndpoint(raw);
      if (!endpoint) throw new InvalidRgbInvoiceError(`its transport endpoint ${raw} is not an rpc:// or rpcs:// RGB proxy`);
      let addresses: string[];
      try {
        addresses = isIP(endpoint.host) ? [endpoint.host] : await this.resolve(endpoint.host);
      } catch (error) {
        throw new NodeNotReadyError(`The payee's RGB proxy ${endpoint.host} does not resolve (${error instanceof Error ? error.message : String(error)})`, 'Retry later, or ask the payee for an invoice with a reachable proxy');
      }
      if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
        throw new InvalidRgbInvoiceError(
          `its transport endpoint ${raw} is on a private or local address`,
          'This node posts consignments only to public RGB proxies (RLN_RGB_TRANSPORT_ALLOW_PRIVATE=true lifts this)',
        );
      }
    }
  }
}
