import type { NodeName } from './soak-client';
import type { NetworkSnapshot, NodeSnapshot, PaymentRecord } from './node-snapshot';
import type { OnchainRecord } from './soak-network';

export interface Violation {
  check: string;
  detail: string;
}

/** A payment made after the load stopped, to prove a channel still carries payments both ways. */
export interface FinalPayment {
  from: NodeName;
  to: NodeName;
  ok: boolean;
  detail: string;
}

export interface InvariantFacts {
  contractId: string;
  supply: bigint;
  /** The one node that forwards (A—B—C): every routing fee a payer paid is its income. */
  routingNode: NodeName;
  finalPayments: FinalPayment[];
  /** Fees of the RGB transfer transactions mined during the soak, read from the chain. */
  rgbFeesSats: bigint;
}

export interface InvariantReport {
  violations: Violation[];
  /** Lightning payments made during the soak, by kind and the payer's final status. */
  paymentsByKind: Record<string, Record<string, number>>;
  /** Inbound records of invoices nobody paid (the payer refused or failed before any HTLC). */
  openInvoices: number;
  /** RGB sends made during the soak, by the payer's final status. */
  rgbByStatus: Record<string, number>;
  /** RGB invoices nobody paid that have not expired yet. */
  openRgbInvoices: number;
  /** Per node: what the balances moved by and what the records say they should (msat). */
  ledgers: Record<NodeName, { observedMsat: bigint; expectedMsat: bigint }>;
}

const NODES: readonly NodeName[] = ['A', 'B', 'C'];

/**
 * Every check of the soak, on what the nodes said before the load (after set-up) and after
 * it settled. Pure: the snapshots and facts are the whole input.
 */
export function checkInvariants(before: NetworkSnapshot, after: NetworkSnapshot, facts: InvariantFacts): InvariantReport {
  const violations: Violation[] = [];
  const newPayments = (n: NodeName) => after[n].payments.filter((p) => !before[n].payments.some((b) => b.id === p.id && b.direction === p.direction));
  const newRgb = (n: NodeName) => after[n].rgbRecords.filter((r) => !before[n].rgbRecords.some((b) => b.id === r.id));

  const payments = NODES.flatMap((n) => newPayments(n).map((p) => ({ node: n, p })));
  const openInvoices = checkPayments(payments, violations);
  const ledgers = checkLedgers(before, after, newPayments, facts.routingNode, violations);
  checkChannels(before, after, facts.finalPayments, violations);
  const rgb = NODES.flatMap((n) => newRgb(n).map((r) => ({ node: n, r })));
  const openRgbInvoices = checkRgb(before, after, rgb, facts, violations);

  const paymentsByKind: Record<string, Record<string, number>> = {};
  for (const { p } of payments.filter((x) => x.p.direction === 'Outbound')) bump((paymentsByKind[p.kind] ??= {}), p.status);
  const rgbByStatus: Record<string, number> = {};
  for (const { r } of rgb.filter((x) => x.r.direction === 'Outbound')) bump(rgbByStatus, r.status);
  return { violations, paymentsByKind, openInvoices, rgbByStatus, openRgbInvoices, ledgers };
}

/**
 * Every payment terminal, the same status on both sides (matched by payment hash), the same
 * amount. An inbound record still Pending with no HTLC held and no payer that sent or is
 * sending is an invoice nobody paid: counted, not a payment. Returns that count.
 */
