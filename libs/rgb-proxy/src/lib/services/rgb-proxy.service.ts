import { createHash } from 'node:crypto';
import {
  CannotChangeAck,
  CannotChangeUploadedFile,
  ConsignmentNotFound,
  FileNotExpected,
  FileTooLarge,
  InvalidAttachmentId,
  MediaNotAccepted,
  MediaNotFound,
  MethodNotFound,
  MissingFile,
  RecipientNotAccepted,
  RgbProxyError,
} from '../errors/rgb-proxy.errors';
import { JsonRpcRequest, JsonRpcResponse, rpcError, rpcResult } from '../protocol/json-rpc';
import { ackParam, attachmentIdParam, recipientIdParam, txidParam, voutParam } from '../protocol/params';
import { MAX_FILE_BYTES, RGB_PROXY_PROTOCOL_VERSION, UPLOAD_METHODS, isRgbProxyMethod } from '../protocol/rgb-proxy-protocol';
import type { RecipientPolicy } from '../ports/recipient-policy.port';
import type { ProxyConsignment, RgbProxyStore } from '../ports/rgb-proxy-store.port';

export interface RgbProxyServiceOptions {
  readonly store: RgbProxyStore;
  readonly policy: RecipientPolicy;
  /** `version` in server.info: the host's own version. */
  readonly serverVersion: string;
  readonly nowMs?: () => number;
  readonly maxFileBytes?: number;
  /**
   * Called once a recipient's first consignment is stored (not on re-posts), after the write
   * and before the answer; it should only start work (the node begins validating at once).
   */
  readonly onConsignmentPosted?: (recipientId: string) => void;
  /** Where a throwing hook is reported; the poster's answer is not affected. */
  readonly onHookError?: (error: unknown, recipientId: string) => void;
}

export interface ServerInfo {
  readonly protocol_version: string;
  readonly version: string;
  readonly uptime: number;
}

export interface ConsignmentGetResult {
  readonly consignment: string;
  readonly txid: string;
  readonly vout?: number;
}

/**
 * The RGB proxy protocol 0.2 (the reference server's semantics): a payer posts a
 * consignment under the payee's recipient id, the payee fetches it and posts its ack, the
 * payer reads the ack. Files are never replaced: an identical re-post answers false, a
 * different file is -101; an ack is set once, repeating it answers false, changing it is
 * -100. Errors the client caused come back as JSON-RPC errors; a failing store throws.
 */
export class RgbProxyService {
  private readonly startedAtMs: number;
  private readonly maxFileBytes: number;

  constructor(private readonly options: RgbProxyServiceOptions) {
    this.startedAtMs = this.now();
    this.maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  }

  /** Answers one request; `file` is the multipart file of consignment.post and media.post. */
  async handle(request: JsonRpcRequest, file?: Uint8Array): Promise<JsonRpcResponse> {
    try {
      return rpcResult(request.id, await this.call(request, file));
    } catch (error) {
      if (error instanceof RgbProxyError) return rpcError(request.id, error);
      throw error;
    }
  }

  /**
   * Whether an upload's file is worth reading, decided from the fields before it: an upload
   * method with valid params whose recipient (or attachment) the policy accepts or that is
   * already stored (a re-post is answered by comparing files). The refusal to answer, or null.
   */
  async admitUpload(request: JsonRpcRequest): Promise<RgbProxyError | null> {
    try {
      if (request.method === 'consignment.post') {
        const recipientId = recipientIdParam(request.params);
        txidParam(request.params);
        voutParam(request.params);
        await this.admitRecipient(recipientId);
      } else if (request.method === 'media.post') {
        await this.admitMedia(attachmentIdParam(request.params));
      } else {
        throw isRgbProxyMethod(request.method) ? new FileNotExpected(request.method, UPLOAD_METHODS) : new MethodNotFound(request.method);
      }
      return null;
    } catch (error) {
      if (error instanceof RgbProxyError) return error;
      throw error;
    }
  }

  private call(request: JsonRpcRequest, file: Uint8Array | undefined): Promise<unknown> {
    const params = request.params;
    switch (request.method) {
      case 'server.info':
        return Promise.resolve(this.serverInfo());
      case 'consignment.get':
        return this.getConsignment(recipientIdParam(params));
      case 'consignment.post':
        return this.postConsignment(params, file);
      case 'ack.get':
        return this.getAck(recipientIdParam(params));
      case 'ack.post':
        return this.postAck(params);
      case 'media.get':
        return this.getMedia(attachmentIdParam(params));
      case 'media.post':
        return this.postMedia(params, file);
      default:
        throw new MethodNotFound(request.method);
    }
  }

  private serverInfo(): ServerInfo {
    const uptime = Math.max(0, Math.floor((this.now() - this.startedAtMs) / 1000));
    return { protocol_version: RGB_PROXY_PROTOCOL_VERSION, version: this.options.serverVersion, uptime };
  }

