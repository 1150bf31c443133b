import { crashPoint } from '@rln/core';
import type { ContractStore } from '@rln/contracts';
import type { RgbChainView, RgbEngineAccess, RgbTransferView } from '@rln/rgb-wallet';
import { consignmentKeyOf } from '../domain/consignment-key';
import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import { reconcileTransfer } from '../domain/transfer-reconcile';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';
import type { TransferNotifier } from '../ports/transfer-notifier.port';

type ConsignmentStore = Pick<ContractStore, 'saveConsignment'>;

export interface ProgressLog {
  warn(context: object, message: string): void;
}

/**
 * Moves transfers forward without clients polling (supplement.md): one `advance` runs rgb-lib's
 * refresh (fetch, validate and ack consignments; read acks and broadcast; count confirmations),
 * then brings every pending record in line with rgb-lib's state and publishes the events. Runs
 * are single-flight: a kick during a run schedules exactly one more.
 */
export class RgbTransferProgress {
  private running: Promise<void> | null = null;
  private again = false;
  /** Until the first run knows better, assume a send may be waiting. */
  private awaitingAck = true;

  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly store: OnchainTransferStore,
    private readonly consignments: ConsignmentStore,
    private readonly notifier: TransferNotifier,
    private readonly now: () => number,
    private readonly log: ProgressLog,
    private readonly chain: Pick<RgbChainView, 'txConfirmation'>,
    /** Whether a send in this process is still working on the record (RgbSendService.isRunning). */
    private readonly sendRunning: (recordId: string) => boolean = () => false,
  ) {}

  /** Starts a run now, or one more after the current one; resolves when that run is over. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Whether some send waited for its payee's ack at the last run: the caller polls faster meanwhile. */
  awaitingCounterparty(): boolean {
    return this.awaitingAck;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.advance();
      } catch (error) {
        this.log.warn({ err: error }, 'RGB transfer progress failed; retrying on the next block or tick');
      }
    } while (this.again);
  }

  /** One pass; exported for tests and for callers that must see the result (receive by key). */
  async advance(): Promise<void> {
    const all = await this.store.listByStatus('pending');
    await this.settleTopUps(all.filter((r) => r.purpose === 'utxo_top_up'));
    // A send still running owns its record until the consignment left: advancing it here could
    // end a record whose send then posts or broadcasts.
    const pending = all.filter((r) => r.batchTransferIdx !== null && r.stage !== 'preparing' && !this.sendRunning(r.id));
    if (pending.length === 0) {
      this.awaitingAck = false;
      return;
    }
    const { engine } = this.runtime.ready();
    await engine.refresh();
    // rgb-lib's refresh leaves lapsed receives open (and their blinded carriers held).
    if (pending.some((r) => r.expiresAtUnixSecs !== null && r.expiresAtUnixSecs <= this.now())) await engine.failExpiredTransfers();
    // rgb-lib has validated, acked, broadcast or settled; our records have not caught up yet.
    crashPoint('rgb-progress:after-refresh');
    const views = new Map<number, RgbTransferView>();
    for (const view of await engine.listTransfers(null)) {
      // A batch has one record here: an inbound receive, or the Send of an outbound one.
      if (view.kind === 'Send' || view.kind === 'ReceiveBlind' || view.kind === 'ReceiveWitness') views.set(view.batchTransferIdx, view);
    }
    let awaitingAck = false;
    for (const record of pending) {
      const view = views.get(record.batchTransferIdx as number) ?? null;
      if (record.direction === 'Outbound' && view?.status === 'WaitingCounterparty') awaitingAck = true;
      try {
        await this.apply(record, view);
      } catch (error) {
        // One record that cannot advance must not hold back the others.
        this.log.warn({ err: error, paymentId: record.id }, 'RGB transfer record could not advance; retrying on the next run');
      }
    }
    this.awaitingAck = awaitingAck;
  }

  /** Top-ups have no rgb-lib transfer rows: one confirmation of their transaction settles them. */
  private async settleTopUps(records: OnchainTransferRecord[]): Promise<void> {
    for (const record of records) {
      try {
        if (record.txid === null || (await this.chain.txConfirmation(record.txid))?.status !== 'confirmed') continue;
        const patch = { status: 'succeeded' as const, updatedAtUnixSecs: this.now() };
        await this.notifier.notify('RgbTransferConfirmed', { ...record, ...patch });
        await this.store.update(record.id, 'pending', patch);
      } catch (error) {
        this.log.warn({ err: error, paymentId: record.id }, 'RGB top-up record could not advance; retrying on the next run');
      }
    }
  }

  private async apply(record: OnchainTransferRecord, view: RgbTransferView | null): Promise<void> {
    const outcome = reconcileTransfer(record, view, this.now());
    let patch = outcome.patch;
    // rgb-lib names a send's consignment path before it writes the file: read it only once the send left.
    const written = view !== null && view.status !== 'Initiated' && view.status !== 'Failed';
    const needsKey = record.consignmentKey === null && written && (outcome.consignmentAccepted || record.direction === 'Outbound' || record.receivedNotified);
    if (needsKey && view?.consignmentPath) {
      const { engine } = this.runtime.ready();
      const data = await engine.readConsignment(view.consignmentPath);
      const key = consignmentKeyOf(data);
      const contractId = patch.contractId ?? record.contractId;
      if (contractId) await this.consignments.saveConsignment({ key, contractId, data, createdAtUnixSecs: this.now() });
      patch = { ...patch, consignmentKey: key, updatedAtUnixSecs: this.now() };
    }
    if (Object.keys(patch).length === 0) return;
    // Events first: a crash before the record is stored repeats them on the next run, where the
    // queue's dedupe key drops the copy; the other order would lose them.
    const next: OnchainTransferRecord = { ...record, ...patch };
    for (const type of outcome.events) await this.notifier.notify(type, next);
    await this.store.update(record.id, 'pending', patch);
  }
}
