import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import type { BlindedMessagePath, ChannelDetails, NetworkGraph } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import { OwnIntroPathGuard } from './own-intro-path-guard';
import { concat } from './tlv';

// The #4850 guard over real LDK paths and a real network graph; only the ChannelManager's two
// reads (our node id, our channels) are stood in for. A closed public channel of ours stays in
// the graph, and LDK resolves an scid introduction through the graph: the case the first
// version of the guard missed.

const key = () => secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true);
const hex = (bytes: Uint8Array) => toHex(bytes);

describe('OwnIntroPathGuard', () => {
  let ldk: Ldk;
  let graph: NetworkGraph;
  const ours = key();
  const peer = key();
  const strangerA = key();
  const strangerB = key();
  const OUR_CLOSED_SCID = 0x010203000004_0001n;
  const STRANGERS_SCID = 0x010203000005_0001n;

  const guard = () => new OwnIntroPathGuard(ldk, { get_our_node_id: () => ours, list_channels: (): ChannelDetails[] => [] }, graph);

  /** A real one-hop blinded path, re-introduced as `intro` (33-byte key, or direction byte + 8-byte scid). */
  function oneHopPath(intro: Uint8Array, hops = 1): BlindedMessagePath {
    const entropy = ldk.EntropySource.new_impl({ get_secure_random_bytes: () => new Uint8Array(randomBytes(32)) });
    const context = ldk.MessageContext.constructor_offers(ldk.OffersContext.constructor_invoice_request(ldk.Nonce.constructor_from_entropy_source(entropy)));
    const hop = ldk.MessageForwardNode.constructor_new(ours, ldk.Option_u64Z.constructor_none());
    const full = ldk.BlindedMessagePath.constructor_new([hop], peer, context, entropy);
    if (!(full instanceof ldk.Result_BlindedMessagePathNoneZ_OK)) throw new Error('no path');
    const kept = full.res.blinded_hops().slice(0, hops);
    const path = ldk.BlindedMessagePath.constructor_read(concat([intro, full.res.blinding_point(), Uint8Array.of(kept.length), ...kept.map((h) => h.write())]));
    if (!(path instanceof ldk.Result_BlindedMessagePathDecodeErrorZ_OK)) throw new Error('unreadable path');
    expect(path.res.blinded_hops()).toHaveLength(hops);
    return path.res;
  }

  function scidIntro(nodeOne: boolean, scid: bigint): Uint8Array {
    const bytes = new Uint8Array(9);
    bytes[0] = nodeOne ? 0 : 1;
    new DataView(bytes.buffer).setBigUint64(1, scid);
    return bytes;
  }

  /** Which end of the channel (node one = the lesser key) is `node`. */
  const isNodeOne = (node: Uint8Array, other: Uint8Array) => hex(node) < hex(other);

  beforeAll(async () => {
    ldk = await loadLdk();
    const logger = ldk.Logger.new_impl({ log: () => undefined });
    graph = ldk.NetworkGraph.constructor_new(ldk.Network.LDKNetwork_Regtest, logger);
    for (const [scid, a, b] of [
      [OUR_CLOSED_SCID, ours, peer],
      [STRANGERS_SCID, strangerA, strangerB],
    ] as const) {
      const [one, two] = isNodeOne(a, b) ? [a, b] : [b, a];
      const added = graph.add_channel_from_partial_announcement(scid, 1_700_000_000n, ldk.ChannelFeatures.constructor_empty(), one, two);
      expect(Boolean(added.is_ok())).toBe(true);
    }
  });

  it('refuses a one-hop path introduced at our node id, not one at another node or with two hops', () => {
    expect(guard().isUnsafe(oneHopPath(ours))).toBe(true);
    expect(guard().isUnsafe(oneHopPath(peer))).toBe(false);
    expect(guard().isUnsafe(oneHopPath(ours, 2))).toBe(false);
  });

  it('refuses a one-hop path introduced at our end of a channel that is only in the graph (closed, still announced)', () => {
    const weAreOne = isNodeOne(ours, peer);
    expect(guard().isUnsafe(oneHopPath(scidIntro(weAreOne, OUR_CLOSED_SCID)))).toBe(true);
    expect(guard().isUnsafe(oneHopPath(scidIntro(!weAreOne, OUR_CLOSED_SCID)))).toBe(false);
  });

  it("lets a one-hop path introduced at a stranger's channel through, and refuses one whose scid nothing resolves", () => {
    expect(guard().isUnsafe(oneHopPath(scidIntro(true, STRANGERS_SCID)))).toBe(false);
    expect(guard().isUnsafe(oneHopPath(scidIntro(false, STRANGERS_SCID)))).toBe(false);
    expect(guard().isUnsafe(oneHopPath(scidIntro(true, 0x0a0b0c000001_0001n)))).toBe(true);
  });

  it('leaves the graph writable afterwards (the read lock is released)', () => {
    guard().isUnsafe(oneHopPath(scidIntro(true, STRANGERS_SCID)));
    const removed = key();
    const [one, two] = isNodeOne(removed, peer) ? [removed, peer] : [peer, removed];
    expect(Boolean(graph.add_channel_from_partial_announcement(0x0a0b0c000002_0001n, 1_700_000_000n, ldk.ChannelFeatures.constructor_empty(), one, two).is_ok())).toBe(true);
  });
});
