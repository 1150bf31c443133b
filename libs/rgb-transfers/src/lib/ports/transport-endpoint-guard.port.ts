/**
 * Decides whether the node may post a consignment to the transport endpoints a payee's
 * invoice names (`rpc://` / `rpcs://` RGB proxies). The payee chooses them, so they are
 * hostile input: the node must not become a way to reach addresses behind its own firewall.
 */
export interface TransportEndpointGuard {
  /** Throws InvalidRgbInvoiceError naming the endpoint it refuses. */
  check(endpoints: readonly string[]): Promise<void>;
}

export const ANY_TRANSPORT_ENDPOINT: TransportEndpointGuard = { check: () => Promise.resolve() };
