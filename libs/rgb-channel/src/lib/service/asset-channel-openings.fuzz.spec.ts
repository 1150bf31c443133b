import { createHash } from 'node:crypto';
import { InMemoryKvStore } from '@rln/core/testing';
import { HashColouring } from '../../testing/hash-colouring';
import type { Frame } from '../../testing/link';
import { SeededRandom } from '../../testing/seeded-random';
import { TEST_POLICY } from '../../testing/signed-pair';
import { mutate } from '../../testing/wire-mutations';
import { deriveChannelSecrets } from '../keys/channel-keys';
import type { Side } from '../protocol/asset-state';
import { decodeOpenMessage, encodeOpenMessage, OPEN_MESSAGE_TYPES } from '../protocol/open-messages';
import { AssetChannelStore } from '../store/asset-channel-store';
import { HeldFundings } from '../store/held-fundings';
import { AssetChannelOpenings, type OpeningOutcome } from './asset-channel-openings';
import type { AssetChannelWallet, BegunFunding } from './asset-channel-wallet.port';

/**
 * Issue 17, the opening (protocol §5a): an opener and an acceptor open asset channels while an
 * adversary sends either side opening messages that are mangled, replayed, of the wrong stage,
 * for other channel ids, or from a third node. `AssetChannelOpenings.receive` must never throw;
 * what a third node sends, and what does not decode, moves no opening; a message of the wrong
 * stage from the real peer ends that opening (§5a: a bad one ends it, nothing was broadcast);
 * and the opener's held funding send is broadcast only with the opener's record written, and is
 * otherwise released, never both.
 */
const NODE = { opener: `02${'1a'.repeat(32)}`, acceptor: `03${'1b'.repeat(32)}` } as const;
const STRANGER = `02${'1c'.repeat(32)}`;
const SEED = Number(process.env['RGB_FUZZ_SEED'] ?? 17);
const ATTEMPTS = 30;
const other = (side: Side): Side => (side === 'opener' ? 'acceptor' : 'opener');
const script = (b: number) => Uint8Array.of(0, 20, ...new Array(20).fill(b));
const BUDGET = { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 };

function setUp() {
  const queue: Array<{ to: Side; frame: Frame }> = [];
  const sent: Frame[] = [];
  const outcomes: Record<Side, OpeningOutcome[]> = { opener: [], acceptor: [] };
  const fundings = { begun: new Map<string, BegunFunding>(), ended: new Set<string>(), abandoned: new Set<string>() };
  const carriers = new Set<string>();
  const kvs = { opener: new InMemoryKvStore(), acceptor: new InMemoryKvStore() };
  const stores = { opener: new AssetChannelStore(kvs.opener), acceptor: new AssetChannelStore(kvs.acceptor) };
  const held = { opener: new HeldFundings(kvs.opener), acceptor: new HeldFundings(kvs.acceptor) };
  const offered = new Map<string, Uint8Array>();
  let scripts = 0;
  let keyIndex = 0n;
  const wallet = {
    beginFunding: async () => {
      const txid = createHash('sha256').update(`funding ${fundings.begun.size}`).digest('hex');
      const funding = { txid, vout: 1, handle: txid };
      fundings.begun.set(txid, funding);
      return funding;
    },
    fundingConsignment: async () => new Uint8Array(8),
    endFunding: async (f: BegunFunding) => void fundings.ended.add(f.txid),
    abandonFunding: async (f: BegunFunding) => void fundings.abandoned.add(f.txid),
    // What an honest consignment shows: the agreed output and amount (the checks of O1 have their own tests).
    acceptFunding: async (r: { txid: string; vout: number; expected: { contractId: string; outputScript: Uint8Array; sats: bigint } }) => ({
      txid: r.txid,
      vout: r.vout,
      outputScript: r.expected.outputScript,
      sats: r.expected.sats,
      contractId: r.expected.contractId,
      assets: 1_000n,
      allInputsSegwit: true,
    }),
    colouring: () => new HashColouring(),
    releaseClosingScript: async () => undefined,
  } as unknown as AssetChannelWallet;
  const services = {} as Record<Side, AssetChannelOpenings>;
  for (const side of ['opener', 'acceptor'] as const) {
    services[side] = new AssetChannelOpenings({
      wallet,
      peers: {
        send: (_peer, type, payload) => {
          sent.push({ type, payload });
          queue.push({ to: other(side), frame: { type, payload } });
        },
      },
      consignments: {
        offer: async ({ txid, bytes }) => void offered.set(txid, bytes),
        fetch: async ({ txid }) => offered.get(txid) ?? new Uint8Array(0),
      },
      store: stores[side],
      held: held[side],
      keys: { next: async () => ({ keyIndex: ++keyIndex, secrets: deriveChannelSecrets(new Uint8Array(32).fill(side === 'opener' ? 1 : 2), keyIndex) }) },
      limits: { minAssetReserve: 1n, maxHtlcs: 8, minToSelfDelay: 144, maxExpiryDelta: 2016, onchainClaimBlocks: 40 },
      hasCarrier: (peer, channelId) => carriers.has(`${peer}:${channelId}`),
      acceptorClosingScript: async () => script(0x40 + (++scripts % 100)),
      onOutcome: (o) => outcomes[side].push(o),
    });
  }
  return { queue, sent, outcomes, fundings, carriers, stores, held, kvs, services };
}

