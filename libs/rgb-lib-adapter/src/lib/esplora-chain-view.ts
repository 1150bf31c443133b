import type { RgbChainView, TxConfirmation } from '@rln/rgb-wallet';

/** Confirmation reads and broadcasts against the Esplora HTTP API rgb-lib uses too. */
export class EsploraChainView implements RgbChainView {
  private readonly base: string;

  constructor(
    url: string,
    private readonly timeoutMs = 10_000,
    /** Checked before each broadcast; throws to refuse it (the engine lease's fence). */
    private readonly gate: () => void = () => undefined,
  ) {
    this.base = url.replace(/\/+$/, '');
  }

  /**
   * Confirmed, in the mempool, or null when the indexer has never seen it. Esplora answers
   * `{"confirmed":false}` to /tx/:txid/status for unknown transactions too, so an unconfirmed
   * answer is checked against /tx/:txid (404 when unknown): a send that never left the node
   * must not look broadcast (RgbSendService releases it only then).
   */
  async txConfirmation(txid: string): Promise<TxConfirmation | null> {
    const res = await fetch(`${this.base}/tx/${txid}/status`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`esplora /tx/${txid}/status answered ${res.status}`);
    const body = (await res.json()) as { confirmed?: boolean; block_height?: number };
    if (body.confirmed && typeof body.block_height === 'number') return { status: 'confirmed', height: body.block_height };
    const tx = await fetch(`${this.base}/tx/${txid}`, { signal: AbortSignal.timeout(this.timeoutMs) });
    await tx.body?.cancel();
    if (tx.status === 404) return null;
    if (!tx.ok) throw new Error(`esplora /tx/${txid} answered ${tx.status}`);
    return { status: 'mempool' };
  }

  /** Whether output `vout` of `txid` is spent, by a confirmed or a mempool transaction. */
  async outputSpent(txid: string, vout: number): Promise<boolean> {
    const res = await fetch(`${this.base}/tx/${txid}/outspend/${vout}`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`esplora /tx/${txid}/outspend/${vout} answered ${res.status}`);
    return ((await res.json()) as { spent?: boolean }).spent === true;
  }

  /** The transaction's hex, or null when the indexer does not know it. */
  async txHex(txid: string): Promise<string | null> {
    const res = await fetch(`${this.base}/tx/${txid}/hex`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new Error(`esplora /tx/${txid}/hex answered ${res.status}`);
    return (await res.text()).trim();
  }

  /** The txid of the transaction spending output `vout` of `txid` (confirmed or in the mempool), or null. */
  async spender(txid: string, vout: number): Promise<string | null> {
    const res = await fetch(`${this.base}/tx/${txid}/outspend/${vout}`, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`esplora /tx/${txid}/outspend/${vout} answered ${res.status}`);
    const body = (await res.json()) as { spent?: boolean; txid?: string };
    return body.spent === true && typeof body.txid === 'string' ? body.txid : null;
  }

  /** The indexer's chain tip height; a quick probe of whether it answers (`timeoutMs` overrides the default). */
  async tipHeight(timeoutMs = this.timeoutMs): Promise<number> {
    const res = await fetch(`${this.base}/blocks/tip/height`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`esplora /blocks/tip/height answered ${res.status}`);
    const height = Number((await res.text()).trim());
    if (!Number.isInteger(height)) throw new Error('esplora /blocks/tip/height answered no height');
    return height;
  }

  async broadcast(txHex: string): Promise<string> {
    this.gate();
    const res = await fetch(`${this.base}/tx`, { method: 'POST', body: txHex, signal: AbortSignal.timeout(this.timeoutMs) });
    const text = (await res.text()).trim();
    if (!res.ok) throw new Error(text || `esplora POST /tx answered ${res.status}`);
    return text;
  }
}
