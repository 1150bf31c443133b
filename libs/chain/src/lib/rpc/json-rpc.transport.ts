import * as http from 'node:http';
import * as https from 'node:https';
import { NodeNotReadyError } from '@rln/core';
import { asArray, asObject, type JsonObject } from './json-reader';
import { RpcAuthError, RpcError } from './rpc.error';
import type { RpcRequest } from './rpc-types';
import type { RpcEndpoint } from './rpc-url';
import { backoffDelayMs, type RetryPolicy } from './retry-policy';
import { classifyHttpReply, isTlsSocketError, RPC_IN_WARMUP } from './transport-failure';

export interface JsonRpcTransportOptions {
  readonly endpoint: RpcEndpoint;
  readonly user: string;
  readonly password: string;
  readonly tlsCaCert?: Buffer | string;
  readonly timeoutMs: number;
  readonly retry: RetryPolicy;
}

export type RpcBatchItem = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: RpcError };

/** Thrown inside one attempt when the server did not process the request; caught by the retry loop. */
class TransientFailure extends Error {}

/** Fewer than btcd's default --rpcmaxclients (10), which answers 503 beyond it. */
const MAX_SOCKETS = 8;

/**
 * JSON-RPC 1.0 over HTTP POST with basic auth. btcd requires the "jsonrpc" member (without
 * it btcd logs "rpcversion '' is invalid" and closes the connection with no reply), so
 * every request carries "1.0", which Core also answers in its legacy format.
 */
export class JsonRpcTransport {
  private readonly agent: http.Agent;
  private readonly authorization: string;
  private nextId = 1;

  constructor(private readonly options: JsonRpcTransportOptions) {
    const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS };
    this.agent =
      options.endpoint.protocol === 'https'
        ? new https.Agent({ ...agentOptions, ...(options.tlsCaCert === undefined ? {} : { ca: options.tlsCaCert }) })
        : new http.Agent(agentOptions);
    this.authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  }

  async call(method: string, params: readonly unknown[]): Promise<unknown> {
    const id = this.nextId++;
    const reply = asObject(await this.send(JSON.stringify({ jsonrpc: '1.0', id, method, params }), method), method);
    const error = toRpcError(reply['error'], method);
    if (error) throw error;
    return reply['result'];
  }

  /** One HTTP request for many calls; answers come back in request order, each ok or not. */
  async batch(requests: readonly RpcRequest[]): Promise<RpcBatchItem[]> {
    if (requests.length === 0) return [];
    const firstId = this.nextId;
    this.nextId += requests.length;
    const payload = requests.map((r, i) => ({ jsonrpc: '1.0', id: firstId + i, method: r.method, params: r.params ?? [] }));
    const raw = await this.send(JSON.stringify(payload), 'batch');
    if (!Array.isArray(raw)) {
      // A server without batch support answers one error object for the whole request.
      throw toRpcError(asObject(raw, 'batch')['error'], 'batch') ?? new Error('batch: expected an array reply');
    }
    const byId = new Map<unknown, JsonObject>();
    for (const item of asArray(raw, 'batch')) {
      const o = asObject(item, 'batch[]');
      byId.set(o['id'], o);
    }
    return requests.map((r, i): RpcBatchItem => {
      const reply = byId.get(firstId + i);
      if (!reply) return { ok: false, error: new RpcError(-32603, 'no reply for this call in the batch', r.method) };
      const error = toRpcError(reply['error'], r.method);
      return error ? { ok: false, error } : { ok: true, result: reply['result'] };
    });
  }

  /** Frees pooled keep-alive sockets. The transport still works afterwards (new sockets). */
  close(): void {
    this.agent.destroy();
  }

  private async send(payload: string, label: string): Promise<unknown> {
    const { retry, endpoint } = this.options;
    let lastFailure = '';
    for (let attempt = 0; attempt <= retry.retries; attempt++) {
      if (attempt > 0) await sleep(backoffDelayMs(retry, attempt));
      try {
        return await this.attempt(payload, label);
      } catch (err) {
        if (!(err instanceof TransientFailure)) throw err;
        lastFailure = err.message;
      }
    }
    throw new NodeNotReadyError(
      `Bitcoin RPC at ${endpoint.display} is not answering (${label}, ${retry.retries + 1} attempts): ${lastFailure}`,
      `is btcd (or bitcoind) running and listening at ${endpoint.display}?`,
      { url: endpoint.display, attempts: retry.retries + 1 },
    );
  }

  private async attempt(payload: string, label: string): Promise<unknown> {
    const { endpoint } = this.options;
    const reply = await this.post(payload);
    const verdict = classifyHttpReply(reply.status, reply.body);
    switch (verdict.kind) {
      case 'json':
        if (isWarmup(verdict.value)) throw new TransientFailure('node is warming up (-28)');
        return verdict.value;
      case 'auth':
        throw new RpcAuthError(
          `Bitcoin RPC at ${endpoint.display} rejected the request with HTTP ${verdict.status}: ` +
            (verdict.status === 401 ? 'the RPC user or password is wrong' : 'this client is not allowed (check rpcallowip)'),
          verdict.status,
        );
      case 'retry':
        throw new TransientFailure(verdict.reason);
      case 'fatal':
        throw new Error(`Bitcoin RPC at ${endpoint.display} (${label}): ${verdict.reason}`);
    }
  }

  private post(payload: string): Promise<{ status: number; body: string }> {
    const { endpoint, timeoutMs } = this.options;
    const transport = endpoint.protocol === 'https' ? https : http;
    return new Promise((resolve, reject) => {
      const fail = (err: unknown): void => {
        clearTimeout(timer);
        reject(this.socketFailure(err));
      };
      const req = transport.request(
        {
          hostname: endpoint.hostname,
          port: endpoint.port,
          path: endpoint.path,
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: this.authorization,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      const timer = setTimeout(() => req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
      req.on('error', fail);
      req.end(payload);
    });
  }

  private socketFailure(err: unknown): Error {
    const code = errorCode(err);
    const message = err instanceof Error ? err.message : String(err);
    if (isTlsSocketError(code)) {
      return new Error(
        `TLS connection to Bitcoin RPC at ${this.options.endpoint.display} failed (${code}: ${message}); ` +
          `for btcd pass its rpc.cert as tlsCaCert, or use http:// against btcd --notls`,
      );
    }
    return new TransientFailure(code ? `${code}: ${message}` : message);
  }
}

function toRpcError(raw: unknown, method: string): RpcError | undefined {
  if (raw === null || raw === undefined) return undefined;
  const o = asObject(raw, `${method} error`);
  const code = typeof o['code'] === 'number' ? o['code'] : -32603;
  const message = typeof o['message'] === 'string' ? o['message'] : JSON.stringify(raw);
  return new RpcError(code, message, method);
}

function isWarmup(value: unknown): boolean {
  const replies = Array.isArray(value) ? value : [value];
  return replies.some((r) => {
    const error = typeof r === 'object' && r !== null ? (r as { error?: unknown }).error : undefined;
    return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === RPC_IN_WARMUP;
  });
}

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
