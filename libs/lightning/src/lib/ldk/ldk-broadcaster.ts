import type { BroadcasterInterface } from 'lightningdevkit';
import { createHash } from 'node:crypto';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { Ldk } from './ldk-loader';
import { internalToDisplayHex } from './bytes';
import { strippedTransaction } from '../chain/block-parser';

export interface TransactionBroadcast {
  broadcastTransaction(rawTx: Uint8Array): Promise<string>;
}

/**
 * LDK's broadcaster. LDK hands over transactions synchronously and does not want an answer;
 * the chain source's rejections (already in the chain, conflicting, too early for a timelock)
 * are normal for rebroadcasts and only logged. LDK rebroadcasts what still matters itself.
 *
 * Broadcasts go out one at a time, in the order LDK gave them: a force-close package is
 * [commitment, anchor child] and a node without package relay (btcd) refuses the child as an
 * orphan if it arrives before its parent.
 */
export function createBroadcaster(ldk: Ldk, chain: TransactionBroadcast, logger: EngineLogger): BroadcasterInterface {
  let queue: Promise<void> = Promise.resolve();
  const send = async (tx: Uint8Array): Promise<void> => {
    let txid = 'unparsable';
    try {
      txid = txidOf(tx);
    } catch {
      // only for the log line; the chain source judges the transaction
    }
    try {
      await chain.broadcastTransaction(tx);
      logger.info({ component: 'broadcaster', txid }, 'broadcast transaction');
    } catch (err) {
      logger.warn({ component: 'broadcaster', txid, err: String(err) }, 'broadcast refused');
    }
  };
  return ldk.BroadcasterInterface.new_impl({
    broadcast_transactions(txs: Uint8Array[]): void {
      for (const tx of txs) {
        const copy = Uint8Array.from(tx);
        queue = queue.then(() => send(copy));
      }
    },
  });
}

/** txid (display hex) of a serialized transaction, witness or not. */
export function txidOf(tx: Uint8Array): string {
  const stripped = strippedTransaction(tx);
  const hash = createHash('sha256').update(createHash('sha256').update(stripped).digest()).digest();
  return internalToDisplayHex(hash);
}
