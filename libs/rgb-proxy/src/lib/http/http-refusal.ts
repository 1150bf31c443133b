import type { RgbProxyError } from '../errors/rgb-proxy.errors';
import type { JsonRpcId } from '../protocol/json-rpc';

/**
 * A request answered before it reached a method: the JSON-RPC error, the HTTP status that
 * goes with it (200 for a method's own refusal, 4xx when the body itself is unacceptable),
 * and whether the body was left unread (the connection is then closed, not drained).
 */
export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: RgbProxyError,
    readonly unread: boolean,
    readonly id: JsonRpcId = null,
  ) {
    super(error.message);
    this.name = 'HttpRefusal';
  }
}
