import { InvalidRequestError } from '@rln/core';
import { parseBindingAmount } from '@rln/contracts';
import { normalizeContractId } from '@rln/rgb-wallet';

/** rgb-lib's default invoice lifetime. */
export const DEFAULT_INVOICE_EXPIRY_SECS = 86_400;
export const MAX_INVOICE_EXPIRY_SECS = 31_536_000;
export const INVOICE_NONCE = /^[\x21-\x7e]{1,64}$/;
const OUTPOINT = /^[0-9a-f]{64}:\d{1,10}$/;

export interface CreateInvoiceRequest {
  readonly contractId: string;
  readonly amount: string;
  /** A decimal string here (the interface's exception to its integer rule). */
  readonly expirySecs?: string;
  readonly useWitnessUtxo?: boolean;
  readonly nonce?: string;
  readonly blindingUtxo?: string;
  /** Extension: no transport endpoint in the invoice; the payer's client brings the consignment. */
  readonly outOfBand?: boolean;
}

export interface ParsedInvoiceRequest {
  readonly contractId: string;
  readonly amount: bigint;
  readonly expirySecs: number;
  readonly kind: 'blinded' | 'witness';
  readonly nonce: string | null;
  readonly blindingUtxo: string | null;
  readonly outOfBand: boolean;
}

/** Checks every field of POST /rgb/onchain/invoice/create (400 naming the field). */
export function parseInvoiceRequest(req: CreateInvoiceRequest): ParsedInvoiceRequest {
  const contractId = normalizeContractId(req.contractId);
  const amount = parseBindingAmount(req.amount, 'amount');
  let expirySecs = DEFAULT_INVOICE_EXPIRY_SECS;
  if (req.expirySecs !== undefined) {
    if (!/^[1-9][0-9]{0,9}$/.test(req.expirySecs) || Number(req.expirySecs) > MAX_INVOICE_EXPIRY_SECS) {
      throw new InvalidRequestError(`expiry_secs must be a decimal string from 1 to ${MAX_INVOICE_EXPIRY_SECS}, got "${req.expirySecs}"`, undefined, { field: 'expiry_secs' });
    }
    expirySecs = Number(req.expirySecs);
  }
  if (req.nonce !== undefined && !INVOICE_NONCE.test(req.nonce)) {
    throw new InvalidRequestError('nonce must be 1-64 visible ASCII characters', undefined, { field: 'nonce' });
  }
  const kind = req.useWitnessUtxo ? 'witness' : 'blinded';
  if (req.blindingUtxo !== undefined) {
    if (kind === 'witness') throw new InvalidRequestError('blinding_utxo pins the carrier of a blinded invoice; a witness invoice has none', undefined, { field: 'blinding_utxo' });
    if (!OUTPOINT.test(req.blindingUtxo)) throw new InvalidRequestError('blinding_utxo must be an outpoint "<txid>:<vout>" (lowercase hex txid)', undefined, { field: 'blinding_utxo' });
  }
  return { contractId, amount, expirySecs, kind, nonce: req.nonce ?? null, blindingUtxo: req.blindingUtxo ?? null, outOfBand: req.outOfBand === true };
}

/** Whether a repeated create with the same nonce asks for the same invoice. */
export function sameInvoiceRequest(a: ParsedInvoiceRequest, b: { contractId: string | null; amount: bigint; recipientKind: string; transport: string }): boolean {
  return a.contractId === b.contractId && a.amount === b.amount && a.kind === b.recipientKind && (a.outOfBand ? 'out_of_band' : 'proxy') === b.transport;
}
