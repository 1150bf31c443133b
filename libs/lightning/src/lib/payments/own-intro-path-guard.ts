import type { BlindedHop, ChannelManager, IntroductionNode, NetworkGraph, Responder } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import { isAbsent } from '../ldk/optional';
import { decodeTlvStream, decodeTu64 } from './tlv';

/** What message and payment paths have in common. */
export interface BlindedPathView {
  introduction_node(): IntroductionNode;
  blinded_hops(): BlindedHop[];
}

/**
 * LDK 0.1.0 advances a blinded path that starts at this node by one hop before it sends along
 * it (onion messages: offers, refunds, reply paths; BOLT12 payments: an invoice's payment
 * paths). A path introduced here with a single hop becomes a path of zero hops, and building
 * the onion then panics, which leaves the WASM engine wedged until the process restarts.
 * Anyone can write such a path (one forward hop encrypted to our node id), so a peer that has
 * one of our offers could wedge us at will. LDK 0.1.12 refuses to advance them (#4850,
 * 0280feaeb); no bindings carry that, so they are kept away from LDK here
 * (docs/ldk-0.1-fixes.md).
 */
export class OwnIntroPathGuard {
  constructor(
    private readonly ldk: Ldk,
    private readonly channelManager: Pick<ChannelManager, 'get_our_node_id' | 'list_channels'>,
    private readonly graph: NetworkGraph,
  ) {}

  /** True when `path` starts at this node with at most one blinded hop. */
  isUnsafe(path: BlindedPathView): boolean {
    return path.blinded_hops().length <= 1 && this.introducedHere(path.introduction_node());
  }

  /**
   * True when the reply path a Responder answers along is such a path, or cannot be read
   * (LDK writes a Responder as a length-prefixed TLV stream whose record 0 is the reply path).
   */
  isUnsafeReply(responder: Responder): boolean {
    const { ldk } = this;
    try {
      const record = decodeTlvStream(lengthPrefixed(responder.write())).find((r) => r.type === 0n);
      if (!record) return true;
      const path = ldk.BlindedMessagePath.constructor_read(record.value);
      return !(path instanceof ldk.Result_BlindedMessagePathDecodeErrorZ_OK) || this.isUnsafe(path.res);
    } catch {
      return true;
    }
  }

  /**
   * A node id, or a directed short channel id. LDK resolves the latter through the network
   * graph (onion messages: DefaultMessageRouter; payments: the router) and through our own
   * channels (real scid or alias); a closed public channel of ours stays in the graph. So the
   * path counts as ours when either resolution selects this node, and when neither resolves
   * it: LDK cannot use such a path now, and the graph may learn the scid before LDK looks.
   */
  private introducedHere(intro: IntroductionNode): boolean {
    const { ldk } = this;
    const ours = toHex(this.channelManager.get_our_node_id());
    if (intro instanceof ldk.IntroductionNode_NodeId) return toHex(intro.node_id) === ours;
    if (!(intro instanceof ldk.IntroductionNode_DirectedShortChannelId)) return true; // unknown form: refuse
    const nodeOne = intro._0 === ldk.Direction.LDKDirection_NodeOne;
    const ends = [this.ownChannelEnds(intro._1, ours), this.graphChannelEnds(intro._1)].filter((e): e is [string, string] => e !== null);
    return ends.length === 0 || ends.some(([one, two]) => (nodeOne ? one : two) === ours);
  }

  /** [node one, node two] of our channel with this scid or alias (node one is the lesser key). */
  private ownChannelEnds(scid: bigint, ours: string): [string, string] | null {
    const { ldk } = this;
    const some = (v: unknown) => (v instanceof ldk.Option_u64Z_Some ? v.some : null);
    const channel = this.channelManager
      .list_channels()
      .find((c) => [some(c.get_short_channel_id()), some(c.get_outbound_scid_alias()), some(c.get_inbound_scid_alias())].includes(scid));
    if (!channel) return null;
    const theirs = toHex(channel.get_counterparty().get_node_id());
    return ours < theirs ? [ours, theirs] : [theirs, ours];
  }

  /** [node one, node two] of the graph's channel with this scid. */
  private graphChannelEnds(scid: bigint): [string, string] | null {
    const view = this.graph.read_only();
    try {
      const info = view.channel(scid);
      return isAbsent(info) ? null : [toHex(info.get_node_one().as_slice()), toHex(info.get_node_two().as_slice())];
    } finally {
      view.free(); // holds the graph's read lock until freed
    }
  }
}

/** The body of a value LDK wrote with a BigSize length prefix; throws when the length does not match. */
function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  const width = bytes[0] === 0xfd ? 3 : bytes[0] === 0xfe ? 5 : bytes[0] === 0xff ? 9 : 1;
  const length = width === 1 ? BigInt(bytes[0]) : decodeTu64(bytes.subarray(1, width));
  if (BigInt(bytes.length - width) !== length) throw new Error('not a length-prefixed value');
  return bytes.subarray(width);
}
