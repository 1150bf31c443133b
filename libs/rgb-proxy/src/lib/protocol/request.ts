import { InvalidJsonRpcRequest, ParseError } from '../errors/rgb-proxy.errors';
import type { JsonRpcId, JsonRpcRequest } from './json-rpc';

/** A JSON-RPC request from a parsed JSON body; throws InvalidJsonRpcRequest. */
export function requestFromJson(body: unknown): JsonRpcRequest {
  if (Array.isArray(body)) throw new InvalidJsonRpcRequest('batches are not supported');
  if (!isRecord(body)) throw new InvalidJsonRpcRequest('the body must be one JSON-RPC request object');
  const hasId = 'id' in body;
  const id = hasId ? jsonRpcId(body['id']) : undefined;
  if (body['jsonrpc'] !== '2.0') throw new InvalidJsonRpcRequest('"jsonrpc" must be "2.0"', id ?? null);
  const method = body['method'];
  if (typeof method !== 'string' || method === '') throw new InvalidJsonRpcRequest('"method" must be a string', id ?? null);
  return { method, ...(hasId ? { id } : {}), ...paramsOf(body['params'], id ?? null) };
}

/**
 * A JSON-RPC request from multipart form fields, as rgb-lib posts files: `jsonrpc`, `id`,
 * `method` and `params` (a JSON object as text). `params[key]` fields (curl's `-F
 * 'params[txid]=…'`, which the reference server also reads) are accepted as string params.
 */
export function requestFromFormFields(fields: ReadonlyMap<string, string>): JsonRpcRequest {
  const body: Record<string, unknown> = { jsonrpc: fields.get('jsonrpc'), method: fields.get('method') };
  if (fields.has('id')) body['id'] = fields.get('id');
  const text = fields.get('params');
  if (text !== undefined) {
    body['params'] = parseParamsText(text);
  } else {
    const bracketed = [...fields].filter(([name]) => /^params\[[^\]]+\]$/.test(name));
    if (bracketed.length > 0) body['params'] = Object.fromEntries(bracketed.map(([name, value]) => [name.slice(7, -1), value]));
  }
  return requestFromJson(body);
}

function parseParamsText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ParseError(`the "params" field is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function jsonRpcId(value: unknown): JsonRpcId {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new InvalidJsonRpcRequest('"id" must be a string, a number or null');
}

function paramsOf(params: unknown, id: JsonRpcId): { params?: Readonly<Record<string, unknown>> } {
  if (params === undefined || params === null) return {};
  if (!isRecord(params)) throw new InvalidJsonRpcRequest('"params" must be an object of named parameters', id);
  return { params };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
