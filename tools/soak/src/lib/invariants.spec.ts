import { checkInvariants, type InvariantFacts } from './invariants';
import type { NetworkSnapshot, NodeSnapshot, PaymentRecord } from './node-snapshot';
import type { OnchainRecord } from './soak-network';

const CONTRACT = 'contract:soak';
const AB = 'ab'.repeat(32);
const BC = 'bc'.repeat(32);
const CAP = '2000000';

function node(name: 'A' | 'B' | 'C', over: Partial<NodeSnapshot> = {}): NodeSnapshot {
  const channels = {
    A: [{ channel_id: AB, counterparty_node_id: 'b', channel_value_sats: CAP, local_balance_msat: '1000000000', is_usable: true }],
    B: [
      { channel_id: AB, counterparty_node_id: 'a', channel_value_sats: CAP, local_balance_msat: '1000000000', is_usable: true },
      { channel_id: BC, counterparty_node_id: 'c', channel_value_sats: CAP, local_balance_msat: '1000000000', is_usable: true },
    ],
    C: [{ channel_id: BC, counterparty_node_id: 'b', channel_value_sats: CAP, local_balance_msat: '1000000000', is_usable: true }],
  }[name];
  return {
    name,
    nodeId: name.toLowerCase(),
    payments: [],
    channels,
    onchainSats: 100_000n,
    rgbRecords: [],
    assetTotal: name === 'A' ? 400n : 300n,
    carriers: [{ outpoint: `${name}:0`, value_sats: '20000', lock: { locked: false, kind: 'none' }, rgb: { allocations: [] } }],
    ...over,
  };
}

function network(over: Partial<Record<'A' | 'B' | 'C', Partial<NodeSnapshot>>> = {}): NetworkSnapshot {
  return { A: node('A', over.A), B: node('B', over.B), C: node('C', over.C) };
}

const facts: InvariantFacts = {
  contractId: CONTRACT,
  supply: 1000n,
  routingNode: 'B',
  finalPayments: [{ from: 'A', to: 'B', ok: true, detail: 'paid' }],
  rgbFeesSats: 0n,
};

function pay(id: string, direction: 'Inbound' | 'Outbound', status: PaymentRecord['status'], amountMsat: bigint, extra: Partial<PaymentRecord> = {}): PaymentRecord {
  return { id, direction, status, kind: 'Bolt11', amount_msat: amountMsat.toString(), htlc_locked: false, payment_hash: id, ...extra };
}

/** Channel balances after A paid C `amount` through B, B keeping `fee`. */
function afterAPaysC(amount: bigint, fee: bigint): { A: Partial<NodeSnapshot>; B: Partial<NodeSnapshot>; C: Partial<NodeSnapshot> } {
  const base = network();
  const shift = (n: NodeSnapshot, deltas: Record<string, bigint>) => n.channels.map((c) => ({ ...c, local_balance_msat: (BigInt(c.local_balance_msat) + (deltas[c.channel_id] ?? 0n)).toString() }));
  return {
    A: { channels: shift(base.A, { [AB]: -(amount + fee) }), payments: [pay('h1', 'Outbound', 'Succeeded', amount, { fee_paid_msat: fee.toString() })] },
    B: { channels: shift(base.B, { [AB]: amount + fee, [BC]: -amount }) },
    C: { channels: shift(base.C, { [BC]: amount }), payments: [pay('h1', 'Inbound', 'Succeeded', amount)] },
  };
}

function rgb(id: string, direction: 'Inbound' | 'Outbound', status: OnchainRecord['status'], amount: bigint, invoice: string, txid?: string): OnchainRecord {
  return { id, direction, status, invoice, contract_id: CONTRACT, amount: amount.toString(), purpose: null, ...(txid ? { txid } : {}) };
}

const checks = (before: NetworkSnapshot, after: NetworkSnapshot, f: InvariantFacts = facts) => checkInvariants(before, after, f).violations.map((v) => v.check);

