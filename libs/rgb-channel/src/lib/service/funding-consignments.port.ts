/** The most a funding consignment may weigh (a short history); the addon refuses more too. */
export const MAX_FUNDING_CONSIGNMENT_BYTES = 16 * 1024 * 1024;

/**
 * The funding consignment between the two sides of an opening (protocol §7): the opener offers
 * it to the one peer that may fetch it, the acceptor fetches it from the opener's
 * `color_context_data`, proving with its node key that it is that peer.
 */
export interface FundingConsignments {
  /** Opener: serve `bytes` for `txid` to `peerNodeId` only, against a request signed over `nonce`. */
  offer(entry: { peerNodeId: string; channelId: string; txid: string; nonce: Uint8Array; bytes: Uint8Array }): Promise<void>;
  /**
   * Acceptor: fetch the consignment of `txid` from `urlTemplate` (`{txid}` replaced), signing
   * `nonce` with our node key; only from the peer's own host, without redirects, and refusing
   * more than MAX_FUNDING_CONSIGNMENT_BYTES.
   */
  fetch(request: { peerNodeId: string; urlTemplate: string; txid: string; nonce: Uint8Array }): Promise<Uint8Array>;
}
