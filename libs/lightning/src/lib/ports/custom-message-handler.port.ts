/**
 * Peer messages outside the BOLTs (the RGB channel protocol). Types must be in the custom
 * range (>= 32768); BOLT1's "it's ok to be odd" means a peer that does not know an odd type
 * ignores it, while an unknown even type makes the peer disconnect.
 */
export interface CustomMessageHandler {
  /** The message types this handler understands; anything else is left to LDK's rules. */
  readonly messageTypes: readonly number[];
  /**
   * The protocol's feature bit (odd, optional, bLIP 2's custom range ≥ 256). When set, the node
   * advertises it in its `init`, and `onMessage` sees only messages from peers whose `init`
   * advertised it (either bit of the pair); the others' are dropped. Unset: every peer's.
   */
  readonly featureBit?: number;
  /** Called synchronously from the engine's network processing: do not block, queue work. */
  onMessage(peerNodeId: string, messageType: number, payload: Uint8Array): void;
  onPeerConnected?(peerNodeId: string): void;
  onPeerDisconnected?(peerNodeId: string): void;
}

export const CUSTOM_MESSAGE_HANDLER = Symbol('CustomMessageHandler');
