import { toContractId, type RgbTransferView } from '@rln/rgb-wallet';
import { isTerminal, type OnchainTransferPatch, type OnchainTransferRecord } from './onchain-transfer';

export type TransferEventType = 'RgbTransferReceived' | 'RgbTransferConfirmed';

export interface ReconcileOutcome {
  /** Fields to write; empty when nothing changed. */
  readonly patch: OnchainTransferPatch;
  /** Events to publish once the patch is stored, in order. */
  readonly events: readonly TransferEventType[];
  /** The inbound consignment was accepted: the caller stores its bytes under their key. */
  readonly consignmentAccepted: boolean;
}

const NOTHING: ReconcileOutcome = { patch: {}, events: [], consignmentAccepted: false };

/** rgb-lib states in which the payee has validated and accepted the consignment. */
const ACCEPTED = new Set(['WaitingSafeHeight', 'WaitingBroadcast', 'WaitingConfirmations', 'Settled']);

/**
 * Whether rgb-lib has already accepted the consignment of this receive: then it has no open
 * receive left to match a repeated upload (a crash after rgb-lib accepted, before our record
 * caught up), and the record only needs to catch up.
 */
export function receiveAccepted(view: Pick<RgbTransferView, 'status'> | null): boolean {
  return view !== null && ACCEPTED.has(view.status);
}

/**
 * Our record's next state from rgb-lib's view of its batch transfer. Pure: the progress loop
 * stores the patch and publishes the events. `view` is null when rgb-lib has no such transfer.
 */
export function reconcileTransfer(record: OnchainTransferRecord, view: RgbTransferView | null, nowUnixSecs: number): ReconcileOutcome {
  if (isTerminal(record.status) || view === null) return NOTHING;
  return record.direction === 'Inbound' ? reconcileInbound(record, view, nowUnixSecs) : reconcileOutbound(record, view, nowUnixSecs);
}

function reconcileInbound(record: OnchainTransferRecord, view: RgbTransferView, now: number): ReconcileOutcome {
  const patch: { -readonly [K in keyof OnchainTransferPatch]: OnchainTransferPatch[K] } = {};
  const events: TransferEventType[] = [];
  let consignmentAccepted = false;
  if (ACCEPTED.has(view.status)) {
    // rgb-lib accepts any amount to a seal (an invoice's amount is informational to it): less than asked is not a payment.
    if (record.amount > 0n && view.amount < record.amount) {
      return finish({ status: 'failed', txid: view.txid ?? record.txid, failureReason: `underpaid: received ${view.amount} of the ${record.amount} the invoice asks for` }, [], false, now);
    }
    if (!record.receivedNotified) {
      consignmentAccepted = true;
      patch.receivedNotified = true;
      events.push('RgbTransferReceived');
    }
    if (view.txid && view.txid !== record.txid) patch.txid = view.txid;
    if (view.assetId && record.contractId === null) patch.contractId = toContractId(view.assetId);
  }
  if (view.status === 'Settled') {
    patch.status = 'succeeded';
    events.push('RgbTransferConfirmed');
  } else if (view.status === 'Failed') {
    const expired = !record.receivedNotified && !consignmentAccepted && record.expiresAtUnixSecs !== null && now >= record.expiresAtUnixSecs;
    patch.status = expired ? 'expired' : 'failed';
    patch.failureReason = expired ? 'the invoice expired before a transfer arrived' : 'rgb-lib failed the transfer (refused consignment, or its transaction can no longer confirm)';
  }
  return finish(patch, events, consignmentAccepted, now);
}

function reconcileOutbound(record: OnchainTransferRecord, view: RgbTransferView, now: number): ReconcileOutcome {
  const patch: { -readonly [K in keyof OnchainTransferPatch]: OnchainTransferPatch[K] } = {};
  const events: TransferEventType[] = [];
  if (view.txid && view.txid !== record.txid) patch.txid = view.txid;
  if (view.status !== 'Initiated' && record.stage !== 'sent') patch.stage = 'sent';
  if (view.status === 'Settled') {
    patch.status = 'succeeded';
    events.push('RgbTransferConfirmed');
  } else if (view.status === 'Failed') {
    patch.status = 'failed';
    patch.failureReason = record.failureReason ?? 'rgb-lib failed the transfer (the payee refused it, never answered before expiry, or it was cancelled)';
  }
  return finish(patch, events, false, now);
}

function finish(patch: OnchainTransferPatch, events: TransferEventType[], consignmentAccepted: boolean, now: number): ReconcileOutcome {
  if (Object.keys(patch).length === 0) return NOTHING;
  return { patch: { ...patch, updatedAtUnixSecs: now }, events, consignmentAccepted };
}
