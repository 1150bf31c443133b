/**
 * JSON-RPC 2.0 as rgb-lib's proxy client speaks it: one request per HTTP POST (no batches),
 * `id` a string or null (rgb-lib sends null in JSON and the text "null" in forms) and echoed
 * back unchanged, results and errors in the body.
 */
export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  readonly method: string;
  /** Absent: a notification, answered with no body. */
  readonly id?: JsonRpcId;
  readonly params?: Readonly<Record<string, unknown>>;
}

export interface JsonRpcErrorObject {
  readonly code: number;
  readonly message: string;
}

export type JsonRpcResponse =
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly result: unknown }
  | { readonly jsonrpc: '2.0'; readonly id: JsonRpcId; readonly error: JsonRpcErrorObject };

export function rpcResult(id: JsonRpcId | undefined, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, result };
}

export function rpcError(id: JsonRpcId | undefined, error: JsonRpcErrorObject): JsonRpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, error: { code: error.code, message: error.message } };
}
