import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient, HttpResult, RgbNet, TestNode } from '@rln/node-harness';
import { now, until, type TransferChain, type TransferSample } from './transfer-chain';

type NodeEvent = { id: string; type: string; data: Record<string, unknown> };
type Sent = { txid: string; consignment_key: string | null; payment_id: string };

/** How the payer waits for its payee's ack (RgbTransferScheduler's AWAITING_ACK_MS). */
const ACK_POLL_MS = 1_000;

async function ok<T>(pending: Promise<HttpResult<T>>, what: string): Promise<T> {
  const res = await pending;
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Consumes the node's events until one of `type` for `paymentId` (long poll: no polling delay). */
async function nextEvent(api: ApiClient, type: string, paymentId: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const next = await api.post<NodeEvent>('/api/v1/events/wait_next', { timeout_secs: 10 });
    if (next.status !== 200) continue;
    await ok(api.post('/api/v1/events/handled', { id: next.body.id }), 'events/handled');
    if (next.body.type === type && next.body.data['payment_id'] === paymentId) return;
  }
  throw new Error(`timed out waiting for ${type} of ${paymentId}`);
}

async function drainEvents(api: ApiClient): Promise<void> {
  for (;;) {
    const next = await api.post<NodeEvent>('/api/v1/events/wait_next', { timeout_secs: 0 });
    if (next.status !== 200) return;
    await ok(api.post('/api/v1/events/handled', { id: next.body.id }), 'events/handled');
  }
}

