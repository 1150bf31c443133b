import { createHash } from 'node:crypto';
import type { ChainSource } from '@rln/chain';
import type { KeysManager, OutPoint, SpendableOutputDescriptor } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex } from '../ldk/bytes';
import { txidOf } from '../ldk/ldk-broadcaster';
import type { FeeEstimates } from './fee-estimates';
import type { BlockObserver } from './block-listener';
import { parseBlock, spentOutpoints } from './block-parser';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import type { SweepWallet } from '../ports/sweep-wallet.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EngineLogger } from '../ports/engine-logger.port';

/** Confirmations after which a sweep is final (LDK's ANTI_REORG_DELAY). */
export const SWEEP_FINAL_CONFIRMATIONS = 6;
/**
 * How long a final descriptor is remembered, in blocks: a SpendableOutputs event replayed
 * meanwhile (a monitor caught up again after a crash) is ignored instead of being swept
 * forever. LDK's own sweeper keeps them about as long (PRUNE_DELAY_BLOCKS, #3559).
 */
export const FINAL_TOMBSTONE_BLOCKS = 4032;

/** What the sweeper tracks per descriptor (JSON in `ldk_sweep_states`, key = descriptor key). */
interface SweepState {
  readonly channelId: string | null;
  /** The outputs the descriptor spends, `txid:vout` (display hex). */
  readonly outpoints: readonly string[];
  /** Our latest sweep transaction, and whether its SpendableOutputsSwept event was published. */
  sweep: { readonly txid: string; readonly rawHex: string; published: boolean } | null;
  /** The block of the best chain holding a transaction that spends the outputs. */
  confirmation: { readonly txid: string; readonly height: number; readonly blockHash: string } | null;
}

type SweepChain = Pick<ChainSource, 'broadcastTransaction' | 'getRawTransaction'>;

/**
 * Sweeps outputs that closed channels returned to us into the plain wallet, one descriptor per
 * transaction (an output still under its CSV delay does not hold back the others), and keeps
 * each descriptor until a spend of its outputs has SWEEP_FINAL_CONFIRMATIONS confirmations:
 * - confirmations are seen in the blocks the engine follows (`blockConnected`), reorgs undo
 *   them (`blockDisconnected`);
 * - a sweep the chain source no longer knows (dropped from the mempool, replaced, or never
 *   accepted) is rebuilt at the current fee rate and broadcast again;
 * - a SpendableOutputsSwept event is published for every new sweep transaction;
 * - a final descriptor leaves a tombstone for FINAL_TOMBSTONE_BLOCKS, so the same descriptor
 *   added again (a replayed event) is ignored: its outputs are spent.
 * `sweep()` runs on the engine's timer and after new descriptors arrive.
 */
export class OutputSweeper implements BlockObserver {
  private running: Promise<void> | null = null;
  private readonly states = new Map<string, SweepState>();
  private readonly descriptors = new Map<string, Uint8Array>();
  /** outpoint → descriptor key. */
  private readonly watched = new Map<string, string>();
  /** Final descriptors (tombstones): key → the height their sweep became final. */
  private readonly finals = new Map<string, number>();
  private tipHeight = 0;

  constructor(
    private readonly ldk: Ldk,
    private readonly keys: KeysManager,
    private readonly store: EngineStore,
    private readonly wallet: SweepWallet | null,
    private readonly fees: FeeEstimates,
    private readonly chain: SweepChain,
    private readonly sink: LightningEventSink | null,
    private readonly logger: EngineLogger,
  ) {}

  /** Reads tracked descriptors (before the engine follows any block). */
  async load(tipHeight: number): Promise<void> {
    this.tipHeight = tipHeight;
    for (const { key, value } of await this.store.readAll(KV.sweepsFinal)) {
      this.finals.set(key, (JSON.parse(new TextDecoder().decode(value)) as { height: number }).height);
    }
    const states = new Map((await this.store.readAll(KV.sweepStates)).map((e) => [e.key, e.value]));
    for (const { key, value } of await this.store.readAll(KV.sweeps)) {
      const descriptor = this.readDescriptor(key, value);
      if (!descriptor) continue;
      const stored = states.get(key);
      const state: SweepState = stored
        ? (JSON.parse(new TextDecoder().decode(stored)) as SweepState)
        : { channelId: null, outpoints: this.outpointsOf(descriptor), sweep: null, confirmation: null };
      this.track(key, value, state);
    }
  }