  private async getConsignment(recipientId: string): Promise<ConsignmentGetResult> {
    const found = await this.options.store.findConsignment(recipientId);
    const file = found ? await this.options.store.consignmentFile(recipientId) : null;
    if (!found || !file) throw new ConsignmentNotFound();
    return { consignment: base64(file), txid: found.txid, ...(found.vout === null ? {} : { vout: found.vout }) };
  }

  private async postConsignment(params: JsonRpcRequest['params'], file: Uint8Array | undefined): Promise<boolean> {
    // The reference server's order: the file, then recipient, txid and vout.
    const bytes = this.fileOf(file);
    const recipientId = recipientIdParam(params);
    const txid = txidParam(params);
    const vout = voutParam(params);
    const digest = sha256Hex(bytes);
    const store = this.options.store;
    if (!(await this.options.policy.accepts(recipientId))) throw new RecipientNotAccepted();
    const stored = await store.findConsignment(recipientId);
    if (stored) return sameFile(stored, digest);
    const postedAtUnixSecs = Math.floor(this.now() / 1000);
    if (!(await store.addConsignment({ recipientId, txid, vout, digest, file: bytes, postedAtUnixSecs }))) {
      // Another post for this recipient won the race: answer as a re-post of its file.
      const winner = await store.findConsignment(recipientId);
      if (!winner) throw new Error(`RGB proxy store refused a consignment for ${recipientId} but holds none`);
      return sameFile(winner, digest);
    }
    this.consignmentPosted(recipientId);
    return true;
  }

  private async getAck(recipientId: string): Promise<boolean | null> {
    const found = await this.options.store.findConsignment(recipientId);
    if (!found) throw new ConsignmentNotFound();
    return found.ack;
  }

  private async postAck(params: JsonRpcRequest['params']): Promise<boolean> {
    const recipientId = recipientIdParam(params);
    const store = this.options.store;
    const found = await store.findConsignment(recipientId);
    if (!found) throw new ConsignmentNotFound();
    const ack = ackParam(params);
    if (found.ack !== null) return sameAck(found.ack, ack);
    if (await store.setAck(recipientId, ack)) return true;
    const now = await store.findConsignment(recipientId);
    if (!now || now.ack === null) throw new Error(`RGB proxy store refused the ack for ${recipientId} but holds none`);
    return sameAck(now.ack, ack);
  }

  private async getMedia(attachmentId: string): Promise<string> {
    const file = await this.options.store.mediaFile(attachmentId);
    if (!file) throw new MediaNotFound();
    return base64(file);
  }

  private async postMedia(params: JsonRpcRequest['params'], file: Uint8Array | undefined): Promise<boolean> {
    const attachmentId = attachmentIdParam(params);
    const bytes = this.fileOf(file);
    const digest = sha256Hex(bytes);
    // rgb-lib names an attachment by its file's SHA-256 and checks it on receipt: a file under
    // another name is useless to any wallet, and this way a stored file is its own proof.
    if (attachmentId !== digest) throw new InvalidAttachmentId('it must be the lowercase hex SHA-256 of the file');
    const store = this.options.store;
    if (!(await this.options.policy.acceptsMedia(attachmentId))) throw new MediaNotAccepted();
    if (await store.findMedia(attachmentId)) return false;
    return store.addMedia({ attachmentId, digest, file: bytes, postedAtUnixSecs: Math.floor(this.now() / 1000) });
  }

  /**
   * New posts and re-posts alike only while the policy accepts the recipient (the node: its
   * invoice is still open), so a stored consignment cannot be re-sent forever to make the
   * proxy read 64 MiB again and again.
   */
  private async admitRecipient(recipientId: string): Promise<void> {
    if (!(await this.options.policy.accepts(recipientId))) throw new RecipientNotAccepted();
  }

  /** Like consignments: re-posts too only while the policy accepts the attachment. */
  private async admitMedia(attachmentId: string): Promise<void> {
    if (!(await this.options.policy.acceptsMedia(attachmentId))) throw new MediaNotAccepted();
  }

  private fileOf(file: Uint8Array | undefined): Uint8Array {
    if (!file || file.length === 0) throw new MissingFile();
    if (file.length > this.maxFileBytes) throw new FileTooLarge(this.maxFileBytes);
    return file;
  }

  private consignmentPosted(recipientId: string): void {
    try {
      this.options.onConsignmentPosted?.(recipientId);
    } catch (error) {
      this.options.onHookError?.(error, recipientId);
    }
  }

  private now(): number {
    return (this.options.nowMs ?? Date.now)();
  }
}

function sameFile(stored: ProxyConsignment, digest: string): boolean {
  if (stored.digest !== digest) throw new CannotChangeUploadedFile();
  return false;
}

function sameAck(stored: boolean, ack: boolean): boolean {
  if (stored !== ack) throw new CannotChangeAck();
  return false;
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
