import type { ChainSource } from '@rln/chain';
import { TestNode } from '../../testing/test-node';
import { waitUntil } from '../../testing/recording-sink';
import { connect, type RegtestFunds } from '../../testing/regtest-channels';
import { RegtestChain } from '../../testing/regtest-chain';
import { chainSourceWith } from '../../testing/chain-source-with';

jest.setTimeout(120_000);

// InboundChannelGate over real LDK state: who may open channels to a node, and how many may be
// pending. Openers are alice (PostgreSQL) and bob (PGlite); each test starts its own acceptor.
// Blocks are mined only by funding the openers' wallets up front, so the channels opened in a
// test stay unconfirmed (pending) while it runs.
describe('inbound channel limits on btcd', () => {
  let net: RegtestChain;
  let chain: RegtestFunds;
  let source: ChainSource;
  let alice: TestNode;
  let bob: TestNode;

  beforeAll(async () => {
    net = await RegtestChain.start('inbound');
    chain = net.funds;
    source = net.source;
    alice = await new TestNode('alice', source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    bob = await new TestNode('bob', source, { kind: 'pglite', dataDir: 'memory' }).start();
  });

  afterAll(async () => {
    await net?.stop(alice, bob);
  });

  /** Opens a channel from `from` to `to` and resolves with the reason it was closed for. */
  async function refusedReason(from: TestNode, to: TestNode): Promise<string> {
    const { userChannelId } = from.engine.openChannel({ counterpartyNodeId: to.engine.nodeId(), capacitySats: 100_000n });
    const closed = await from.sink.next('ChannelClosed', (e) => e.userChannelId === userChannelId);
    return closed.reason;
  }

  /** Opens a channel from `from` to `to` and resolves once it is funded (not confirmed). */
  async function openPending(from: TestNode, to: TestNode): Promise<string> {
    const { userChannelId } = from.engine.openChannel({ counterpartyNodeId: to.engine.nodeId(), capacitySats: 100_000n });
    return (await from.sink.next('ChannelPending', (e) => e.userChannelId === userChannelId)).channelId;
  }

  it('refuses inbound channels with accept none', async () => {
    const carol = await new TestNode('carol', source, { kind: 'postgres', url: await net.databaseUrl() }, undefined, { inboundChannels: { accept: 'none' } }).start();
    try {
      await connect(alice, carol);
      expect(await refusedReason(alice, carol)).toContain('does not accept inbound channels');
      expect(carol.engine.listChannels()).toEqual([]);
      expect(alice.engine.listChannels().some((c) => c.counterpartyNodeId === carol.engine.nodeId())).toBe(false);
    } finally {
      await alice.engine.disconnectPeer(carol.engine.nodeId());
      await carol.destroy();
    }
  });

  it('with an allow-list, accepts only listed peers, and listed peers are exempt from the pending limit', async () => {
    const dave = await new TestNode('dave', source, { kind: 'postgres', url: await net.databaseUrl() }, undefined, {
      inboundChannels: { accept: 'allow-list', allowedPeers: [alice.engine.nodeId()] },
    }).start();
    try {
      await connect(bob, dave);
      expect(await refusedReason(bob, dave)).toContain('only from peers it knows');

      await connect(alice, dave);
      for (let i = 0; i < 2; i++) alice.wallet.addCoin(await chain.fund(alice.wallet.address, 150_000n));
      const first = await openPending(alice, dave);
      // Unconfirmed, the first is pending at dave; alice is trusted, so a second is accepted too.
      const second = await openPending(alice, dave);
      expect(dave.engine.listChannels().map((c) => c.channelId).sort()).toEqual([first, second].sort());
    } finally {
      await alice.engine.disconnectPeer(dave.engine.nodeId());
      await bob.engine.disconnectPeer(dave.engine.nodeId());
      await dave.destroy();
    }
  });

  it('caps pending channels per peer, and counts only unfunded ones against the global cap', async () => {
    const erin = await new TestNode('erin', source, { kind: 'postgres', url: await net.databaseUrl() }, undefined, {
      inboundChannels: { accept: 'any', maxPendingPerPeer: 1, maxUnfunded: 1 },
    }).start();
    try {
      alice.wallet.addCoin(await chain.fund(alice.wallet.address, 150_000n));
      bob.wallet.addCoin(await chain.fund(bob.wallet.address, 150_000n));
      await connect(alice, erin);
      await connect(bob, erin);

      // Bob's wallet holds his funding: his channel is accepted at erin and stays unfunded.
      const release = bob.wallet.holdFunding();
      const bobChannel = openPending(bob, erin);
      try {
        await waitUntil(() => erin.engine.listChannels().some((c) => c.counterpartyNodeId === bob.engine.nodeId()), 20_000, 'bob channel accepted at erin');
        expect(await refusedReason(alice, erin)).toContain('too many channels waiting for funding');
      } finally {
        release();
      }
      // Funded (not confirmed), bob's channel no longer counts against the global cap ...
      const funded = await bobChannel;
      expect(erin.engine.listChannels().find((c) => c.channelId === funded)?.isChannelReady).toBe(false);
      const aliceChannel = await openPending(alice, erin);
      // ... but it still does against bob's own.
      expect(await refusedReason(bob, erin)).toContain('waiting for confirmation');
      expect(erin.engine.listChannels().map((c) => c.channelId).sort()).toEqual([funded, aliceChannel].sort());
    } finally {
      await alice.engine.disconnectPeer(erin.engine.nodeId());
      await bob.engine.disconnectPeer(erin.engine.nodeId());
      await erin.destroy();
    }
  });

  it("closes an unlisted peer's inbound channel whose funding does not confirm in time, and keeps a listed peer's", async () => {
    // Funders whose funding transactions never reach the chain (their broadcasts are dropped).
    const silent = chainSourceWith(source, { broadcastTransaction: async () => '' });
    const mallory = await new TestNode('mallory', silent, { kind: 'postgres', url: await net.databaseUrl() }).start();
    const trent = await new TestNode('trent', silent, { kind: 'postgres', url: await net.databaseUrl() }).start();
    const frank = await new TestNode('frank', source, { kind: 'postgres', url: await net.databaseUrl() }, undefined, {
      inboundChannels: { accept: 'any', allowedPeers: [trent.engine.nodeId()], fundingTimeoutBlocks: 6 },
    }).start();
    try {
      mallory.wallet.addCoin(await chain.fund(mallory.wallet.address, 150_000n));
      trent.wallet.addCoin(await chain.fund(trent.wallet.address, 150_000n));
      await connect(mallory, frank);
      await connect(trent, frank);
      const dropped = await openPending(mallory, frank);
      const trusted = await openPending(trent, frank);
      expect(frank.engine.listChannels().map((c) => c.channelId).sort()).toEqual([dropped, trusted].sort());

      // Counted from the first block frank sees with the channel funded: 6 more close it.
      let mined = 0;
      while (!frank.sink.events.some((e) => e.type === 'ChannelClosed' && e.channelId === dropped) && mined < 12) {
        await chain.mine(1);
        mined++;
        await new Promise((r) => setTimeout(r, 500));
      }
      const closed = await frank.sink.next('ChannelClosed', (e) => e.channelId === dropped);
      expect(closed.reason).toBe('HolderForceClosed');
      expect(mined).toBeGreaterThanOrEqual(6);
      expect(frank.engine.listChannels().map((c) => c.channelId)).toEqual([trusted]);
      // Mallory is told why.
      expect((await mallory.sink.next('ChannelClosed', (e) => e.channelId === dropped)).reason).toContain('did not confirm within 6 blocks');
    } finally {
      await frank.destroy();
      await mallory.destroy();
      await trent.destroy();
    }
  });
});