  /** Stores new descriptors durably (resolves once they are in the KvStore). */
  async add(outputs: readonly SpendableOutputDescriptor[], channelId: string | null): Promise<void> {
    for (const descriptor of outputs) {
      const bytes = descriptor.write();
      const key = createHash('sha256').update(bytes).digest('hex');
      if (this.finals.has(key)) {
        this.logger.info({ component: 'sweeper', key }, 'descriptor already swept and final: ignored');
        continue;
      }
      const state = this.states.get(key) ?? { channelId, outpoints: this.outpointsOf(descriptor), sweep: null, confirmation: null };
      this.track(key, bytes, state);
      await this.persistState(key);
      await this.store.write(KV.sweeps, key, bytes);
    }
  }

  /** Descriptors not yet final (for tests and diagnostics). */
  pending(): number {
    return this.descriptors.size;
  }

  sweep(): Promise<void> {
    this.running ??= this.sweepAll().finally(() => (this.running = null));
    return this.running;
  }

  // ---- BlockObserver: called synchronously while the engine follows the chain ------------

  blockConnected(block: Uint8Array, height: number): void {
    this.tipHeight = height;
    if (this.watched.size === 0) return;
    const hash = blockHash(block);
    for (const tx of parseBlock(block).transactions) {
      const keys = new Set(spentOutpoints(tx).flatMap((o) => this.watched.get(o) ?? []));
      for (const key of keys) {
        const state = this.states.get(key);
        if (!state) continue;
        state.confirmation = { txid: txidOf(tx), height, blockHash: hash };
        this.logger.info({ component: 'sweeper', txid: state.confirmation.txid, height }, 'sweep confirmed');
        void this.persistState(key).catch((err: unknown) => this.logger.error({ component: 'sweeper', err: String(err) }, 'could not store a sweep confirmation'));
      }
    }
  }

  blockDisconnected(header: Uint8Array, height: number): void {
    this.tipHeight = height - 1;
    const hash = blockHash(header);
    for (const [key, state] of this.states) {
      if (state.confirmation?.blockHash !== hash) continue;
      state.confirmation = null;
      this.logger.warn({ component: 'sweeper', key }, 'sweep confirmation reorged out');
      void this.persistState(key).catch((err: unknown) => this.logger.error({ component: 'sweeper', err: String(err) }, 'could not store a sweep state'));
    }
  }

  // ---- internals ------------------------------------------------------------------------

  private async sweepAll(): Promise<void> {
    for (const [key, height] of [...this.finals]) {
      if (this.tipHeight - height <= FINAL_TOMBSTONE_BLOCKS) continue;
      await this.store.delete(KV.sweepsFinal, key);
      this.finals.delete(key);
    }
    for (const [key, bytes] of [...this.descriptors]) {
      const state = this.states.get(key);
      if (!state) continue;
      try {
        await this.sweepOne(key, bytes, state);
      } catch (err) {
        this.logger.warn({ component: 'sweeper', key, err: String(err) }, 'sweep attempt failed; will retry');
      }
    }
  }

