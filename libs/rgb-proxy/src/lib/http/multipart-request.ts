import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { FileTooLarge, InvalidJsonRpcRequest, RgbProxyError, ProxyBusy } from '../errors/rgb-proxy.errors';
import type { JsonRpcRequest } from '../protocol/json-rpc';
import { requestFromFormFields } from '../protocol/request';
import { HttpRefusal } from './http-refusal';

export interface MultipartRequest {
  readonly request: JsonRpcRequest;
  readonly file?: Uint8Array;
}

/** Decides from the fields before the file whether the file is read (RgbProxyService.admitUpload). */
export type AdmitUpload = (request: JsonRpcRequest) => Promise<RgbProxyError | null>;

const FIELD_LIMITS = { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 16, files: 1, parts: 17, headerPairs: 20 };

/**
 * Reads a multipart/form-data JSON-RPC request as rgb-lib sends it: the fields `jsonrpc`,
 * `id`, `method`, `params`, then `file`. The file is read only after `admit` accepted the
 * request its fields make, and at most `maxFileBytes` of it. A refusal stops reading at once
 * (an HttpRefusal marked `unread`), so a refused upload costs no more than its fields.
 */
export function readMultipartRequest(req: IncomingMessage, maxFileBytes: number, admit: AdmitUpload): Promise<MultipartRequest> {
  return new Promise<MultipartRequest>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...FIELD_LIMITS, fileSize: maxFileBytes } });
    } catch (error) {
      reject(new HttpRefusal(400, new InvalidJsonRpcRequest(`bad multipart Content-Type (${error instanceof Error ? error.message : String(error)})`), true));
      return;
    }
    const fields = new Map<string, string>();
    let upload: Promise<MultipartRequest | null> | null = null;
    let fileStream: busboy.FileStream | null = null;
    let settled = false;

    const settle = (outcome: { result: MultipartRequest } | { error: unknown }): void => {
      if (settled) return;
      settled = true;
      if ('result' in outcome) return resolve(outcome.result);
      if (!(outcome.error instanceof HttpRefusal) || outcome.error.unread) {
        req.unpipe(parser);
        fileStream?.destroy();
      }
      reject(outcome.error);
    };
    const malformed = (detail: string): void => settle({ error: new HttpRefusal(400, new InvalidJsonRpcRequest(detail), true) });

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return malformed(`the field ${name.slice(0, 32)} is too long`);
      fields.set(name, value);
    });
    parser.on('file', (name, stream) => {
      fileStream = stream;
      if (name !== 'file') return malformed('the file must be sent in the field "file"');
      if (!fields.has('method')) return malformed('the fields jsonrpc, id, method and params must come before the file');
      upload = readAdmittedFile(fields, stream, maxFileBytes, admit).catch((error: unknown) => {
        settle({ error });
        return null;
      });
    });
    parser.on('partsLimit', () => malformed('too many parts'));
    parser.on('filesLimit', () => malformed('one file at most'));
    parser.on('fieldsLimit', () => malformed('too many fields'));
    parser.on('error', (error) => malformed(`malformed multipart body (${error.message})`));
    parser.on('close', () => {
      void (async () => {
        const uploaded = upload ? await upload : null;
        settle({ result: uploaded ?? { request: requestFromFormFields(fields) } });
      })().catch((error: unknown) => settle({ error: error instanceof RgbProxyError ? new HttpRefusal(400, error, false) : error }));
    });
    req.on('error', (error) => malformed(`the request failed (${error.message})`));
    req.on('close', () => {
      if (!req.complete) malformed('the request ended early');
    });
    req.pipe(parser);
  });
}

async function readAdmittedFile(fields: ReadonlyMap<string, string>, stream: busboy.FileStream, maxFileBytes: number, admit: AdmitUpload): Promise<MultipartRequest> {
  // busboy parses what has arrived even while the file is not read, so the limit may be
  // reached before admission ends: listen from the start.
  let tooLarge = false;
  stream.on('limit', () => {
    tooLarge = true;
    stream.destroy();
  });
  let request: JsonRpcRequest;
  try {
    request = requestFromFormFields(fields);
  } catch (error) {
    throw error instanceof RgbProxyError ? new HttpRefusal(400, error, true) : error;
  }
  const refusal = await admit(request);
  if (refusal) throw new HttpRefusal(refusal instanceof ProxyBusy ? 503 : 200, refusal, true, request.id ?? null);
  const chunks: Buffer[] = [];
  try {
    if (!tooLarge) for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (error) {
    if (!tooLarge) throw error;
  }
  if (tooLarge || stream.truncated) throw new HttpRefusal(413, new FileTooLarge(maxFileBytes), true, request.id ?? null);
  return { request, file: new Uint8Array(Buffer.concat(chunks)) };
}
