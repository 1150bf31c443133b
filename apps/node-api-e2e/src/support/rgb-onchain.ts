import { eventually, type ApiClient } from './http-client';
import type { TestNode } from './regtest-node-env';
import type { RgbNet } from './rgb-net';
import type { OnchainPayment } from '@rln/node-harness';

export type { OnchainPayment };

export type NodeEvent = { id: string; type: string; data: Record<string, unknown> };

export async function payments(api: ApiClient): Promise<OnchainPayment[]> {
  return (await api.get<{ payments: OnchainPayment[] }>('/api/v1/rgb/onchain/payments')).body.payments;
}

export async function record(api: ApiClient, id: string): Promise<OnchainPayment> {
  const found = (await payments(api)).find((p) => p.id === id);
  if (!found) throw new Error(`no record ${id}`);
  return found;
}

/** POST /rgb/onchain/invoice/create; `id` is the invoice record's id (its recipient id). */
export async function invoice(api: ApiClient, body: Record<string, unknown>): Promise<{ invoice: string; id: string; blinding_utxo_used?: string }> {
  const res = await api.post<{ invoice: string; blinding_utxo_used?: string }>('/api/v1/rgb/onchain/invoice/create', body);
  if (res.status !== 200) throw new Error(`invoice/create ${res.status} ${JSON.stringify(res.body)}`);
  const decoded = await api.post<{ beneficiary: string }>('/api/v1/rgb/onchain/invoice/decode', { invoice: res.body.invoice });
  return { ...res.body, id: decoded.body.beneficiary };
}

/** Every event the node queued, acknowledging everything it reads. */
export async function drainEvents(api: ApiClient): Promise<NodeEvent[]> {
  const seen: NodeEvent[] = [];
  for (;;) {
    const next = await api.post<NodeEvent>('/api/v1/events/wait_next', { timeout_secs: 0 });
    if (next.status !== 200) return seen;
    seen.push(next.body);
    await api.post('/api/v1/events/handled', { id: next.body.id });
  }
}

/** The payee accepted, the witness transaction reached the mempool, one block: both records succeed. */
export async function settle(net: RgbNet, payer: TestNode, payerId: string, payee: TestNode, payeeId: string): Promise<{ payer: OnchainPayment; payee: OnchainPayment }> {
  await eventually(async () => (await record(payee.api, payeeId)).txid !== undefined && (await record(payer.api, payerId)).status === 'pending', 'the payee to accept the consignment', 60_000);
  await eventually(async () => (await net.env.btcd.client.getRawMempool()).includes((await record(payer.api, payerId)).txid as string), 'the witness transaction in the mempool', 60_000);
  await net.mine(1);
  const payerRecord = await eventually(async () => {
    const r = await record(payer.api, payerId);
    return r.status === 'succeeded' ? r : undefined;
  }, 'the payer record to succeed', 60_000);
  const payeeRecord = await eventually(async () => {
    const r = await record(payee.api, payeeId);
    return r.status === 'succeeded' ? r : undefined;
  }, 'the payee record to succeed', 60_000);
  return { payer: payerRecord, payee: payeeRecord };
}
