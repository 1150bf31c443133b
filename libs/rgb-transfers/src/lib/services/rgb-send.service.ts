import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { ConflictError, NodeNotReadyError, crashPoint } from '@rln/core';
import { ContractNotFoundError, type ContractStore } from '@rln/contracts';
import { toContractId, toRgbLibId, type OnlineRgbEngine, type RgbChainView, type RgbEngineAccess, type RgbInvoiceData, type RgbTransferView } from '@rln/rgb-wallet';
import { consignmentKeyOf } from '../domain/consignment-key';
import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import { parseSendOptions, resolveSendTerms, type SendOptions } from '../domain/send-request';
import { InvalidRgbInvoiceError } from '../errors/rgb-transfer.errors';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';
import { ANY_TRANSPORT_ENDPOINT, type TransportEndpointGuard } from '../ports/transport-endpoint-guard.port';
import { MIN_CONFIRMATIONS, type RgbInvoiceService } from './rgb-invoice.service';
import type { ProgressLog } from './rgb-transfer-progress.service';

export interface SendResult {
  readonly paymentId: string;
  readonly txid: string;
  readonly consignmentKey: string | null;
}

type ConsignmentStore = Pick<ContractStore, 'saveConsignment'>;

/** The longest a send waits for its payee's ack, whatever the invoice's expiry. */
const SEND_DEADLINE_SECS = 86_400;
/** rgb-lib's own expiry of a send lies this far past ours, so it never fails a send mid-way. */
const RGB_LIB_EXPIRY_MARGIN_SECS = 600;
/**
 * An out-of-band send broadcasts inside rgb-lib's sendEnd before rgb-lib records it: when
 * sendEnd failed or a crash cut it, a transaction the indexer does not know yet may still be on
 * its way. Only this long after the send was prepared is "unknown" taken as "never left".
 */
const OUT_OF_BAND_SETTLE_SECS = 600;
/** An invoice must stay valid this long for a send to start. */
const MIN_REMAINING_VALIDITY_SECS = 60;

/**
 * Pays RGB invoices on chain. A send is a durable state machine (the record's `stage`): the
 * record is written before rgb-lib colours anything, again once the coloured PSBT exists, and
 * again once the consignment left (proxy) or the transaction was broadcast (out of band), so a
 * restart can tell what a crash interrupted (`recoverInterrupted`).
 */
