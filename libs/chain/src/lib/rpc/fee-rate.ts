/**
 * Both Core (`estimatesmartfee.feerate`) and btcd (`estimatefee`) answer in BTC per 1000
 * virtual bytes; 1 BTC/kvB = 1e8 sat / 1000 vB = 100,000 sat/vB. btcd answers -1 (or 0
 * right after start) when it has not seen enough blocks: that is "no estimate", not a rate.
 * The result is kept at 0.001 sat/vB precision to drop float noise (1e-5 * 1e5 = 1.0000000000000002).
 */
export function btcPerKvbToSatPerVb(btcPerKvb: number): number | null {
  if (!Number.isFinite(btcPerKvb) || btcPerKvb <= 0) return null;
  return Math.round(btcPerKvb * 100_000 * 1000) / 1000;
}
