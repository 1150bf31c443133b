import { InMemoryKvStore } from '@rln/core/testing';
import { injection, rewrite } from '../../testing/adversary-frames';
import { HashColouring } from '../../testing/hash-colouring';
import { preimageOf, type Frame } from '../../testing/link';
import { SeededRandom } from '../../testing/seeded-random';
import { expectedOutcome } from '../../testing/update-oracle';
import { openedPair, TEST_POLICY } from '../../testing/signed-pair';
import type { Side } from '../protocol/asset-state';
import { decodeMessage, MalformedMessage } from '../protocol/channel-messages';
import { AssetChannelStore } from '../store/asset-channel-store';
import { AssetChannelLinks } from './asset-channel-links';
import type { AssetChannelWallet } from './asset-channel-wallet.port';

/**
 * Issue 17, at the node's entry point: `AssetChannelLinks.receive` takes whatever a peer sends
 * and must never throw (the runtime calls it from LDK's message handling). Two nodes on the real
 * shadow transactions pay each other while an adversary sends either node mangled frames,
 * replays, frames for channels it does not have, and this channel's own frames from a third
 * node. Routing is by (peer, channel id) (review F10): what names a channel the sender does not
 * share with us, or does not decode, writes nothing and sends nothing. The update logic's own
 * answers to the real peer are asset-channel-adversary.fuzz.spec.ts's subject.
 */
const NODE = { opener: `02${'0a'.repeat(32)}`, acceptor: `03${'0b'.repeat(32)}` } as const;
const STRANGER = `02${'0c'.repeat(32)}`;
const ROOT = { opener: new Uint8Array(32).fill(1), acceptor: new Uint8Array(32).fill(2) } as const;
const KEY_INDEX = { opener: 1n, acceptor: 2n } as const;
const SEED = Number(process.env['RGB_FUZZ_SEED'] ?? 17);
const INJECTIONS = 240;
const other = (side: Side): Side => (side === 'opener' ? 'acceptor' : 'opener');
const SHRUGGED = new Set(['ignored', 'resync', 'resend']);

async function twoNodes() {
  const pair = await openedPair(1_000n, TEST_POLICY, 'shadow');
  const queue: Array<{ to: Side; frame: Frame }> = [];
  const sent: Record<Side, Frame[]> = { opener: [], acceptor: [] };
  const kvs = { opener: new InMemoryKvStore(), acceptor: new InMemoryKvStore() };
  const stores = { opener: new AssetChannelStore(kvs.opener), acceptor: new AssetChannelStore(kvs.acceptor) };
  const wallet = { colouring: () => new HashColouring() } as unknown as AssetChannelWallet;
  const events: Record<Side, string[]> = { opener: [], acceptor: [] };
  const links = {} as Record<Side, AssetChannelLinks>;
  for (const side of ['opener', 'acceptor'] as const) {
    await stores[side].create(NODE[other(side)], pair[side].record, pair.channel, KEY_INDEX[side]);
    links[side] = new AssetChannelLinks({
      wallet,
      peers: {
        send: (_peer, type, payload) => {
          sent[side].push({ type, payload });
          queue.push({ to: other(side), frame: { type, payload } });
        },
      },
      store: stores[side],
      root: ROOT[side],
      tipHeight: () => 1_000,
      onEvents: (_peer, _channel, list) => events[side].push(...list.map((e) => e.type)),
    });
  }
  return { pair, kvs, stores, links, queue, sent, events, channelId: pair.opener.record.channelId };
}

