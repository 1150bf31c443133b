import { ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

jest.setTimeout(60_000);

const REPO_ROOT = join(__dirname, '..', '..', '..');
const MAIN = ['-r', './tools/register.js', 'tools/rgb-proxy-server/src/main.ts'];
const TXID = '5a'.repeat(32);

interface RpcAnswer {
  jsonrpc: string;
  id: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

/** The CLI speaking the RGB proxy protocol over HTTP, as an rgb-lib wallet would. */
describe('rgb-proxy-server CLI', () => {
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let url: string;

  beforeAll(async () => {
    child = spawn(process.execPath, [...MAIN, '--port', '0'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    url = await new Promise<string>((resolve, reject) => {
      child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
  });

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });

  async function rpc(method: string, params?: Record<string, unknown>): Promise<RpcAnswer> {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: null, method, params }) });
    expect(res.status).toBe(200);
    return (await res.json()) as RpcAnswer;
  }

  /** rgb-lib's multipart form: method, jsonrpc, id "null", params as JSON text, then the file. */
  async function upload(method: string, params: Record<string, unknown>, file: Uint8Array): Promise<RpcAnswer> {
    const form = new FormData();
    form.append('method', method);
    form.append('jsonrpc', '2.0');
    form.append('id', 'null');
    form.append('params', JSON.stringify(params));
    form.append('file', new Blob([file]), 'upload.rgb');
    const res = await fetch(url, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return (await res.json()) as RpcAnswer;
  }

  it('prints its endpoint URL and answers server.info with protocol 0.2', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/json-rpc$/);
    expect(await rpc('server.info')).toEqual({ jsonrpc: '2.0', id: null, result: { protocol_version: '0.2', version: expect.any(String), uptime: expect.any(Number) } });
  });

  it('relays a consignment and its ack between payer and payee for any recipient', async () => {
    const consignment = new Uint8Array([0x52, 0x47, 0x42, 0x00, 1, 2, 3]);
    const recipientId = 'wvout:any-third-party-invoice';
    expect(await rpc('consignment.get', { recipient_id: recipientId })).toMatchObject({ error: { code: -400 } });
    expect(await upload('consignment.post', { recipient_id: recipientId, txid: TXID, vout: 1 }, consignment)).toEqual({ jsonrpc: '2.0', id: 'null', result: true });
    expect(await upload('consignment.post', { recipient_id: recipientId, txid: TXID, vout: 1 }, consignment)).toMatchObject({ result: false });
    expect(await upload('consignment.post', { recipient_id: recipientId, txid: TXID, vout: 1 }, new Uint8Array([9]))).toMatchObject({ error: { code: -101 } });
    expect((await rpc('consignment.get', { recipient_id: recipientId })).result).toEqual({ consignment: Buffer.from(consignment).toString('base64'), txid: TXID, vout: 1 });
    expect((await rpc('ack.get', { recipient_id: recipientId })).result).toBeNull();
    expect((await rpc('ack.post', { recipient_id: recipientId, ack: true })).result).toBe(true);
    expect(await rpc('ack.post', { recipient_id: recipientId, ack: false })).toMatchObject({ error: { code: -100, message: 'Cannot change ACK' } });
    expect((await rpc('ack.get', { recipient_id: recipientId })).result).toBe(true);
  });

  it('relays media by their digest', async () => {
    const media = new TextEncoder().encode('attachment');
    const digest = createHash('sha256').update(media).digest('hex');
    expect((await upload('media.post', { attachment_id: digest }, media)).result).toBe(true);
    expect((await rpc('media.get', { attachment_id: digest })).result).toBe(Buffer.from(media).toString('base64'));
  });

  it('serves only POST on its path', async () => {
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url.replace('/json-rpc', '/other'), { method: 'POST' })).status).toBe(404);
  });

  it('exits 0 on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('rgb-proxy-server CLI arguments', () => {
  it('exits 1 with usage on a bad port', async () => {
    const child = spawn(process.execPath, [...MAIN, '--port', 'abc'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(1);
    expect(stderr).toMatch(/usage/);
  });
});
