/** A block on the best chain as RPC shows it (hash in display hex). */
export interface BlockRef {
  readonly hash: string;
  readonly height: number;
}

/**
 * Something that follows the chain block by block: the ChannelManager + ChainMonitor pair at
 * run time, or one ChannelMonitor while it is caught up at start. Blocks must be connected and
 * disconnected strictly in chain order on top of `bestBlock()`, or LDK panics.
 */
export interface BlockListener {
  bestBlock(): BlockRef;
  /** `block` is the serialized block; `height` its height. */
  connect(block: Uint8Array, height: number): void;
  /** `header` is the 80-byte header of the block at `height`, which is `bestBlock()`. */
  disconnect(header: Uint8Array, height: number): void;
}
