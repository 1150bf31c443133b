import { parseRawTx } from '../parse/raw-tx.parser';
import type { IndexerRpc } from '../ports/indexer-rpc.port';

export type BroadcastOutcome =
  | { readonly kind: 'accepted'; readonly txid: string }
  /** The node (or the parser) refused the tx: HTTP 400 with the reason. */
  | { readonly kind: 'rejected'; readonly message: string }
  /** The node could not be reached: HTTP 503, which esplora-client retries. */
  | { readonly kind: 'unavailable'; readonly message: string };

// btcd words a low fee differently from Core; rgb-lib looks for Core's phrase.
const BTCD_LOW_FEE = /under the required amount|rejected by the rate limiter due to low fees|insufficient priority/i;
const CORE_LOW_FEE = 'min relay fee not met';

/** Broadcasts through the node, then lets the indexer pick the tx up before answering. */
export class TxBroadcaster {
  constructor(
    private readonly rpc: Pick<IndexerRpc, 'sendRawTransaction'>,
    private readonly afterAccept: () => Promise<void>,
  ) {}

  async broadcast(body: string): Promise<BroadcastOutcome> {
    const hex = body.trim().toLowerCase();
    try {
      if (!/^([0-9a-f]{2})+$/.test(hex)) throw new Error('odd or non-hex characters');
      parseRawTx(hex);
    } catch (err) {
      return { kind: 'rejected', message: `Invalid transaction hex: ${messageOf(err)}` };
    }
    let txid: string;
    try {
      txid = await this.rpc.sendRawTransaction(hex);
    } catch (err) {
      if (!isNodeError(err)) return { kind: 'unavailable', message: messageOf(err) };
      const message = messageOf(err);
      return { kind: 'rejected', message: BTCD_LOW_FEE.test(message) ? `${message} (${CORE_LOW_FEE})` : message };
    }
    // Indexing failures must not turn an accepted broadcast into an error.
    await this.afterAccept().catch(() => undefined);
    return { kind: 'accepted', txid };
  }
}

/** A JSON-RPC error from the node carries a numeric code; transport failures do not. */
function isNodeError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number';
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
