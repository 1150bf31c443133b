import type { Command } from 'commander';
import { buildProgram, runCli } from './cli';
import type { CliIo } from './cli-context';

const NODE_ID = `03${'cd'.repeat(32)}`;
const HASH = 'ab'.repeat(32);

interface Sent {
  method: string;
  path: string;
  query: string;
  headers: Headers;
  body: unknown;
}
/** A JSON answer, `page`: a proxy's HTML page with `status` (502 Bad Gateway…), or `empty`: no body (a 204). */
type Reply = { status?: number; body?: unknown; headers?: Record<string, string>; page?: string; empty?: boolean };
type Routes = Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)>;

/** The command line in-process against a fake node: what it sent, what it printed, its exit code. */
async function rln(argv: string[], routes: Routes = {}, env: Record<string, string> = {}, files: Record<string, string> = {}, onInterrupt?: CliIo['onInterrupt']) {
  const sent: Sent[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const entry: Sent = { method: request.method, path: url.pathname, query: url.search, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    sent.push(entry);
    const route = routes[`${request.method} ${url.origin}${url.pathname}`] ?? routes[`${request.method} ${url.pathname}`];
    if (route === undefined) return json(404, { error: 'NotFound', message: `no route ${request.method} ${url.pathname}` });
    const reply = await (typeof route === 'function' ? route(entry) : route);
    if (reply.page !== undefined) return new Response(reply.page, { status: reply.status ?? 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } });
    if (reply.empty) return new Response(null, { status: reply.status ?? 204, headers: reply.headers ?? {} });
    return json(reply.status ?? 200, reply.body ?? { ok: true }, reply.headers);
  };
  const io: CliIo = {
    env,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: (path) => {
      if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return files[path] as string;
    },
    fetch: fetch as typeof globalThis.fetch,
    ...(onInterrupt ? { onInterrupt } : {}),
  };
  const code = await runCli(argv, io);
  return { code, sent, stdout: out.join(''), stderr: err.join('') };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const channel = (over: Record<string, unknown> = {}) => ({
  channel_id: '5f0c2a9d'.padEnd(64, '0'),
  user_channel_id: '42',
  counterparty_node_id: NODE_ID,
  channel_value_sats: '1000000',
  outbound_capacity_msat: '789000000',
  inbound_capacity_msat: '190000000',
  local_balance_msat: '799000500',
  is_channel_ready: true,
  is_usable: true,
  is_announced: false,
  ...over,
});
/** What Node's fetch throws when the socket fails with `code` (the client wraps it in NodeUnreachableError). */
const socketError = (code: string) => (): never => {
  throw new TypeError('fetch failed', { cause: Object.assign(new Error(`read ${code}`), { code }) });
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The line pay, channels open and tokens issue write before sending. */
const keyLine = (key: string) => `idempotency key: ${key}\n`;
const keyOf = (run: { sent: Sent[] }) => run.sent[0]?.headers.get('idempotency-key') as string;
const payment = (status: string) => ({ id: HASH, direction: 'Outbound', status, amount_msat: '50000000', kind: 'Bolt11', fee_paid_msat: '0', htlc_locked: false, payment_hash: HASH });

describe('rln: connection and output', () => {
  it('takes the URL and token from the environment and --json after the command', async () => {
    const run = await rln(['peers', 'list', '--json'], { 'GET http://node.test:3001/api/v1/peers': { body: [{ node_id: NODE_ID, address: '127.0.0.1:9735', is_persisted: true, is_connected: true }] } }, { RLN_URL: 'http://node.test:3001/', RLN_TOKEN: 'rln_env' });
    expect(run.code).toBe(0);
    expect(run.sent[0]?.headers.get('authorization')).toBe('Bearer rln_env');
    expect(JSON.parse(run.stdout)).toEqual([{ node_id: NODE_ID, address: '127.0.0.1:9735', is_persisted: true, is_connected: true }]);
  });

  it('prefers --url and --token-file, given before the command', async () => {
    const run = await rln(['--url', 'http://other.test:9', '--token-file', '/t', 'peers'], { 'GET http://other.test:9/api/v1/peers': { body: [] } }, { RLN_URL: 'http://node.test', RLN_TOKEN: 'rln_env' }, { '/t': 'rln_file\n' });
    expect(run.code).toBe(0);
    expect(run.sent[0]?.headers.get('authorization')).toBe('Bearer rln_file');
    expect(run.stdout).toBe('(none)\n');
  });

  it('defaults to the node port on localhost, with no token', async () => {
    const run = await rln(['balances'], {});
    expect(run.sent[0]?.headers.get('authorization')).toBeNull();
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: NotFound: no route GET /api/v1/balances\n');
    expect((await rln(['balances'], { 'GET http://127.0.0.1:3000/api/v1/balances': { status: 401, body: { error: 'Unauthorized', message: 'missing bearer token' } } })).stderr).toBe(
      'error: Unauthorized: missing bearer token (no token given: pass --token, --token-file or set RLN_TOKEN)\n',
    );
  });

  it('refuses --token with --token-file, a missing token file and a bad RLN_URL as usage errors (2)', async () => {
    expect(await rln(['--token', 'a', '--token-file', '/t', 'peers'], {}, {}, { '/t': 'b' })).toMatchObject({ code: 2, stderr: 'error: give either --token or --token-file, not both\n', sent: [] });
    expect(await rln(['--token-file', '/missing', 'peers'])).toMatchObject({ code: 2, stderr: 'error: cannot read the token file /missing: ENOENT\n' });
    expect(await rln(['peers'], {}, { RLN_URL: 'ftp://x' })).toMatchObject({ code: 2, stderr: expect.stringContaining('RLN_URL: expected an http:// or https:// URL') });
  });

  it('prints the node error name, message and hint on one line and exits 1', async () => {
    const run = await rln(['pay', 'lnbc1garbage'], { 'POST /api/v1/bolt11/send': { status: 400, body: { error: 'InvalidInvoice', message: 'not a BOLT11\ninvoice', hint: 'check the network' } } });
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `${keyLine(keyOf(run))}error: InvalidInvoice: not a BOLT11 invoice (check the network)\n` });
  });

  it('names a body that is not the error body (a proxy page) HttpError', async () => {
    const fetch = async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const err: string[] = [];
    const code = await runCli(['status'], { env: {}, stdout: () => undefined, stderr: (t) => err.push(t), readFile: () => '', fetch });
    expect({ code, stderr: err.join('') }).toEqual({ code: 1, stderr: 'error: HttpError: 502 Bad Gateway\n' });
  });

  it('says in one line that the node cannot be reached', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3999'), { code: 'ECONNREFUSED' }) });
    };
    const err: string[] = [];
    const code = await runCli(['--url', 'http://127.0.0.1:3999', 'status'], { env: {}, stdout: () => undefined, stderr: (t) => err.push(t), readFile: () => '', fetch });
    expect({ code, stderr: err.join('') }).toEqual({ code: 1, stderr: 'error: cannot reach the node at http://127.0.0.1:3999 (ECONNREFUSED); is it running? set --url or RLN_URL\n' });
  });

  it('exits 2 on usage errors, before any request', async () => {
    for (const argv of [['bogus'], ['pay'], ['channels', 'open', `${NODE_ID}@h:1`], ['invoices', 'create', '--expiry', '0', '--variable'], ['peers', 'connect', 'nobody'], ['payments', 'list', '--limit', '0'], []]) {
      const run = await rln(argv);
      expect({ argv, code: run.code, sent: run.sent.length }).toEqual({ argv, code: 2, sent: 0 });
      expect(run.stderr.length).toBeGreaterThan(0);
    }
  });
});

