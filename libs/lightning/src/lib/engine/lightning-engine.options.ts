import type { KvStore } from '@rln/core';
import type { ChainSource } from '@rln/chain';
import type { InboundChannelPolicy } from '../events/inbound-channel-gate';
import type { LdkLogLevel } from '../ldk/ldk-logger';
import type { ChannelPolicy } from '../ldk/user-config';
import type { AnchorWallet } from '../ports/anchor-wallet.port';
import type { CustomMessageHandler } from '../ports/custom-message-handler.port';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { FundingWallet } from '../ports/funding-wallet.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { SweepWallet } from '../ports/sweep-wallet.port';

export type BitcoinNetwork = 'bitcoin' | 'testnet' | 'signet' | 'regtest';

export interface LightningEngineOptions {
  readonly network: BitcoinNetwork;
  /** 32 bytes: NodeSeed.lightningSeed(). */
  readonly lightningSeed: Uint8Array;
  /** Engine state: channel manager, monitors, graph, scorer, peers. */
  readonly kv: KvStore;
  readonly chain: ChainSource;
  /** Accept peers on this port (0 = any free one); omit to make outbound connections only. */
  readonly listen?: { readonly port: number; readonly host?: string };
  readonly fundingWallet?: FundingWallet;
  readonly sweepWallet?: SweepWallet;
  /**
   * Wallet coins for anchor fee bumps (CPFP of our commitment on force close, HTLC claims).
   * Without it a force close broadcasts the commitment at its pre-signed fee rate only.
   */
  readonly anchorWallet?: AnchorWallet;
  /**
   * Which peers may open channels to us, and how many may be pending at once. Default: any
   * peer, one pending channel per peer, 50 unfunded in all.
   */
  readonly inboundChannels?: InboundChannelPolicy;
  readonly eventSink?: LightningEventSink;
  /**
   * Where an older version kept the events not yet delivered to `eventSink` (a file; they are
   * now journaled in `kv`): if the file exists, its undelivered events are moved to the
   * database at start and the file is removed.
   */
  readonly legacyEventJournalPath?: string;
  readonly customMessages?: CustomMessageHandler;
  /**
   * Asked before each byte leaves for a peer; false drops the connection instead (a replica
   * that lost the engine lease must not speak for the node: docs/operations.md).
   */
  readonly outboundGate?: () => boolean;
  readonly logger?: EngineLogger;
  /** Lowest LDK log level passed to `logger`. Default 'info'. */
  readonly ldkLogLevel?: LdkLogLevel;
  readonly channelPolicy?: ChannelPolicy;
  /** Fee rate while the chain source has no estimate. Default 2 sat/vB. */
  readonly feeFallbackSatPerVb?: number;
  /** Chain tip polling. Default 1000 ms. */
  readonly chainPollMs?: number;
  /** ChannelManager timer tick (LDK expects about a minute). Default 60 000 ms. */
  readonly managerTickMs?: number;
  /** PeerManager tick: pings and reconnecting persisted peers. Default 10 000 ms. */
  readonly peerTickMs?: number;
  /**
   * How long stop waits for monitor writes to settle before its last ChannelManager write
   * (tests shorten it). Default 30 000 ms.
   */
  readonly stopSettleMs?: number;
  /**
   * How long a force close waits for claims in flight (preimage monitor updates) to be written
   * and reported before it is refused (ChannelCloseFailed, to be retried). Default 30 000 ms.
   */
  readonly forceCloseSettleMs?: number;
  /**
   * Monitor updates are stored as small records, and the full monitor once they add up to its
   * size (monitor-records.ts `FullMonitorPolicy`); this also caps their number between two full
   * monitors (0: every write is a full monitor). Unlimited by default; tests lower it.
   */
  readonly maxMonitorUpdateRecords?: number;
  /**
   * Attempts of a state write before the engine stops (EngineStore). Default 20, about 40 s:
   * longer than the embedded database takes to come back after it was killed. Tests that kill
   * the store lower it so the engine stops at once.
   */
  readonly storeWriteAttempts?: number;
}
