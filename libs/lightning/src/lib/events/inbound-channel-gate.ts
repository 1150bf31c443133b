/**
 * Who may open channels to this node. LDK 0.1.0 (and every bindings release) lacks the fix for
 * #4854: on a counterparty's unrevoked commitment, two HTLCs with the same hash and amount are
 * confused, so a forwarding node that accepts channels from strangers can have funds stolen.
 * An allow-list of trusted peers closes that (and shrinks #3933, #3556; docs/ldk-0.1-fixes.md).
 */
export interface InboundChannelPolicy {
  /** 'any' peer (default), 'none', or only the node ids in `allowedPeers`. */
  readonly accept: 'any' | 'none' | 'allow-list';
  /** Node ids (hex) that may open channels with `accept: 'allow-list'`. */
  readonly allowedPeers?: readonly string[];
  /**
   * Inbound channels one peer may have pending (opened, not ready yet) before its next request
   * is refused. Default 1.
   */
  readonly maxPendingPerPeer?: number;
  /**
   * Pending inbound channels of all peers together before requests are refused (LDK 0.1.0 does
   * not count requests waiting for manual acceptance against its own limit of 50, #4851).
   * Default 50.
   */
  readonly maxPending?: number;
}

/** The inbound channels already pending when a request arrives. */
export interface PendingInbound {
  readonly fromPeer: number;
  readonly total: number;
}

/** Decides on OpenChannelRequests: null to accept, else the reason told to the peer. */
export class InboundChannelGate {
  private readonly allowed: ReadonlySet<string>;
  private readonly maxPendingPerPeer: number;
  private readonly maxPending: number;

  constructor(private readonly policy: InboundChannelPolicy = { accept: 'any' }) {
    this.allowed = new Set((policy.allowedPeers ?? []).map((id) => id.toLowerCase()));
    this.maxPendingPerPeer = policy.maxPendingPerPeer ?? 1;
    this.maxPending = policy.maxPending ?? 50;
  }

  refusal(peerNodeId: string, pending: PendingInbound): string | null {
    if (this.policy.accept === 'none') return 'this node does not accept inbound channels';
    if (this.policy.accept === 'allow-list' && !this.allowed.has(peerNodeId.toLowerCase())) {
      return 'this node accepts inbound channels only from peers it knows';
    }
    if (pending.fromPeer >= this.maxPendingPerPeer) return 'you already have a channel to this node waiting for confirmation';
    if (pending.total >= this.maxPending) return 'this node has too many channels waiting for confirmation; try again later';
    return null;
  }
}