describe('rln: --help', () => {
  const all = (command: Command): Command[] => [command, ...command.commands.flatMap(all)];
  const { program } = buildProgram({ env: {}, stdout: () => undefined, stderr: () => undefined, readFile: () => '' });
  const commands = all(program)
    .filter((c) => c.name() !== 'help')
    .map((command) => {
      const path: string[] = [];
      for (let at: Command | null = command; at && at !== program; at = at.parent) path.unshift(at.name());
      return [path.join(' ') || '(rln)', path, command] as const;
    });

  it.each(commands)('%s --help exits 0 with an example and names its options', async (_name, path, command) => {
    const run = await rln([...path, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: rln/);
    expect(run.stdout).toMatch(/Examples?:\n {2}\$ /);
    for (const option of command.options) expect(run.stdout).toContain(option.long as string);
    // eslint-disable-next-line no-control-regex -- help is plain text
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });

  it('lists every command and says where API tokens are managed', async () => {
    const run = await rln(['--help']);
    for (const name of ['status', 'balances', 'peers', 'channels', 'invoices', 'pay', 'payments', 'tokens']) expect(run.stdout).toMatch(new RegExp(`\\n {2}${name}\\b`));
    expect(run.stdout).toContain('npm run node-api -- token create');
    expect(run.stdout).toContain('Exit codes:\n  0  done (a payment: Succeeded)\n');
    expect(run.stdout).toContain('  3  outcome unknown: a payment was sent');
    expect(run.stdout).toContain('control characters escaped (\\x1b, \\u202e)');
  });
});

describe('rln: requests', () => {
  it('status: one view of /status, /version, /node_id and a 503 /readyz', async () => {
    const run = await rln(['status'], {
      'GET /api/v1/status': { body: { is_running: true, is_listening: true, best_block_height: 120, chain_tip_hash: '0f'.repeat(32), synced_to_chain: true, network: 'regtest' } },
      'GET /api/v1/version': { body: { api_version: 'v1', node_version: '0.1.0' } },
      'GET /api/v1/node_id': { body: { node_id: NODE_ID } },
      'GET /api/v1/readyz': { status: 503, body: { ok: false, role: 'single', replica_id: 'r1', checks: [{ name: 'database', ok: true }, { name: 'chain', ok: false, detail: 'unreachable', hint: 'start btcd' }] } },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`node id       ${NODE_ID}\n`);
    expect(run.stdout).toContain('version       0.1.0 (api v1)\n');
    expect(run.stdout).toContain('ready         no (chain)\n');
    expect(run.stdout).toContain('chain     no   unreachable — start btcd\n');
  });

  it('peers connect: node id and address from node_id@host:port', async () => {
    const run = await rln(['peers', 'connect', `${NODE_ID.toUpperCase()}@127.0.0.1:9736`, '--persist'], { 'POST /api/v1/peers/connect': {} });
    expect(run.sent[0]?.body).toEqual({ node_id: NODE_ID, address: '127.0.0.1:9736', persist: true });
    expect(run.stdout).toBe(`connected to ${NODE_ID} at 127.0.0.1:9736 (persisted)\n`);
  });

  it('channels open: capacity, push, announce, and RGB terms with the default consignment URL and an idempotency key', async () => {
    const run = await rln(
      ['--url', 'http://alice.test:3001', 'channels', 'open', `${NODE_ID}@10.0.0.2:9735`, '--capacity-sats', '100000', '--push-msat', '0', '--public', '--rgb-contract', 'contract:abcdefghijkl', '--rgb-amount', '600', '--idempotency-key', 'k1'],
      { 'POST /api/v1/channel/open': { body: { user_channel_id: '7' } } },
    );
    expect(run.code).toBe(0);
    expect(run.sent[0]?.body).toEqual({
      node_id: NODE_ID,
      address: '10.0.0.2:9735',
      channel_amount_sats: '100000',
      push_to_counterparty_msat: '0',
      announce: true,
      rgb: { contract_id: 'contract:abcdefghijkl', asset_amount: '600', color_context_data: 'http://alice.test:3001/api/v1/rgb/consignments/{txid}?format=zip' },
    });
    expect(run.sent[0]?.headers.get('idempotency-key')).toBe('k1');
    expect(run.stdout).toContain('user channel id  7\n');
    expect((await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--rgb-amount', '5'])).code).toBe(2);
  });

  it('channels list: amounts with units; close by channel id prefix or user channel id', async () => {
    const routes: Routes = { 'GET /api/v1/channels': { body: [channel(), channel({ channel_id: 'ff'.repeat(32), user_channel_id: '43', is_usable: false, is_channel_ready: false })] }, 'POST /api/v1/channel/close': {}, 'POST /api/v1/channel/force_close': {} };
    const list = await rln(['channels'], routes);
    expect(list.stdout).toContain('1000000 sats  799000.5 sats');
    expect(list.stdout).toMatch(/usable/);
    expect(list.stdout).toMatch(/pending/);
    const close = await rln(['channels', 'close', '5F0C2A9D'], routes);
    expect(close.sent[1]).toMatchObject({ path: '/api/v1/channel/close', body: { user_channel_id: '42', counterparty_node_id: NODE_ID } });
    const force = await rln(['channels', 'force-close', '43'], routes);
    expect(force.sent[1]).toMatchObject({ path: '/api/v1/channel/force_close', body: { user_channel_id: '43' } });
    expect(await rln(['channels', 'close', 'dead'], routes)).toMatchObject({ code: 2, stderr: "error: no channel 'dead' (see rln channels list)\n" });
  });

  it('invoices create: sats become msat; --variable uses receive_var; the invoice alone on stdout', async () => {
    const routes: Routes = { 'POST /api/v1/bolt11/receive': { body: { invoice: 'lnbcrt500u1fixed' } }, 'POST /api/v1/bolt11/receive_var': { body: { invoice: 'lnbcrt1var' } } };
    const fixed = await rln(['invoices', 'create', '--amount-sats', '50000', '--description', 'coffee', '--expiry', '600'], routes);
    expect(fixed.sent[0]?.body).toEqual({ amount_msat: '50000000', description: 'coffee', expiry_secs: 600 });
    expect(fixed.stdout).toBe('lnbcrt500u1fixed\n');
    const variable = await rln(['invoices', 'create', '--variable'], routes);
    expect(variable.sent[0]).toMatchObject({ path: '/api/v1/bolt11/receive_var', body: { description: '', expiry_secs: 3600 } });
    expect((await rln(['invoices', 'create', '--variable', '--amount-msat', '5'], routes)).code).toBe(2);
  });

  it('invoices decode: an invoice without an amount', async () => {
    const run = await rln(['invoices', 'decode', 'lnbcrt1var'], { 'POST /api/v1/bolt11/decode': { body: { payment_hash: HASH, destination: NODE_ID, expiry_secs: '900' } } });
    expect(run.stdout).toContain('amount        any (the payer chooses)\n');
    expect(run.stdout).toContain('expiry        900 s\n');
  });

  it('pay: send, then wait for the outcome', async () => {
    const run = await rln(['pay', 'lnbcrt1x', '--timeout', '30', '--idempotency-key', 'p1'], { 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } }, [`POST /api/v1/payment/${HASH}/wait`]: { body: { ok: true, payment: payment('Succeeded') } } });
    expect(run.code).toBe(0);
    expect(run.sent.map((s) => [s.path, s.body])).toEqual([
      ['/api/v1/bolt11/send', { invoice: 'lnbcrt1x' }],
      [`/api/v1/payment/${HASH}/wait`, { timeout_secs: 30 }],
    ]);
    expect(run.sent[0]?.headers.get('idempotency-key')).toBe('p1');
    expect(run.stdout).toContain('status        Succeeded\n');
    expect(run.stdout).toContain('amount        50000 sats\n');
  });

  it('pay: an amount goes through send_using_amount; --no-wait prints the id and exits 3 (not seen to succeed); Failed exits 1', async () => {
    const routes: Routes = { 'POST /api/v1/bolt11/send_using_amount': { body: { payment_id: HASH } }, [`POST /api/v1/payment/${HASH}/wait`]: { body: { ok: true, payment: payment('Failed') } } };
    const noWait = await rln(['pay', 'lnbcrt1var', '--amount-sats', '3', '--no-wait', '--json'], routes);
    expect(noWait.sent).toHaveLength(1);
    expect(noWait.sent[0]?.body).toEqual({ invoice: 'lnbcrt1var', amount_msat: '3000' });
    expect(JSON.parse(noWait.stdout)).toEqual({ payment_id: HASH });
    expect(noWait).toMatchObject({ code: 3, stderr: `${keyLine(keyOf(noWait))}payment ${HASH} was sent; its outcome is unknown (not waited for: --no-wait). Do not pay again: rln payments wait ${HASH}\n` });
    expect(await rln(['pay', 'lnbcrt1var', '--amount-sats', '3', '--no-wait'], routes)).toMatchObject({ code: 3, stdout: `${HASH}\n` });
    const failed = await rln(['pay', 'lnbcrt1var', '--amount-msat', '3000'], routes);
    expect(failed).toMatchObject({ code: 1, stderr: `${keyLine(keyOf(failed))}payment ${HASH} sent; waiting up to 60 s for its outcome\nerror: payment ${HASH} Failed\n` });
    expect(failed.stdout).toContain('status        Failed\n');
  });

  it('pay: a payment still pending after --timeout exits 3, sent with its outcome unknown; long waits are split', async () => {
    const waits: number[] = [];
    const run = await rln(['pay', 'lnbcrt1x', '--timeout', '300'], {
      'POST /api/v1/bolt11/send': { body: { payment_id: HASH } },
      [`POST /api/v1/payment/${HASH}/wait`]: (sent) => {
        waits.push((sent.body as { timeout_secs: number }).timeout_secs);
        return { status: 408, body: { error: 'PaymentTimeout', message: 'still pending' } };
      },
    });
    expect(waits).toEqual([240, 60]);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(
      `${keyLine(keyOf(run))}payment ${HASH} sent; waiting up to 300 s for its outcome\npayment ${HASH} was sent; its outcome is unknown (still Pending after 300 s). Do not pay again: rln payments wait ${HASH}\n`,
    );
  });

  it('payments list: limit and cursor as query; the next cursor from the Link header on stderr', async () => {
    const run = await rln(['payments', 'list', '--limit', '1', '--cursor', 'c0'], {
      'GET /api/v1/payments': { body: [payment('Succeeded')], headers: { link: '</api/v1/payments?cursor=c1&limit=1>; rel="next"' } },
    });
    expect(run.sent[0]?.query).toBe('?limit=1&cursor=c0');
    expect(run.stdout).toMatch(/PAYMENT ID +DIRECTION +KIND +STATUS +AMOUNT +FEE\n/);
    expect(run.stdout).toContain('Outbound   Bolt11  Succeeded  50000 sats  0 sats');
    expect(run.stderr).toBe('more: rln payments list --limit 1 --cursor c1\n');
  });

  it('tokens list: contracts joined with on-chain and channel balances', async () => {
    const run = await rln(['tokens'], {
      'GET /api/v1/rgb/contracts': { body: { contracts: [{ contract_id: 'contract:a', name: 'Alice Token', ticker: 'ALC', precision: 2, issued_supply: '100000' }, { contract_id: 'contract:b' }] } },
      'GET /api/v1/balances': {
        body: {
          btc: { onchain_total_sats: '0', onchain_spendable_sats: '0', lightning_total_sats: '0' },
          rgb: { onchain: [{ contract_id: 'contract:a', mined: '99000', tentative: '0', offchain: '0', archived: '0', total: '99000' }], channels: [{ channel_id: 'c1', contract_id: 'contract:a', local_amount: '400', remote_amount: '600' }, { channel_id: 'c2', contract_id: 'contract:a', local_amount: '600', remote_amount: '0' }] },
        },
      },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/contract:a +ALC +Alice Token +2 +100000 +99000 +99000 +1000\n/);
    expect(run.stdout).toMatch(/contract:b +0 +0 +0\n/);
  });

  it('tokens issue: NIA by default, optional fields only when given; prints the contract id', async () => {
    const run = await rln(['tokens', 'issue', '--name', 'Alice Token', '--supply', '100000', '--ticker', 'ALC', '--precision', '2'], { 'POST /api/v1/rgb/contracts/issue': { body: { ok: true, contract_id: 'contract:new', issued_supply: '100000' } } });
    expect(run.sent[0]?.body).toEqual({ issuer_name: 'NIA', contract_name: 'Alice Token', issued_supply: '100000', ticker: 'ALC', precision: 2 });
    expect(run.stdout).toBe('contract:new\n');
  });

  it('tokens balance: raw units with the precision applied beside them', async () => {
    const run = await rln(['tokens', 'balance', 'contract:a'], {
      'GET /api/v1/rgb/contract/contract%3Aa/balance': { body: { contract_id: 'contract:a', balance: { mined: '100000', tentative: '0', offchain: '0', archived: '0', total: '100000' } } },
      'GET /api/v1/rgb/contracts': { body: { contracts: [{ contract_id: 'contract:a', name: 'Alice Token', ticker: 'ALC', precision: 2 }] } },
    });
    expect(run.stdout).toContain('asset      ALC Alice Token (precision 2)\n');
    expect(run.stdout).toContain('mined      100000  (1000.00 ALC)\n');
  });
});

describe('rln pay: once sent, never "never sent"', () => {
  const sent = { 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } } };
  const unknown = (reason: string) => `payment ${HASH} was sent; its outcome is unknown (${reason}). Do not pay again: rln payments wait ${HASH}\n`;

  it.each([
    ['a proxy page (502)', { page: '<html>bad gateway</html>', status: 502 }, 'HttpError: 502 Bad Gateway'],
    ['a 5xx of the node', { status: 503, body: { error: 'ServiceUnavailable', message: 'restarting' } }, 'ServiceUnavailable: restarting'],
    ['a reset', socketError('ECONNRESET'), 'no answer from the node (ECONNRESET)'],
    ['a refused connection (the node restarting)', socketError('ECONNREFUSED'), 'no answer from the node (ECONNREFUSED)'],
    ['a refusal of the wait', { status: 401, body: { error: 'Unauthorized', message: 'token revoked' } }, 'Unauthorized: token revoked'],
  ] as const)('a wait that fails with %s: the payment id, exit 3', async (_what, waitReply, reason) => {
    const run = await rln(['pay', 'lnbcrt1x'], { ...sent, [`POST /api/v1/payment/${HASH}/wait`]: waitReply as Reply | (() => never) });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(`${keyLine(keyOf(run))}payment ${HASH} sent; waiting up to 60 s for its outcome\n${unknown(reason)}`);
  });

  it('a wait that fails on its second chunk too; with --json stderr is the same (the key and the payment id before waiting)', async () => {
    let waits = 0;
    const run = await rln(['pay', 'lnbcrt1x', '--timeout', '500', '--json'], {
      ...sent,
      [`POST /api/v1/payment/${HASH}/wait`]: () => (++waits === 1 ? { status: 408, body: { error: 'PaymentTimeout', message: 'still pending' } } : socketError('ETIMEDOUT')()),
    });
    expect(waits).toBe(2);
    expect(run).toEqual(expect.objectContaining({ code: 3, stdout: '', stderr: `${keyLine(keyOf(run))}payment ${HASH} sent; waiting up to 500 s for its outcome\n${unknown('no answer from the node (ETIMEDOUT)')}` }));
  });
});

describe('rln: exit 0 only for a payment that Succeeded', () => {
  const wait = (status: string) => ({ [`POST /api/v1/payment/${HASH}/wait`]: { body: { ok: true, payment: payment(status) } } });

  it('payments wait: Succeeded 0, Failed 1, Pending 3, any other status (Abandoned) 3', async () => {
    expect((await rln(['payments', 'wait', HASH], wait('Succeeded'))).code).toBe(0);
    const failed = await rln(['payments', 'wait', HASH], wait('Failed'));
    expect(failed).toMatchObject({ code: 1, stderr: `error: payment ${HASH} Failed\n` });
    expect(failed.stdout).toContain('status        Failed\n');
    expect(await rln(['payments', 'wait', HASH], wait('Abandoned'))).toMatchObject({
      code: 3,
      stderr: `error: payment ${HASH} is Abandoned, neither Succeeded nor Failed: its outcome is unknown (ask again: rln payments wait ${HASH})\n`,
    });
    expect(await rln(['payments', 'wait', HASH], wait('Weird\u001b[2J'))).toMatchObject({ code: 3, stderr: expect.stringContaining(`payment ${HASH} is Weird\\x1b[2J, neither`) });
    expect(await rln(['payments', 'wait', HASH], wait('Pending'))).toMatchObject({ code: 3, stderr: `error: payment ${HASH} is still Pending (keep waiting: rln payments wait ${HASH} --timeout 600)\n` });
    const json = await rln(['payments', 'wait', HASH, '--json'], wait('Failed'));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ payment: { status: 'Failed' } });
  });

  it('payments wait: still Pending after --timeout, or no answer, is 3; the node refusing is 1', async () => {
    const timeout = await rln(['payments', 'wait', HASH, '--timeout', '5'], { [`POST /api/v1/payment/${HASH}/wait`]: { status: 408, body: { error: 'PaymentTimeout', message: 'still pending' } } });
    expect(timeout).toMatchObject({ code: 3, stderr: `error: PaymentTimeout: payment ${HASH} is still Pending after 5 s (keep waiting: rln payments wait ${HASH} --timeout 600)\n` });
    const reset = await rln(['payments', 'wait', HASH], { [`POST /api/v1/payment/${HASH}/wait`]: socketError('ECONNRESET') });
    expect(reset).toMatchObject({ code: 3, stderr: `error: the outcome of payment ${HASH} is unknown (no answer from the node (ECONNRESET)); ask again: rln payments wait ${HASH}\n` });
    const notFound = await rln(['payments', 'wait', HASH], { [`POST /api/v1/payment/${HASH}/wait`]: { status: 404, body: { error: 'PaymentNotFound', message: 'no such payment' } } });
    expect(notFound).toMatchObject({ code: 1, stderr: 'error: PaymentNotFound: no such payment\n' });
  });

  it('pay: Pending after the wait is 3 (sent, outcome unknown), Abandoned or any other status 3', async () => {
    const routes = (status: string): Routes => ({ 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } }, ...wait(status) });
    const pending = await rln(['pay', 'lnbcrt1x', '--timeout', '7'], routes('Pending'));
    expect(pending.code).toBe(3);
    expect(pending.stderr).toContain(`payment ${HASH} was sent; its outcome is unknown (still Pending after 7 s). Do not pay again: rln payments wait ${HASH}\n`);
    expect(pending.stdout).toContain('status        Pending\n');
    expect(await rln(['pay', 'lnbcrt1x'], routes('Abandoned'))).toMatchObject({
      code: 3,
      stderr: expect.stringMatching(new RegExp(`\\npayment ${HASH} was sent; its outcome is unknown \\(its status is Abandoned, neither Succeeded nor Failed\\)\\. Do not pay again: rln payments wait ${HASH}\\n$`)),
    });
  });
});

