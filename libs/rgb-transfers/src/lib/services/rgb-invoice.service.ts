import { ConflictError, InvalidRequestError } from '@rln/core';
import { ContractNotFoundError } from '@rln/contracts';
import { isCarrier, toContractId, toRgbLibId, type RgbEngineAccess, type RgbInvoiceData } from '@rln/rgb-wallet';
import { parseInvoiceRequest, sameInvoiceRequest, type CreateInvoiceRequest, type ParsedInvoiceRequest } from '../domain/invoice-request';
import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import { InvalidRgbInvoiceError, InvoiceNonceReusedError } from '../errors/rgb-transfer.errors';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';

/** Confirmations before rgb-lib settles a transfer (the record's `succeeded`). */
export const MIN_CONFIRMATIONS = 1;

export interface TransferSettings {
  /** The RGB proxy endpoint this node's invoices name (`rpc://host:port/api/v1/rgb/proxy`). */
  readonly proxyEndpoint: () => string;
  /** rgb-lib's network name of this node (`Regtest`, `Mainnet`, ...). */
  readonly rgbNetwork: string;
}

export interface DecodedRgbInvoice {
  readonly contractId: string | null;
  readonly amount: bigint | null;
  /** The recipient id (blinded seal or witness beneficiary). */
  readonly beneficiary: string;
  readonly useWitnessUtxo: boolean;
  readonly expiryUnixSecs: number | null;
}

/** RGB on-chain invoices: creating them (each an inbound record) and decoding them. */
export class RgbInvoiceService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly store: OnchainTransferStore,
    private readonly settings: TransferSettings,
    private readonly now: () => number,
  ) {}

  async create(request: CreateInvoiceRequest): Promise<{ invoice: string; blindingUtxoUsed: string | null }> {
    const req = parseInvoiceRequest(request);
    if (req.nonce !== null) {
      const earlier = await this.store.findByNonce(req.nonce);
      if (earlier) return this.repeat(req, earlier);
    }
    const { engine } = this.runtime.ready();
    const assetId = toRgbLibId(req.contractId);
    if (!(await engine.listAssets()).some((a) => a.assetId === assetId)) throw new ContractNotFoundError(req.contractId);
    if (req.blindingUtxo !== null) await this.checkPinnable(req.blindingUtxo);

    const now = this.now();
    const data = await engine.receive({
      kind: req.kind,
      assetId,
      amount: req.amount,
      expiryUnixSecs: now + req.expirySecs,
      transportEndpoints: req.outOfBand ? [] : [this.settings.proxyEndpoint()],
      minConfirmations: MIN_CONFIRMATIONS,
    });
    if (req.blindingUtxo !== null && data.blindingUtxo !== req.blindingUtxo) {
      await engine.failTransfer(data.batchTransferIdx);
      throw new ConflictError(
        `rgb-lib blinded ${data.blindingUtxo ?? 'another carrier'}, not ${req.blindingUtxo}; the invoice was cancelled`,
        'rgb-lib 0.3 picks the blinded carrier itself (the oldest free one): omit blinding_utxo, or pin the carrier it names',
        { field: 'blinding_utxo', chosen: data.blindingUtxo ?? null },
      );
    }
    const record: OnchainTransferRecord = {
      id: data.recipientId,
      direction: 'Inbound',
      status: 'pending',
      createdAtUnixSecs: now,
      updatedAtUnixSecs: now,
      expiresAtUnixSecs: data.expiryUnixSecs,
      invoice: data.invoice,
      recipientId: data.recipientId,
      recipientKind: req.kind,
      transport: req.outOfBand ? 'out_of_band' : 'proxy',
      contractId: req.contractId,
      amount: req.amount,
      txid: null,
      consignmentKey: null,
      purpose: null,
      batchTransferIdx: data.batchTransferIdx,
      stage: null,
      psbt: null,
      blindingUtxo: data.blindingUtxo ?? null,
      nonce: req.nonce,
      failureReason: null,
      idempotencyKey: null,
      receivedNotified: false,
    };
    await this.store.insert(record);
    return { invoice: record.invoice, blindingUtxoUsed: record.blindingUtxo };
  }

  async decode(invoice: string): Promise<DecodedRgbInvoice> {
    const data = await this.parse(invoice);
    return {
      contractId: data.assetId === null ? null : toContractId(data.assetId),
      amount: data.amount,
      beneficiary: data.recipientId,
      useWitnessUtxo: data.kind === 'witness',
      expiryUnixSecs: data.expiryUnixSecs,
    };
  }

  /** rgb-lib's decoding of an invoice, refusing one for another network (400). */
  async parse(invoice: string): Promise<RgbInvoiceData> {
    if (typeof invoice !== 'string' || invoice.trim().length === 0 || invoice.length > 4096) throw new InvalidRgbInvoiceError('expected a non-empty string of at most 4096 characters');
    const { engine } = this.runtime.ready();
    const data = await engine.decodeInvoice(invoice.trim());
    if (data.network.toLowerCase() !== this.settings.rgbNetwork.toLowerCase()) {
      throw new InvalidRgbInvoiceError(`it is for ${data.network}, this node runs on ${this.settings.rgbNetwork}`);
    }
    return data;
  }

  /** The client's retry with the same nonce: the first invoice again, or 409 if it asked for another. */
  private repeat(req: ParsedInvoiceRequest, earlier: OnchainTransferRecord): { invoice: string; blindingUtxoUsed: string | null } {
    if (earlier.direction !== 'Inbound' || !sameInvoiceRequest(req, earlier)) throw new InvoiceNonceReusedError(req.nonce as string);
    if (req.blindingUtxo !== null && req.blindingUtxo !== earlier.blindingUtxo) throw new InvoiceNonceReusedError(req.nonce as string);
    return { invoice: earlier.invoice, blindingUtxoUsed: earlier.blindingUtxo };
  }

  /** A pinned blinding carrier must be a carrier of ours with no allocation and no other open receive. */
  private async checkPinnable(outpoint: string): Promise<void> {
    const { engine } = this.runtime.ready();
    const unspent = (await engine.listUnspents()).find((u) => u.outpoint === outpoint);
    if (!unspent || !isCarrier(unspent)) throw new InvalidRequestError(`blinding_utxo ${outpoint} is not a carrier UTXO of this node`, 'GET /rgb/utxos lists them', { field: 'blinding_utxo' });
    if (unspent.allocations.length > 0 || unspent.pendingBlinded > 0) {
      throw new InvalidRequestError(`blinding_utxo ${outpoint} already carries an allocation or an open blinded receive`, 'Pin a free carrier (GET /rgb/utxos)', { field: 'blinding_utxo' });
    }
  }
}
