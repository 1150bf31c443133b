import { Agent, request, type RequestOptions } from 'node:https';

/** LND's REST error body (grpc-gateway): `{ code, message, details }`. */
export class LndRestError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly grpcCode: number | undefined,
    readonly lndMessage: string,
  ) {
    super(`LND ${method} ${path} failed (HTTP ${status}${grpcCode !== undefined ? `, gRPC ${grpcCode}` : ''}): ${lndMessage}`);
    this.name = 'LndRestError';
  }
}

export interface LndRestOptions {
  readonly host: string;
  readonly port: number;
  /** LND's self-signed tls.cert (PEM), trusted as the only CA. */
  readonly tlsCert: Buffer;
  /** The admin macaroon, hex (sent as `Grpc-Metadata-macaroon`). */
  readonly macaroonHex: string;
  readonly timeoutMs?: number;
}

/**
 * A JSON client for LND's REST proxy over HTTPS with its self-signed certificate as CA.
 * Unary calls resolve with the JSON body; streaming calls (`/v2/router/send`, channel close)
 * deliver the newline-delimited `{ "result": ... }` messages to a callback until it says stop.
 */
export class LndRestClient {
  private readonly agent: Agent;

  constructor(private readonly options: LndRestOptions) {
    // LND's certificate names localhost and the machine's addresses; trust it as its own CA.
    this.agent = new Agent({ ca: options.tlsCert, keepAlive: true, maxSockets: 64 });
  }

  close(): void {
    this.agent.destroy();
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.call<T>('DELETE', path);
  }

  call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(this.requestOptions(method, path, payload), (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            reject(new LndRestError(method, path, status, undefined, `non-JSON answer: ${text.slice(0, 200)}`));
            return;
          }
          if (status >= 200 && status < 300) resolve(parsed as T);
          else reject(toError(method, path, status, parsed));
        });
      });
      req.on('error', reject);
      req.setTimeout(this.options.timeoutMs ?? 60_000, () => req.destroy(new Error(`LND ${method} ${path}: no answer within ${this.options.timeoutMs ?? 60_000} ms`)));
      if (payload) req.write(payload);
      req.end();
    });
  }

  /**
   * A server-streaming call. `onMessage` sees each `result`; returning a value ends the call
   * with that value (the connection is closed; LND keeps doing what was asked, as lncli does
   * without --block). An `error` message or the stream ending first rejects.
   */
  stream<R, T>(method: string, path: string, body: unknown, onMessage: (result: R) => T | undefined, timeoutMs = 120_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        req.destroy();
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`LND ${method} ${path}: stream gave no final answer within ${timeoutMs} ms`))), timeoutMs);
      const req = request(this.requestOptions(method, path, payload), (res) => {
        const status = res.statusCode ?? 0;
        let buffered = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffered += chunk;
          let newline: number;
          while ((newline = buffered.indexOf('\n')) >= 0) {
            const line = buffered.slice(0, newline).trim();
            buffered = buffered.slice(newline + 1);
            if (line) handleLine(line);
          }
        });
        res.on('end', () => {
          if (buffered.trim()) handleLine(buffered.trim());
          finish(() => reject(new LndRestError(method, path, status, undefined, 'stream ended without a final answer')));
        });
        res.on('error', (err) => finish(() => reject(err)));
        const handleLine = (line: string) => {
          if (settled) return;
          let message: { result?: R; error?: unknown };
          try {
            message = JSON.parse(line) as { result?: R; error?: unknown };
          } catch {
            finish(() => reject(new LndRestError(method, path, status, undefined, `non-JSON stream line: ${line.slice(0, 200)}`)));
            return;
          }
          if (message.error !== undefined || status >= 300) {
            const err = toError(method, path, status, message.error ?? message);
            finish(() => reject(err));
            return;
          }
          if (message.result === undefined) return;
          let done: T | undefined;
          try {
            done = onMessage(message.result);
          } catch (err) {
            finish(() => reject(err));
            return;
          }
          if (done !== undefined) finish(() => resolve(done as T));
        };
      });
      req.on('error', (err) => finish(() => reject(err)));
      if (payload) req.write(payload);
      req.end();
    });
  }

  private requestOptions(method: string, path: string, payload: Buffer | undefined): RequestOptions {
    return {
      host: this.options.host,
      port: this.options.port,
      method,
      path,
      agent: this.agent,
      // The certificate is checked against `ca`; its names include localhost, not always the IP.
      servername: 'localhost',
      headers: {
        'Grpc-Metadata-macaroon': this.options.macaroonHex,
        ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) } : {}),
      },
    };
  }
}

function toError(method: string, path: string, status: number, body: unknown): LndRestError {
  const b = (body ?? {}) as { code?: number; message?: string; error?: string };
  return new LndRestError(method, path, status, typeof b.code === 'number' ? b.code : undefined, b.message ?? b.error ?? JSON.stringify(body));
}
