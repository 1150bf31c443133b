export { LightningEngine } from './lib/engine/lightning-engine';
export type { KeysendRequest } from './lib/payments/outbound-payments';
export type { LightningEngineOptions, BitcoinNetwork } from './lib/engine/lightning-engine.options';
export { LightningError, type LightningErrorCode } from './lib/engine/lightning.error';
export type { ChannelPolicy } from './lib/ldk/user-config';
export type { LdkLogLevel } from './lib/ldk/ldk-logger';
export type { InboundChannelPolicy } from './lib/events/inbound-channel-gate';
export type { Bolt12OfferPaymentInfo, InboundPaymentPurpose, LightningEvent, LightningEventType, PaymentFailureReason, ReceivedCustomTlv } from './lib/domain/lightning-event';
export type {
  BestBlockInfo,
  Bolt11InvoiceInfo,
  ChannelInfo,
  HeldPaymentInfo,
  OfferInfo,
  PaymentAttempt,
  PeerInfo,
  RefundInvoiceInfo,
} from './lib/domain/engine-views';
export { FUNDING_WALLET, type FundingRequest, type FundingWallet } from './lib/ports/funding-wallet.port';
export { ANCHOR_WALLET, P2WPKH_SATISFACTION_WEIGHT, type AnchorUtxo, type AnchorWallet } from './lib/ports/anchor-wallet.port';
export { SWEEP_WALLET, type SweepWallet } from './lib/ports/sweep-wallet.port';
export { LIGHTNING_EVENT_SINK, type LightningEventSink } from './lib/ports/lightning-event-sink.port';
// The engine's delivery path to a sink, for tests of sinks over it (the engine builds its own).
export { EventJournal } from './lib/events/event-journal';
export { EngineStore } from './lib/persistence/engine-store';
export { EventOutbox, type EventOutboxOptions } from './lib/events/event-outbox';
export { CUSTOM_MESSAGE_HANDLER, type CustomMessageHandler } from './lib/ports/custom-message-handler.port';
export { silentLogger, type EngineLogger } from './lib/ports/engine-logger.port';