describe('rln: an Idempotency-Key on every request that moves money or creates something', () => {
  const pay = { 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } }, [`POST /api/v1/payment/${HASH}/wait`]: { body: { ok: true, payment: payment('Succeeded') } } };
  const open = ['channels', 'open', `${NODE_ID}@10.0.0.2:9735`, '--capacity-sats', '100000'];
  const issue = ['tokens', 'issue', '--name', 'T', '--supply', '5'];
  const retry = (key: string) =>
    `the node may have acted on this request; to get its outcome without doing it twice, run the same command again with --idempotency-key ${key} and the same token and --url (the node keeps keys per token: with another token it would act again; a request that differs, such as another --url, is refused)\n`;

  it('sends a fresh random key when none is given, one per run', async () => {
    const keys: string[] = [];
    for (const [argv, routes] of [
      [['pay', 'lnbcrt1x'], pay],
      [['pay', 'lnbcrt1x', '--amount-sats', '1', '--no-wait'], { 'POST /api/v1/bolt11/send_using_amount': { body: { payment_id: HASH } } }],
      [open, { 'POST /api/v1/channel/open': { body: { user_channel_id: '7' } } }],
      [issue, { 'POST /api/v1/rgb/contracts/issue': { body: { ok: true, contract_id: 'contract:new', issued_supply: '5' } } }],
      [issue, { 'POST /api/v1/rgb/contracts/issue': { body: { ok: true, contract_id: 'contract:new', issued_supply: '5' } } }],
    ] as const) {
      const run = await rln([...argv], routes as Routes);
      expect(run.code).toBe((argv as readonly string[]).includes('--no-wait') ? 3 : 0);
      keys.push(keyOf(run));
      expect(run.stderr.startsWith(keyLine(keyOf(run)))).toBe(true);
    }
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['pay', ['pay', 'lnbcrt1x'], 'POST /api/v1/bolt11/send'],
    ['channels open', open, 'POST /api/v1/channel/open'],
    ['tokens issue', issue, 'POST /api/v1/rgb/contracts/issue'],
  ] as const)('%s: a failure that may have reached the node names the key to retry with and exits 3', async (_name, argv, route) => {
    for (const [reply, line] of [
      [{ page: '<html>bad gateway</html>', status: 502 }, 'error: HttpError: 502 Bad Gateway\n'],
      [{ status: 500, body: { error: 'InternalError', message: 'oops' } }, 'error: InternalError: oops\n'],
      [{ status: 408, body: { error: 'PaymentTimeout', message: 'in flight' } }, 'error: PaymentTimeout: in flight\n'],
      [socketError('ECONNRESET'), 'error: cannot reach the node at http://127.0.0.1:3000 (ECONNRESET); is it running? set --url or RLN_URL\n'],
    ] as const) {
      const run = await rln([...argv], { [route]: reply as Reply | (() => never) });
      const key = run.sent[0]?.headers.get('idempotency-key') as string;
      expect(key).toMatch(UUID);
      expect(run).toMatchObject({ code: 3, stdout: '', stderr: keyLine(key) + line + retry(key) });
      expect(run.sent).toHaveLength(1);
    }
    const given = await rln([...argv, '--idempotency-key', 'order-4711'], { [route]: socketError('ETIMEDOUT') });
    expect(given).toMatchObject({ code: 3, stderr: expect.stringMatching(/^idempotency key: order-4711\n[^]*\n/) });
    expect(given.stderr.endsWith(`\n${retry('order-4711')}`)).toBe(true);
  });

  it('a refusal, or a connection that never opened, is exit 1 without the retry line', async () => {
    const refused = await rln(['pay', 'lnbcrt1x'], { 'POST /api/v1/bolt11/send': { status: 400, body: { error: 'InvalidInvoice', message: 'bad' } } });
    expect(refused).toMatchObject({ code: 1, stderr: `${keyLine(keyOf(refused))}error: InvalidInvoice: bad\n` });
    const neverSent = await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1'], { 'POST /api/v1/channel/open': socketError('ECONNREFUSED') });
    expect(neverSent).toMatchObject({ code: 1, stderr: `${keyLine(keyOf(neverSent))}error: cannot reach the node at http://127.0.0.1:3000 (ECONNREFUSED); is it running? set --url or RLN_URL\n` });
  });

  it('refuses a key the node would refuse (spaces, control characters, over 255 characters) before sending', async () => {
    for (const key of ['two words', 'a\u001bb', 'k'.repeat(256), '']) {
      const run = await rln(['pay', 'lnbcrt1x', '--idempotency-key', key], pay);
      expect({ key, code: run.code, sent: run.sent.length }).toEqual({ key, code: 2, sent: 0 });
    }
    expect((await rln(['pay', 'lnbcrt1x', '--idempotency-key', 'k'.repeat(255)], pay)).code).toBe(0);
  });
});

