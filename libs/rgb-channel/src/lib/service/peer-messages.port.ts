/** Sends custom peer messages (the asset channel's, types ≥ 32768) over the Lightning connection. */
export interface PeerMessages {
  /** Queues `payload` for `peerNodeId`; a peer that is not connected never gets it (the protocol resends on reconnect). */
  send(peerNodeId: string, type: number, payload: Uint8Array): void;
}
