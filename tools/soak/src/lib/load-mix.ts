import { createHash } from 'node:crypto';
import type { Rng } from './rng';
import { GaveUp, sleep, type Answer, type NodeName, type SoakClient, type SoakNode } from './soak-client';
import type { SoakNetwork } from './soak-network';

/** RGB invoices expire well inside the settle phase (SETTLE_TIMEOUT_MS, 300 s after the load): see `rgb` below. */
const RGB_INVOICE_EXPIRY_SECS = 240;

export const LOAD_KINDS = ['bolt11', 'keysend', 'hold', 'bolt12', 'rgb'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** What the clients saw of their requests; the records on the nodes are the truth, checked apart. */
export interface KindTally {
  /** Requests to pay (or send) made. */
  attempted: number;
  /** The payer took the payment (200 with its id). */
  accepted: number;
  /** The payer refused it, by error name (NoRoute, InsufficientCapacity, ...). */
  refused: Record<string, number>;
  /** The first message seen for each kind of refusal. */
  samples: Record<string, string>;
  /** A 409 for an Idempotency-Key whose first request a crash interrupted: outcome only in the records. */
  ambiguous: number;
  /** No answer before the client's deadline. */
  gaveUp: number;
}

/** A hold invoice and what its client decided; `resolved` once claim/fail answered or the record ended. */
export interface HoldInvoice {
  payer: NodeName;
  payee: NodeName;
  paymentHash: string;
  preimage: string;
  amountMsat: bigint;
  claim: boolean;
  resolved: boolean;
}

export interface LoadMixOptions {
  /** Concurrent Lightning clients (each runs one payment at a time). Default 2. */
  lightningWorkers?: number;
  log: (line: string) => void;
}

/** Who pays whom: both directions of each channel, and A↔C across B. */
const PAIRS: readonly [NodeName, NodeName][] = [
  ['A', 'B'],
  ['B', 'A'],
  ['B', 'C'],
  ['C', 'B'],
  ['A', 'C'],
  ['C', 'A'],
];
const LIGHTNING_WEIGHTS = { bolt11: 3, keysend: 2, hold: 2, bolt12: 2 } as const;
const WAIT_TERMINAL_MS = 90_000;

interface PaymentBody {
  id: string;
  status: 'Pending' | 'Succeeded' | 'Failed';
  htlc_locked: boolean;
}

/**
 * The payment generators: Lightning workers paying BOLT11 invoices, keysend, hold invoices
 * (claimed or failed by their payee) and BOLT12 offers between random pairs; one RGB worker
 * sending on-chain transfers; and a miner that confirms what the RGB sends broadcast. Every
 * state-changing request carries an Idempotency-Key and is retried with it across restarts.
 */
export class LoadMix {
  readonly tally: Record<LoadKind, KindTally> = Object.fromEntries(LOAD_KINDS.map((k) => [k, emptyTally()])) as Record<LoadKind, KindTally>;
  readonly holds: HoldInvoice[] = [];
  private stopped = false;
  private readonly running: Promise<void>[] = [];

  constructor(
    private readonly network: SoakNetwork,
    private readonly client: SoakClient,
    private readonly rng: Rng,
    private readonly options: LoadMixOptions,
  ) {}

  start(): void {
    const workers = this.options.lightningWorkers ?? 2;
    for (let i = 0; i < workers; i++) this.running.push(this.loop(`lightning-${i}`, (rng) => this.lightningOnce(rng)));
    this.running.push(this.loop('rgb', (rng) => this.rgbOnce(rng)));
    this.running.push(this.loop('miner', (rng) => this.mineOnce(rng)));
  }

  /** Stops starting new payments and waits for the ones under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  /** Claims or fails every hold invoice whose HTLC is held (or still on its way), as its client decided. */
  async settleHolds(timeoutMs: number): Promise<void> {
    for (const hold of this.holds.filter((h) => !h.resolved)) await this.resolveHold(hold, timeoutMs, false);
  }

  private async loop(name: string, once: (rng: Rng) => Promise<void>): Promise<void> {
    const rng = this.rng.fork(name);
    while (!this.stopped) {
      try {
        await once(rng);
      } catch (error) {
        if (!(error instanceof GaveUp)) this.options.log(`${name}: ${(error as Error).message}`);
      }
    }
  }

  private node(name: NodeName): SoakNode {
    return this.network.nodes[name];
  }

  private async lightningOnce(rng: Rng): Promise<void> {
    const kind = rng.weighted(LIGHTNING_WEIGHTS);
    const [payerName, payeeName] = rng.pick(PAIRS);
    const payer = this.node(payerName);
    const payee = this.node(payeeName);
    const amountMsat = rng.bigint(1_000n, 20_000n) * 1000n;
    const key = `soak-${rng.hex32().slice(0, 24)}`;
    switch (kind) {
      case 'bolt11': {
        const created = await this.create<{ invoice: string }>('bolt11', payee, '/bolt11/receive', { amount_msat: amountMsat.toString(), description: 'soak', expiry_secs: 3600 });
        if (created) await this.pay('bolt11', payer, '/bolt11/send', { invoice: created.invoice }, key);
        return;
      }
      case 'keysend':
        await this.pay('keysend', payer, '/spontaneous/send', { counterparty_node_id: payee.nodeId, amount_msat: amountMsat.toString() }, key);
        return;
      case 'bolt12': {
        // Right after a restart the payee may have no peer yet to start a blinded path at (409).
        const created = await this.create<{ offer: string }>('bolt12', payee, '/bolt12/offer/receive', { amount_msat: amountMsat.toString(), description: 'soak' });
        if (created) await this.pay('bolt12', payer, '/bolt12/offer/send', { offer: created.offer, amount_msat: amountMsat.toString(), payer_note: 'soak' }, key);
        return;
      }
      case 'hold':
        await this.holdOnce(rng, payer, payee, amountMsat, key);
        return;
    }
  }

  /** The payee's invoice or offer; a refusal is counted (as `create <status> <error>`), not thrown. */
  private async create<T>(kind: LoadKind, payee: SoakNode, path: string, body: Record<string, unknown>): Promise<T | null> {
    const res = await this.client.call<T & { error?: string; message?: string }>(payee, 'POST', path, body);
    if (res.status === 200) return res.body;
    refuse(this.tally[kind], res, 'create ');
    return null;
  }

  /** One payment request, then its payer's record followed until it is terminal (bounded). */
  private async pay(kind: LoadKind, payer: SoakNode, path: string, body: Record<string, unknown>, key: string): Promise<string | null> {
    const tally = this.tally[kind];
    tally.attempted++;
    let res: Answer<{ payment_id?: string; error?: string; message?: string }>;
    try {
      res = await this.client.call(payer, 'POST', path, body, { idempotencyKey: key });
    } catch (error) {
      if (error instanceof GaveUp) tally.gaveUp++;
      throw error;
    }
    if (res.status === 200 && res.body.payment_id) {
      tally.accepted++;
      await this.waitTerminal(payer, res.body.payment_id, WAIT_TERMINAL_MS);
      return res.body.payment_id;
    }
    if (res.status === 409 && /interrupted by a restart/.test(res.body.message ?? '')) tally.ambiguous++;
    else refuse(tally, res);
    return null;
  }

  /** Follows a payment until it is terminal, the time is up or the load stops (the settle phase takes over). */
  private async waitTerminal(node: SoakNode, paymentId: string, timeoutMs: number): Promise<PaymentBody | null> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !this.stopped) {
      const res = await this.client.call<{ payment: PaymentBody }>(node, 'POST', `/payment/${paymentId}/wait`, { timeout_secs: 15 });
      if (res.status === 200 && res.body.payment.status !== 'Pending') return res.body.payment;
      if (res.status !== 200 && res.status !== 408) return null;
    }
    return null;
  }

  private async holdOnce(rng: Rng, payer: SoakNode, payee: SoakNode, amountMsat: bigint, key: string): Promise<void> {
    const preimage = rng.hex32();
    const paymentHash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const hold: HoldInvoice = { payer: payer.name, payee: payee.name, paymentHash, preimage, amountMsat, claim: rng.chance(0.7), resolved: false };
    const created = await this.create<{ invoice: string }>('hold', payee, '/bolt11/receive_for_hash', { amount_msat: amountMsat.toString(), description: 'soak hold', expiry_secs: 3600, payment_hash: paymentHash });
    if (!created) return;
    const { invoice } = created;
    this.holds.push(hold);
    const tally = this.tally.hold;
    tally.attempted++;
    let res: Answer<{ payment_id?: string; error?: string; message?: string }>;
    try {
      res = await this.client.call(payer, 'POST', '/bolt11/send', { invoice }, { idempotencyKey: key });
    } catch (error) {
      if (error instanceof GaveUp) tally.gaveUp++;
      throw error;
    }
    if (res.status !== 200) {
      if (res.status === 409 && /interrupted by a restart/.test(res.body.message ?? '')) tally.ambiguous++;
      else refuse(tally, res);
      hold.resolved = true;
      return;
    }
    tally.accepted++;
    await this.resolveHold(hold, WAIT_TERMINAL_MS, true);
    if (res.body.payment_id) await this.waitTerminal(payer, res.body.payment_id, WAIT_TERMINAL_MS);
  }

  /**
   * Waits for the HTLC to be held at the payee, then claims or fails it. A claim or fail whose
   * node died is asked again until the record says it took (the node resumes a stored claim
   * itself). Done too when the payer has no payment or a failed one (BOLT11: its id is the
   * hash): nothing will arrive, the invoice stays open.
   */
  private async resolveHold(hold: HoldInvoice, timeoutMs: number, interruptible: boolean): Promise<void> {
    const payee = this.node(hold.payee);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !(interruptible && this.stopped)) {
      const rec = await this.client.call<PaymentBody>(payee, 'GET', `/payment/${hold.paymentHash}`);
      if (rec.status === 200 && rec.body.status !== 'Pending') {
        hold.resolved = true;
        return;
      }
      if (rec.status === 200 && rec.body.htlc_locked) {
        const res = hold.claim
          ? await this.client.call(payee, 'POST', '/bolt11/claim_for_hash', { payment_hash: hold.paymentHash, preimage: hold.preimage, claimable_amount_msat: hold.amountMsat.toString() })
          : await this.client.call(payee, 'POST', '/bolt11/fail_for_hash', { payment_hash: hold.paymentHash });
        if (res.status === 200) {
          hold.resolved = true;
          return;
        }
      } else {
        const sent = await this.client.call<PaymentBody>(this.node(hold.payer), 'GET', `/payment/${hold.paymentHash}`);
        if (sent.status === 404 || (sent.status === 200 && sent.body.status === 'Failed')) {
          hold.resolved = true;
          return;
        }
      }
      await sleep(500);
    }
  }

  private async rgbOnce(rng: Rng): Promise<void> {
    await sleep(rng.int(500, 2500));
    if (this.stopped) return;
    const contractId = this.network.contractId;
    const amount = rng.bigint(1n, 20n);
    // A payer whose settled (mined) balance covers it: rgb-lib spends only settled allocations.
    const payers: SoakNode[] = [];
    for (const n of this.network.list) {
      const res = await this.client.call<{ balance: { mined: string } }>(n, 'GET', `/rgb/contract/${contractId}/balance`);
      if (res.status === 200 && BigInt(res.body.balance.mined) >= amount) payers.push(n);
    }
    if (payers.length === 0) return;
    const payer = rng.pick(payers);
    const payee = rng.pick(this.network.list.filter((n) => n !== payer));
    const witness = rng.chance(0.3);
    const key = `soak-rgb-${rng.hex32().slice(0, 24)}`;
    // Expiring inside the settle window: a payer killed inside its send after the consignment
    // reached the payee releases its inputs at restart, and the payee, which cannot know, waits
    // for the transaction until the invoice expires, then fails the transfer (seed 903239610).
    const created = await this.create<{ invoice: string }>('rgb', payee, '/rgb/onchain/invoice/create', { contract_id: contractId, amount: amount.toString(), expiry_secs: String(RGB_INVOICE_EXPIRY_SECS), use_witness_utxo: witness });
    if (!created) return;
    const tally = this.tally.rgb;
    tally.attempted++;
    let res: Answer<{ payment_id?: string; error?: string; message?: string }>;
    try {
      res = await this.client.call(payer, 'POST', '/rgb/onchain/send', { invoice: created.invoice, ...(witness ? { sats_for_fee_and_outputs: '3000' } : {}) }, { idempotencyKey: key });
    } catch (error) {
      if (error instanceof GaveUp) tally.gaveUp++;
      throw error;
    }
    if (res.status === 200) tally.accepted++;
    else if (res.status === 409 && /interrupted by a restart/.test(res.body.message ?? '')) tally.ambiguous++;
    else refuse(tally, res);
  }

  /** A block now and then while something waits in the mempool (RGB sends settle on it). */
  private async mineOnce(rng: Rng): Promise<void> {
    await sleep(rng.int(3000, 6000));
    if (this.stopped) return;
    const mempool = await this.network.rgb.env.btcd.client.getRawMempool();
    if (mempool.length > 0) await this.network.mine(1);
  }
}

function emptyTally(): KindTally {
  return { attempted: 0, accepted: 0, refused: {}, samples: {}, ambiguous: 0, gaveUp: 0 };
}

function refuse(tally: KindTally, res: Answer<{ error?: string; message?: string }>, prefix = ''): void {
  const key = `${prefix}${res.status} ${res.body.error ?? ''}`.trim();
  tally.refused[key] = (tally.refused[key] ?? 0) + 1;
  tally.samples[key] ??= String(res.body.message ?? JSON.stringify(res.body)).slice(0, 200);
}
