/**
 * RPC verbose results carry values as BTC JSON numbers (e.g. 0.00012345). Any amount up to
 * 21e6 BTC has at most 8 decimals and 2.1e15 sats < 2^53, so rounding recovers it exactly.
 */
export function btcToSats(valueBtc: number): bigint {
  if (!Number.isFinite(valueBtc)) throw new Error(`not a BTC amount: ${valueBtc}`);
  return BigInt(Math.round(valueBtc * 1e8));
}
