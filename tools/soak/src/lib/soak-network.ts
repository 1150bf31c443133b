import { eventually, RgbNet, waitRgbOnline, type OnchainPayment } from '@rln/node-harness';
import { createTestDatabase } from '@rln/testing';
import { SoakClient, type NodeName, type SoakNode } from './soak-client';

export type Database = 'postgres' | 'pglite';

export interface SoakNetworkOptions {
  database: Database;
  log: (line: string) => void;
  client: SoakClient;
  /** RGB carriers funded per node (blinded receives and send change each take one). */
  carriersPerNode?: number;
}

/** The asset the soak moves: issued by A, part of it handed to B and C before the load starts. */
export const ASSET_SUPPLY = 1000n;
const HANDED_OUT = 300n;
/** Each channel's size and what the funder pushes to the other side, so both can pay at once. */
export const CHANNEL_SATS = 2_000_000n;
const PUSH_MSAT = 1_000_000_000n;

interface ChannelBody {
  channel_id: string;
  counterparty_node_id: string;
  is_usable: boolean;
}

/**
 * Three RGB-enabled node processes on one btcd and our Esplora indexer: A—B—C in a line
 * (channels A→B and B→C, each funder pushing half), so every A↔C payment is forwarded by B and
 * only B earns routing fees. A issues an asset and hands part of it to B and C on chain.
 */
export class SoakNetwork {
  readonly nodes: Record<NodeName, SoakNode>;
  private readonly client: SoakClient;

  private constructor(
    readonly rgb: RgbNet,
    nodes: SoakNode[],
    readonly contractId: string,
    private readonly databases: { url: string; drop: () => Promise<void> }[],
    client: SoakClient,
  ) {
    this.nodes = { A: nodes[0], B: nodes[1], C: nodes[2] };
    this.client = client;
  }

  get list(): SoakNode[] {
    return [this.nodes.A, this.nodes.B, this.nodes.C];
  }

  static async start(options: SoakNetworkOptions): Promise<SoakNetwork> {
    const { log, client } = options;
    const rgb = await RgbNet.start();
    const databases: { url: string; drop: () => Promise<void> }[] = [];
    try {
      log(`btcd, indexer ${rgb.indexerUrl}; nodes in ${rgb.env.root} (${options.database})`);
      const names = ['A', 'B', 'C'] as const;
      // One database per node, in the nodes' order (the summary names them A, B, C).
      if (options.database === 'postgres') for (const _ of names) databases.push(await createTestDatabase());
      // In parallel: a node takes ~13 s to start on a loaded 2-core machine.
      // All settled before going on: a failure must not leave the others starting unseen (rgb.stop
      // below stops only the nodes that were up by then, and a live one keeps the runner up).
      const started = await Promise.allSettled(
        names.map(async (name, i): Promise<SoakNode> => {
          // Without DATABASE_URL a node runs its own embedded PostgreSQL; PGlite is an opt-in.
          const env: Record<string, string> = databases[i] ? { DATABASE_URL: databases[i].url } : { RLN_EMBEDDED_DATABASE: 'pglite' };
          // Three nodes starting at once on a busy 2-core machine can take minutes.
          const test = await rgb.startNode(name, env, 180_000);
          const nodeId = (await test.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
          return { name, test, nodeId, p2pAddress: `127.0.0.1:${test.process.options.p2pPort}` };
        }),
      );
      const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      const nodes = started.map((s) => (s as PromiseFulfilledResult<SoakNode>).value);
      const [A, B, C] = nodes;
      log('nodes up; funding wallets and RGB carriers');
      for (const n of [A, B]) await fundPlain(rgb, client, n, 2n * CHANNEL_SATS);
      for (const n of nodes) await rgb.fundCarriers(n.test.api, options.carriersPerNode ?? 6);

      log('opening channels A→B and B→C');
      await openChannel(client, A, B);
      await openChannel(client, B, C);
      await channelsUsable(rgb, client, nodes);

      log('issuing the asset on A and handing part of it to B and C');
      const issued = await client.post<{ contract_id: string }>(A, '/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Soak Token', ticker: 'SOAK', precision: 0, issued_supply: ASSET_SUPPLY.toString() });
      await rgb.mine(1);
      const network = new SoakNetwork(rgb, nodes, issued.contract_id, databases, client);
      await network.shareContract(A, [B, C]);
      await network.handOut(A, [B, C], HANDED_OUT);
      return network;
    } catch (error) {
      await rgb.stop();
      throw error;
    }
  }