function checkPayments(payments: { node: NodeName; p: PaymentRecord }[], violations: Violation[]): number {
  const byHash = new Map<string, { node: NodeName; p: PaymentRecord }[]>();
  for (const x of payments) if (x.p.payment_hash) byHash.set(x.p.payment_hash, [...(byHash.get(x.p.payment_hash) ?? []), x]);
  const name = (x: { node: NodeName; p: PaymentRecord }) => `${x.node} ${x.p.direction} ${x.p.kind} ${x.p.id} (hash ${x.p.payment_hash ?? 'none'})`;
  let openInvoices = 0;
  for (const x of payments) {
    const { p } = x;
    const others = p.payment_hash ? (byHash.get(p.payment_hash) ?? []).filter((o) => o !== x) : [];
    if (p.direction === 'Outbound') {
      if (p.status === 'Pending') violations.push({ check: 'payment terminal', detail: `${name(x)} still Pending` });
      const payees = others.filter((o) => o.p.direction === 'Inbound' && o.node !== x.node);
      if (p.status === 'Succeeded') {
        if (!p.payment_hash) violations.push({ check: 'same status both sides', detail: `${name(x)} Succeeded with no payment hash to match its payee` });
        else if (!payees.some((o) => o.p.status === 'Succeeded')) violations.push({ check: 'same status both sides', detail: `${name(x)} Succeeded; payee: ${payees.map((o) => o.p.status).join(', ') || 'no record'}` });
        for (const o of payees.filter((o) => o.p.status === 'Succeeded' && o.p.amount_msat !== p.amount_msat)) {
          violations.push({ check: 'same amount both sides', detail: `${name(x)} sent ${p.amount_msat} msat, ${name(o)} received ${o.p.amount_msat}` });
        }
      }
      continue;
    }
    const payers = others.filter((o) => o.p.direction === 'Outbound' && o.node !== x.node);
    if (p.status === 'Succeeded' && !payers.some((o) => o.p.status === 'Succeeded')) {
      violations.push({ check: 'same status both sides', detail: `${name(x)} Succeeded; payer: ${payers.map((o) => o.p.status).join(', ') || 'no record'}` });
    }
    if (p.status !== 'Pending') continue;
    if (p.htlc_locked) violations.push({ check: 'payment terminal', detail: `${name(x)} still holds an HTLC` });
    else if (payers.some((o) => o.p.status !== 'Failed')) violations.push({ check: 'payment terminal', detail: `${name(x)} Pending while its payer is ${payers.map((o) => o.p.status).join(', ')}` });
    else openInvoices++;
  }
  return openInvoices;
}

/**
 * Per node: plain wallet + our side of every channel moved by exactly what the node's own
 * records say (received − sent − routing fees paid, + routing fees earned by the forwarding
 * node). Tolerance 0 msat: nothing is in flight at the end, LDK counts the funder's balance
 * before the commitment fee, and nothing is paid on chain from the plain wallet during the soak.
 * Per channel: both sides add up to its capacity (no HTLC left, nothing vanished).
 */
function checkLedgers(
  before: NetworkSnapshot,
  after: NetworkSnapshot,
  newPayments: (n: NodeName) => PaymentRecord[],
  routingNode: NodeName,
  violations: Violation[],
): Record<NodeName, { observedMsat: bigint; expectedMsat: bigint }> {
  const succeeded = (n: NodeName) => newPayments(n).filter((p) => p.status === 'Succeeded');
  const msat = (v: string | undefined) => BigInt(v ?? '0');
  const routingIncome = NODES.filter((n) => n !== routingNode)
    .flatMap((n) => succeeded(n).filter((p) => p.direction === 'Outbound'))
    .reduce((sum, p) => sum + msat(p.fee_paid_msat), 0n);
  const ledgers = {} as Record<NodeName, { observedMsat: bigint; expectedMsat: bigint }>;
  for (const n of NODES) {
    const observedMsat = holdingsMsat(after[n]) - holdingsMsat(before[n]);
    let expectedMsat = n === routingNode ? routingIncome : 0n;
    for (const p of succeeded(n)) expectedMsat += p.direction === 'Inbound' ? msat(p.amount_msat) : -(msat(p.amount_msat) + msat(p.fee_paid_msat));
    ledgers[n] = { observedMsat, expectedMsat };
    if (observedMsat !== expectedMsat) {
      violations.push({ check: 'balances add up', detail: `${n}: wallet + channels moved by ${observedMsat} msat, its records say ${expectedMsat} (difference ${observedMsat - expectedMsat})` });
    }
  }
  const sides = new Map<string, { capacityMsat: bigint; localMsat: bigint; count: number }>();
  for (const n of NODES) {
    for (const c of after[n].channels) {
      const side = sides.get(c.channel_id) ?? { capacityMsat: BigInt(c.channel_value_sats) * 1000n, localMsat: 0n, count: 0 };
      side.localMsat += BigInt(c.local_balance_msat);
      side.count++;
      sides.set(c.channel_id, side);
    }
  }
  for (const [id, side] of sides) {
    if (side.count === 2 && side.localMsat !== side.capacityMsat) {
      violations.push({ check: 'balances add up', detail: `channel ${id}: both sides hold ${side.localMsat} msat of ${side.capacityMsat}` });
    }
  }
  return ledgers;
}

function holdingsMsat(s: NodeSnapshot): bigint {
  return s.onchainSats * 1000n + s.channels.reduce((sum, c) => sum + BigInt(c.local_balance_msat), 0n);
}

