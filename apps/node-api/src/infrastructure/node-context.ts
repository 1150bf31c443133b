import type { NodeSeed } from '@rln/node-keys';
import type { Database } from '@rln/persistence';
import type { Logger } from 'pino';
import type { NodeMetrics } from '../common/metrics/node-metrics';
import type { NodeConfig } from '../config/node-config';
import type { ChainTipWatcher } from '../runtime/chain-tip-watcher';
import type { WalletRuntime } from '../runtime/wallet-runtime';
import type { LightningRuntime } from '../runtime/lightning-runtime';
import type { RgbRuntime } from '../runtime/rgb-runtime';
import type { ReplicaView } from '../runtime/replica/replica-view';
import type { AssetChannelRuntime } from '../runtime/asset-channels/asset-channel-runtime';
import type { DeadLetterStore, EventService } from '@rln/events';
import type { IdempotencyService } from '@rln/idempotency';
import type { Bolt11PaymentService, Bolt12PaymentService, PaymentService, SpontaneousPaymentService } from '@rln/payments';

/** Everything built before Nest starts, handed to the Nest modules as providers. */
export interface NodeContext {
  config: NodeConfig;
  db: Database;
  seed: NodeSeed;
  nodeId: string;
  chainWatcher: ChainTipWatcher;
  wallet: WalletRuntime;
  lightning: LightningRuntime;
  events: EventService;
  /** Engine events that could never be stored (counted by /readyz). */
  deadLetters: DeadLetterStore;
  payments: PaymentService;
  bolt11: Bolt11PaymentService;
  bolt12: Bolt12PaymentService;
  spontaneous: SpontaneousPaymentService;
  rgb: RgbRuntime;
  assetChannels: AssetChannelRuntime;
  idempotency: IdempotencyService;
  /** Prometheus metrics (GET /api/v1/metrics); the lease code reports its role and renewals here. */
  metrics: NodeMetrics;
  /** This process's place among the node's replicas (`single` when it runs alone). */
  replica: ReplicaView;
  logger: Logger;
}

export const NODE_CONFIG = Symbol('NodeConfig');
export const NODE_ID = Symbol('NodeId');
export const REPLICA_VIEW = Symbol('ReplicaView');
