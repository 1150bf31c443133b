import type { Database } from '@rln/persistence';
import type { Logger } from 'pino';
import type { NodeConfig } from '../config/node-config';
import type { ChainTipWatcher } from '../runtime/chain-tip-watcher';
import type { WalletRuntime } from '../runtime/wallet-runtime';

/** Everything built before Nest starts, handed to the Nest modules as providers. */
export interface NodeContext {
  config: NodeConfig;
  db: Database;
  nodeId: string;
  chainWatcher: ChainTipWatcher;
  wallet: WalletRuntime;
  logger: Logger;
}

export const NODE_CONFIG = Symbol('NodeConfig');
export const NODE_ID = Symbol('NodeId');
