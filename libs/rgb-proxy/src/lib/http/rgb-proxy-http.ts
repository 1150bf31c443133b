import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileTooLarge, InternalRpcError, InvalidJsonRpcRequest, ProxyBusy, RgbProxyError } from '../errors/rgb-proxy.errors';
import { JsonRpcId, JsonRpcRequest, JsonRpcResponse, rpcError } from '../protocol/json-rpc';
import { requestFromJson } from '../protocol/request';
import { MAX_FILE_BYTES, MAX_JSON_BYTES } from '../protocol/rgb-proxy-protocol';
import type { RgbProxyService } from '../services/rgb-proxy.service';
import { ConcurrencyGate } from './concurrency-gate';
import { HttpRefusal } from './http-refusal';
import { readJsonBody } from './json-body';
import { readMultipartRequest } from './multipart-request';

const DEFAULT_MAX_CONCURRENT_UPLOADS = 2;
const DEFAULT_MAX_CONCURRENT_READS = 2;
/** Methods that answer with a whole file. */
const FILE_READS = new Set(['consignment.get', 'media.get']);

export interface RgbProxyHttpReply {
  readonly status: number;
  /** Absent for a notification (a request without `id`): answer 204 with no body. */
  readonly body?: JsonRpcResponse;
  /** The request body was left unread: answer with `Connection: close` rather than read the rest. */
  readonly closeConnection: boolean;
  /** Frees what answering holds (a file read's place) once the reply has gone: sendRgbProxyReply calls it. */
  readonly release?: () => void;
}

export interface RgbProxyHttpOptions {
  readonly maxFileBytes?: number;
  readonly maxJsonBytes?: number;
  /**
   * Admitted uploads read at once (default 2). The proxy is public and a file may be 64 MiB:
   * more are refused unread once their fields are admitted (503, JSON-RPC -503), so concurrent
   * posts cannot exhaust memory (a client trickling its fields holds no place).
   */
  readonly maxConcurrentUploads?: number;
  /**
   * consignment.get and media.get answered at once (default 2), each holding its place until
   * its reply has gone (a 64 MiB file is ~86 MiB of base64 and a slow reader keeps it); more
   * answer -503.
   */
  readonly maxConcurrentReads?: number;
  /** A failure that is not the client's (the store): logged by the host, answered -32603 with 500. */
  readonly onInternalError?: (error: unknown) => void;
}

/**
 * The proxy over one HTTP POST, for any Node HTTP host (the node's Nest controller, the
 * standalone tools/rgb-proxy-server): JSON bodies for every method, multipart/form-data for
 * uploads. Results and the methods' own errors are 200, as JSON-RPC over HTTP and the
 * reference server answer; a body that is not a JSON-RPC request is 400, too large 413, of
 * another type 415, each still carrying a JSON-RPC error object.
 */
export class RgbProxyHttp {
  private readonly maxFileBytes: number;
  private readonly maxJsonBytes: number;
  private readonly uploads: ConcurrencyGate;
  private readonly reads: ConcurrencyGate;

  constructor(
    private readonly service: RgbProxyService,
    private readonly options: RgbProxyHttpOptions = {},
  ) {
    this.maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
    this.maxJsonBytes = options.maxJsonBytes ?? MAX_JSON_BYTES;
    this.uploads = new ConcurrencyGate(options.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS);
    this.reads = new ConcurrencyGate(options.maxConcurrentReads ?? DEFAULT_MAX_CONCURRENT_READS);
  }

  /** `parsedJson`: the body a host's JSON parser already read (the node's), so the stream is not read again. */
  async serve(req: IncomingMessage, parsedJson?: { readonly body: unknown }): Promise<RgbProxyHttpReply> {
    let id: JsonRpcId = null;
    try {
      const type = mediaType(req.headers['content-type']);
      if (type === 'application/json') {
        const request = requestFromJson(parsedJson ? parsedJson.body : await readJsonBody(req, this.maxJsonBytes));
        id = request.id ?? null;
        if (!FILE_READS.has(request.method)) return reply(request, await this.service.handle(request));
        const release = this.reads.tryEnter();
        if (!release) return { status: 200, body: rpcError(id, new ProxyBusy()), closeConnection: false };
        try {
          return { ...reply(request, await this.service.handle(request)), release };
        } catch (error) {
          release();
          throw error;
        }
      }
      if (type === 'multipart/form-data') {
        let release: (() => void) | null = null;
        try {
          const { request, file } = await readMultipartRequest(req, this.maxFileBytes, async (r) => {
            const refusal = await this.service.admitUpload(r);
            if (refusal) return refusal;
            release = this.uploads.tryEnter();
            return release ? null : new ProxyBusy();
          });
          id = request.id ?? null;
          return reply(request, await this.service.handle(request, file));
        } finally {
          (release as (() => void) | null)?.();
        }
      }
      const unsupported = new InvalidJsonRpcRequest('Content-Type must be application/json or multipart/form-data (for consignment.post and media.post)');
      return { status: 415, body: rpcError(null, unsupported), closeConnection: true };
    } catch (error) {
      if (error instanceof HttpRefusal) return { status: error.status, body: rpcError(error.id, error.error), closeConnection: error.unread };
      if (error instanceof InvalidJsonRpcRequest) return { status: 400, body: rpcError(error.id, error), closeConnection: false };
      if (error instanceof RgbProxyError) return { status: error instanceof FileTooLarge ? 413 : 400, body: rpcError(id, error), closeConnection: false };
      this.options.onInternalError?.(error);
      return { status: 500, body: rpcError(id, new InternalRpcError()), closeConnection: false };
    }
  }
}

function reply(request: JsonRpcRequest, response: JsonRpcResponse): RgbProxyHttpReply {
  if (request.id === undefined) return { status: 204, closeConnection: false };
  return { status: 200, body: response, closeConnection: false };
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/** Writes a reply on any Node response (Express's included). */
export function sendRgbProxyReply(res: ServerResponse, reply: RgbProxyHttpReply): void {
  if (reply.release) res.once('close', reply.release);
  if (reply.closeConnection) res.setHeader('Connection', 'close');
  if (!reply.body) {
    res.writeHead(reply.status).end();
    return;
  }
  const json = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
}