describe('checkInvariants', () => {
  it('passes a forwarded payment whose balances moved exactly as the records say, B earning the fee', () => {
    const report = checkInvariants(network(), network(afterAPaysC(5_000_000n, 1_000n)), facts);
    expect(report.violations).toEqual([]);
    expect(report.ledgers.B).toEqual({ observedMsat: 1_000n, expectedMsat: 1_000n });
    expect(report.paymentsByKind).toEqual({ Bolt11: { Succeeded: 1 } });
  });

  it('flags a balance that moved by one msat more than the records say', () => {
    const after = afterAPaysC(5_000_000n, 1_000n);
    after.C.onchainSats = 100_000n; // unchanged
    after.A.payments = [pay('h1', 'Outbound', 'Succeeded', 5_000_000n, { fee_paid_msat: '999' })];
    expect(checks(network(), network(after))).toContain('balances add up');
  });

  it('flags a channel whose two sides no longer add up to its capacity', () => {
    const after = network();
    after.C.channels = [{ ...after.C.channels[0], local_balance_msat: '999999000' }];
    after.C.payments = [pay('h2', 'Outbound', 'Succeeded', 1000n)];
    after.B.payments = [pay('h2', 'Inbound', 'Succeeded', 1000n)];
    expect(checks(network(), after)).toContain('balances add up');
  });

  it('flags a payment left Pending at its payer, and an HTLC still held at a payee', () => {
    expect(checks(network(), network({ A: { payments: [pay('h3', 'Outbound', 'Pending', 1000n)] } }))).toContain('payment terminal');
    expect(checks(network(), network({ C: { payments: [pay('h4', 'Inbound', 'Pending', 1000n, { htlc_locked: true })] } }))).toContain('payment terminal');
  });

  it('flags different statuses on the two sides, either way round', () => {
    const payerOnly = network({ A: { payments: [pay('h5', 'Outbound', 'Succeeded', 1000n)] }, C: { payments: [pay('h5', 'Inbound', 'Failed', 1000n)] } });
    expect(checks(network(), payerOnly)).toContain('same status both sides');
    const payeeOnly = network({ A: { payments: [pay('h6', 'Outbound', 'Failed', 1000n)] }, C: { payments: [pay('h6', 'Inbound', 'Succeeded', 1000n)] } });
    expect(checks(network(), payeeOnly)).toContain('same status both sides');
  });

  it('counts an invoice whose payer failed before any HTLC as open, not as a violation', () => {
    const after = network({ A: { payments: [pay('h7', 'Outbound', 'Failed', 1000n)] }, C: { payments: [pay('h7', 'Inbound', 'Pending', 1000n)] } });
    const report = checkInvariants(network(), after, facts);
    expect(report.violations).toEqual([]);
    expect(report.openInvoices).toBe(1);
  });

  it('flags a closed or unusable channel and a final payment that failed', () => {
    expect(checks(network(), network({ C: { channels: [] }, B: { channels: [node('B').channels[0]] } }))).toContain('no channel closed');
    expect(checks(network(), network({ A: { channels: [{ ...node('A').channels[0], is_usable: false }] } }))).toContain('no channel closed');
    expect(checks(network(), network(), { ...facts, finalPayments: [{ from: 'C', to: 'B', ok: false, detail: '404 NoRoute' }] })).toEqual(['channels still pay']);
  });

  it('passes an RGB transfer settled on both sides, and flags an asset unit gone missing', () => {
    const settled = network({
      A: { assetTotal: 390n, rgbRecords: [rgb('s1', 'Outbound', 'succeeded', 10n, 'inv1', 't1')] },
      B: { assetTotal: 310n, rgbRecords: [rgb('r1', 'Inbound', 'succeeded', 10n, 'inv1', 't1')] },
    });
    expect(checks(network(), settled)).toEqual([]);
    const lost = network({ ...settled, A: { assetTotal: 390n, rgbRecords: [rgb('s1', 'Outbound', 'succeeded', 10n, 'inv1', 't1')] }, B: { assetTotal: 309n, rgbRecords: [rgb('r1', 'Inbound', 'succeeded', 10n, 'inv1', 't1')] } });
    expect(checks(network(), lost)).toEqual(['no RGB asset lost', 'no RGB asset lost']);
  });

  it('flags an RGB send still pending, a payee left pending with a txid, and one side succeeded alone', () => {
    expect(checks(network(), network({ A: { rgbRecords: [rgb('s2', 'Outbound', 'pending', 1n, 'inv2')] } }))).toContain('RGB transfer terminal');
    expect(checks(network(), network({ B: { rgbRecords: [rgb('r3', 'Inbound', 'pending', 1n, 'inv3', 't3')] } }))).toContain('RGB transfer terminal');
    const oneSided = network({ A: { assetTotal: 399n, rgbRecords: [rgb('s4', 'Outbound', 'succeeded', 1n, 'inv4', 't4')] }, B: { assetTotal: 301n, rgbRecords: [rgb('r4', 'Inbound', 'failed', 1n, 'inv4', 't4')] } });
    expect(checks(network(), oneSided)).toContain('RGB same status both sides');
  });

  it('counts an RGB invoice nobody paid as open', () => {
    const report = checkInvariants(network(), network({ C: { rgbRecords: [rgb('r5', 'Inbound', 'pending', 1n, 'inv5')] } }), facts);
    expect(report.violations).toEqual([]);
    expect(report.openRgbInvoices).toBe(1);
  });

  it('flags a locked carrier, a pending allocation, and RGB wallet BTC that moved by more than the fees', () => {
    const locked = network({ A: { carriers: [{ outpoint: 'A:0', value_sats: '20000', lock: { locked: true, kind: 'operation' }, rgb: { allocations: [] } }] } });
    expect(checks(network(), locked)).toEqual(['RGB nothing held']);
    const pending = network({ A: { carriers: [{ outpoint: 'A:0', value_sats: '20000', lock: { locked: false, kind: 'none' }, rgb: { allocations: [{ contract_id: CONTRACT, amount: '1', layer: 'pending' }] } }] } });
    expect(checks(network(), pending)).toEqual(['RGB nothing held']);
    const paidFee = network({ A: { carriers: [{ outpoint: 'A:1', value_sats: '19700', lock: { locked: false, kind: 'none' }, rgb: { allocations: [] } }] } });
    expect(checks(network(), paidFee, { ...facts, rgbFeesSats: 300n })).toEqual([]);
    expect(checks(network(), paidFee, { ...facts, rgbFeesSats: 200n })).toEqual(['RGB wallets BTC']);
  });
});
