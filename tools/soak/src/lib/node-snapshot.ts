import type { NodeName, SoakClient, SoakNode } from './soak-client';
import { onchainPayments, type OnchainRecord } from './soak-network';

/** A Lightning payment record as GET /payments shows it. */
export interface PaymentRecord {
  id: string;
  direction: 'Inbound' | 'Outbound';
  status: 'Pending' | 'Succeeded' | 'Failed';
  kind: string;
  amount_msat?: string;
  fee_paid_msat?: string;
  htlc_locked: boolean;
  payment_hash: string | null;
}

export interface ChannelRecord {
  channel_id: string;
  counterparty_node_id: string;
  channel_value_sats: string;
  local_balance_msat: string;
  is_usable: boolean;
}

export interface CarrierRecord {
  outpoint: string;
  value_sats: string;
  lock: { locked: boolean; kind: string };
  rgb: { allocations: { contract_id: string; amount: string; layer: string }[] };
}

/** What one node says about itself at one moment: the input of every invariant. */
export interface NodeSnapshot {
  name: NodeName;
  nodeId: string;
  payments: PaymentRecord[];
  channels: ChannelRecord[];
  /** The plain wallet's total (confirmed and unconfirmed), sat. */
  onchainSats: bigint;
  rgbRecords: OnchainRecord[];
  /** rgb-lib's total of the soak's contract. */
  assetTotal: bigint;
  carriers: CarrierRecord[];
}

export type NetworkSnapshot = Record<NodeName, NodeSnapshot>;

export async function takeSnapshot(client: SoakClient, nodes: SoakNode[], contractId: string): Promise<NetworkSnapshot> {
  const out: Partial<NetworkSnapshot> = {};
  for (const node of nodes) {
    await client.post(node, '/wallet/sync');
    await client.post(node, '/rgb/sync');
    const balances = await client.get<{ btc: { onchain_total_sats: string } }>(node, '/balances');
    const asset = await client.get<{ balance: { total: string } }>(node, `/rgb/contract/${contractId}/balance`);
    out[node.name] = {
      name: node.name,
      nodeId: node.nodeId,
      payments: await client.get<PaymentRecord[]>(node, '/payments?limit=10000'),
      channels: await client.get<ChannelRecord[]>(node, '/channels'),
      onchainSats: BigInt(balances.btc.onchain_total_sats),
      rgbRecords: await onchainPayments(client, node),
      assetTotal: BigInt(asset.balance.total),
      carriers: (await client.get<{ utxos: CarrierRecord[] }>(node, '/rgb/utxos')).utxos,
    };
  }
  return out as NetworkSnapshot;
}
