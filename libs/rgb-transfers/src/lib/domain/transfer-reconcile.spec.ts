import type { RgbTransferStatus, RgbTransferView } from '@rln/rgb-wallet';
import type { OnchainTransferRecord } from './onchain-transfer';
import { receiveAccepted, reconcileTransfer } from './transfer-reconcile';

const NOW = 1_800_000_000;

function record(over: Partial<OnchainTransferRecord> = {}): OnchainTransferRecord {
  return {
    id: 'rid',
    direction: 'Inbound',
    status: 'pending',
    createdAtUnixSecs: NOW - 100,
    updatedAtUnixSecs: NOW - 100,
    expiresAtUnixSecs: NOW + 100,
    invoice: 'rgb:...',
    recipientId: 'rid',
    recipientKind: 'blinded',
    transport: 'proxy',
    contractId: 'contract:abc',
    amount: 10n,
    txid: null,
    consignmentKey: null,
    purpose: null,
    batchTransferIdx: 7,
    stage: null,
    psbt: null,
    blindingUtxo: null,
    nonce: null,
    failureReason: null,
    idempotencyKey: null,
    receivedNotified: false,
    ...over,
  };
}

function view(status: RgbTransferStatus, over: Partial<RgbTransferView> = {}): RgbTransferView {
  return {
    idx: 1,
    batchTransferIdx: 7,
    assetId: 'rgb:abc',
    kind: 'ReceiveBlind',
    status,
    createdAtUnixSecs: NOW - 100,
    updatedAtUnixSecs: NOW,
    amount: 10n,
    requestedAmount: 10n,
    txid: 'aa'.repeat(32),
    recipientId: 'rid',
    receiveUtxo: null,
    changeUtxo: null,
    expiryUnixSecs: NOW + 100,
    invoice: null,
    consignmentPath: '/data/c',
    transportEndpoints: [],
    ...over,
  };
}

describe('reconcileTransfer', () => {
  it.each([
    ['inbound waiting for the payer', record(), view('WaitingCounterparty', { txid: null }), {}, []],
    ['inbound accepted, unconfirmed', record(), view('WaitingConfirmations'), { receivedNotified: true, txid: 'aa'.repeat(32) }, ['RgbTransferReceived']],
    ['inbound accepted then settled in one pass', record(), view('Settled'), { receivedNotified: true, status: 'succeeded' }, ['RgbTransferReceived', 'RgbTransferConfirmed']],
    ['inbound settled after an earlier accept', record({ receivedNotified: true, txid: 'aa'.repeat(32) }), view('Settled'), { status: 'succeeded' }, ['RgbTransferConfirmed']],
    ['inbound failed before expiry', record(), view('Failed', { txid: null }), { status: 'failed' }, []],
    ['inbound failed after expiry with nothing received', record({ expiresAtUnixSecs: NOW - 1 }), view('Failed', { txid: null }), { status: 'expired' }, []],
    ['inbound failed after expiry once a consignment was accepted', record({ expiresAtUnixSecs: NOW - 1, receivedNotified: true }), view('Failed'), { status: 'failed' }, []],
    ['outbound waiting for the ack', record({ direction: 'Outbound', stage: 'sent', txid: 'aa'.repeat(32) }), view('WaitingCounterparty', { kind: 'Send' }), {}, []],
    ['outbound coloured, finished by rgb-lib', record({ direction: 'Outbound', stage: 'prepared', txid: 'aa'.repeat(32) }), view('WaitingConfirmations', { kind: 'Send' }), { stage: 'sent' }, []],
    ['outbound settled', record({ direction: 'Outbound', stage: 'sent', txid: 'aa'.repeat(32) }), view('Settled', { kind: 'Send' }), { status: 'succeeded' }, ['RgbTransferConfirmed']],
    ['outbound nacked or expired', record({ direction: 'Outbound', stage: 'sent', txid: 'aa'.repeat(32) }), view('Failed', { kind: 'Send' }), { status: 'failed' }, []],
  ])('%s', (_name, rec, v, expected, events) => {
    const outcome = reconcileTransfer(rec, v, NOW);
    expect(outcome.patch).toMatchObject(expected);
    if (Object.keys(expected).length === 0) expect(outcome.patch).toEqual({});
    expect(outcome.events).toEqual(events);
  });

  it('fails an underpaid receive instead of settling it, keeping the amount asked for', () => {
    for (const status of ['WaitingConfirmations', 'Settled'] as const) {
      const outcome = reconcileTransfer(record({ amount: 1000n }), view(status, { amount: 1n }), NOW);
      expect(outcome.patch).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('underpaid: received 1 of the 1000') });
      expect(outcome.patch.amount).toBeUndefined();
      expect(outcome.events).toEqual([]);
    }
  });

  it('never moves a terminal record', () => {
    expect(reconcileTransfer(record({ status: 'succeeded' }), view('Failed'), NOW).patch).toEqual({});
    expect(reconcileTransfer(record({ status: 'expired' }), view('Settled'), NOW).events).toEqual([]);
  });

  it('learns the contract of an any-contract invoice from the accepted transfer', () => {
    expect(reconcileTransfer(record({ contractId: null }), view('WaitingConfirmations'), NOW).patch.contractId).toBe('contract:abc');
  });
});

describe('receiveAccepted', () => {
  it.each([
    ['Initiated', false],
    ['WaitingCounterparty', false],
    ['WaitingConfirmations', true],
    ['Settled', true],
    ['Failed', false],
  ] as const)('rgb-lib %s → %s', (status, accepted) => {
    expect(receiveAccepted(view(status))).toBe(accepted);
  });

  it('is false when rgb-lib has no such receive', () => {
    expect(receiveAccepted(null)).toBe(false);
  });
});
