/** bLIP 2: feature bits below 256 are the BOLTs'; a custom protocol takes one above. */
export const MIN_CUSTOM_FEATURE_BIT = 256;

/**
 * Whether little-endian feature flags (the `init` features as LDK's `le_flags` gives them: bit
 * k in byte k / 8) set `bit` or its pair: BOLT 9 pairs an even (required) bit with the odd
 * (optional) one above it, and either says the peer speaks the feature.
 */
export function hasFeature(leFlags: Uint8Array, bit: number): boolean {
  const even = bit & ~1;
  const set = (k: number) => ((leFlags[k >> 3] ?? 0) >> (k & 7)) & 1;
  return set(even) === 1 || set(even + 1) === 1;
}

/**
 * Which connected peers advertised our custom protocol's feature bit in their `init`. A custom
 * message is taken only from such a peer: a node that never said it speaks the protocol (an
 * ordinary Lightning node, or an older build) gets no say in the protocol's channels, however
 * well-formed its messages. A peer is known from its `init` until it disconnects; one this gate
 * never saw connect is refused.
 */
export class PeerFeatureGate {
  private readonly speaking = new Set<string>();

  constructor(readonly bit: number) {
    if (!Number.isInteger(bit) || bit < MIN_CUSTOM_FEATURE_BIT || bit % 2 === 0) {
      throw new RangeError(`a custom feature is advertised as an odd (optional) bit of at least ${MIN_CUSTOM_FEATURE_BIT + 1}, got ${bit}`);
    }
  }

  connected(peerNodeId: string, initFeatures: Uint8Array): void {
    if (hasFeature(initFeatures, this.bit)) this.speaking.add(peerNodeId);
    else this.speaking.delete(peerNodeId);
  }

  disconnected(peerNodeId: string): void {
    this.speaking.delete(peerNodeId);
  }

  allows(peerNodeId: string): boolean {
    return this.speaking.has(peerNodeId);
  }
}
