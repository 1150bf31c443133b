import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeNotReadyError } from '@rln/core';
import { BitcoinRpcClient } from './bitcoin-rpc.client';

// Failure modes btcd cannot be made to show on demand, played by a scripted HTTP server.
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

describe('JSON-RPC transport retry rules', () => {
  let server: Server;
  let url: string;
  let handlers: Handler[];
  let requests: string[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push(body);
        const handler = handlers.shift();
        if (handler) handler(req, res, body);
        else res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    handlers = [];
    requests = [];
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const reply = (result: unknown): Handler => (_req, res, body) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ result, error: null, id: (JSON.parse(body) as { id: number }).id }));
  };
  const client = (retries = 3) => new BitcoinRpcClient({ url, user: 'u', password: 'p', retries, initialBackoffMs: 10, timeoutMs: 300, dialect: 'btcd' });

  it('sends JSON-RPC 1.0 with basic auth', async () => {
    let auth: string | undefined;
    handlers.push((req, res, body) => {
      auth = req.headers.authorization;
      reply(7)(req, res, body);
    });
    expect(await client().getBlockCount()).toBe(7);
    expect(JSON.parse(requests[0]!)).toMatchObject({ jsonrpc: '1.0', method: 'getblockcount', params: [] });
    expect(auth).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
  });

  it('retries btcd "503 Too busy" and Core warm-up (-28), then succeeds', async () => {
    handlers.push(
      (_req, res) => {
        res.statusCode = 503;
        res.end('503 Too busy.  Try again later.');
      },
      (_req, res) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ result: null, error: { code: -28, message: 'Loading block index...' }, id: 1 }));
      },
      reply(3),
    );
    expect(await client().getBlockCount()).toBe(3);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a JSON-RPC error sent with HTTP 500 (Core style)', async () => {
    handlers.push((_req, res) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ result: null, error: { code: -8, message: 'Block height out of range' }, id: 1 }));
    });
    await expect(client().getBlockHash(9)).rejects.toMatchObject({ name: 'RpcError', code: -8, method: 'getblockhash' });
    expect(requests).toHaveLength(1);
  });

  it('gives up on a server that never answers with NodeNotReadyError', async () => {
    handlers.push(() => undefined, () => undefined);
    const err = await client(1).getBlockCount().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NodeNotReadyError);
    expect((err as Error).message).toContain('ETIMEDOUT: no answer within 300 ms');
  });

  it('fails fast on a non-JSON 404 (wrong path)', async () => {
    handlers.push((_req, res) => {
      res.statusCode = 404;
      res.end('not here');
    });
    await expect(client().getBlockCount()).rejects.toThrow('HTTP 404: not here');
    expect(requests).toHaveLength(1);
  });
});
