import type {
  BlindedMessagePath,
  Destination,
  EntropySource,
  MessageContext,
  MessageForwardNode,
  MessageRouter,
  NetworkGraph,
  Result_CVec_BlindedMessagePathZNoneZ,
  Result_OnionMessagePathNoneZ,
} from 'lightningdevkit';
import type { Ldk } from './ldk-loader';
import { toHex } from './bytes';

/** LDK's own limit of blinded paths per offer, refund or reply path. */
const MAX_PATHS = 3;

/**
 * LDK's DefaultMessageRouter with one change in how blinded message paths (of offers,
 * refunds and reply paths) are built.
 *
 * LDK introduces a path only at a peer with at least three announced channels (or, for an
 * unannounced node, at its single peer), else at the recipient itself. A small network (a
 * regtest, a node behind one LSP plus a couple of partners) has no such peer, so every path
 * starts at the recipient, and LDK 0.1 sends onion messages only to direct peers: a payer one
 * hop away could not reach the offer. When LDK's choice starts at the recipient (or fails),
 * this router introduces the path at each connected peer instead (up to three, the ones LDK
 * passes: connected and supporting onion messages) and keeps LDK's recipient path after them.
 * Privacy: the recipient hides among the introduction peer's neighbours, fewer than LDK asks.
 *
 * Compact paths (short channel ids instead of node ids, used for short-lived offers) are built
 * with node ids too: a short channel id of an unannounced channel cannot be resolved by a payer.
 * Path finding (`find_path`) is LDK's: direct peers, or a node it must connect to.
 */
export class PeerMessageRouter {
  readonly router: MessageRouter;
  private readonly inner: MessageRouter;

  constructor(
    private readonly ldk: Ldk,
    graph: NetworkGraph,
    private readonly entropy: EntropySource,
  ) {
    this.inner = ldk.DefaultMessageRouter.constructor_new(graph, entropy).as_MessageRouter();
    this.router = ldk.MessageRouter.new_impl({
      find_path: (sender: Uint8Array, peers: Uint8Array[], destination: Destination): Result_OnionMessagePathNoneZ =>
        this.guard(
          () => this.inner.find_path(sender, peers, destination),
          () => ldk.Result_OnionMessagePathNoneZ.constructor_err(),
        ),
      create_blinded_paths: (recipient: Uint8Array, context: MessageContext, peers: Uint8Array[]) =>
        this.guard(
          () => this.blindedPaths(recipient, context, peers),
          () => ldk.Result_CVec_BlindedMessagePathZNoneZ.constructor_err(),
        ),
      create_compact_blinded_paths: (recipient: Uint8Array, context: MessageContext, peers: MessageForwardNode[]) =>
        this.guard(
          () =>
            this.blindedPaths(
              recipient,
              context,
              peers.map((p) => p.get_node_id()),
            ),
          () => ldk.Result_CVec_BlindedMessagePathZNoneZ.constructor_err(),
        ),
    });
  }

  private blindedPaths(recipient: Uint8Array, context: MessageContext, peers: Uint8Array[]): Result_CVec_BlindedMessagePathZNoneZ {
    const ldk = this.ldk;
    const self = toHex(recipient);
    const chosen = this.inner.create_blinded_paths(recipient, context.clone(), peers);
    const ldkPaths = chosen instanceof ldk.Result_CVec_BlindedMessagePathZNoneZ_OK ? chosen.res : [];
    if (ldkPaths.some((p) => this.introductionNode(p) !== self)) return ldk.Result_CVec_BlindedMessagePathZNoneZ.constructor_ok(ldkPaths);
    const viaPeers: BlindedMessagePath[] = [];
    for (const peer of peers.slice(0, MAX_PATHS)) {
      const hop = ldk.MessageForwardNode.constructor_new(peer, ldk.Option_u64Z.constructor_none());
      const path = ldk.BlindedMessagePath.constructor_new([hop], recipient, context.clone(), this.entropy);
      if (path instanceof ldk.Result_BlindedMessagePathNoneZ_OK) viaPeers.push(path.res);
    }
    const paths = [...viaPeers, ...ldkPaths];
    return paths.length > 0 ? ldk.Result_CVec_BlindedMessagePathZNoneZ.constructor_ok(paths) : ldk.Result_CVec_BlindedMessagePathZNoneZ.constructor_err();
  }

  private introductionNode(path: BlindedMessagePath): string | null {
    const intro = path.introduction_node();
    return intro instanceof this.ldk.IntroductionNode_NodeId ? toHex(intro.node_id) : null;
  }

  /** Never throws into WASM (that leaves LDK's locks borrowed). */
  private guard<T>(work: () => T, fallback: () => T): T {
    try {
      return work();
    } catch {
      return fallback();
    }
  }
}