/** The same channels as before the load, all usable on both sides, and a payment each way through each. */
function checkChannels(before: NetworkSnapshot, after: NetworkSnapshot, finals: FinalPayment[], violations: Violation[]): void {
  for (const n of NODES) {
    const ids = (s: NodeSnapshot) => s.channels.map((c) => c.channel_id).sort();
    if (ids(before[n]).join() !== ids(after[n]).join()) {
      violations.push({ check: 'no channel closed', detail: `${n} had channels [${ids(before[n]).join(', ')}], now [${ids(after[n]).join(', ')}]` });
    }
    for (const c of after[n].channels.filter((c) => !c.is_usable)) violations.push({ check: 'no channel closed', detail: `${n}: channel ${c.channel_id} is not usable` });
  }
  for (const f of finals.filter((f) => !f.ok)) violations.push({ check: 'channels still pay', detail: `${f.from}→${f.to}: ${f.detail}` });
}

/**
 * RGB: the supply is all there (sum of every node's balance), each node's balance is what its
 * records say, every transfer terminal with the same status on both sides (matched by invoice),
 * nothing left locked or pending on a carrier, and the RGB wallets' BTC moved only by the fees
 * of the transfers' transactions. Returns how many invoices nobody paid are still open.
 */
function checkRgb(before: NetworkSnapshot, after: NetworkSnapshot, rgb: { node: NodeName; r: OnchainRecord }[], facts: InvariantFacts, violations: Violation[]): number {
  const total = NODES.reduce((sum, n) => sum + after[n].assetTotal, 0n);
  if (total !== facts.supply) violations.push({ check: 'no RGB asset lost', detail: `the nodes hold ${total} of ${facts.supply} issued (${NODES.map((n) => `${n} ${after[n].assetTotal}`).join(', ')})` });
  const ours = rgb.filter(({ r }) => r.contract_id === facts.contractId && !r.purpose);
  for (const n of NODES) {
    const moved = ours.filter((x) => x.node === n && x.r.status === 'succeeded').reduce((sum, { r }) => sum + (r.direction === 'Inbound' ? BigInt(r.amount) : -BigInt(r.amount)), 0n);
    const expected = before[n].assetTotal + moved;
    if (after[n].assetTotal !== expected) violations.push({ check: 'no RGB asset lost', detail: `${n} holds ${after[n].assetTotal}, its records say ${expected}` });
  }
  let open = 0;
  const name = (x: { node: NodeName; r: OnchainRecord }) => `${x.node} ${x.r.direction} ${x.r.id} (${x.r.amount}, txid ${x.r.txid ?? 'none'})`;
  for (const x of ours) {
    const { r } = x;
    const counterpart = ours.filter((o) => o.node !== x.node && o.r.invoice === r.invoice && o.r.direction !== r.direction);
    if (r.status === 'pending') {
      if (r.direction === 'Outbound' || r.txid) violations.push({ check: 'RGB transfer terminal', detail: `${name(x)} still pending` });
      else if (!counterpart.some((o) => o.r.status !== 'failed')) open++;
      else violations.push({ check: 'RGB transfer terminal', detail: `${name(x)} pending while its payer is ${counterpart.map((o) => o.r.status).join(', ')}` });
    }
    if (r.status === 'succeeded' && !counterpart.some((o) => o.r.status === 'succeeded')) {
      violations.push({ check: 'RGB same status both sides', detail: `${name(x)} succeeded; other side: ${counterpart.map((o) => o.r.status).join(', ') || 'no record'}` });
    }
  }
  for (const n of NODES) {
    for (const c of after[n].carriers) {
      if (c.lock.locked) violations.push({ check: 'RGB nothing held', detail: `${n}: carrier ${c.outpoint} still locked (${c.lock.kind})` });
      if (c.rgb.allocations.some((a) => a.layer === 'pending')) violations.push({ check: 'RGB nothing held', detail: `${n}: carrier ${c.outpoint} has a pending allocation` });
    }
  }
  const btc = (s: NetworkSnapshot) => NODES.reduce((sum, n) => sum + s[n].carriers.reduce((t, c) => t + BigInt(c.value_sats), 0n), 0n);
  const movedSats = btc(after) - btc(before);
  if (movedSats !== -facts.rgbFeesSats) {
    violations.push({ check: 'RGB wallets BTC', detail: `the RGB wallets' BTC moved by ${movedSats} sat; the transfers' transactions paid ${facts.rgbFeesSats} in fees` });
  }
  return open;
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