describe('rln: text from the node is shown with its control characters escaped', () => {
  it('in tables, key/value views and error lines; --json keeps the value, with \\u escapes', async () => {
    const peers = { 'GET /api/v1/peers': { body: [{ node_id: NODE_ID, address: 'evil\u001b]0;pwned\u0007\u202e:9735\ttab', is_persisted: false, is_connected: true }] } };
    const list = await rln(['peers'], peers);
    expect(list.stdout).toContain(`${NODE_ID}  evil\\x1b]0;pwned\\x07\\u202e:9735\\x09tab  yes        no\n`);
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(list.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    const json = await rln(['peers', '--json'], peers);
    expect(JSON.parse(json.stdout)[0].address).toBe('evil\u001b]0;pwned\u0007\u202e:9735\ttab');
    expect(json.stdout).toContain('evil\\u001b]0;pwned\\u0007\\u202e:9735\\ttab');

    const note = { ...payment('Succeeded'), payer_note: 'thanks\r\nstatus        Failed\u009b2J\u2028\u2066' };
    const get = await rln(['payments', 'get', HASH], { [`GET /api/v1/payment/${HASH}`]: { body: note } });
    expect(get.stdout).toContain('payer note    thanks\\x0d\\x0astatus        Failed\\x9b2J\\u2028\\u2066\n');

    const refused = await rln(['balances'], { 'GET /api/v1/balances': { status: 400, body: { error: 'Bad\u001b[31m', message: 'line\u001b[2Jone\ntwo', hint: 'see\u202eevil' } } });
    expect(refused.stderr).toBe('error: Bad\\x1b[31m: line\\x1b[2Jone two (see\\u202eevil)\n');
  });

  it('in the readiness detail and hint, contract names and the next-page cursor', async () => {
    const status = await rln(['status'], {
      'GET /api/v1/status': { body: { is_running: true, is_listening: true, best_block_height: 1, synced_to_chain: true, network: 'regtest\u001b[8m' } },
      'GET /api/v1/version': { body: { api_version: 'v1', node_version: '0.1.0' } },
      'GET /api/v1/node_id': { body: { node_id: NODE_ID } },
      'GET /api/v1/readyz': { status: 503, body: { ok: false, role: 'single', replica_id: 'r1', checks: [{ name: 'chain', ok: false, detail: 'down\u0085', hint: 'start\u2069 btcd' }] } },
    });
    expect(status.stdout).toContain('network       regtest\\x1b[8m\n');
    expect(status.stdout).toContain('chain  no  down\\x85 — start\\u2069 btcd\n');
    const tokens = await rln(['tokens', 'balance', 'contract:a'], {
      'GET /api/v1/rgb/contract/contract%3Aa/balance': { body: { contract_id: 'contract:a', balance: { mined: '1', tentative: '0', offchain: '0', archived: '0', total: '1' } } },
      'GET /api/v1/rgb/contracts': { body: { contracts: [{ contract_id: 'contract:a', name: 'Evil\u202eToken', ticker: 'E\u001bV', precision: 0 }] } },
    });
    expect(tokens.stdout).toContain('asset      E\\x1bV Evil\\u202eToken (precision 0)\n');
    const page = await rln(['payments', 'list', '--limit', '1'], { 'GET /api/v1/payments': { body: [payment('Succeeded')], headers: { link: '</api/v1/payments?cursor=c%1B%5B2J1>; rel="next"' } } });
    expect(page.stderr).toBe('more: rln payments list --limit 1 --cursor c\\x1b[2J1\n');
  });
});

describe('rln: the node URL and the token', () => {
  it('refuses a URL with user:password@ (exit 2) without echoing the password', async () => {
    for (const [argv, env] of [
      [['--url', 'http://operator:hunter2@node.test:3001', 'peers'], {}],
      [['--url', 'https://:hunter2@node.test', 'peers'], {}],
      [['peers'], { RLN_URL: 'http://operator:hunter2@node.test:3001' }],
      [['--url', 'http://operator:hunter2@node.test:99999', 'peers'], {}],
    ] as const) {
      const run = await rln([...argv], {}, env);
      expect({ argv, code: run.code, sent: run.sent.length }).toEqual({ argv, code: 2, sent: 0 });
      expect(run.stderr).toMatch(/^error: (--url|RLN_URL): /);
      expect(run.stderr).not.toContain('hunter2');
    }
  });

  it('warns once on stderr when the token would cross the network over plain http://', async () => {
    const peers = { 'GET /api/v1/peers': { body: [] } };
    const plain = await rln(['--url', 'http://node.example:3001', '--token', 't', 'peers', '--json'], peers);
    expect(plain).toMatchObject({ code: 0, stdout: '[]\n' });
    expect(plain.stderr).toBe('warning: the API token goes over plain http:// to node.example:3001, which is not this machine: anyone on the way can read it (use https:// or an SSH tunnel)\n');
    for (const url of ['https://node.example', 'http://127.0.0.1:3001', 'http://127.8.9.10', 'http://localhost:3000', 'http://[::1]:3000']) {
      expect({ url, stderr: (await rln(['--url', url, '--token', 't', 'peers'], peers)).stderr }).toEqual({ url, stderr: '' });
    }
    expect((await rln(['--url', 'http://node.example:3001', 'peers'], peers)).stderr).toBe('');
  });
});

describe('rln: an option given twice is a usage error', () => {
  it.each([
    [['pay', 'lnbcrt1x', '--amount-msat', '1000', '--amount-msat', '5000000'], '--amount-msat'],
    [['pay', 'lnbcrt1x', '--amount-sats', '1', '--amount-sats', '5000'], '--amount-sats'],
    [['pay', 'lnbcrt1x', '--idempotency-key', 'a', '--idempotency-key', 'b'], '--idempotency-key'],
    [['pay', 'lnbcrt1x', '--timeout', '5', '--timeout', '60'], '--timeout'],
    [['--url', 'http://a.test', 'peers', '--url', 'http://b.test'], '--url'],
    [['--token', 'secret-one', '--token', 'secret-two', 'peers'], '--token'],
    [['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--capacity-sats', '2'], '--capacity-sats'],
    [['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--push-msat', '0', '--push-msat', '9'], '--push-msat'],
    [['tokens', 'issue', '--name', 'T', '--supply', '5', '--supply', '6'], '--supply'],
    [['invoices', 'create', '--amount-sats', '1', '--amount-sats', '2'], '--amount-sats'],
    [['invoices', 'rgb', 'create', '--contract', 'contract:a', '--amount', '1', '--amount', '2'], '--amount'],
  ])('%j', async (argv, flag) => {
    const run = await rln(argv);
    expect(run).toMatchObject({ code: 2, sent: [], stderr: `error: ${flag} was given more than once; give it once\n` });
  });
});

describe('rln: the node\'s idempotency answers (409s, replays)', () => {
  const open = ['channels', 'open', `${NODE_ID}@10.0.0.2:9735`, '--capacity-sats', '100000'];
  const issue = ['tokens', 'issue', '--name', 'T', '--supply', '5'];
  const commands = [
    ['pay', ['pay', 'lnbcrt1x'], 'POST /api/v1/bolt11/send', "rln payments get <the invoice's payment hash> (rln invoices decode <invoice> shows it)"],
    ['channels open', open, 'POST /api/v1/channel/open', 'rln channels list'],
    ['tokens issue', issue, 'POST /api/v1/rgb/contracts/issue', 'rln tokens list'],
  ] as const;
  // As libs/idempotency's IdempotencyService.start and the interceptor send them.
  const stillRunning: Reply = { status: 409, body: { error: 'Conflict', message: 'A request with this Idempotency-Key is still running', hint: 'Retry once it has answered' } };
  const interrupted: Reply = {
    status: 409,
    headers: { 'Idempotent-Replayed': 'true' },
    body: { error: 'Conflict', message: 'The first request with this Idempotency-Key was interrupted by a restart; it may or may not have taken effect', hint: 'Check the payment list before retrying with a new key' },
  };

  it.each(commands)('%s: "still running" is 3: wait, then retry with the same key', async (_name, argv, route) => {
    const run = await rln([...argv], { [route]: stillRunning });
    const key = keyOf(run);
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(
      `${keyLine(key)}error: Conflict: A request with this Idempotency-Key is still running (Retry once it has answered)\n` +
        `the first request with key ${key} is still running on the node: wait, then run the same command again with --idempotency-key ${key} and the same token and --url to get its outcome\n`,
    );
  });

  it.each(commands)('%s: a run a restart interrupted (a replayed 409) is 3, pointing where to look', async (_name, argv, route, check) => {
    const run = await rln([...argv, '--idempotency-key', 'k-7'], { [route]: interrupted });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(
      `${keyLine('k-7')}error: Conflict: The first request with this Idempotency-Key was interrupted by a restart; it may or may not have taken effect (Check the payment list before retrying with a new key)\n` +
        `the first request with key k-7 was interrupted by a restart of the node and may or may not have taken effect; retrying with this key only repeats this answer. See whether it did: ${check}\n`,
    );
  });

  it.each(commands)('%s: a replayed 5xx is the first outcome: 3, no retry suggested, where to look', async (_name, argv, route, check) => {
    for (const reply of [
      { status: 500, headers: { 'Idempotent-Replayed': 'true' }, body: { error: 'InternalError', message: 'engine crashed' } },
      { status: 502, headers: { 'idempotent-replayed': 'TRUE' }, body: { error: 'InternalError', message: 'engine crashed' } },
    ] as Reply[]) {
      const run = await rln([...argv, '--idempotency-key', 'k-8'], { [route]: reply });
      expect(run).toMatchObject({ code: 3, stdout: '' });
      expect(run.stderr).toBe(
        `${keyLine('k-8')}error: InternalError: engine crashed\n` +
          `this is the node's replay of its first answer to key k-8 (Idempotent-Replayed): the first request ended so and may have taken effect; retrying with this key only repeats it. See whether it did: ${check}\n`,
      );
      expect(run.stderr).not.toContain('run the same command again');
    }
  });

  it('another request under the key, or a conflict of the operation itself, is a refusal (1)', async () => {
    const other = await rln(['pay', 'lnbcrt1x', '--idempotency-key', 'k'], { 'POST /api/v1/bolt11/send': { status: 409, body: { error: 'Conflict', message: 'This Idempotency-Key was used with a different request', hint: 'Use a new key for a new operation' } } });
    expect(other).toMatchObject({ code: 1, stderr: `${keyLine('k')}error: Conflict: This Idempotency-Key was used with a different request (Use a new key for a new operation)\n` });
    const race = await rln(['tokens', 'issue', '--name', 'T', '--supply', '5', '--idempotency-key', 'k'], { 'POST /api/v1/rgb/contracts/issue': { status: 409, body: { error: 'Conflict', message: 'the carrier UTXO is taken' } } });
    expect(race).toMatchObject({ code: 1, stderr: `${keyLine('k')}error: Conflict: the carrier UTXO is taken\n` });
  });

  it('a replayed refusal stays 1 and says it is a replay; a replayed success notes it and is 0', async () => {
    const refusal = await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--idempotency-key', 'k'], { 'POST /api/v1/channel/open': { status: 400, headers: { 'Idempotent-Replayed': 'true' }, body: { error: 'InvalidRequest', message: 'too small' } } });
    expect(refusal).toMatchObject({ code: 1, stderr: `${keyLine('k')}error: InvalidRequest: too small (the node's replay of its first answer to key k: the first request was refused and changed nothing)\n` });
    const success = await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--idempotency-key', 'k'], { 'POST /api/v1/channel/open': { headers: { 'Idempotent-Replayed': 'true' }, body: { user_channel_id: '7' } } });
    expect(success).toMatchObject({ code: 0, stderr: `${keyLine('k')}the node replayed its answer to the first request with key k: nothing was done again\n` });
    expect(success.stdout).toContain('user channel id  7\n');
  });
});

describe('rln: an answer without what it promises is "may have acted" or "outcome unknown" (3), never "undefined"', () => {
  const sent = { 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } } };

  it.each([
    ['a 204', { empty: true }, ' (no body)'],
    ['{}', { body: {} }, ''],
    ['an empty payment_id', { body: { payment_id: '' } }, ''],
    ['a payment_id that is no string', { body: { payment_id: 42 } }, ''],
  ] as const)('pay: a send answering %s: 3 with the key, where to look', async (_what, reply, noBody) => {
    for (const json of [[], ['--json']]) {
      const run = await rln(['pay', 'lnbcrt1x', '--idempotency-key', 'k-9', ...json], { 'POST /api/v1/bolt11/send': reply as Reply });
      expect(run).toMatchObject({ code: 3, stdout: '' });
      expect(run.sent).toHaveLength(1);
      expect(run.stderr).toBe(
        `${keyLine('k-9')}error: the node accepted the request, but its answer has no payment_id${noBody}\n` +
          "the payment may have happened; retrying with key k-9 only repeats this answer. See whether it did: rln payments get <the invoice's payment hash> (rln invoices decode <invoice> shows it)\n",
      );
      expect(run.stderr).not.toContain('undefined');
    }
  });

  it('channels open and tokens issue: an answer without the id is 3 too', async () => {
    const opened = await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--idempotency-key', 'k'], { 'POST /api/v1/channel/open': { empty: true } });
    expect(opened).toMatchObject({ code: 3, stdout: '', stderr: expect.stringContaining('\nthe channel open may have happened; retrying with key k only repeats this answer. See whether it did: rln channels list\n') });
    const issued = await rln(['tokens', 'issue', '--name', 'T', '--supply', '5', '--idempotency-key', 'k'], { 'POST /api/v1/rgb/contracts/issue': { body: {} } });
    expect(issued).toMatchObject({ code: 3, stdout: '', stderr: expect.stringContaining('error: the node accepted the request, but its answer has no contract_id\nthe issue may have happened; ') });
  });

  it.each([
    ['{}', { body: {} }],
    ['a payment without a status', { body: { ok: true, payment: { id: HASH } } }],
    ['a 204', { empty: true }],
    ['null', { body: null }],
  ] as const)('pay: a wait answering %s: sent, outcome unknown (3)', async (_what, reply) => {
    const run = await rln(['pay', 'lnbcrt1x', '--idempotency-key', 'k'], { ...sent, [`POST /api/v1/payment/${HASH}/wait`]: reply as Reply });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(`${keyLine('k')}payment ${HASH} sent; waiting up to 60 s for its outcome\npayment ${HASH} was sent; its outcome is unknown (the node's answer to the wait has no payment status). Do not pay again: rln payments wait ${HASH}\n`);
  });

  it('pay: a view that cannot be made of the answer is still "sent, outcome unknown"', async () => {
    const run = await rln(['pay', 'lnbcrt1x'], { ...sent, [`POST /api/v1/payment/${HASH}/wait`]: { body: { ok: true, payment: { ...payment('Succeeded'), custom_tlvs: 'not a list' } } } });
    expect(run).toMatchObject({ code: 3, stdout: '', stderr: expect.stringContaining(`payment ${HASH} was sent; its outcome is unknown (`) });
  });

  it('payments wait: an answer without a status is 3', async () => {
    for (const reply of [{ body: {} }, { empty: true }, { body: { ok: true, payment: {} } }]) {
      const run = await rln(['payments', 'wait', HASH], { [`POST /api/v1/payment/${HASH}/wait`]: reply });
      expect(run).toMatchObject({ code: 3, stdout: '', stderr: `error: the outcome of payment ${HASH} is unknown (the node's answer to the wait has no payment status); ask again: rln payments wait ${HASH}\n` });
    }
  });
});

