import { NodeNotReadyError } from '@rln/core';
import type { BitcoinRpcClient } from '@rln/chain';
import type { NodeSeed } from '@rln/node-keys';
import { Database, TypeormWalletStore } from '@rln/persistence';
import { PlainWallet, WalletNetwork, systemWalletClock } from '@rln/btc-wallet';
import { RpcWalletChainSource, WalletSync, WalletSyncResult } from '@rln/wallet-sync';
import type { Logger } from 'pino';

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

/**
 * Opens the plain BTC wallet and keeps it synced in the background. The first open needs the
 * chain (the wallet's birthday is the tip at creation), so while the chain is unreachable the
 * wallet is simply not ready yet and its endpoints answer 503 NodeNotReady.
 */
export class WalletRuntime {
  private wallet: PlainWallet | null = null;
  private sync: WalletSync | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private lastError: string | null = null;

  constructor(private readonly deps: WalletRuntimeDeps) {}

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.deps.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The wallet, once open; NodeNotReady before. */
  ready(): PlainWallet {
    if (!this.wallet) {
      throw new NodeNotReadyError('The on-chain wallet is not open yet', `It opens once the chain source answers${this.lastError ? ` (last error: ${this.lastError})` : ''}.`);
    }
    return this.wallet;
  }

  isReady(): boolean {
    return this.wallet !== null;
  }

  /** Catches the wallet up with the chain now (blocks, then mempool). */
  async syncNow(): Promise<WalletSyncResult> {
    this.ready();
    if (!this.sync) throw new NodeNotReadyError('The on-chain wallet is not open yet');
    return this.sync.syncOnce();
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      if (!this.wallet) await this.open();
      if (this.sync && this.wallet) {
        await this.sync.syncOnce();
        await this.deps.onSynced?.(this.wallet);
      }
      this.lastError = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.lastError) this.deps.logger.warn({ err: message }, 'wallet sync failed; retrying');
      this.lastError = message;
    } finally {
      this.ticking = false;
    }
  }

  private async open(): Promise<void> {
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
    this.sync = new WalletSync(wallet, store, new RpcWalletChainSource(rpc));
    this.wallet = wallet;
    logger.info({ descriptor: wallet.descriptors().external }, 'plain wallet open');
  }
}
