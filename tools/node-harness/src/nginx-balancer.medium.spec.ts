import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processExists } from '@rln/core';
import { NginxBalancer } from './nginx-balancer';

/** A stand-in replica: answers 200 with its name and what it received, or `status` when set. */
class Upstream {
  /** Request ids this upstream received, in order. */
  readonly seen: string[] = [];
  status = 200;
  private server: Server | undefined;

  constructor(
    readonly name: string,
    public port = 0,
  ) {}

  async listen(): Promise<void> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Like a killed process: the port refuses and every open connection (idle keep-alive ones too) is cut. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  get address(): { host: string; port: number } {
    return { host: '127.0.0.1', port: this.port };
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    this.seen.push(String(req.headers['x-request-id']));
    res.writeHead(this.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ upstream: this.name, method: req.method, bytes, xff: req.headers['x-forwarded-for'], rid: req.headers['x-request-id'] }));
  }
}

interface Answer {
  status: number;
  body: { upstream?: string; method?: string; bytes?: number; xff?: string; rid?: string };
}

/** fail_timeout is 2 s, and nginx compares it in whole seconds: a failed upstream is out for 2-3 s. */
const pastFailTimeout = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 3_200));

let counter = 0;
async function send(balancer: NginxBalancer, method: 'GET' | 'POST', body?: string, rid = `t${++counter}`): Promise<Answer & { rid: string }> {
  const res = await fetch(`${balancer.url}/api/v1/payments`, { method, body: method === 'GET' ? undefined : body, headers: { 'x-request-id': rid, 'content-type': 'application/json' } });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // nginx's own error page
  }
  return { status: res.status, body: parsed, rid };
}

describe('NginxBalancer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rln-nginx-spec-'));
  let a: Upstream;
  let b: Upstream;
  let balancer: NginxBalancer | undefined;

  beforeEach(async () => {
    a = new Upstream('a');
    b = new Upstream('b');
    await a.listen();
    await b.listen();
  });

  afterEach(async () => {
    await balancer?.stop();
    balancer = undefined;
    await a.close();
    await b.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('proxies GETs and POSTs to every upstream with the forwarding headers, and logs them', async () => {
    balancer = await NginxBalancer.start({ upstreams: [a.address, b.address], dir: join(dir, 'basic') });
    expect(balancer.url).toBe(`http://127.0.0.1:${balancer.port}`);

    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(balancer, 'GET'));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((x) => x.body.upstream))).toEqual(new Set(['a', 'b']));
    expect(answers[0].body).toMatchObject({ method: 'GET', xff: '127.0.0.1', rid: answers[0].rid });

    // A body larger than nginx's buffers streams through (client_max_body_size is 64m).
    const big = 'x'.repeat(5 * 1024 * 1024);
    const post = await send(balancer, 'POST', big);
    expect(post).toMatchObject({ status: 200, body: { method: 'POST', bytes: big.length } });

    // Without a client X-Request-Id nginx makes one (32 hex digits).
    const res = await fetch(`${balancer.url}/x`);
    expect(((await res.json()) as { rid: string }).rid).toMatch(/^[0-9a-f]{32}$/);

    expect(readFileSync(balancer.accessLogPath, 'utf8')).toContain(`rid=${answers[0].rid} upstream=127.0.0.1:`);
  });

  it('keeps answering GETs and POSTs through the other upstream when one is closed', async () => {
    balancer = await NginxBalancer.start({ upstreams: [a.address, b.address] });
    // Warm keep-alive connections to both.
    for (let i = 0; i < 4; i++) expect((await send(balancer, i % 2 ? 'POST' : 'GET', '{}')).status).toBe(200);

    await a.close();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await send(balancer, 'GET'), await send(balancer, 'POST', '{"amt":1}'));
    // And past fail_timeout, when nginx tries the dead one again.
    await pastFailTimeout();
    for (let i = 0; i < 4; i++) answers.push(await send(balancer, 'GET'), await send(balancer, 'POST', '{"amt":1}'));

    expect(answers.filter((x) => x.status !== 200)).toEqual([]);
    expect(new Set(answers.map((x) => x.body.upstream))).toEqual(new Set(['b']));
    expect(readFileSync(balancer.errorLogPath, 'utf8')).toMatch(/connect\(\) failed \(111: Connection refused\)/);
  });

  it('retries a GET answered 503 on the other upstream but hands a POST its 503: a POST is never sent twice', async () => {
    balancer = await NginxBalancer.start({ upstreams: [a.address, b.address] });
    a.status = 503;
    const gets = [];
    for (let i = 0; i < 4; i++) gets.push(await send(balancer, 'GET'));
    expect(gets.map((x) => [x.status, x.body.upstream])).toEqual(gets.map(() => [200, 'b']));

    // Past fail_timeout a is tried again; round robin gives it a POST within a few.
    await pastFailTimeout();
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await send(balancer, 'POST', '{}'));
    for (const post of posts) {
      const receivers = [a, b].filter((u) => u.seen.includes(post.rid));
      expect(receivers).toHaveLength(1);
      expect(post.status).toBe(receivers[0] === a ? 503 : 200);
    }
    expect(posts.some((x) => x.status === 503)).toBe(true);
  });

  it('takes every upstream out after two GETs all of them answered 503, unless 503 is not retried', async () => {
    // The no-holder window: every replica answers forwarded requests 503 but still serves its own reads.
    const forwardedGet = async (balancer: NginxBalancer): Promise<number> => {
      a.status = b.status = 503;
      const { status } = await send(balancer, 'GET');
      a.status = b.status = 200;
      return status;
    };
    const localRead = async (balancer: NginxBalancer): Promise<number> => (await send(balancer, 'GET')).status;

    const retrying = (balancer = await NginxBalancer.start({ upstreams: [a.address, b.address] }));
    expect([await forwardedGet(retrying), await forwardedGet(retrying)]).toEqual([503, 502]);
    expect(await localRead(retrying)).toBe(502);
    expect(readFileSync(retrying.errorLogPath, 'utf8')).toContain('no live upstreams');
    await retrying.stop();

    const passing = (balancer = await NginxBalancer.start({ upstreams: [a.address, b.address], retryStatuses: [] }));
    expect([await forwardedGet(passing), await forwardedGet(passing), await forwardedGet(passing)]).toEqual([503, 503, 503]);
    expect([await localRead(passing), await localRead(passing)]).toEqual([200, 200]);
  });

  it('reloads with another upstream list', async () => {
    balancer = await NginxBalancer.start({ upstreams: [a.address] });
    expect((await send(balancer, 'GET')).body.upstream).toBe('a');
    const { port } = balancer;

    await balancer.reload([b.address]);
    expect(balancer.port).toBe(port);
    for (let i = 0; i < 3; i++) expect((await send(balancer, 'GET')).body.upstream).toBe('b');

    await expect(balancer.reload([])).rejects.toThrow(/at least one upstream/);
    expect((await send(balancer, 'GET')).body.upstream).toBe('b');
  });

  it('stop() leaves no nginx process and frees the port', async () => {
    balancer = await NginxBalancer.start({ upstreams: [a.address] });
    const master = balancer.pid;
    const workers = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(workers.length).toBeGreaterThan(0);

    await balancer.stop();
    expect(balancer.isRunning()).toBe(false);
    expect([master, ...workers].filter((pid) => processExists(pid))).toEqual([]);
    await expect(fetch(balancer.url)).rejects.toThrow();
  });
});