describe('AssetChannelLinks.receive under an adversary (issue 17)', () => {
  it(`never throws, routes only the channel's own peer to it, and the pair pays on afterwards (seed ${SEED}, ${INJECTIONS} injections)`, async () => {
    const nodes = await twoNodes();
    const { links, queue, kvs, sent, stores, channelId, pair, events } = nodes;
    const rng = new SeededRandom(SEED);
    const preimages = new Map<string, string>();
    let unrouted = 0;

    /** Delivers the honest frames in flight, now and then one twice or two swapped. */
    const settle = async () => {
      for (let i = 0; i < 500 && queue.length > 0; i++) {
        if (queue.length > 1 && rng.chance(0.1)) [queue[0], queue[1]] = [queue[1], queue[0]];
        const { to, frame } = rng.chance(0.1) ? queue[0] : (queue.shift() as (typeof queue)[number]);
        await links[to].receive(NODE[other(to)], frame.type, frame.payload);
      }
    };

    const pay = async (from: Side, amount: bigint, label: string) => {
      const p = preimageOf(label);
      preimages.set(p.hash, p.preimage);
      await links[from].propose(NODE[other(from)], channelId, (r) => [{ kind: 'add', htlc: { id: r.committed.nextHtlcId[from], offeredBy: from, paymentHash: p.hash, assetAmount: amount, cltvExpiry: 1_144 } }]);
      await settle();
      const payee = other(from);
      const h = (await stores[payee].load(NODE[from], channelId))?.record.committed.htlcs.find((x) => x.paymentHash === p.hash);
      if (!h) throw new Error(`payment ${label} did not commit`);
      await links[payee].propose(NODE[from], channelId, [{ kind: 'fulfill', offeredBy: from, id: h.id, preimage: p.preimage }]);
      await settle();
    };

    const inject = async () => {
      const to: Side = rng.chance(0.5) ? 'opener' : 'acceptor';
      const record = (await stores[to].load(NODE[other(to)], channelId))!.record;
      const peerRecord = (await stores[other(to)].load(NODE[to], channelId))!.record;
      const { label, frame } = await injection({
        rng,
        record,
        receiver: { ...pair[to], record },
        peer: { ...pair[other(to)], record: peerRecord },
        toReceiver: sent[other(to)],
        fromReceiver: sent[to],
        foreign: sent[to].map((f) => rewrite(f, (m) => ({ ...m, channelId: '0d'.repeat(32) }))),
        peerLastReceived: peerRecord.seq.lastReceived,
        preimages,
      });
      // From the real peer only what the protocol has the channel shrug off (ignore, resend, or
      // ask for a resend): the peer's own moves and the violations that fail the channel are
      // asset-channel-adversary.fuzz.spec.ts's subject. Anything else comes from a third node.
      const expected = await expectedOutcome(record, frame.type, frame.payload, { receiver: pair[to], peer: pair[other(to)], peerRecord });
      const sender = SHRUGGED.has(expected.kind) && rng.chance(0.7) ? NODE[other(to)] : STRANGER;
      let ours = false;
      try {
        ours = decodeMessage(frame.type, frame.payload).channelId === channelId;
      } catch (err) {
        if (!(err instanceof MalformedMessage)) throw err;
      }
      const before = { puts: kvs[to].puts, sent: sent[to].length, events: events[to].length };
      // Any rejection fails the test here: receive must resolve whatever arrives.
      await links[to].receive(sender, frame.type, frame.payload);
      if (sender === STRANGER || !ours) {
        unrouted++;
        expect([label, kvs[to].puts - before.puts, sent[to].length - before.sent, events[to].length - before.events]).toEqual([label, 0, 0, 0]);
      }
    };

    for (let i = 0; i < 8; i++) {
      for (let j = 0; j < INJECTIONS / 8; j++) await inject();
      await settle();
      await pay(i % 2 === 0 ? 'opener' : 'acceptor', i % 2 === 0 ? 60n : 3n, `service ${i}`);
    }
    expect(unrouted).toBeGreaterThan(INJECTIONS / 2);

    // The adversary is gone: both nodes reconnect and still agree.
    queue.length = 0;
    await links.opener.reconnected(NODE.acceptor);
    await links.acceptor.reconnected(NODE.opener);
    await settle();
    await pay('opener', 11n, 'after the adversary');
    const records = await Promise.all((['opener', 'acceptor'] as const).map(async (side) => (await stores[side].load(NODE[other(side)], channelId))!.record));
    expect(records.map((r) => r.status)).toEqual(['open', 'open']);
    expect(records[1].committed).toEqual(records[0].committed);
    expect(records[0].committed.htlcs).toEqual([]);
  });
});
