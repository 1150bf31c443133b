import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ArmedCrash } from '@rln/node-harness';
import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';
import { eventually } from './support/http-client';

jest.setTimeout(900_000);

interface PaymentBody {
  id: string;
  direction: string;
  status: string;
  kind: string;
  amount_msat?: string;
  htlc_locked: boolean;
}
interface ChannelBody {
  is_usable: boolean;
  local_balance_msat: string;
}

/** Where the nodes die (libs/core crashPoint; docs/reliability.md "Lightning"). */
const HOLD_CLAIM = 'hold-invoice:after-claim';
const REFUND_SEND = 'bolt12-refund:before-send';

/**
 * Lightning payments across `kill -9` at the worst moment: two node processes on btcd, one
 * channel alice → bob; bob runs armed at HOLD_CLAIM, alice at REFUND_SEND (each point is
 * reached only by the case that tests it). After each crash the node restarts on its data
 * directory without the point, and the payment must end Succeeded on both sides with the
 * money moved exactly once (bob's side of the channel: he does not pay the commitment fee).
 */
describe('Lightning payments across crashes', () => {
  let env: RegtestNodeEnv;
  let alice: TestNode;
  let bob: TestNode;

  const payment = async (n: TestNode, id: string) => (await n.api.get<PaymentBody>(`/api/v1/payment/${id}`)).body;
  const waitStatus = (n: TestNode, id: string, status: string) =>
    eventually(async () => ((await payment(n, id)).status === status ? payment(n, id) : undefined), `payment ${id} ${status}`, 120_000);
  const channelOf = async (n: TestNode) => (await n.api.get<ChannelBody[]>('/api/v1/channels')).body[0];
  const bobBalance = async () => BigInt((await channelOf(bob)).local_balance_msat);
  const waitBobBalance = (msat: bigint) => eventually(async () => (await bobBalance()) === msat, `bob's channel balance at ${msat} msat`, 60_000);
  const waitReady = (n: TestNode) => eventually(async () => (await n.api.get('/api/v1/readyz')).status === 200, `${n.process.options.name} ready`, 120_000);
  const logLines = (n: TestNode, text: string) => readFileSync(n.process.logPath, 'utf8').split(text).length - 1;
  const post = async <T>(n: TestNode, path: string, body: Record<string, unknown>) => {
    const res = await n.api.post<T>(path, body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  beforeAll(async () => {
    env = await RegtestNodeEnv.start();
    alice = await env.startNode('alice', { RLN_CRASH_AT: REFUND_SEND });
    bob = await env.startNode('bob', { RLN_CRASH_AT: HOLD_CLAIM });
    for (const n of [alice, bob]) await waitReady(n);
    const { address } = await post<{ address: string }>(alice, '/api/v1/wallet/address/new', {});
    await env.faucet.fund(address, 2_000_000n);
    await alice.api.post('/api/v1/wallet/sync');
    const bobId = (await bob.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
    // Bob gets 100k sat at once: above his channel reserve, so his balance reads exactly.
    await post(alice, '/api/v1/channel/open', {
      node_id: bobId,
      address: `127.0.0.1:${bob.process.options.p2pPort}`,
      channel_amount_sats: '1000000',
      push_to_counterparty_msat: '100000000',
    });
    await eventually(
      async () => {
        if ((await channelOf(alice))?.is_usable && (await channelOf(bob))?.is_usable) return true;
        await env.btcd.mine(1);
        return false;
      },
      'channel alice→bob usable on both sides',
      180_000,
    );
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('hold invoice: bob dies right after claim_for_hash; restart claims the HTLC again and both sides end Succeeded', async () => {
    const preimage = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const { invoice } = await post<{ invoice: string }>(bob, '/api/v1/bolt11/receive_for_hash', { amount_msat: '5000000', description: 'held', expiry_secs: 3600, payment_hash: hash });
    const sent = await post<{ payment_id: string }>(alice, '/api/v1/bolt11/send', { invoice });
    await eventually(async () => (await payment(bob, hash)).htlc_locked, 'HTLC held at bob');
    const before = await bobBalance();

    const armed = new ArmedCrash(bob, HOLD_CLAIM);
    // The claim reached LDK (the preimage was stored first); the process dies before LDK
    // persisted anything of it, and before the answer left.
    const answer = await bob.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: hash, preimage, claimable_amount_msat: '5000000' }).catch(() => null);
    expect(answer).toBeNull();
    await armed.crashed();

    await env.restartNode(bob);
    await waitReady(bob);
    expect(await waitStatus(bob, hash, 'Succeeded')).toMatchObject({ direction: 'Inbound', amount_msat: '5000000', htlc_locked: false });
    expect(await waitStatus(alice, sent.payment_id, 'Succeeded')).toMatchObject({ direction: 'Outbound' });
    await waitBobBalance(before + 5_000_000n);
  });

  it('BOLT12 refund: alice dies between recording the invoice she pays and sending; restart pays it once', async () => {
    const created = await post<{ refund: string; payment_id: string }>(alice, '/api/v1/bolt12/refund/initiate', { amount_msat: '4000000', expiry_secs: 3600, payer_note: 'crash' });
    const before = await bobBalance();

    const armed = new ArmedCrash(alice, REFUND_SEND);
    const requested = await post<{ payment_id: string }>(bob, '/api/v1/bolt12/refund/request_payment', { refund: created.refund });
    await armed.crashed();
    expect((await payment(bob, requested.payment_id)).status).toBe('Pending');

    // Nothing left alice: restart sends the invoice it had accepted, without bob asking again.
    await env.restartNode(alice);
    await waitReady(alice);
    expect(await waitStatus(alice, created.payment_id, 'Succeeded')).toMatchObject({ kind: 'Bolt12Refund', direction: 'Outbound' });
    expect(await waitStatus(bob, requested.payment_id, 'Succeeded')).toMatchObject({ kind: 'Bolt12Refund', direction: 'Inbound', amount_msat: '4000000' });
    await waitBobBalance(before + 4_000_000n);

    // Paid once: another invoice for the same refund is ignored (alice says so in her log).
    const ignored = 'invoice for a refund no longer waiting for one ignored';
    const seen = logLines(alice, ignored);
    const again = await post<{ payment_id: string }>(bob, '/api/v1/bolt12/refund/request_payment', { refund: created.refund });
    await eventually(async () => logLines(alice, ignored) > seen, 'alice to ignore the second invoice', 60_000);
    expect((await payment(bob, again.payment_id)).status).toBe('Pending');
    expect(await bobBalance()).toBe(before + 4_000_000n);
  });
});
