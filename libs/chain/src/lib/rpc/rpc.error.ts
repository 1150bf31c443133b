/**
 * A JSON-RPC error returned by the node (bad parameters, unknown txid, rejected tx...).
 * The server answered, so it is never retried; `code` is the node's numeric error code
 * (Core and btcd share most of them, e.g. -5 "not found", -25/-26 "rejected").
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly method: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** The node refused our credentials (HTTP 401/403). A configuration error: not retried. */
export class RpcAuthError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'RpcAuthError';
  }
}
