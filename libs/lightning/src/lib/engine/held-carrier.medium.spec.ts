import { createHash, randomBytes } from 'node:crypto';
import { TestNode } from '../../testing/test-node';
import { waitUntil } from '../../testing/recording-sink';
import { openConfirmedChannel, type RegtestFunds } from '../../testing/regtest-channels';
import { RegtestChain } from '../../testing/regtest-chain';
import { codeOf } from '../../testing/error-code';
import type { ChannelInfo } from '../domain/engine-views';
import { KV } from '../persistence/kv-namespaces';

jest.setTimeout(180_000);

function newPreimage(): { preimage: string; hash: string } {
  const preimage = randomBytes(32);
  return { preimage: preimage.toString('hex'), hash: createHash('sha256').update(preimage).digest('hex') };
}

// What the decoupled RGB binding (docs/design/rgb-channel-protocol.md §7) needs from LDK 0.1.0:
// the payee holds the BTC carrier HTLC claimable while the asset HTLC is committed, across a
// kill, a restart and reconnects, and claims or fails it later; LDK never reveals the preimage on
// its own, and fails the carrier back by itself at the claim deadline it announced. Alice pays
// (PostgreSQL), bob holds (PGlite), one channel alice → bob on btcd.
describe('a held carrier HTLC (the LDK side of the RGB binding)', () => {
  let net: RegtestChain;
  let chain: RegtestFunds;
  let alice: TestNode;
  let bob: TestNode;
  let channel: ChannelInfo;

  beforeAll(async () => {
    net = await RegtestChain.start('held');
    chain = net.funds;
    alice = await new TestNode('alice', net.source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    bob = await new TestNode('bob', net.source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    // Bob opens (and pushes alice her sending side), so bob knows where to reconnect after his restarts.
    channel = await openConfirmedChannel(chain, bob, alice, 1_000_000n, 600_000_000n);
  });

  afterAll(async () => {
    await net?.stop(alice, bob);
  });

  const usable = (node: TestNode) => node.engine.listChannels().find((c) => c.channelId === channel.channelId)?.isUsable === true;
  const closes = () => [...alice.sink.events, ...bob.sink.events].filter((e) => e.type === 'ChannelClosed');

  async function restartBob(): Promise<void> {
    await bob.stop();
    await bob.start();
    await waitUntil(() => usable(alice) && usable(bob), 30_000, 'channel usable again');
  }

  it('killed right after it recorded the held payment, the payee restarts still holding the HTLC and claims it', async () => {
    const { preimage, hash } = newPreimage();
    const { invoice } = bob.engine.createBolt11Invoice({ amountMsat: 5_000_000n, description: 'carrier', paymentHash: hash });
    alice.engine.payBolt11Invoice(invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    await waitUntil(async () => (await bob.kv.get(KV.heldPayments, hash)) !== null, 10_000, 'the held payment is durable');
    // kill -9: nothing more reaches bob's database.
    bob.gate.die();
    await bob.stop().catch(() => undefined);
    await bob.start();
    await waitUntil(() => usable(alice) && usable(bob), 30_000, 'channel usable again');
    expect(bob.engine.heldPayment(hash)).toMatchObject({ amountMsat: 5_000_000n });
    expect(alice.sink.events.some((e) => e.type === 'PaymentSent' && e.paymentHash === hash)).toBe(false);
    bob.engine.claimForHash(hash, preimage);
    expect((await alice.sink.next('PaymentSent', (e) => e.paymentHash === hash)).preimage).toBe(preimage);
    await bob.sink.next('PaymentClaimed', (e) => e.paymentHash === hash);
    expect(closes()).toEqual([]);
  });

  it('held across disconnects spanning many timer ticks and a clean restart, the payer never learns the preimage until the claim', async () => {
    const { preimage, hash } = newPreimage();
    const { invoice } = bob.engine.createBolt11Invoice({ amountMsat: 4_000_000n, description: 'carrier', paymentHash: hash });
    alice.engine.payBolt11Invoice(invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    for (let i = 0; i < 3; i++) {
      await bob.engine.disconnectPeer(alice.engine.nodeId()); // also forgets alice's address
      await new Promise((r) => setTimeout(r, 2_000)); // several of the test nodes' 500 ms peer ticks
      await bob.engine.connectPeer(alice.engine.nodeId(), '127.0.0.1', alice.engine.listeningPort()!, { persist: true });
      await waitUntil(() => usable(alice) && usable(bob), 30_000, 'reconnected');
    }
    await restartBob();
    expect(alice.sink.events.some((e) => e.type === 'PaymentSent' && e.paymentHash === hash)).toBe(false);
    expect(bob.engine.heldPayment(hash)).not.toBeNull();
    bob.engine.claimForHash(hash, preimage);
    await alice.sink.next('PaymentSent', (e) => e.paymentHash === hash);
    expect(closes()).toEqual([]);
  });

  it('a carrier held past its claim deadline is failed back by LDK itself and can no longer be claimed', async () => {
    const { preimage, hash } = newPreimage();
    const { invoice } = bob.engine.createBolt11Invoice({ amountMsat: 3_000_000n, description: 'carrier', paymentHash: hash });
    alice.engine.payBolt11Invoice(invoice);
    const claimable = await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    const deadline = claimable.claimDeadlineHeight;
    expect(deadline).toEqual(expect.any(Number));
    const tip = bob.engine.bestBlock().height;
    // The window the payee has to get the asset HTLC committed before LDK gives up.
    expect(deadline! - tip).toBeGreaterThan(18);
    await chain.mine(deadline! - tip + 1);
    const failed = await alice.sink.next('PaymentFailed', (e) => e.paymentHash === hash);
    expect(failed.paymentId).toBe(hash);
    await waitUntil(() => bob.engine.heldPayment(hash) === null, 30_000, 'held payment forgotten');
    expect(codeOf(() => bob.engine.claimForHash(hash, preimage))).toBe('PaymentNotFound');
    expect(closes()).toEqual([]);
  });
});
