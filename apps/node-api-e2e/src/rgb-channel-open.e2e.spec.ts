import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { ApiClient, eventually } from './support/http-client';

jest.setTimeout(300_000);

type ChannelBody = { channel_id: string; counterparty_node_id: string; is_usable: boolean; rgb?: { contract_id: string; local_amount: string; remote_amount: string } };

/**
 * An asset channel opened over HTTP between two node processes (docs/design/rgb-channel-protocol.md
 * §5a): LDK opens the carrier, and once it is funded the asset opening runs over the same peer
 * connection, the acceptor downloading the funding consignment from the opener's
 * color_context_data with its node-key proof. Both sides then show the split on the carrier.
 */
describe('RGB channel opening over HTTP (alice opens to bob on btcd + Esplora)', () => {
  const root = mkdtempSync(join(tmpdir(), 'rln-rgb-channel-e2e-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  const nodes: NodeProcess[] = [];
  let alice: { node: NodeProcess; api: ApiClient };
  let bob: { node: NodeProcess; api: ApiClient };
  let contract: string;

  async function startNode(name: string, esploraUrl: string): Promise<{ node: NodeProcess; api: ApiClient }> {
    const node = new NodeProcess({ name, dataDir: join(root, name), httpPort: await freePort(), p2pPort: await freePort(), bitcoindRpc: btcd.rpc, esploraUrl });
    const token = await node.createToken('e2e', 'admin');
    await node.start();
    nodes.push(node);
    const api = new ApiClient(node.baseUrl).withToken(token);
    await eventually(async () => (await api.get('/api/v1/rgb/descriptor')).status === 200, `${name} RGB engine online`, 60_000);
    return { node, api };
  }

  async function mine(n: number): Promise<void> {
    await faucet.mine(n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  const channelsOf = async (api: ApiClient) => (await api.get<ChannelBody[]>('/api/v1/channels')).body;
  const nodeIdOf = async (api: ApiClient) => (await api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    alice = await startNode('alice', url);
    bob = await startNode('bob', url);
    // Alice: BTC for the carrier and the shadow funding, and carriers for the asset.
    for (const n of [alice, bob]) {
      const { address } = (await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body;
      await faucet.fund(address, 1_000_000n);
    }
    for (let i = 0; i < 4; i++) await faucet.fund((await alice.api.post<{ address: string }>('/api/v1/rgb/address/new')).body.address, 100_000n);
    await mine(1);
    for (const n of [alice, bob]) await n.api.post('/api/v1/wallet/sync');
    await eventually(async () => (await alice.api.post('/api/v1/rgb/sync')).status === 200 && (await alice.api.get<{ utxos: unknown[] }>('/api/v1/rgb/utxos?refresh=true')).body.utxos.length === 4, 'alice RGB carriers');
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Channel Token', ticker: 'CHN', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await mine(1);
    await eventually(async () => (await alice.api.get<{ balance: { mined: string } }>(`/api/v1/rgb/contract/${contract}/balance`)).body.balance.mined === '1000', 'the issuance mined');
  });

  afterAll(async () => {
    for (const n of nodes) await n.stop();
    await indexer.stop();
    await btcd?.stop();
  });

  it('opens a channel with rgb: both nodes show the asset split on the carrier once LDK has funded it', async () => {
    const bobId = await nodeIdOf(bob.api);
    const bobAddress = `127.0.0.1:${bob.node.options.p2pPort}`;
    const open = (rgb: Record<string, string>) => alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', { node_id: bobId, address: bobAddress, channel_amount_sats: '200000', rgb });
    // More than alice holds: refused before LDK opens anything.
    expect(await open({ contract_id: contract, asset_amount: '1001', color_context_data: `${alice.node.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip` })).toMatchObject({ status: 409 });
    expect(await channelsOf(alice.api)).toEqual([]);

    const opened = await open({ contract_id: contract, asset_amount: '600', color_context_data: `${alice.node.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip` });
    expect(opened.status).toBe(200);
    const aliceId = await nodeIdOf(alice.api);
    const [a, b] = await eventually(async () => {
      const [ca, cb] = [await channelsOf(alice.api), await channelsOf(bob.api)];
      return ca[0]?.rgb && cb[0]?.rgb ? [ca[0], cb[0]] : undefined;
    }, 'both nodes to show the asset channel', 120_000);
    expect(a).toMatchObject({ counterparty_node_id: bobId, rgb: { contract_id: contract, local_amount: '600', remote_amount: '0' } });
    expect(b).toMatchObject({ counterparty_node_id: aliceId, channel_id: a.channel_id, rgb: { contract_id: contract, local_amount: '0', remote_amount: '600' } });
    // A second asset channel on the same carrier is not possible (the asset channel takes its id).
    await mine(6);
    await eventually(async () => (await channelsOf(alice.api)).some((c) => c.is_usable), 'the carrier usable', 120_000);
    expect((await channelsOf(alice.api))[0].rgb).toEqual({ contract_id: contract, local_amount: '600', remote_amount: '0' });
    // Closing the carrier would strand the asset in its 2-of-2 until asset closes exist: 409, nothing changes.
    const [carrier] = await channelsOf(alice.api);
    const close = { user_channel_id: (carrier as ChannelBody & { user_channel_id: string }).user_channel_id, counterparty_node_id: bobId };
    expect(await alice.api.post('/api/v1/channel/close', close)).toMatchObject({ status: 409, body: { error: 'Conflict' } });
    expect(await alice.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 409 });
    expect((await channelsOf(alice.api))[0]).toMatchObject({ channel_id: carrier.channel_id, is_usable: true });
  });

  it('answers the funding consignment to no one but the peer: no proof, or a forged one, is a 404', async () => {
    const key = 'ab'.repeat(32);
    const url = `${alice.node.baseUrl}/api/v1/rgb/consignments/${key}?format=zip`;
    expect((await fetch(url)).status).toBe(404);
    const forged = await fetch(url, { headers: { 'x-rgb-channel-node': `02${'11'.repeat(32)}`, 'x-rgb-channel-request-nonce': '22'.repeat(32), 'x-rgb-channel-signature': '33'.repeat(64) } });
    expect(forged.status).toBe(404);
  });
});
