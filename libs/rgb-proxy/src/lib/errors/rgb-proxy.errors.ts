import type { JsonRpcErrorObject, JsonRpcId } from '../protocol/json-rpc';

/**
 * An error the proxy answers inside a JSON-RPC response (never an HTTP status of its own).
 * The codes are the reference server's (RGB-Tools/rgb-proxy-server), which rgb-lib wallets
 * are built against: rgb-lib itself switches only on -101 (the recipient already has a
 * different consignment: RecipientIDAlreadyUsed) and matches the text "Cannot change ACK";
 * -500.. are ours, for what the reference server never refuses.
 */
export class RgbProxyError extends Error implements JsonRpcErrorObject {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

// JSON-RPC 2.0's own codes.
export class ParseError extends RgbProxyError {
  constructor(detail: string) {
    super(-32700, `Parse error: ${detail}`);
  }
}

export class InvalidJsonRpcRequest extends RgbProxyError {
  /** `id`: the request's own id when it had a valid one, so the answer can name it. */
  constructor(
    detail: string,
    readonly id: JsonRpcId = null,
  ) {
    super(-32600, `Invalid request: ${detail}`);
  }
}

export class MethodNotFound extends RgbProxyError {
  constructor(method: string) {
    super(-32601, `Method not found: ${method.slice(0, 64)}`);
  }
}

export class InvalidParams extends RgbProxyError {
  constructor(detail: string) {
    super(-32602, `Invalid params: ${detail}`);
  }
}

/** A file sent with a method that takes none: refused before it is read. */
export class FileNotExpected extends RgbProxyError {
  constructor(method: string, uploadMethods: readonly string[]) {
    super(-32602, `Invalid params: ${method} takes no file (only ${uploadMethods.join(' and ')} do)`);
  }
}

export class InternalRpcError extends RgbProxyError {
  constructor() {
    super(-32603, 'Internal error');
  }
}

// The reference server's codes.
export class CannotChangeAck extends RgbProxyError {
  constructor() {
    super(-100, 'Cannot change ACK');
  }
}

export class CannotChangeUploadedFile extends RgbProxyError {
  constructor() {
    super(-101, 'Cannot change uploaded file');
  }
}

export class InvalidAck extends RgbProxyError {
  constructor() {
    super(-200, 'Invalid ACK');
  }
}

export class InvalidAttachmentId extends RgbProxyError {
  constructor(detail = '') {
    super(-201, `Invalid attachment ID${detail ? `: ${detail}` : ''}`);
  }
}

export class InvalidRecipientId extends RgbProxyError {
  constructor() {
    super(-202, 'Invalid recipient ID');
  }
}

export class InvalidTxid extends RgbProxyError {
  constructor() {
    super(-203, 'Invalid TXID');
  }
}

export class InvalidVout extends RgbProxyError {
  constructor() {
    super(-204, 'Invalid vout');
  }
}

export class MissingAck extends RgbProxyError {
  constructor() {
    super(-300, 'Missing ACK');
  }
}

export class MissingAttachmentId extends RgbProxyError {
  constructor() {
    super(-301, 'Missing attachment ID');
  }
}

export class MissingRecipientId extends RgbProxyError {
  constructor() {
    super(-302, 'Missing recipient ID');
  }
}

/** The reference server uses -303 for both a missing file and a missing txid; so do we. */
export class MissingFile extends RgbProxyError {
  constructor() {
    super(-303, 'Missing file');
  }
}

export class MissingTxid extends RgbProxyError {
  constructor() {
    super(-303, 'Missing TXID');
  }
}

export class ConsignmentNotFound extends RgbProxyError {
  constructor() {
    super(-400, 'Consignment file not found');
  }
}

export class MediaNotFound extends RgbProxyError {
  constructor() {
    super(-401, 'Media file not found');
  }
}

// Ours: admission and size.
export class RecipientNotAccepted extends RgbProxyError {
  constructor() {
    super(-500, 'Recipient ID not accepted by this proxy');
  }
}

export class MediaNotAccepted extends RgbProxyError {
  constructor() {
    super(-501, 'Media not accepted by this proxy');
  }
}

export class FileTooLarge extends RgbProxyError {
  constructor(maxBytes: number) {
    super(-502, `File too large: at most ${maxBytes} bytes`);
  }
}

/** Too many large transfers (uploads, consignment reads) at once: refused before any is read. */
export class ProxyBusy extends RgbProxyError {
  constructor() {
    super(-503, 'The proxy is busy with other transfers; retry shortly');
  }
}
