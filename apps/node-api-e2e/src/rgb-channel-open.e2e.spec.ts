import { readFileSync } from 'node:fs';
import type { ApiClient } from './support/http-client';
import { eventually } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf } from './support/rgb-net';

jest.setTimeout(300_000);

type ChannelBody = { channel_id: string; counterparty_node_id: string; is_usable: boolean; rgb?: { contract_id: string; local_amount: string; remote_amount: string } };

/**
 * An asset channel opened over HTTP between two node processes (docs/design/rgb-channel-protocol.md
 * §5a): LDK opens the carrier, and once it is funded the asset opening runs over the same peer
 * connection, the acceptor downloading the funding consignment from the opener's
 * color_context_data with its node-key proof. Both sides then show the split on the carrier.
 */
describe('RGB channel opening over HTTP (alice opens to bob on btcd + Esplora)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let contract: string;

  const channelsOf = async (api: ApiClient) => (await api.get<ChannelBody[]>('/api/v1/channels')).body;
  const nodeIdOf = async (api: ApiClient) => (await api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  const consignmentUrl = () => `${alice.process.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip`;

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    // BTC for the carrier and the shadow funding; carriers for the asset.
    await net.fundCarriers(alice.api, 4, 100_000n);
    for (const n of [alice, bob]) await net.env.faucet.fund((await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address, 1_000_000n);
    await net.mine(1);
    for (const n of [alice, bob]) await n.api.post('/api/v1/wallet/sync');
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Channel Token', ticker: 'CHN', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    await eventually(async () => (await balanceOf(alice.api, contract)).mined === '1000', 'the issuance mined');
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('opens a channel with rgb: both nodes show the asset split on the carrier once LDK has funded it', async () => {
    const bobId = await nodeIdOf(bob.api);
    const bobAddress = `127.0.0.1:${bob.process.options.p2pPort}`;
    const open = (rgb: Record<string, string>) => alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', { node_id: bobId, address: bobAddress, channel_amount_sats: '200000', rgb });
    // More than alice holds: refused before LDK opens anything.
    expect(await open({ contract_id: contract, asset_amount: '1001', color_context_data: consignmentUrl() })).toMatchObject({ status: 409 });
    expect(await channelsOf(alice.api)).toEqual([]);

    const opened = await open({ contract_id: contract, asset_amount: '600', color_context_data: consignmentUrl() });
    expect(opened.status).toBe(200);
    const aliceId = await nodeIdOf(alice.api);
    const [a, b] = await eventually(async () => {
      const [ca, cb] = [await channelsOf(alice.api), await channelsOf(bob.api)];
      return ca[0]?.rgb && cb[0]?.rgb ? [ca[0], cb[0]] : undefined;
    }, 'both nodes to show the asset channel', 120_000);
    expect(a).toMatchObject({ counterparty_node_id: bobId, rgb: { contract_id: contract, local_amount: '600', remote_amount: '0' } });
    expect(b).toMatchObject({ counterparty_node_id: aliceId, channel_id: a.channel_id, rgb: { contract_id: contract, local_amount: '0', remote_amount: '600' } });
    // A second asset channel on the same carrier is not possible (the asset channel takes its id).
    await net.mine(6);
    await eventually(async () => (await channelsOf(alice.api)).some((c) => c.is_usable), 'the carrier usable', 120_000);
    expect((await channelsOf(alice.api))[0].rgb).toEqual({ contract_id: contract, local_amount: '600', remote_amount: '0' });
    // Carrier ready and the shadow funding deep enough: each side opens the asset channel for
    // updates (no endpoint shows it before /rgb/ln/*, so the node's log is read).
    for (const node of [alice, bob]) {
      const opened = () => readFileSync(node.process.logPath, 'utf8').split('\n').some((line) => line.includes('asset channel open for updates') && line.includes(a.channel_id));
      await eventually(async () => opened(), `${node.process.options.name} to open the asset channel for updates`, 120_000);
    }
    // Closing the carrier would strand the asset in its 2-of-2 until asset closes exist: 409, nothing changes.
    const [carrier] = await channelsOf(alice.api);
    const close = { user_channel_id: (carrier as ChannelBody & { user_channel_id: string }).user_channel_id, counterparty_node_id: bobId };
    expect(await alice.api.post('/api/v1/channel/close', close)).toMatchObject({ status: 409, body: { error: 'Conflict' } });
    expect(await alice.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 409 });
    expect((await channelsOf(alice.api))[0]).toMatchObject({ channel_id: carrier.channel_id, is_usable: true });
  });

  it('answers the funding consignment to no one but the peer: no proof, or a forged one, is a 404', async () => {
    const key = 'ab'.repeat(32);
    const url = `${alice.process.baseUrl}/api/v1/rgb/consignments/${key}?format=zip`;
    expect((await fetch(url)).status).toBe(404);
    const forged = await fetch(url, { headers: { 'x-rgb-channel-node': `02${'11'.repeat(32)}`, 'x-rgb-channel-request-nonce': '22'.repeat(32), 'x-rgb-channel-signature': '33'.repeat(64) } });
    expect(forged.status).toBe(404);
  });
});