describe('AssetChannelOpenings.receive under an adversary (issue 17)', () => {
  it(`never throws; strangers and garbage move no opening; a wrong stage ends one; a held funding is broadcast only with a record (seed ${SEED}, ${ATTEMPTS} openings)`, async () => {
    const t = setUp();
    const rng = new SeededRandom(SEED);
    let opened = 0;
    let endedByThePeer = 0;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const channelId = createHash('sha256').update(`carrier ${SEED} ${attempt}`).digest('hex');
      t.carriers.add(`${NODE.opener}:${channelId}`).add(`${NODE.acceptor}:${channelId}`);
      // The last opening runs without the adversary: the pair must still open.
      const hostile = attempt < ATTEMPTS - 1;
      await t.services.opener.open({
        peerNodeId: NODE.acceptor,
        carrierChannelId: channelId,
        contractId: 'rgb:fuzz',
        assetAmount: 1_000n,
        consignmentUrl: 'http://127.0.0.1:3001/api/v1/rgb/consignments/{txid}',
        policy: { ...TEST_POLICY, minExpiryDelta: 48 },
        budget: BUDGET,
        closingScript: script(0x10 + attempt),
      });
      let peerSpoke = false;
      while (t.queue.length > 0) {
        for (let i = hostile ? rng.int(3) : 0; i > 0; i--) peerSpoke = (await inject(t, rng)) || peerSpoke;
        const next = t.queue.shift();
        if (next) await t.services[next.to].receive(NODE[other(next.to)], next.frame.type, next.frame.payload);
      }
      // Openings do not outlive the connection (§5a): drop it, and with it what is left.
      await t.services.opener.peerDisconnected(NODE.acceptor);
      await t.services.acceptor.peerDisconnected(NODE.opener);
      const records = { opener: await t.stores.opener.load(NODE.acceptor, channelId), acceptor: await t.stores.acceptor.load(NODE.opener, channelId) };
      if (records.opener) {
        opened++;
        expect(records.acceptor?.record.committed).toEqual(records.opener.record.committed);
      } else {
        // Only the real peer's own readable messages may derail an opening.
        expect(peerSpoke).toBe(true);
        endedByThePeer++;
      }
      expect(await t.held.opener.list()).toEqual([]);
      expect(t.services.opener.inProgress()).toEqual([]);
      expect(t.services.acceptor.inProgress()).toEqual([]);
    }
    // Each begun funding was either broadcast (its opener's record written) or released, never both.
    for (const txid of t.fundings.begun.keys()) expect([txid, t.fundings.ended.has(txid) !== t.fundings.abandoned.has(txid)]).toEqual([txid, true]);
    expect(t.fundings.ended.size).toBe(opened);
    expect(opened).toBeGreaterThan(0);
    expect(endedByThePeer).toBeGreaterThan(0);
  });
});

/**
 * One frame from the adversary into either side. Returns whether it was the real peer's and
 * readable, the one kind that may move or end an opening (the peer speaking out of turn, or in
 * turn with other terms); everything else must leave every opening as it was.
 */
async function inject(t: ReturnType<typeof setUp>, rng: SeededRandom): Promise<boolean> {
  const to: Side = rng.chance(0.5) ? 'opener' : 'acceptor';
  const seen = t.sent.length > 0 ? rng.pick(t.sent) : { type: OPEN_MESSAGE_TYPES.open, payload: rng.bytes(40) };
  let frame: Frame;
  switch (rng.int(5)) {
    case 4:
      // A message of the opening under way, sent again or to the side that sent it: a wrong stage.
      frame = rng.pick(t.sent.slice(-3).concat(seen));
      break;
    case 0:
      frame = { type: rng.chance(0.8) ? seen.type : rng.pick(Object.values(OPEN_MESSAGE_TYPES)), payload: mutate(rng, seen.payload, rng.pick([...t.sent, seen]).payload).bytes };
      break;
    case 1:
      frame = seen; // a replay, likely of the wrong stage by now
      break;
    case 2: {
      // A readable message for a channel id nobody opened.
      try {
        frame = encodeOpenMessage({ ...decodeOpenMessage(seen.type, seen.payload), channelId: Buffer.from(rng.bytes(32)).toString('hex') });
      } catch {
        frame = seen;
      }
      break;
    }
    default:
      frame = { type: rng.pick(Object.values(OPEN_MESSAGE_TYPES)), payload: rng.bytes(rng.int(300)) };
  }
  const fromStranger = rng.chance(0.4);
  let readable = false;
  try {
    decodeOpenMessage(frame.type, frame.payload);
    readable = true;
  } catch {
    readable = false;
  }
  const before = { progress: JSON.stringify(t.services[to].inProgress()), puts: t.kvs[to].puts, sent: t.sent.length, refused: t.outcomes[to].filter((o) => o.type === 'refused').length };
  // Any rejection fails the test here: receive must resolve whatever arrives.
  await t.services[to].receive(fromStranger ? STRANGER : NODE[other(to)], frame.type, frame.payload);
  if (fromStranger || !readable) {
    const after = { progress: JSON.stringify(t.services[to].inProgress()), puts: t.kvs[to].puts, sent: t.sent.length, refused: t.outcomes[to].filter((o) => o.type === 'refused').length };
    expect(after).toEqual(before);
  }
  return !fromStranger && readable;
}
