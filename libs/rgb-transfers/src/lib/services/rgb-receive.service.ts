import { ConflictError, InvalidRequestError, PayloadTooLargeError, crashPoint } from '@rln/core';
import { ConsignmentNotFoundError, unpackArchive, type ContractStore } from '@rln/contracts';
import { ConsignmentInvalidError, toContractId, type RgbEngineAccess, type RgbTransferView } from '@rln/rgb-wallet';
import { consignmentKeyOf } from '../domain/consignment-key';
import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import { receiveAccepted } from '../domain/transfer-reconcile';
import { OnchainTransferNotFoundError } from '../errors/rgb-transfer.errors';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';
import type { RgbInvoiceService } from './rgb-invoice.service';
import type { RgbTransferProgress } from './rgb-transfer-progress.service';

type ConsignmentStore = Pick<ContractStore, 'saveConsignment' | 'getConsignment'>;

/** What reached this node's RGB proxy for one of its invoices. */
export interface ProxyInbox {
  consignmentFor(recipientId: string): Promise<Uint8Array | null>;
}

export interface ReceivedTransfer {
  readonly contractId: string;
  readonly amount: bigint;
}

/**
 * POST /rgb/onchain/receive: a client hands this node the consignment of a transfer to one of its
 * invoices (by key, when it already reached the node, or as an upload). Both forms validate with
 * rgb-lib before anything changes and are idempotent.
 */
export class RgbReceiveService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly invoices: RgbInvoiceService,
    private readonly store: OnchainTransferStore,
    private readonly consignments: ConsignmentStore,
    private readonly inbox: ProxyInbox,
    private readonly progress: RgbTransferProgress,
  ) {}

  async byKey(request: { consignmentKey: string; paymentId?: string; invoice: string }): Promise<ReceivedTransfer> {
    if (!/^[0-9a-f]{64}$/.test(request.consignmentKey)) throw new InvalidRequestError('consignment_key must be 64 lowercase hex characters', undefined, { field: 'consignment_key' });
    const { recipientId } = await this.invoices.parse(request.invoice);
    if (request.paymentId !== undefined && request.paymentId !== recipientId) {
      throw new InvalidRequestError('payment_id is not the record of this invoice', 'The id of an invoice record is its recipient id', { field: 'payment_id' });
    }
    const record = await this.inbound(recipientId);
    if (record.consignmentKey === request.consignmentKey && record.receivedNotified) return received(record);
    if (record.consignmentKey !== null) throw new ConflictError(`This invoice was paid with consignment ${record.consignmentKey}`, undefined, { consignment_key: record.consignmentKey });

    const posted = await this.inbox.consignmentFor(recipientId);
    if (posted && consignmentKeyOf(posted) === request.consignmentKey) {
      await this.progress.advance();
      return this.outcome(record.id, request.consignmentKey);
    }
    const uploaded = await this.consignments.getConsignment(request.consignmentKey);
    if (!uploaded) throw new ConsignmentNotFoundError(request.consignmentKey);
    return this.accept(record, uploaded.data);
  }

  async upload(body: Uint8Array, query: { paymentId?: string; format?: string }): Promise<ReceivedTransfer> {
    if (query.paymentId === undefined || query.paymentId.length === 0) throw new InvalidRequestError('payment_id (the invoice record id) is required', undefined, { field: 'payment_id' });
    if (query.format !== undefined && query.format !== 'zip' && query.format !== 'raw') throw new InvalidRequestError('format must be zip or raw', undefined, { field: 'format' });
    if (body.length === 0) throw new ConsignmentInvalidError('empty body');
    let payload: Uint8Array;
    try {
      const unpacked = unpackArchive(body);
      if (query.format === 'zip' && unpacked.format !== 'zip') throw new Error('format=zip but the body is not a ZIP archive');
      payload = unpacked.payload;
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      throw new ConsignmentInvalidError((error as Error).message);
    }
    const record = await this.inbound(query.paymentId);
    const key = consignmentKeyOf(payload);
    if (record.consignmentKey === key && record.receivedNotified) return received(record);
    if (record.consignmentKey !== null) throw new ConflictError(`This invoice was paid with consignment ${record.consignmentKey}`, undefined, { consignment_key: record.consignmentKey });
    return this.accept(record, payload);
  }

  /** Validates first (an invalid consignment changes nothing), then hands it to rgb-lib. */
  private async accept(record: OnchainTransferRecord, payload: Uint8Array): Promise<ReceivedTransfer> {
    if (record.status !== 'pending') throw new ConflictError(`The invoice's transfer is ${record.status}`, 'Create a new invoice');
    if (record.transport === 'proxy') {
      throw new ConflictError('This invoice takes its consignment through the RGB proxy it names', "The payer's node posts it there; once it has, POST /rgb/onchain/receive with its consignment_key");
    }
    const { engine } = this.runtime.ready();
    const { assetId } = await engine.validateConsignment(payload);
    if (record.contractId !== null && toContractId(assetId) !== record.contractId) {
      throw new ConsignmentInvalidError(`it transfers ${toContractId(assetId)}, the invoice asks for ${record.contractId}`);
    }
    const key = consignmentKeyOf(payload);
    await this.consignments.saveConsignment({ key, contractId: toContractId(assetId), data: payload, createdAtUnixSecs: record.updatedAtUnixSecs });
    // Already accepted: a crash came between rgb-lib's accept and our record (rgb-lib would find no open receive now).
    if (!receiveAccepted(await this.receiveView(record))) {
      const matched = await engine.acceptConsignment(payload);
      crashPoint('rgb-receive:after-accept');
      if (!matched.some((m) => m.batchTransferIdx === record.batchTransferIdx)) {
        throw new ConsignmentInvalidError('it does not pay this invoice (no allocation to its seal)');
      }
    }
    await this.progress.advance();
    return this.outcome(record.id, key);
  }

  /** rgb-lib's view of an inbound record's receive, or null when it has none. */
  private async receiveView(record: OnchainTransferRecord): Promise<RgbTransferView | null> {
    if (record.batchTransferIdx === null) return null;
    const { engine } = this.runtime.ready();
    const views = await engine.listTransfers(null);
    return views.find((v) => v.batchTransferIdx === record.batchTransferIdx && (v.kind === 'ReceiveBlind' || v.kind === 'ReceiveWitness')) ?? null;
  }

  /** The answer once rgb-lib has had the consignment `key`: accepted (it, not another one), refused, or not yet. */
  private async outcome(id: string, key: string): Promise<ReceivedTransfer> {
    const record = await this.store.get(id);
    if (!record) throw new OnchainTransferNotFoundError(id);
    if (record.consignmentKey !== null && record.consignmentKey !== key) {
      throw new ConflictError(`This invoice was paid with consignment ${record.consignmentKey}`, undefined, { consignment_key: record.consignmentKey });
    }
    if (record.receivedNotified) return received(record);
    if (record.status === 'failed') throw new ConsignmentInvalidError(record.failureReason ?? 'rgb-lib refused it');
    throw new ConflictError('The consignment is not accepted yet', 'Retry shortly; the node validates it on its own and publishes RgbTransferReceived');
  }

  private async inbound(id: string): Promise<OnchainTransferRecord> {
    const record = await this.store.get(id);
    if (!record || record.direction !== 'Inbound') throw new OnchainTransferNotFoundError(id);
    return record;
  }
}

function received(record: OnchainTransferRecord): ReceivedTransfer {
  return { contractId: record.contractId ?? '', amount: record.amount };
}
