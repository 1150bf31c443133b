export * from './lib/keys/per-commitment-secret';
export * from './lib/keys/received-secrets';
export * from './lib/keys/commitment-keys';
export * from './lib/keys/channel-keys';
export * from './lib/keys/state-blinding';
export * from './lib/protocol/asset-state';
export * from './lib/protocol/channel-messages';
export * from './lib/protocol/commitment-signing.port';
export * from './lib/protocol/asset-channel-record';
export * from './lib/protocol/asset-channel-updates';
export * from './lib/binding/claim-gate';
export * from './lib/binding/htlc-deadlines';
export * from './lib/binding/timing-policy';
export * from './lib/binding/forward-rule';
export * from './lib/tx/shadow-scripts';
export * from './lib/tx/commitment-tx';
export * from './lib/tx/shadow-commitment';
export * from './lib/tx/htlc-tx';
export * from './lib/tx/witness-signatures';
export * from './lib/tx/shadow-colouring.port';
export * from './lib/tx/shadow-commitment-signing';
export * from './lib/tx/closing-tx';
export * from './lib/tx/shadow-budget';
export * from './lib/protocol/open-messages';
export * from './lib/protocol/asset-channel-open';
export * from './lib/store/asset-channel-store';
export * from './lib/store/claim-state-store';
export * from './lib/store/forward-store';
export * from './lib/service/asset-channel-wallet.port';
export * from './lib/service/anchor-fee-wallet.port';
export * from './lib/tx/anchor-child';
export * from './lib/service/peer-messages.port';
export * from './lib/service/funding-consignments.port';
export * from './lib/service/channel-key-source.port';
export * from './lib/service/asset-channel-openings';
export * from './lib/service/consignment-request';
export * from './lib/service/funding-consignment-offers';
export * from './lib/store/stored-channel-keys';
export * from './lib/store/held-fundings';
export * from './lib/service/asset-channel-links';
export * from './lib/invoice/rgb-invoice';
export * from './lib/invoice/rgb-invoice.error';
export * from './lib/invoice/rgb-invoice.response';
export * from './lib/invoice/route-hints';
export {
  CARRIER_ADMISSION_THRESHOLD_MSAT,
  CARRIER_FLOOR_MSAT,
  HOLDER_RESERVE_THRESHOLD_MSAT,
  type CarrierBlockingReason,
  type CarrierChannelSnapshot,
  type CarrierSnapshot,
} from './lib/carrier/carrier-rules';
export * from './lib/carrier/carrier-estimate';
export * from './lib/carrier/carrier-estimate.response';
export * from './lib/carrier/invoice-carrier';
export * from './lib/carrier/carrier.errors';
export * from './lib/store/rgb-ln-invoices';
export * from './lib/service/one-at-a-time';
export * from './lib/tx/sweep-tx';
export * from './lib/monitor/on-chain-commitment';
export * from './lib/monitor/asset-channel-on-chain';
export * from './lib/protocol/commitment-on-chain-message';
