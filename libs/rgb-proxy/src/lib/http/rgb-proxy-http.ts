import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileTooLarge, InternalRpcError, InvalidJsonRpcRequest, ProxyBusy, RgbProxyError } from '../errors/rgb-proxy.errors';
import { JsonRpcId, JsonRpcRequest, JsonRpcResponse, rpcError } from '../protocol/json-rpc';
import { requestFromJson } from '../protocol/request';
import { MAX_FILE_BYTES, MAX_JSON_BYTES } from '../protocol/rgb-proxy-protocol';
import type { RgbProxyService } from '../services/rgb-proxy.service';
import { HttpRefusal } from './http-refusal';
import { readJsonBody } from './json-body';
import { readMultipartRequest } from './multipart-request';

const DEFAULT_MAX_CONCURRENT_UPLOADS = 2;

export interface RgbProxyHttpReply {
  readonly status: number;
  /** Absent for a notification (a request without `id`): answer 204 with no body. */
  readonly body?: JsonRpcResponse;
  /** The request body was left unread: answer with `Connection: close` rather than read the rest. */
  readonly closeConnection: boolean;
}

export interface RgbProxyHttpOptions {
  readonly maxFileBytes?: number;
  readonly maxJsonBytes?: number;
  /**
   * Uploads read at once (default 2). The proxy is public and a file may be 64 MiB: more at once
   * are refused unread (503, JSON-RPC -503), so concurrent posts cannot exhaust memory.
   */
  readonly maxConcurrentUploads?: number;
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
  private uploading = 0;

  constructor(
    private readonly service: RgbProxyService,
    private readonly options: RgbProxyHttpOptions = {},
  ) {
    this.maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
    this.maxJsonBytes = options.maxJsonBytes ?? MAX_JSON_BYTES;
  }

  /** `parsedJson`: the body a host's JSON parser already read (the node's), so the stream is not read again. */
  async serve(req: IncomingMessage, parsedJson?: { readonly body: unknown }): Promise<RgbProxyHttpReply> {
    let id: JsonRpcId = null;
    try {
      const type = mediaType(req.headers['content-type']);
      if (type === 'application/json') {
        const request = requestFromJson(parsedJson ? parsedJson.body : await readJsonBody(req, this.maxJsonBytes));
        id = request.id ?? null;
        return reply(request, await this.service.handle(request));
      }
      if (type === 'multipart/form-data') {
        if (this.uploading >= (this.options.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS)) {
          return { status: 503, body: rpcError(null, new ProxyBusy()), closeConnection: true };
        }
        this.uploading += 1;
        try {
          const { request, file } = await readMultipartRequest(req, this.maxFileBytes, (r) => this.service.admitUpload(r));
          id = request.id ?? null;
          return reply(request, await this.service.handle(request, file));
        } finally {
          this.uploading -= 1;
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
  if (reply.closeConnection) res.setHeader('Connection', 'close');
  if (!reply.body) {
    res.writeHead(reply.status).end();
    return;
  }
  const json = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
}
