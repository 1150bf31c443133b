/**
 * Which bitcoind-style RPC flavour the server speaks. btcd lacks `estimatesmartfee` and
 * `generatetoaddress` and rejects boolean verbosity, so a few calls differ.
 */
export type RpcDialect = 'core' | 'btcd';

/** btcd: "Command unimplemented" (-1) for getnetworkinfo; -32601 "Method not found" elsewhere. */
const BTCD_PROBE_ERROR_CODES: ReadonlySet<number> = new Set([-1, -32601]);

/**
 * Reads the dialect from the outcome of a `getnetworkinfo` probe: Core always implements it.
 * Returns undefined for an error that says nothing about the dialect (e.g. Core warming up).
 */
export function dialectFromProbe(probeError: { readonly code: number } | null): RpcDialect | undefined {
  if (probeError === null) return 'core';
  return BTCD_PROBE_ERROR_CODES.has(probeError.code) ? 'btcd' : undefined;
}
