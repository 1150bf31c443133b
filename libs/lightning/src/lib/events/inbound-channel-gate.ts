/**
 * Who may open channels to this node. LDK 0.1.0 (and every bindings release) lacks the fix for
 * #4854: on a counterparty's unrevoked commitment, two HTLCs with the same hash and amount are
 * confused, so a forwarding node that accepts channels from strangers can have funds stolen.
 * An allow-list of trusted peers closes that (and shrinks #3933, #3556; docs/ldk-0.1-fixes.md).
 */
export interface InboundChannelPolicy {
  /** 'any' peer (default), 'none', or only the node ids in `allowedPeers`. */
  readonly accept: 'any' | 'none' | 'allow-list';
  /**
   * Trusted node ids (hex): with `accept: 'allow-list'` the only peers that may open channels.
   * In any mode they are exempt from the pending limits below.
   */
  readonly allowedPeers?: readonly string[];
  /**
   * Inbound channels one peer may have pending (opened, not ready yet: unfunded, or funded and
   * unconfirmed) before its next request is refused. Default 1.
   */
  readonly maxPendingPerPeer?: number;
  /**
   * Unfunded inbound channels (accepted, the peer's funding_created not received yet) of all
   * untrusted peers together before requests are refused. Funded ones do not count: the peer
   * signed for a funding output, and counting them would let throwaway node ids that never
   * broadcast it block every inbound channel until LDK gives up on them (2016 blocks). LDK
   * 0.1.0 does not count requests waiting for manual acceptance against its own limit of 50
   * (#4851, whose fix counts unfunded channels the same way), but that limit (peers without a
   * confirmed channel) does count funded-unconfirmed ones, so unlisted peers waiting for a
   * confirmation are capped too (UNTRUSTED_WAITING_PEERS_MAX). Default 40, at most 40.
   */
  readonly maxUnfunded?: number;
  /**
   * Blocks an unlisted peer's inbound channel may wait for its funding to confirm before it is
   * closed (UnconfirmedInboundChannels). Default 2016, LDK's own.
   */
  readonly fundingTimeoutBlocks?: number;
}

export const DEFAULT_MAX_PENDING_PER_PEER = 1;
export const DEFAULT_MAX_UNFUNDED = 40;

/**
 * LDK 0.1.0 refuses a channel from a peer without one once 50 peers have only inbound channels
 * that are not confirmed yet (MAX_UNFUNDED_CHANNEL_PEERS; funded-unconfirmed ones count), for
 * every peer, trusted ones included. Unlisted peers may fill 40 of those places, so 9 stay for
 * listed peers (LDK counts the requesting peer too) however many throwaway node ids open
 * channels they never fund on chain, unless requests pile up unhandled (LDK counts those too).
 */
export const LDK_WAITING_PEERS_LIMIT = 50;
export const UNTRUSTED_WAITING_PEERS_MAX = 40;

/** An inbound channel not ready yet, as LDK lists it. */
export interface PendingInboundChannel {
  /** The peer's node id (hex). */
  readonly peer: string;
  /** Whether the peer's funding_created arrived (LDK knows the funding outpoint). */
  readonly funded: boolean;
}

/** Decides on OpenChannelRequests: null to accept, else the reason told to the peer. */
export class InboundChannelGate {
  private readonly trusted: ReadonlySet<string>;
  private readonly maxPendingPerPeer: number;
  private readonly maxUnfunded: number;

  constructor(private readonly policy: InboundChannelPolicy = { accept: 'any' }) {
    this.trusted = new Set((policy.allowedPeers ?? []).map((id) => id.toLowerCase()));
    this.maxPendingPerPeer = policy.maxPendingPerPeer ?? DEFAULT_MAX_PENDING_PER_PEER;
    this.maxUnfunded = Math.min(policy.maxUnfunded ?? DEFAULT_MAX_UNFUNDED, UNTRUSTED_WAITING_PEERS_MAX);
  }

  /** A listed (trusted) peer: exempt from the limits. */
  isTrusted(peerNodeId: string): boolean {
    return this.trusted.has(peerNodeId.toLowerCase());
  }

  /** `pending`: every inbound channel not ready yet (any peer's). */
  refusal(peerNodeId: string, pending: readonly PendingInboundChannel[]): string | null {
    const peer = peerNodeId.toLowerCase();
    if (this.policy.accept === 'none') return 'this node does not accept inbound channels';
    const trusted = this.trusted.has(peer);
    if (this.policy.accept === 'allow-list' && !trusted) return 'this node accepts inbound channels only from peers it knows';
    if (trusted) return null;
    if (pending.filter((c) => c.peer.toLowerCase() === peer).length >= this.maxPendingPerPeer) {
      return 'you already have a channel to this node waiting for confirmation';
    }
    const untrusted = pending.filter((c) => !this.trusted.has(c.peer.toLowerCase()));
    if (untrusted.filter((c) => !c.funded).length >= this.maxUnfunded) return 'this node has too many channels waiting for funding; try again later';
    // Counted like LDK counts (peers, funded or not), kept below its limit (a superset: a
    // peer with a confirmed channel too is counted here, not by LDK).
    if (new Set(untrusted.map((c) => c.peer.toLowerCase())).size >= UNTRUSTED_WAITING_PEERS_MAX) {
      return 'this node has too many peers with channels waiting for confirmation; try again later';
    }
    return null;
  }
}