  /** Readiness as the soak needs it: HTTP, /readyz and rgb-lib online; else what /readyz still says. */
  static async ready(node: SoakNode, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let failing = 'no answer';
    for (;;) {
      try {
        const res = await node.test.api.get<{ checks?: { name: string; ok: boolean; detail?: string }[] }>('/api/v1/readyz');
        if (res.status === 200) break;
        failing = (res.body.checks ?? []).filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail ?? 'not ok'}`).join('; ');
      } catch (error) {
        failing = (error as Error).message;
      }
      if (Date.now() > deadline) throw new Error(`${node.name} not ready after ${timeoutMs / 1000} s (${failing})`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await waitRgbOnline(node.test.api, node.name);
  }

  async mine(blocks = 1): Promise<void> {
    await this.rgb.mine(blocks);
  }

  async channels(node: SoakNode): Promise<ChannelBody[]> {
    return this.client.get<ChannelBody[]>(node, '/channels');
  }

  /** The nodes' PostgreSQL databases (none on PGlite), kept after a failed run to reproduce it. */
  get databaseUrls(): string[] {
    return this.databases.map((d) => d.url);
  }

  async stop(options: { keepDatabases: boolean }): Promise<void> {
    await this.rgb.stop();
    if (!options.keepDatabases) for (const db of this.databases) await db.drop().catch(() => undefined);
  }

  private async shareContract(issuer: SoakNode, others: SoakNode[]): Promise<void> {
    const exported = await this.client.post<{ consignment_key: string }>(issuer, '/rgb/contracts/export', { contract_id: this.contractId });
    const res = await fetch(`${issuer.test.process.baseUrl}/api/v1/rgb/consignments/${exported.consignment_key}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    for (const other of others) {
      const imported = await other.test.api.post(`/api/v1/rgb/contracts/import?contract_id=${this.contractId}`, bytes, { 'Content-Type': 'application/octet-stream' });
      if (imported.status !== 200) throw new Error(`${other.name} import: ${imported.status} ${JSON.stringify(imported.body)}`);
    }
  }

  /** One send at a time: the payer's change is spendable only once the previous send settled. */
  private async handOut(payer: SoakNode, payees: SoakNode[], amount: bigint): Promise<void> {
    for (const payee of payees) {
      const { invoice } = await this.client.post<{ invoice: string }>(payee, '/rgb/onchain/invoice/create', { contract_id: this.contractId, amount: amount.toString(), expiry_secs: '3600' });
      await this.client.post(payer, '/rgb/onchain/send', { invoice });
      await eventually(
        async () => {
          if ((await this.rgb.env.btcd.client.getRawMempool()).length > 0) await this.mine(1);
          const records = [...(await onchainPayments(this.client, payee)), ...(await onchainPayments(this.client, payer))];
          return records.filter((p) => p.invoice === invoice && p.status === 'succeeded').length === 2;
        },
        `the hand-out to ${payee.name} to settle`,
        180_000,
      );
    }
  }
}

/** The fields of GET /rgb/onchain/payments the soak reads (the harness's wire type). */
export type OnchainRecord = Pick<OnchainPayment, 'id' | 'direction' | 'status' | 'invoice' | 'contract_id' | 'amount' | 'txid' | 'purpose'>;

export async function onchainPayments(client: SoakClient, node: SoakNode): Promise<OnchainRecord[]> {
  return (await client.get<{ payments: OnchainRecord[] }>(node, '/rgb/onchain/payments')).payments;
}

async function fundPlain(rgb: RgbNet, client: SoakClient, node: SoakNode, sats: bigint): Promise<void> {
  const { address } = await client.post<{ address: string }>(node, '/wallet/address/new');
  const funded = await rgb.env.faucet.fund(address, sats);
  await eventually(async () => (await client.get<{ utxos: { outpoint: string }[] }>(node, '/wallet/utxos?refresh=true')).utxos.some((u) => u.outpoint === `${funded.txid}:${funded.vout}`), `${node.name}'s wallet to see its funding`);
}

async function openChannel(client: SoakClient, from: SoakNode, to: SoakNode): Promise<void> {
  await client.post(from, '/channel/open', { node_id: to.nodeId, address: to.p2pAddress, channel_amount_sats: CHANNEL_SATS.toString(), push_to_counterparty_msat: PUSH_MSAT.toString() });
}

async function channelsUsable(rgb: RgbNet, client: SoakClient, [A, B, C]: SoakNode[]): Promise<void> {
  let lastMined = 0;
  const usable = async (n: SoakNode) => (await client.get<ChannelBody[]>(n, '/channels')).filter((c) => c.is_usable).length;
  await eventually(
    async () => {
      if ((await usable(A)) === 1 && (await usable(B)) === 2 && (await usable(C)) === 1) return true;
      // One block every 2 s at most, so three busy nodes finish their handshakes rather than chase blocks.
      if (Date.now() - lastMined >= 2_000) {
        await rgb.mine(1);
        lastMined = Date.now();
      }
      return false;
    },
    'channels A→B and B→C usable on every side',
    240_000,
  );
}
