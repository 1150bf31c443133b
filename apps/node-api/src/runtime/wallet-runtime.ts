import type { BitcoinRpcClient } from '@rln/chain';
import type { NodeSeed } from '@rln/node-keys';
import { Database, TypeormWalletStore } from '@rln/persistence';
import { PlainWallet, WalletNetwork, WalletUtxo, systemWalletClock } from '@rln/btc-wallet';
import { RpcWalletChainSource, WalletSync, WalletSyncResult } from '@rln/wallet-sync';
import type { Logger } from 'pino';
import { ComponentReadiness, ComponentRuntime } from './component-runtime';

export interface WalletRuntimeDeps {
  db: Database;
  seed: NodeSeed;
  network: WalletNetwork;
  rpc: BitcoinRpcClient;
  logger: Logger;
  pollMs: number;
  /** Called after each successful background sync (e.g. to refresh the anchor-wallet snapshot). */
  onSynced?: (wallet: PlainWallet) => Promise<void>;
}

interface OpenWallet {
  readonly wallet: PlainWallet;
  readonly sync: WalletSync;
}

/**
 * Opens the plain BTC wallet and keeps it synced in the background. The first open needs the
 * chain (the wallet's birthday is the tip at creation), so while the chain is unreachable the
 * wallet is simply not ready yet and its endpoints answer 503 NodeNotReady.
 */
export class WalletRuntime {
  private readonly component: ComponentRuntime<OpenWallet>;

  constructor(private readonly deps: WalletRuntimeDeps) {
    this.component = new ComponentRuntime<OpenWallet>({
      name: 'plain wallet',
      start: () => this.open(),
      retryMs: deps.pollMs,
      every: {
        ms: deps.pollMs,
        run: async ({ wallet, sync }) => {
          await sync.syncOnce();
          await deps.onSynced?.(wallet);
        },
      },
      notReady: { message: 'The on-chain wallet is not open yet', hint: 'It opens once the chain source answers.' },
      logger: deps.logger,
    });
  }

  /** Resolves after the first open attempt and, when it opened, the first sync. */
  start(): Promise<void> {
    return this.component.start();
  }

  stop(): Promise<void> {
    return this.component.stop();
  }

  /** The wallet, once open; NodeNotReady before. */
  ready(): PlainWallet {
    return this.component.ready().wallet;
  }

  readiness(): ComponentReadiness {
    return this.component.readiness();
  }

  /** Catches the wallet up with the chain now (blocks, then mempool). */
  syncNow(): Promise<WalletSyncResult> {
    return this.component.ready().sync.syncOnce();
  }

  /** The wallet's UTXOs; `refresh` syncs with the chain first. */
  async listUtxos(refresh: boolean): Promise<WalletUtxo[]> {
    if (refresh) await this.syncNow();
    return this.ready().listUtxos();
  }

  private async open(): Promise<OpenWallet> {
    const { db, seed, network, rpc, logger } = this.deps;
    const store = new TypeormWalletStore(db);
    const wallet = await PlainWallet.open({
      store,
      clock: systemWalletClock,
      root: seed.walletRoot(),
      network,
      birthday: async () => {
        const height = await rpc.getBlockCount();
        return { height, hash: await rpc.getBlockHash(height) };
      },
    });
    logger.info({ descriptor: wallet.descriptors().external }, 'plain wallet open');
    return { wallet, sync: new WalletSync(wallet, store, new RpcWalletChainSource(rpc)) };
  }
}