describe('rln: interrupted (SIGINT, SIGTERM): exit 3 with what was in flight', () => {
  /** An io.onInterrupt the test fires, and whether the run stopped listening. */
  function signals() {
    let listener: (() => void) | undefined;
    const state = { stopped: false };
    const onInterrupt = (l: () => void) => {
      listener = l;
      return () => {
        state.stopped = true;
      };
    };
    return { onInterrupt, fire: () => listener?.(), state };
  }
  /** A route that is interrupted while the node has not answered yet (and never does). */
  const hangs = (fire: () => void) => (): Promise<Reply> => {
    fire();
    return new Promise<Reply>(() => undefined);
  };

  it('pay, during the wait: the key, the payment id and how to follow it', async () => {
    const signal = signals();
    const run = await rln(['pay', 'lnbcrt1x', '--idempotency-key', 'k-1'], { 'POST /api/v1/bolt11/send': { body: { payment_id: HASH } }, [`POST /api/v1/payment/${HASH}/wait`]: hangs(signal.fire) }, {}, {}, signal.onInterrupt);
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe(`${keyLine('k-1')}payment ${HASH} sent; waiting up to 60 s for its outcome\ninterrupted: outcome unknown; key k-1, payment id ${HASH}; rln payments wait ${HASH}\n`);
    expect(signal.state.stopped).toBe(true);
  });

  it('pay --json, during the send: the key and how to learn the outcome with it', async () => {
    const signal = signals();
    const run = await rln(['pay', 'lnbcrt1x', '--json', '--idempotency-key', 'k-2'], { 'POST /api/v1/bolt11/send': hangs(signal.fire) }, {}, {}, signal.onInterrupt);
    expect(run).toMatchObject({ code: 3, stdout: '', stderr: `${keyLine('k-2')}interrupted: outcome unknown; key k-2; run the same command again with --idempotency-key k-2 and the same token and --url to get it\n` });
  });

  it('channels open and tokens issue during the request; payments wait; a read', async () => {
    const open = signals();
    expect(await rln(['channels', 'open', `${NODE_ID}@h:1`, '--capacity-sats', '1', '--idempotency-key', 'k-3'], { 'POST /api/v1/channel/open': hangs(open.fire) }, {}, {}, open.onInterrupt)).toMatchObject({
      code: 3,
      stderr: `${keyLine('k-3')}interrupted: outcome unknown; key k-3; run the same command again with --idempotency-key k-3 and the same token and --url to get it\n`,
    });
    const issue = signals();
    expect((await rln(['tokens', 'issue', '--name', 'T', '--supply', '5'], { 'POST /api/v1/rgb/contracts/issue': hangs(issue.fire) }, {}, {}, issue.onInterrupt)).code).toBe(3);
    const wait = signals();
    expect(await rln(['payments', 'wait', HASH], { [`POST /api/v1/payment/${HASH}/wait`]: hangs(wait.fire) }, {}, {}, wait.onInterrupt)).toMatchObject({
      code: 3,
      stderr: `interrupted: outcome unknown; payment id ${HASH}; rln payments wait ${HASH}\n`,
    });
    const read = signals();
    expect(await rln(['channels'], { 'GET /api/v1/channels': hangs(read.fire) }, {}, {}, read.onInterrupt)).toMatchObject({ code: 3, stderr: 'interrupted: outcome unknown\n' });
  });

  it('what the run would print after the interrupt is dropped; a run that ends stops listening', async () => {
    const signal = signals();
    const run = await rln(
      ['pay', 'lnbcrt1x', '--idempotency-key', 'k-4'],
      {
        'POST /api/v1/bolt11/send': { body: { payment_id: HASH } },
        [`POST /api/v1/payment/${HASH}/wait`]: () => {
          signal.fire();
          return { body: { ok: true, payment: payment('Succeeded') } };
        },
      },
      {},
      {},
      signal.onInterrupt,
    );
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr.endsWith(`interrupted: outcome unknown; key k-4, payment id ${HASH}; rln payments wait ${HASH}\n`)).toBe(true);
    const quiet = signals();
    expect((await rln(['channels'], { 'GET /api/v1/channels': { body: [] } }, {}, {}, quiet.onInterrupt)).code).toBe(0);
    expect(quiet.state.stopped).toBe(true);
  });
});

