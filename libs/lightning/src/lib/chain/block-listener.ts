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

/** Sees the blocks a listener is fed, after the listener (for engine-side bookkeeping). */
export interface BlockObserver {
  blockConnected(block: Uint8Array, height: number): void;
  blockDisconnected(header: Uint8Array, height: number): void;
}

/** `listener`, with `observer` told about every block it connects or disconnects. */
export function observed(listener: BlockListener, observer: BlockObserver): BlockListener {
  return {
    bestBlock: () => listener.bestBlock(),
    connect: (block, height) => {
      listener.connect(block, height);
      observer.blockConnected(block, height);
    },
    disconnect: (header, height) => {
      listener.disconnect(header, height);
      observer.blockDisconnected(header, height);
    },
  };
}
