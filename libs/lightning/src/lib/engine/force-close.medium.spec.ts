import { createHash, randomBytes } from 'node:crypto';
import type { ChainSource } from '@rln/chain';
import { TestNode } from '../../testing/test-node';
import { waitUntil } from '../../testing/recording-sink';
import { channelOf, openConfirmedChannel, type RegtestFunds } from '../../testing/regtest-channels';
import { KV } from '../persistence/kv-namespaces';
import { RegtestChain } from '../../testing/regtest-chain';
import { chainSourceWith } from '../../testing/chain-source-with';

jest.setTimeout(300_000);

/**
 * Fixed fee estimates: 10 sat/vB for targets up to 12 blocks (LDK closes a channel without
 * HTLCs at its OutputSpendingFee target, 12 blocks here), 2 sat/vB for the long ones that
 * anchor commitments are signed at. A force close then needs a CPFP child paid by the anchor
 * wallet to reach LDK's target, which is what these tests prove.
 */
function urgentFeesHigh(source: ChainSource): ChainSource {
  return chainSourceWith(source, { estimateFeeSatPerVb: async (target) => (target <= 12 ? 10 : 2) });
}

// Anchor channel force closes on btcd, by the funder and by the acceptor. Each test opens its
// own channel (alice → bob, part of it pushed to bob so both sides have funds), force closes
// it, and follows both sides' money back to their wallets.
describe('anchor force close on btcd', () => {
  let net: RegtestChain;
  let chain: RegtestFunds;
  let source: ChainSource;
  let alice: TestNode;
  let bob: TestNode;

  beforeAll(async () => {
    net = await RegtestChain.start('fc');
    chain = net.funds;
    source = urgentFeesHigh(net.source);
    alice = await new TestNode('alice', source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    // Bob's force close waits 5 s (not 30) for monitor writes before it is refused.
    bob = await new TestNode('bob', source, { kind: 'pglite', dataDir: 'memory' }, undefined, { forceCloseSettleMs: 5_000 }).start();
  });

  afterAll(async () => {
    await net?.stop(alice, bob);
  });

  /** Mines `step` blocks at a time (at most `maxBlocks`) until `check` holds. */
  async function mineUntil(what: string, check: () => boolean, maxBlocks: number, step = 1): Promise<void> {
    for (let mined = 0; !check(); mined += step) {
      if (mined >= maxBlocks) throw new Error(`${what}: not after ${maxBlocks} blocks`);
      await chain.mine(step);
      const tip = await source.getTip();
      await waitUntil(() => alice.engine.bestBlock().hash === tip.hash && bob.engine.bestBlock().hash === tip.hash, 20_000, 'engines at the tip');
      await waitUntil(check, 1_000, what).catch(() => undefined);
    }
  }

  async function forceCloseAndSweep(closer: TestNode, remote: TestNode): Promise<void> {
    const channel = await openConfirmedChannel(chain, alice, bob, 400_000n, 150_000_000n);
    const balance = (node: TestNode) => node.engine.listChannels().find((c) => c.channelId === channel.channelId)?.localBalanceMsat ?? 0n;
    const closerBalanceSats = balance(closer) / 1000n;
    const remoteBalanceSats = balance(remote) / 1000n;
    expect(closerBalanceSats).toBeGreaterThan(100_000n);
    expect(remoteBalanceSats).toBeGreaterThan(100_000n);
    const coin = await chain.fund(closer.wallet.address, 100_000n);
    closer.wallet.addAnchorCoin(coin);
    const bumpsBefore = closer.wallet.anchorSpends.length;

    await closer.engine.closeChannel(channel.channelId, remote.engine.nodeId(), { force: true });
    await closer.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);
    await remote.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);

    // The commitment goes out with a CPFP child spending our anchor and the wallet coin.
    await waitUntil(() => closer.wallet.anchorSpends.length > bumpsBefore, 20_000, 'anchor wallet asked to sign a bump');
    // LDK may sign several children (a re-bump on a later tick); a replacement btcd refuses
    // never reaches the mempool, and an accepted one evicts the child seen a moment before, so
    // look for a child that is there and still readable.
    let bump: { txid: string; inputs: string[] } | undefined;
    let child: Awaited<ReturnType<typeof net.btcd.client.getRawTransactionVerbose>> | undefined;
    await waitUntil(
      async () => {
        const mempool = await chain.mempool();
        bump = closer.wallet.anchorSpends.slice(bumpsBefore).find((s) => mempool.includes(s.txid));
        child = bump ? await net.btcd.client.getRawTransactionVerbose(bump.txid).catch(() => undefined) : undefined;
        return child !== undefined;
      },
      20_000,
      'an anchor child in the mempool',
    );
    if (!bump || !child) throw new Error('no anchor child');
    expect(bump.inputs).toContain(`${coin.txid}:${coin.vout}`);
    const commitmentTxid = child.vin.map((i) => i.txid).find((t) => t !== coin.txid)!;
    const commitment = await net.btcd.client.getRawTransactionVerbose(commitmentTxid);
    expect(commitment.vin.map((i) => `${i.txid}:${i.vout}`)).toEqual([`${channel.fundingTxid}:${channel.fundingOutputIndex}`]);

    await chain.mine(1);
    expect((await net.btcd.client.getRawTransactionVerbose(commitmentTxid)).confirmations).toBeGreaterThanOrEqual(1);
    // LDK may replace its first child with a higher-fee one before the block is mined (it
    // re-bumps on timer ticks, which a loaded machine spaces out): one of the children confirms.
    const confirmations = async (txid: string) => (await net.btcd.client.getRawTransactionVerbose(txid).catch(() => null))?.confirmations ?? 0;
    const bumpTxids = closer.wallet.anchorSpends.slice(bumpsBefore).map((s) => s.txid);
    const confirmedBumps = (await Promise.all(bumpTxids.map(confirmations))).filter((c) => c >= 1);
    expect(confirmedBumps).toHaveLength(1);

    // The remote side's output (1-block CSV) is swept once the commitment is 6 deep; ours
    // after our to_self_delay (144 blocks).
    const swept = (node: TestNode) => node.sink.events.find((e) => e.type === 'SpendableOutputsSwept' && e.channelId === channel.channelId);
    await mineUntil('remote sweep', () => swept(remote) !== undefined, 30);
    await mineUntil('closer sweep', () => swept(closer) !== undefined, 200, 10);

    for (const [node, balanceSats] of [
      [closer, closerBalanceSats],
      [remote, remoteBalanceSats],
    ] as const) {
      const event = swept(node);
      if (event?.type !== 'SpendableOutputsSwept') throw new Error('no sweep');
      await waitUntil(async () => (await net.btcd.client.getRawTransactionVerbose(event.txid).catch(() => null)) !== null, 10_000, 'sweep known');
      const sweep = await net.btcd.client.getRawTransactionVerbose(event.txid);
      const toWallet = sweep.vout.filter((o) => o.address === node.wallet.address).reduce((sum, o) => sum + o.valueSats, 0n);
      expect(toWallet).toBeGreaterThan(balanceSats - 20_000n);
      expect(toWallet).toBeLessThanOrEqual(balanceSats);
    }

    // Descriptors are kept until their sweep is 6 deep, then forgotten.
    expect((await closer.kv.list(KV.sweeps)).length).toBeGreaterThan(0);
    await chain.mine(6);
    await waitUntil(async () => (await closer.kv.list(KV.sweeps)).length === 0 && (await remote.kv.list(KV.sweeps)).length === 0, 30_000, 'descriptors forgotten');
    for (const node of [closer, remote]) {
      const event = swept(node);
      if (event?.type !== 'SpendableOutputsSwept') throw new Error('no sweep');
      expect((await net.btcd.client.getRawTransactionVerbose(event.txid)).confirmations).toBeGreaterThanOrEqual(6);
    }
  }

  it('the funder force closes: commitment + anchor CPFP confirm, both sides get their funds back', async () => {
    await forceCloseAndSweep(alice, bob);
  });

  it('the acceptor force closes: commitment + anchor CPFP confirm, both sides get their funds back', async () => {
    await forceCloseAndSweep(bob, alice);
  });

  // Keep last: the payment left in flight ends on chain while later blocks are mined.
  it('an operator force close is refused while a claim stays in flight, and waits for a claim that finishes', async () => {
    const channel = await openConfirmedChannel(chain, alice, bob, 400_000n, 150_000_000n);
    // A held payment to bob, claimed while his database holds monitor writes: the claim (a
    // preimage update) stays in flight at bob.
    const preimage = randomBytes(32);
    const hash = createHash('sha256').update(preimage).digest('hex');
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 5_000_000n, description: 'held', paymentHash: hash });
    alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    bob.gate.close(KV.monitors);
    let closed = false;
    let closing: Promise<void> | undefined;
    try {
      bob.engine.claimForHash(hash, preimage.toString('hex'));
      await waitUntil(() => bob.gate.held(KV.monitors) > 0, 20_000, "bob's claim write held");

      // LDK 0.1.0 panics force closing a channel whose updates are blocked behind a claim
      // (#3857, ldk-upgrade-gates.medium.spec.ts): a claim that does not finish refuses the close.
      await expect(bob.engine.closeChannel(channel.channelId, alice.engine.nodeId(), { force: true })).rejects.toMatchObject({
        code: 'ChannelCloseFailed',
        message: expect.stringContaining('retry the force close later'),
      });
      expect(bob.engine.isRunning()).toBe(true);
      expect(channelOf(bob, channel.channelId).channelId).toBe(channel.channelId);

      // A retry waits for the claim: a second is several pump runs, the channel stays open.
      closing = bob.engine.closeChannel(channel.channelId, alice.engine.nodeId(), { force: true }).then(() => {
        closed = true;
      });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(closed).toBe(false);
      expect(channelOf(bob, channel.channelId).channelId).toBe(channel.channelId);
      expect(bob.sink.events.some((e) => e.type === 'ChannelClosed' && e.channelId === channel.channelId)).toBe(false);
    } finally {
      bob.gate.open(KV.monitors);
    }
    // The claim written, it goes ahead.
    await closing;
    await bob.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);
    await alice.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);
    expect(bob.engine.isRunning()).toBe(true);
  });

  // Second review, item 4: a force close used to wait for every monitor write of the node, so
  // steady traffic could keep it refused. Writes other than claims cannot block an update.
  // Monitor records are written in the manager's transaction, so a held monitor write holds the
  // event pump too: the write is slowed (each takes 1.5 s) rather than held, and the close is
  // asked for while one is pending.
  it('an operator force close goes ahead while monitor writes other than claims are pending', async () => {
    const channel = await openConfirmedChannel(chain, alice, bob, 400_000n, 150_000_000n);
    bob.gate.slow(1_500, KV.monitors);
    try {
      const slowed = bob.gate.slowedWrites;
      const invoice = bob.engine.createBolt11Invoice({ amountMsat: 5_000_000n, description: 'in flight' });
      alice.engine.payBolt11Invoice(invoice.invoice);
      await waitUntil(() => bob.gate.slowedWrites > slowed, 20_000, "bob's monitor write pending");
      await bob.engine.closeChannel(channel.channelId, alice.engine.nodeId(), { force: true });
      await bob.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);
    } finally {
      bob.gate.slow(0, KV.monitors);
    }
    await alice.sink.next('ChannelClosed', (e) => e.channelId === channel.channelId);
    expect(bob.engine.isRunning()).toBe(true);
    expect(bob.warnings.filter((w) => /panicked|pump failed/.test(w))).toEqual([]);
  });
});