  private async sweepOne(key: string, bytes: Uint8Array, state: SweepState): Promise<void> {
    if (state.confirmation) {
      if (this.tipHeight - state.confirmation.height + 1 < SWEEP_FINAL_CONFIRMATIONS) return;
      await this.store.write(KV.sweepsFinal, key, new TextEncoder().encode(JSON.stringify({ height: this.tipHeight })));
      this.finals.set(key, this.tipHeight);
      await this.store.delete(KV.sweeps, key);
      await this.store.delete(KV.sweepStates, key);
      this.untrack(key);
      this.logger.info({ component: 'sweeper', txid: state.confirmation.txid }, 'sweep final; descriptor forgotten');
      return;
    }
    if (state.sweep && (await this.chain.getRawTransaction(state.sweep.txid)) !== null) {
      // In the mempool (or in a block we have not followed yet): wait, but publish if owed.
      await this.publishIfOwed(key, state);
      return;
    }
    if (!this.wallet) return;
    const descriptor = this.readDescriptor(key, bytes);
    if (!descriptor) return;
    const script = await this.wallet.sweepScript();
    const built = this.keys
      .as_OutputSpender()
      .spend_spendable_outputs([descriptor], [], script, this.fees.satPerKw('OutputSpendingFee'), this.ldk.Option_u32Z.constructor_none());
    if (!(built instanceof this.ldk.Result_TransactionNoneZ_OK)) {
      this.logger.warn({ component: 'sweeper', key }, 'could not build a sweep (output too small?)');
      return;
    }
    const raw = Uint8Array.from(built.res);
    try {
      await this.chain.broadcastTransaction(raw);
    } catch (err) {
      this.logger.debug({ component: 'sweeper', err: String(err) }, 'sweep not accepted yet (timelock?)');
      return;
    }
    const txid = txidOf(raw);
    const replaced = state.sweep?.txid;
    if (replaced !== txid) {
      state.sweep = { txid, rawHex: Buffer.from(raw).toString('hex'), published: false };
      await this.persistState(key);
      this.logger.info({ component: 'sweeper', txid, replaced }, replaced ? 'sweep broadcast again (the previous one was dropped)' : 'swept spendable output');
    }
    await this.publishIfOwed(key, state);
  }

  private async publishIfOwed(key: string, state: SweepState): Promise<void> {
    if (!state.sweep || state.sweep.published) return;
    await this.sink?.publish({ type: 'SpendableOutputsSwept', channelId: state.channelId, txid: state.sweep.txid });
    state.sweep.published = true;
    await this.persistState(key);
  }

  private track(key: string, bytes: Uint8Array, state: SweepState): void {
    this.descriptors.set(key, bytes);
    this.states.set(key, state);
    for (const outpoint of state.outpoints) this.watched.set(outpoint, key);
  }

  private untrack(key: string): void {
    this.descriptors.delete(key);
    const state = this.states.get(key);
    this.states.delete(key);
    for (const outpoint of state?.outpoints ?? []) if (this.watched.get(outpoint) === key) this.watched.delete(outpoint);
  }

  private persistState(key: string): Promise<void> {
    const state = this.states.get(key);
    if (!state) return Promise.resolve();
    return this.store.write(KV.sweepStates, key, new TextEncoder().encode(JSON.stringify(state)));
  }

  private readDescriptor(key: string, bytes: Uint8Array): SpendableOutputDescriptor | null {
    const read = this.ldk.SpendableOutputDescriptor.constructor_read(bytes);
    if (read instanceof this.ldk.Result_SpendableOutputDescriptorDecodeErrorZ_OK) return read.res;
    this.logger.error({ component: 'sweeper', key }, 'unreadable spendable output descriptor');
    return null;
  }

  private outpointsOf(descriptor: SpendableOutputDescriptor): string[] {
    const ldk = this.ldk;
    const name = (o: OutPoint) => `${internalToDisplayHex(o.get_txid())}:${o.get_index()}`;
    if (descriptor instanceof ldk.SpendableOutputDescriptor_StaticOutput) return [name(descriptor.outpoint)];
    if (descriptor instanceof ldk.SpendableOutputDescriptor_DelayedPaymentOutput) return [name(descriptor.delayed_payment_output.get_outpoint())];
    if (descriptor instanceof ldk.SpendableOutputDescriptor_StaticPaymentOutput) return [name(descriptor.static_payment_output.get_outpoint())];
    return [];
  }
}

function blockHash(blockOrHeader: Uint8Array): string {
  const header = blockOrHeader.subarray(0, 80);
  return internalToDisplayHex(createHash('sha256').update(createHash('sha256').update(header).digest()).digest());
}