describe("rln: commander's errors are escaped and hide an unknown option's value", () => {
  it.each([
    [['peers', '--tokn=rln_SECRET'], "error: unknown option '--tokn=…'\n"],
    [['--tokn=rln_SECRET', 'peers'], "error: unknown option '--tokn=…'\n"],
    [['peers', '--tokn=rln\nSECRET\u001b[2J'], "error: unknown option '--tokn=…'\n"],
    [['peers', '-tSECRET'], "error: unknown option '-t…'\n"],
    [['peers', '-x=SECRET'], "error: unknown option '-x…'\n"],
  ])('%j', async (argv, line) => {
    const run = await rln(argv);
    expect(run).toMatchObject({ code: 2, sent: [] });
    expect(run.stderr).toBe(`${line}(add --help for usage)\n`);
  });

  it('keeps the suggestion, and escapes what the command line put in other errors', async () => {
    expect((await rln(['peers', '--jsn'])).stderr).toBe("error: unknown option '--jsn'\n(Did you mean --json?)\n(add --help for usage)\n");
    const command = await rln(['bo\u001b]0;x\u0007gus\u202e']);
    expect(command).toMatchObject({ code: 2, stderr: expect.stringContaining("error: unknown command 'bo\\x1b]0;x\\x07gus\\u202e'\n") });
    const argument = await rln(['payments', 'list', '--limit', '\u009b31m\u200e']);
    expect(argument).toMatchObject({ code: 2, stderr: expect.stringContaining("argument '\\x9b31m\\u200e' is invalid") });
    for (const run of [command, argument]) {
      // eslint-disable-next-line no-control-regex -- none may be left
      expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u202e]/);
    }
  });
});
