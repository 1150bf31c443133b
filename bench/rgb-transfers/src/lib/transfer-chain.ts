/** One transfer of the chain as the benchmark saw it: milliseconds from the send's start, bytes. */
export interface TransferSample {
  /** 1-based position in the chain; odd transfers go alice → bob, even ones back. */
  readonly index: number;
  /** The send call itself. */
  readonly sendMs: number;
  /** Our node only: rgb-lib's share of the send (its sync, send_begin, send_end; from rgb-lib's own log). */
  readonly rgbLibSendMs?: number;
  /** Until the payee accepted the consignment (validated it and answered the payer). */
  readonly acceptedMs: number;
  /** Until the witness transaction was broadcast: the part of settling before the block. */
  readonly preBlockMs: number;
  /** From the block being mined and indexed until both sides saw the transfer settled. */
  readonly postBlockMs: number;
  /** The consignment the payer made (rgb-lib's file). */
  readonly consignmentBytes: number;
}

/** A chain of transfers moving the whole supply back and forth between two parties. */
export interface TransferChain {
  readonly label: string;
  /** Runs transfer `index` (1-based); the caller runs them in order. */
  transfer(index: number): Promise<TransferSample>;
  /** Lines for the report: how this system was measured. */
  notes(): string[];
  stop(): Promise<void>;
}

export interface ChainResult {
  readonly label: string;
  readonly transfers: TransferSample[];
  readonly notes: string[];
  /** Set when the chain broke off: why (transfers holds those that completed). */
  readonly error?: string;
}

/** Milliseconds on a monotonic clock. */
export const now = (): number => performance.now();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` every `everyMs` until it returns a value; throws after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, everyMs = 50, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
