import type { KeysManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import type { TransactionBroadcast } from '../ldk/ldk-broadcaster';
import type { FeeEstimates } from './fee-estimates';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import type { SweepWallet } from '../ports/sweep-wallet.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EngineLogger } from '../ports/engine-logger.port';

/**
 * Sweeps outputs that closed channels returned to us (stored by the event processor) into
 * the plain wallet, one descriptor per transaction so an output still under its CSV delay
 * does not hold back the others. A descriptor is deleted once its sweep was accepted by the
 * chain source; until then every call tries again (the timer calls this regularly).
 */
export class OutputSweeper {
  private running: Promise<void> | null = null;

  constructor(
    private readonly ldk: Ldk,
    private readonly keys: KeysManager,
    private readonly store: EngineStore,
    private readonly wallet: SweepWallet | null,
    private readonly fees: FeeEstimates,
    private readonly chain: TransactionBroadcast,
    private readonly sink: LightningEventSink | null,
    private readonly logger: EngineLogger,
  ) {}

  sweep(): Promise<void> {
    this.running ??= this.sweepAll().finally(() => (this.running = null));
    return this.running;
  }

  private async sweepAll(): Promise<void> {
    if (!this.wallet) return;
    const entries = await this.store.readAll(KV.sweeps);
    for (const entry of entries) {
      const read = this.ldk.SpendableOutputDescriptor.constructor_read(entry.value);
      if (!(read instanceof this.ldk.Result_SpendableOutputDescriptorDecodeErrorZ_OK)) {
        this.logger.error({ component: 'sweeper', key: entry.key }, 'unreadable spendable output descriptor');
        continue;
      }
      const script = await this.wallet.sweepScript();
      const tx = this.keys
        .as_OutputSpender()
        .spend_spendable_outputs([read.res], [], script, this.fees.satPerKw('OutputSpendingFee'), this.ldk.Option_u32Z.constructor_none());
      if (!(tx instanceof this.ldk.Result_TransactionNoneZ_OK)) {
        this.logger.warn({ component: 'sweeper', key: entry.key }, 'could not build a sweep (output too small?)');
        continue;
      }
      try {
        const txid = await this.chain.broadcastTransaction(tx.res);
        await this.store.delete(KV.sweeps, entry.key);
        this.logger.info({ component: 'sweeper', txid }, 'swept spendable output');
        await this.sink?.publish({ type: 'SpendableOutputsSwept', channelId: null, txid });
      } catch (err) {
        this.logger.debug({ component: 'sweeper', err: String(err) }, 'sweep not accepted yet (timelock?)');
      }
    }
  }
}