export class RgbSendService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly invoices: RgbInvoiceService,
    private readonly store: OnchainTransferStore,
    private readonly consignments: ConsignmentStore,
    private readonly chain: RgbChainView,
    private readonly now: () => number,
    private readonly onSent: () => void,
    /** Resolves once sends a crash interrupted are settled (recovery must never see a live send). */
    private readonly recovered: () => Promise<unknown> = () => Promise.resolve(),
    /** Which payee proxies a send may post to (the payee names them). */
    private readonly transportGuard: TransportEndpointGuard = ANY_TRANSPORT_ENDPOINT,
    /** Where a recovery that cannot settle a record says why (it retries on the next run). */
    private readonly log: ProgressLog = { warn: () => undefined },
  ) {}

  /** Recipients with a send under way in this process: one at a time each (with the live-send index in the store). */
  private readonly sending = new Set<string>();
  /** Records of sends under way in this process: recovery leaves them alone. */
  private readonly live = new Set<string>();

  /** Whether a send in this process is still working on the record (the progress loop leaves it alone). */
  isRunning(recordId: string): boolean {
    return this.live.has(recordId);
  }

  /**
   * `idempotencyKey`: the operation key of the request's Idempotency-Key (one per client, key
   * and request). The record remembers it, so the retry of a request a crash interrupted gets
   * the send that request made instead of paying again.
   */
  async send(invoice: string, options: SendOptions, idempotencyKey: string | null = null): Promise<SendResult> {
    try {
      await this.recovered();
    } catch (error) {
      // Not a failure of this send: nothing was tried, so the client may simply retry.
      throw new NodeNotReadyError(`Sends a restart interrupted are not settled yet (${messageOf(error)})`, 'Retry in a few seconds');
    }
    if (idempotencyKey !== null) {
      const earlier = await this.sendMadeUnder(idempotencyKey);
      if (earlier) return earlier;
    }
    const data = await this.invoices.parse(invoice);
    if (this.sending.has(data.recipientId)) throw new ConflictError('A send to this invoice is already under way', 'GET /rgb/onchain/payments shows it');
    this.sending.add(data.recipientId);
    try {
      return await this.sendOnce(data, options, idempotencyKey);
    } finally {
      this.sending.delete(data.recipientId);
    }
  }

  /**
   * The send an earlier request under this key made, once recovery settled it. A failed one
   * spent nothing (failing is only ever done to sends whose asset never left), so the key may
   * try again.
   */
  private async sendMadeUnder(idempotencyKey: string): Promise<SendResult | null> {
    const records = await this.store.findByIdempotencyKey(idempotencyKey);
    // An out-of-band send is failed only when its transaction stayed unknown for a while, which
    // is strong but not certain proof it never left: never pay again on it by key.
    const doubtful = records.find((r) => r.status === 'failed' && r.transport === 'out_of_band' && r.stage !== 'preparing');
    if (doubtful) {
      throw new ConflictError('The out-of-band send made under this Idempotency-Key failed; it is not repeated under the same key', 'Check GET /rgb/onchain/payments, then send with a new key', { payment_id: doubtful.id });
    }
    const made = records.find((r) => r.status !== 'failed');
    if (!made) return null;
    if (made.status === 'pending' && made.stage !== 'sent') {
      throw new ConflictError('The send made under this Idempotency-Key is still being settled after a restart', 'Retry in a few seconds');
    }
    return { paymentId: made.id, txid: made.txid ?? '', consignmentKey: await this.keepConsignment(made) };
  }

  private async sendOnce(data: RgbInvoiceData, options: SendOptions, idempotencyKey: string | null): Promise<SendResult> {
    const now = this.now();
    const terms = resolveSendTerms(data, options);
    // A send must finish before the invoice lapses (rgb-lib would fail it mid-way): refuse one about to.
    if (data.expiryUnixSecs !== null && data.expiryUnixSecs <= now + MIN_REMAINING_VALIDITY_SECS) {
      throw new InvalidRgbInvoiceError(data.expiryUnixSecs <= now ? 'it has expired' : `it expires in less than ${MIN_REMAINING_VALIDITY_SECS} s`, 'Ask the payee for a new invoice');
    }
    if (await this.store.findInbound(data.recipientId)) throw new InvalidRgbInvoiceError('it is an invoice of this node');
    const sendOptions = parseSendOptions(options, data.kind);
    const engine = this.runtime.ready();
    const contractId = toContractId(terms.assetId);
    if (!(await engine.engine.listAssets()).some((a) => a.assetId === terms.assetId)) throw new ContractNotFoundError(contractId);
    // rgb-lib's sendBegin picks inputs from what its last sync saw and never asks the indexer (nor
    // does posting to a proxy): sync first, so inputs are current and an unreachable indexer is a
    // 503 before anything is written or coloured.
    const outOfBand = data.transportEndpoints.length === 0;
    if (!outOfBand) await this.transportGuard.check(data.transportEndpoints);
    await engine.engine.sync();
    // The payee chooses the invoice's expiry; an unanswered send never holds its inputs longer than a day.
    const deadline = Math.min(data.expiryUnixSecs ?? Number.MAX_SAFE_INTEGER, now + SEND_DEADLINE_SECS);
    const record: OnchainTransferRecord = {
      id: hex.encode(randomBytes(16)),
      direction: 'Outbound',
      status: 'pending',
      createdAtUnixSecs: now,
      updatedAtUnixSecs: now,
      expiresAtUnixSecs: deadline,
      invoice: data.invoice,
      recipientId: data.recipientId,
      recipientKind: data.kind,
      transport: outOfBand ? 'out_of_band' : 'proxy',
      contractId,
      amount: terms.amount,
      txid: null,
      consignmentKey: null,
      purpose: null,
      batchTransferIdx: null,
      stage: 'preparing',
      psbt: null,
      blindingUtxo: null,
      nonce: null,
      idempotencyKey,
      failureReason: null,
      receivedNotified: false,
    };
    // Live before it exists, so a recovery pass never sees it unowned.
    this.live.add(record.id);
    try {
      // The store's live-send index refuses a second live send to one invoice, across processes too.
      await this.store.insert(record);
      return await this.colourAndSend(engine, { ...data, assetId: terms.assetId, amount: terms.amount }, record, sendOptions, outOfBand, deadline);
    } finally {
      this.live.delete(record.id);
    }
  }

  private async colourAndSend(
    engine: OnlineRgbEngine,
    data: RgbInvoiceData & { assetId: string; amount: bigint },
    initial: OnchainTransferRecord,
    sendOptions: ReturnType<typeof parseSendOptions>,
    outOfBand: boolean,
    deadline: number,
  ): Promise<SendResult> {
    let record = initial;
    let begun: { psbt: string; txid: string; batchTransferIdx: number };
    try {
      begun = await engine.engine.sendBegin({
        assetId: data.assetId,
        recipientId: data.recipientId,
        amount: data.amount,
        witnessAmountSats: sendOptions.witnessOutputSats,
        transportEndpoints: data.transportEndpoints,
        feeRateSatPerVb: sendOptions.feeRateSatPerVb,
        minConfirmations: MIN_CONFIRMATIONS,
        donation: outOfBand,
        // Past it an unanswered send is failed and its inputs freed (failExpiredTransfers). The
        // margin keeps rgb-lib from failing a send still between its two steps (see below).
        expiryUnixSecs: deadline + RGB_LIB_EXPIRY_MARGIN_SECS,
      });
    } catch (error) {
      await this.fail(record, `nothing was spent: ${messageOf(error)}`);
      throw error;
    }
    const prepared = await this.store.update(record.id, 'pending', { stage: 'prepared', psbt: begun.psbt, txid: begun.txid, batchTransferIdx: begun.batchTransferIdx, updatedAtUnixSecs: this.now() });
    if (!prepared) {
      // Someone else ended this record meanwhile: nothing may leave the node for it.
      await engine.engine.failTransfer(begun.batchTransferIdx);
      throw new ConflictError('The send was ended while it was being prepared; nothing was spent', 'GET /rgb/onchain/payments shows it');
    }
    record = prepared;
    crashPoint('rgb-send:after-colouring');
    // A payee proxy that stalled rgb-lib's checks may have used up the send's time: posting now
    // could race the expiry that frees these inputs.
    if (this.now() >= deadline) {
      await this.release(engine, record, 'the send reached its deadline before the consignment left');
      throw new ConflictError('The send ran out of time before the consignment left the node; nothing was spent', 'Ask the payee for a new invoice');
    }

    try {
      await engine.engine.sendEnd(begun.psbt);
    } catch (error) {
      await this.release(engine, record, messageOf(error));
      throw error;
    }
    crashPoint('rgb-send:after-post');
    record = await this.advance(record, { stage: 'sent' });
    const consignmentKey = await this.keepConsignment(record);
    this.onSent();
    return { paymentId: record.id, txid: begun.txid, consignmentKey };
  }

  /**
   * At start, before transfers progress: a send a crash interrupted is finished when its
   * transaction already reached the chain, and released otherwise (nothing left the node).
   */
  async recoverInterrupted(): Promise<void> {
    // The scheduler calls this on every run: one pass at a time.
    this.recovering ??= this.recoverPass().finally(() => (this.recovering = null));
    return this.recovering;
  }

  private recovering: Promise<void> | null = null;

  private async recoverPass(): Promise<void> {
    const interrupted = (await this.store.listByStatus('pending')).filter((r) => r.direction === 'Outbound' && r.stage !== 'sent' && !this.live.has(r.id));
    if (interrupted.length === 0) return;
    const engine = this.runtime.ready();
    const views = await engine.engine.listTransfers(null);
    for (const record of interrupted) {
      // One record that cannot be settled now must not keep sends blocked: it stays as it is for the next start.
      await this.recoverOne(engine, views, record).catch((error: unknown) =>
        this.log.warn({ err: error, transferId: record.id, stage: record.stage }, 'RGB send recovery could not settle an interrupted send; retrying on the next run'),
      );
    }
  }

  private async recoverOne(engine: OnlineRgbEngine, views: RgbTransferView[], record: OnchainTransferRecord): Promise<void> {
    if (record.stage === 'preparing') {
      // rgb-lib may have coloured it without us learning the batch: find it by recipient.
      const orphan = views.find((v) => v.kind === 'Send' && v.status === 'Initiated' && v.recipientId === record.recipientId);
      if (orphan) await engine.engine.failTransfer(orphan.batchTransferIdx);
      await this.fail(record, 'interrupted by a restart before the transfer was prepared; nothing was spent');
      return;
    }
    const view = views.find((v) => v.batchTransferIdx === record.batchTransferIdx && v.kind === 'Send');
    if (view && view.status !== 'Initiated') {
      await this.advance(record, { stage: 'sent' });
      return;
    }
    if (record.txid && record.psbt && (await this.chain.txConfirmation(record.txid)) !== null) {
      // The transaction left before the crash: finishing records it in rgb-lib (the broadcast is idempotent).
      await engine.engine.sendEnd(record.psbt);
      await this.advance(record, { stage: 'sent' });
    } else {
      await this.release(engine, record, 'interrupted by a restart before the consignment left the node');
    }
  }

  /** Stores the consignment of a sent transfer under its content key; null until rgb-lib wrote it. */
  async keepConsignment(record: OnchainTransferRecord): Promise<string | null> {
    if (record.consignmentKey !== null) return record.consignmentKey;
    const { engine } = this.runtime.ready();
    const view = await this.sendView(engine, record);
    if (!view?.consignmentPath || record.contractId === null) return null;
    const data = await engine.readConsignment(view.consignmentPath);
    const key = consignmentKeyOf(data);
    await this.consignments.saveConsignment({ key, contractId: record.contractId, data, createdAtUnixSecs: this.now() });
    await this.store.update(record.id, record.status, { consignmentKey: key, updatedAtUnixSecs: this.now() });
    return key;
  }

  private async sendView(engine: OnlineRgbEngine['engine'], record: OnchainTransferRecord): Promise<RgbTransferView | null> {
    if (record.batchTransferIdx === null || record.contractId === null) return null;
    const views = await engine.listTransfers(toRgbLibId(record.contractId));
    return views.find((v) => v.batchTransferIdx === record.batchTransferIdx && v.kind === 'Send') ?? null;
  }

  /**
   * After sendEnd failed or a crash: if rgb-lib still holds the transfer as Initiated and its
   * transaction is not on chain, fail it so its inputs are spendable again; otherwise leave it
   * pending for the progress loop (rule 1: a send may have committed RGB state).
   */
  private async release(engine: OnlineRgbEngine, record: OnchainTransferRecord, reason: string): Promise<void> {
    const view = await this.sendView(engine.engine, record);
    let onChain: boolean;
    try {
      onChain = record.txid !== null && (await this.chain.txConfirmation(record.txid)) !== null;
    } catch {
      // Unknown is not "not on chain": a broadcast donation failed here would lose the asset. Recovery decides later.
      return;
    }
    if ((view === null || view.status === 'Initiated') && !onChain) {
      if (record.transport === 'out_of_band' && this.now() - record.updatedAtUnixSecs < OUT_OF_BAND_SETTLE_SECS) {
        // Maybe broadcast and not indexed yet: the record stays `prepared` (inputs held) and a
        // later recovery pass finishes or releases it.
        return;
      }
      if (record.batchTransferIdx !== null) await engine.engine.failTransfer(record.batchTransferIdx);
      await this.fail(record, `${reason}; its inputs were released`);
    } else {
      await this.advance(record, { stage: 'sent' });
    }
  }

  private async advance(record: OnchainTransferRecord, patch: Partial<OnchainTransferRecord>): Promise<OnchainTransferRecord> {
    const updated = await this.store.update(record.id, 'pending', { ...patch, updatedAtUnixSecs: this.now() });
    // Someone ended the record meanwhile: answer with what is stored, never with a guess.
    return updated ?? (await this.store.get(record.id)) ?? record;
  }

  private async fail(record: OnchainTransferRecord, reason: string): Promise<void> {
    await this.store.update(record.id, 'pending', { status: 'failed', failureReason: reason, updatedAtUnixSecs: this.now() });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