/** GET /rgb/consignments/{key}: the bytes a client downloads. */
async function consignment(node: TestNode, key: string): Promise<Uint8Array> {
  const res = await fetch(`${node.api.baseUrl}/api/v1/rgb/consignments/${key}`, { headers: { Authorization: `Bearer ${node.token}` } });
  if (res.status !== 200) throw new Error(`consignment ${key}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * rgb-lib's time in the node's last send, from the INFO lines rgb-lib writes into its log
 * (<data dir>/rgb/<fingerprint>/log, millisecond timestamps): the sync the send starts with,
 * `send_begin` and `send_end`.
 */
function lastRgbLibSendMs(dataDir: string): number {
  const rgbDir = join(dataDir, 'rgb');
  const wallet = readdirSync(rgbDir).find((d) => existsSync(join(rgbDir, d, 'log')));
  if (!wallet) return NaN;
  const lines = readFileSync(join(rgbDir, wallet, 'log'), 'utf8').split('\n');
  const time = (i: number) => (i >= 0 ? Date.parse(`${lines[i].slice(0, 23)}Z`) : NaN);
  const next = (from: number, marker: string) => lines.findIndex((l, i) => i > from && l.includes(marker));
  const last = (before: number, marker: string) => lines.slice(0, before).map((l) => l.includes(marker)).lastIndexOf(true);
  const begin = last(lines.length, 'Sending (begin)');
  const sync = last(begin, 'Syncing...');
  const end = next(begin, 'Sending (end)');
  const span = (from: number, marker: string) => time(next(from, marker)) - time(from);
  return span(sync, 'Sync completed') + span(begin, 'Send (begin) completed') + span(end, 'Send (end) completed');
}

/**
 * The chain between two of our node processes on RgbNet (btcd + our Esplora indexer), over
 * blinded invoices and each payee's own RGB proxy endpoint, timed at the client over HTTP.
 */
export class NodeTransferChain implements TransferChain {
  readonly label = 'our node';

  private constructor(
    private readonly net: RgbNet,
    private readonly alice: TestNode,
    private readonly bob: TestNode,
    private readonly contractId: string,
    private readonly supply: bigint,
    private readonly chainPollMs: number,
  ) {}

  /** Two nodes with `carriers` confirmed carriers each; alice issues `supply`, bob imports the contract. */
  static async start(net: RgbNet, options: { supply: bigint; carriers: number; chainPollMs: number }): Promise<NodeTransferChain> {
    const env = { RLN_CHAIN_POLL_MS: String(options.chainPollMs), RLN_LOG_LEVEL: process.env['RLN_BENCH_NODE_LOG_LEVEL'] ?? 'warn' };
    const alice = await net.startNode('alice', env);
    const bob = await net.startNode('bob', env);
    await net.fundCarriers(alice.api, options.carriers);
    await net.fundCarriers(bob.api, options.carriers);
    const issue = { issuer_name: 'NIA', contract_name: 'Bench Transfer Token', ticker: 'BTT', precision: 0, issued_supply: options.supply.toString() };
    const { contract_id } = await ok(alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', issue), 'issue');
    await net.mine(1);
    // bob learns the contract the way a wallet does: from its exported consignment
    const exported = await ok(alice.api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id }), 'export');
    const bytes = await consignment(alice, exported.consignment_key);
    await ok(bob.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract_id}`, bytes, { 'Content-Type': 'application/octet-stream' }), 'import');
    await drainEvents(alice.api);
    await drainEvents(bob.api);
    return new NodeTransferChain(net, alice, bob, contract_id, options.supply, options.chainPollMs);
  }

  async transfer(index: number): Promise<TransferSample> {
    const [payer, payee] = index % 2 === 1 ? [this.alice, this.bob] : [this.bob, this.alice];
    const created = await ok(payee.api.post<{ invoice: string }>('/api/v1/rgb/onchain/invoice/create', { contract_id: this.contractId, amount: this.supply.toString(), expiry_secs: '3600' }), 'invoice/create');
    const payeeId = (await ok(payee.api.post<{ beneficiary: string }>('/api/v1/rgb/onchain/invoice/decode', { invoice: created.invoice }), 'invoice/decode')).beneficiary;

    const start = now();
    const sent = await ok(payer.api.post<Sent>('/api/v1/rgb/onchain/send', { invoice: created.invoice, fee_rate_sats_per_vb: 2 }), 'send');
    const sendMs = now() - start;
    const [acceptedAt, broadcastAt] = await Promise.all([
      nextEvent(payee.api, 'RgbTransferReceived', payeeId).then(() => now()),
      until('the witness transaction in the mempool', async () => (await this.net.env.btcd.client.getRawMempool()).includes(sent.txid)).then(() => now()),
    ]);
    await this.net.mine(1);
    const indexedAt = now();
    const settledAt = await Promise.all([nextEvent(payer.api, 'RgbTransferConfirmed', sent.payment_id), nextEvent(payee.api, 'RgbTransferConfirmed', payeeId)]).then(() => now());

    const key = sent.consignment_key ?? (await this.consignmentKeyOf(payer, sent.payment_id));
    const consignmentBytes = (await consignment(payer, key)).length;
    const rgbLibSendMs = lastRgbLibSendMs(payer.process.options.dataDir);
    return { index, sendMs, rgbLibSendMs, acceptedMs: acceptedAt - start, preBlockMs: broadcastAt - start, postBlockMs: settledAt - indexedAt, consignmentBytes };
  }

  notes(): string[] {
    return [
      `Our node: two \`node-api\` processes (PGlite, \`RLN_CHAIN_POLL_MS=${this.chainPollMs}\`), each payee's invoice naming its own RGB proxy endpoint. ` +
        `Timed at the client over HTTP: \`POST /rgb/onchain/send\`; accepted = the payee's \`RgbTransferReceived\` event (long poll); broadcast = the witness transaction in btcd's mempool (polled every 50 ms); ` +
        `settled = \`RgbTransferConfirmed\` on both nodes; rgb-lib's share of the send (its sync first, \`send_begin\`, \`send_end\`) comes from the INFO lines rgb-lib logs around them. The payee refreshes as soon as the consignment reaches its proxy; the payer looks for the ack every ${ACK_POLL_MS / 1000} s and sees a block within its chain poll.`,
    ];
  }

  async stop(): Promise<void> {
    await this.alice.process.stop();
    await this.bob.process.stop();
  }

  private async consignmentKeyOf(node: TestNode, paymentId: string): Promise<string> {
    return until('the payer record’s consignment key', async () => {
      const { payments } = await ok(node.api.get<{ payments: { id: string; consignment_key?: string }[] }>('/api/v1/rgb/onchain/payments'), 'payments');
      return payments.find((p) => p.id === paymentId)?.consignment_key;
    });
  }
}
