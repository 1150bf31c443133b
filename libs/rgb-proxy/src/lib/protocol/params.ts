import {
  InvalidAck,
  InvalidAttachmentId,
  InvalidRecipientId,
  InvalidTxid,
  InvalidVout,
  MissingAck,
  MissingAttachmentId,
  MissingRecipientId,
  MissingTxid,
} from '../errors/rgb-proxy.errors';
import { MAX_ID_LENGTH } from './rgb-proxy-protocol';

/**
 * The methods' named parameters, checked in the reference server's order and with its
 * errors (missing, then invalid), and a little stricter where rgb-lib never differs: ids
 * are visible ASCII up to 256 characters, a txid is 64 hex digits.
 */
type Params = Readonly<Record<string, unknown>> | undefined;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const TXID = /^[0-9a-fA-F]{64}$/;
const MAX_VOUT = 0xffff_ffff;

export function recipientIdParam(params: Params): string {
  if (!params || !('recipient_id' in params)) throw new MissingRecipientId();
  const value = params['recipient_id'];
  if (!isShortId(value)) throw new InvalidRecipientId();
  return value;
}

export function attachmentIdParam(params: Params): string {
  if (!params || !('attachment_id' in params)) throw new MissingAttachmentId();
  const value = params['attachment_id'];
  if (!isShortId(value)) throw new InvalidAttachmentId();
  return value;
}

export function txidParam(params: Params): string {
  if (!params || !('txid' in params)) throw new MissingTxid();
  const value = params['txid'];
  if (typeof value !== 'string' || !TXID.test(value)) throw new InvalidTxid();
  return value.toLowerCase();
}

/** Optional: rgb-lib sends it for witness recipients only. A decimal string is accepted (form fields). */
export function voutParam(params: Params): number | null {
  const value = params?.['vout'];
  if (value === undefined || value === null) return null;
  const vout = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof vout !== 'number' || !Number.isInteger(vout) || vout < 0 || vout > MAX_VOUT) throw new InvalidVout();
  return vout;
}

export function ackParam(params: Params): boolean {
  if (!params || !('ack' in params)) throw new MissingAck();
  const value = params['ack'];
  if (typeof value !== 'boolean') throw new InvalidAck();
  return value;
}

function isShortId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && VISIBLE_ASCII.test(value);
}
