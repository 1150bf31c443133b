import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Command } from 'commander';
import { RgbNet, eventually, type TestNode } from '@rln/node-harness';
import { freePort } from '@rln/regtest';
import { buildProgram } from './cli';

const ROOT = resolve(__dirname, '..', '..', '..');
const CLI = ['-r', join(ROOT, 'tools/register.js'), join(ROOT, 'apps/rln-cli/src/main.ts')];

jest.setTimeout(300_000);

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `rln <args>` as a child process, as an operator runs it; `node` gives RLN_URL and RLN_TOKEN. */
function rln(args: readonly string[], node?: TestNode, env: Record<string, string> = {}, entry: readonly string[] = CLI): Promise<Run> {
  return started(args, node, env, entry).done;
}

/** rln() with the child at hand, to signal it. */
function started(args: readonly string[], node?: TestNode, env: Record<string, string> = {}, entry: readonly string[] = CLI): { child: ChildProcess; done: Promise<Run> } {
  const { RLN_URL: _url, RLN_TOKEN: _token, RLN_TOKEN_FILE: _file, ...inherited } = process.env;
  const connection = node ? { RLN_URL: node.process.baseUrl, RLN_TOKEN: node.token } : {};
  let child!: ChildProcess;
  const done = new Promise<Run>((resolvePromise, reject) => {
    child = spawn(process.execPath, [...entry, ...args], { cwd: ROOT, env: { ...inherited, NODE_OPTIONS: '', ...connection, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    // A bound on a hung command line; commands that wait pass their own shorter --timeout.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
  return { child, done };
}

/** A command that must succeed: its stdout, or a failure naming what it printed. */
async function ok(args: readonly string[], node: TestNode): Promise<string> {
  const run = await rln(args, node);
  if (run.code !== 0) throw new Error(`rln ${args.join(' ')} exited ${run.code}: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

async function okJson<T>(args: readonly string[], node: TestNode): Promise<T> {
  return JSON.parse(await ok([...args, '--json'], node)) as T;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

describe('rln --help (child processes)', () => {
  const all = (command: Command): Command[] => [command, ...command.commands.flatMap(all)];
  const { program } = buildProgram({ env: {}, stdout: () => undefined, stderr: () => undefined, readFile: () => '' });
  const commands = all(program)
    .filter((command) => command.name() !== 'help')
    .map((command) => {
      const path: string[] = [];
      for (let at: Command | null = command; at && at !== program; at = at.parent) path.unshift(at.name());
      return { path, options: command.options.map((option) => option.long as string) };
    });

  it('answers --help on every command with exit 0, its options and an example', async () => {
    expect(commands.map((c) => c.path.join(' '))).toEqual(expect.arrayContaining(['status', 'balances', 'peers connect', 'channels open', 'invoices create', 'invoices rgb create', 'pay', 'payments wait', 'tokens issue']));
    await inBatches(commands, 4, async ({ path, options }) => {
      const run = await rln([...path, '--help']);
      expect({ path, code: run.code, stderr: run.stderr }).toEqual({ path, code: 0, stderr: '' });
      expect(run.stdout).toMatch(/Examples?:\n {2}\$ /);
      for (const option of options) expect({ path, option, found: run.stdout.includes(option) }).toEqual({ path, option, found: true });
    });
  });

  it('exits 2 on a usage error and 1, in one line, when the node cannot be reached', async () => {
    const usage = await rln(['channels', 'open', 'not-a-peer', '--capacity-sats', '1']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: .*node_id@host:port/);
    const port = await freePort();
    const unreachable = await rln(['status'], undefined, { RLN_URL: `http://127.0.0.1:${port}` });
    expect(unreachable).toEqual({ code: 1, stdout: '', stderr: `error: cannot reach the node at http://127.0.0.1:${port} (ECONNREFUSED); is it running? set --url or RLN_URL\n` });
  });

  it('exits 3 naming the key when interrupted (SIGINT, SIGTERM) while a node has not answered', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const keys: unknown[] = [];
      // A node that takes the request and never answers.
      const stalled = createServer((request) => keys.push(request.headers['idempotency-key']));
      await new Promise<void>((listening) => stalled.listen(0, '127.0.0.1', listening));
      try {
        const run = started(['pay', 'lnbcrt1x', '--idempotency-key', `k-${signal}`], undefined, { RLN_URL: `http://127.0.0.1:${(stalled.address() as AddressInfo).port}` });
        await eventually(async () => keys.length === 1, 'the request at the stalled node', 60_000);
        run.child.kill(signal);
        expect({ signal, run: await run.done }).toEqual({
          signal,
          run: { code: 3, stdout: '', stderr: `idempotency key: k-${signal}\ninterrupted: outcome unknown; key k-${signal}; run the same command again with --idempotency-key k-${signal} and the same token and --url to get it\n` },
        });
        expect(keys).toEqual([`k-${signal}`]);
      } finally {
        stalled.closeAllConnections();
        stalled.close();
      }
    }
  });
});

/** alice (with RGB) and bob on btcd, driven only through the command line. */
describe('rln against two nodes on regtest', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let bobId: string;
  let paymentId: string;

  beforeAll(async () => {
    net = await RgbNet.start();
    [alice, bob] = await Promise.all([net.startNode('alice'), net.env.startNode('bob')]);
    for (const node of [alice, bob]) await eventually(async () => (await node.api.get('/api/v1/readyz')).status === 200, 'node ready', 60_000);
    const address = (await alice.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;
    await net.env.faucet.fund(address, 2_000_000n);
    await net.synced();
    await alice.api.post('/api/v1/wallet/sync');
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('status: node id, network and readiness; --json holds the four answers', async () => {
    const view = await okJson<{ status: { network: string }; version: { api_version: string }; node_id: string; readyz: { ok: boolean } }>(['status'], bob);
    expect(view).toMatchObject({ status: { network: 'regtest' }, version: { api_version: 'v1' }, readyz: { ok: true } });
    bobId = view.node_id;
    const human = await ok(['status'], bob);
    expect(human).toContain(`node id       ${bobId}\n`);
    expect(human).toMatch(/\nready +yes\n/);
  });

  it('balances: the funded plain wallet, in sats', async () => {
    await eventually(async () => {
      await alice.api.post('/api/v1/wallet/sync');
      return (await okJson<{ btc: { onchain_spendable_sats: string } }>(['balances'], alice)).btc.onchain_spendable_sats === '2000000';
    }, 'the faucet coin spendable');
    expect(await ok(['balances'], alice)).toMatch(/^on chain +2000000 sats\nspendable +2000000 sats\nlightning +0 sats\n/);
  });

  it('peers connect and list', async () => {
    const bobP2p = `127.0.0.1:${bob.process.options.p2pPort}`;
    expect(await ok(['peers', 'connect', `${bobId}@${bobP2p}`, '--persist'], alice)).toBe(`connected to ${bobId} at ${bobP2p} (persisted)\n`);
    expect(await ok(['peers', 'list'], alice)).toMatch(new RegExp(`\\n${bobId} +${escaped(bobP2p)} +yes +yes\\n`));
    expect(await okJson<unknown[]>(['peers'], alice)).toEqual([{ node_id: bobId, address: bobP2p, is_connected: true, is_persisted: true }]);
  });

  it('channels open and list: usable once the funding confirms', async () => {
    const opened = await ok(['channels', 'open', `${bobId}@127.0.0.1:${bob.process.options.p2pPort}`, '--capacity-sats', '1000000', '--push-msat', '200000000'], alice);
    expect(opened).toMatch(/^user channel id +\d+\n/);
    await eventually(async () => {
      const channels = await okJson<{ is_usable: boolean }[]>(['channels'], alice);
      if (channels.length === 1 && channels[0]?.is_usable) return true;
      await net.mine(1);
      return false;
    }, 'the channel usable', 120_000);
    const list = await ok(['channels', 'list'], alice);
    expect(list).toMatch(/^CHANNEL ID +PEER +CAPACITY +LOCAL +OUTBOUND +INBOUND +STATE +PUBLIC\n[0-9a-f]{64} +\S+ +1000000 sats +\d+(\.\d+)? sats .* usable +no\n$/);
  });

  it("invoices create and decode; alice pays bob's invoice and waits for the outcome", async () => {
    const invoice = (await ok(['invoices', 'create', '--amount-sats', '50000', '--description', 'coffee', '--expiry', '600'], bob)).trim();
    expect(invoice).toMatch(/^lnbcrt/);
    const decoded = await ok(['invoices', 'decode', invoice], alice);
    expect(decoded).toContain(`destination   ${bobId}\n`);
    expect(decoded).toContain('amount        50000 sats\n');
    expect(decoded).toContain('expiry        600 s\n');
    const paid = await rln(['pay', invoice, '--timeout', '60', '--idempotency-key', 'e2e-pay-1'], alice);
    expect(paid).toMatchObject({ code: 0, stderr: expect.stringMatching(/^idempotency key: e2e-pay-1\npayment [0-9a-f]{64} sent; waiting up to 60 s for its outcome\n$/) });
    expect(paid.stdout).toMatch(/^payment id +[0-9a-f]{64}\nstatus +Succeeded\ndirection +Outbound\nkind +Bolt11\namount +50000 sats\nfee +0 sats\n/);
    paymentId = /^payment id +([0-9a-f]{64})/.exec(paid.stdout)?.[1] as string;
    // The same key again: the node replays the first answer (Idempotent-Replayed), pays nothing.
    const again = await rln(['pay', invoice, '--timeout', '60', '--idempotency-key', 'e2e-pay-1'], alice);
    expect(again).toMatchObject({ code: 0, stdout: paid.stdout });
    expect(again.stderr).toBe(`idempotency key: e2e-pay-1\nthe node replayed its answer to the first request with key e2e-pay-1: nothing was done again\npayment ${paymentId} sent; waiting up to 60 s for its outcome\n`);

    const variable = (await ok(['invoices', 'create', '--variable', '--description', 'tip'], bob)).trim();
    const tipped = await okJson<{ ok: boolean; payment: { status: string; amount_msat: string } }>(['pay', variable, '--amount-msat', '3000500'], alice);
    expect(tipped).toMatchObject({ ok: true, payment: { status: 'Succeeded', amount_msat: '3000500' } });
  });

  it('payments list, get and wait, on both sides', async () => {
    const list = await okJson<{ id: string; status: string }[]>(['payments', 'list', '--limit', '10'], alice);
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: paymentId, status: 'Succeeded' })]));
    expect(await ok(['payments'], alice)).toMatch(new RegExp(`\\n${paymentId} +Outbound +Bolt11 +Succeeded +50000 sats +0 sats\\n`));
    const firstPage = await rln(['payments', 'list', '--limit', '1'], alice);
    expect(firstPage.stderr).toMatch(/^more: rln payments list --limit 1 --cursor \S+\n$/);
    expect(await ok(['payments', 'get', paymentId], bob)).toMatch(/status +Succeeded\ndirection +Inbound\n/);
    expect(await okJson<{ id: string; status: string }>(['payments', 'wait', paymentId, '--timeout', '5'], alice)).toMatchObject({ ok: true, payment: { id: paymentId, status: 'Succeeded' } });
  });

  it('refusals exit 1 with the error name on stderr', async () => {
    const garbage = await rln(['pay', 'lnbcrt1garbage'], alice);
    expect(garbage.code).toBe(1);
    expect(garbage.stdout).toBe('');
    expect(garbage.stderr).toMatch(/^idempotency key: [0-9a-f-]{36}\nerror: InvalidInvoice: [^\n]+\n$/);
    const unknown = await rln(['payments', 'get', 'ab'.repeat(32)], alice);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: PaymentNotFound: /) });
    const noToken = await rln(['balances'], undefined, { RLN_URL: alice.process.baseUrl });
    expect(noToken).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: Unauthorized: .*no token given: pass --token, --token-file or set RLN_TOKEN\)\n$/) });
  });

  it('tokens issue, list and balance (an NIA on a fresh confirmed carrier)', async () => {
    await net.fundCarriers(alice.api, 1);
    const contractId = (await ok(['tokens', 'issue', '--name', 'CLI Token', '--ticker', 'CLI', '--precision', '2', '--supply', '100000'], alice)).trim();
    expect(contractId).toMatch(/^contract:/);
    // Issued on a confirmed carrier: mined at once (tentative while a carrier is in the mempool).
    await eventually(async () => (await okJson<{ balance: { mined: string } }>(['tokens', 'balance', contractId], alice)).balance.mined === '100000', 'the issuance mined');
    expect(await ok(['tokens', 'list'], alice)).toMatch(new RegExp(`\\n${escaped(contractId)} +CLI +CLI Token +2 +100000 +100000 +100000 +0\\n`));
    expect(await ok(['tokens', 'balance', contractId], alice)).toContain('mined      100000  (1000.00 CLI)\n');
    const listed = await okJson<{ contracts: { contract_id: string }[]; balances: { onchain: { contract_id: string; total: string }[] } }>(['tokens'], alice);
    expect(listed.contracts.map((c) => c.contract_id)).toContain(contractId);
    expect(listed.balances.onchain).toContainEqual(expect.objectContaining({ contract_id: contractId, total: '100000' }));
  });

  it('runs from the production build without a transpiler (npm run build -- --cli-out DIR)', async () => {
    // Inside the clone (tmp/ is ignored by git) so the built code finds node_modules, as dist/ does.
    const out = join(ROOT, 'tmp', `rln-cli-build-${process.pid}`);
    try {
      const build = await promisify(execFile)(process.execPath, ['-r', join(ROOT, 'tools/register.js'), join(ROOT, 'tools/build/src/main.ts'), '--cli-out', out], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } });
      expect(build.stdout).toMatch(/^built .*: \d+ modules in [\d.]+ s; run it with node .*apps\/rln-cli\/src\/main\.js --help\n$/);
      expect(existsSync(join(out, 'apps/rln-cli/src/main.ts'))).toBe(false);
      const built = [join(out, 'apps/rln-cli/src/main.js')];
      expect(await rln(['payments', 'wait', '--help'], undefined, {}, built)).toMatchObject({ code: 0, stdout: expect.stringContaining('--timeout <secs>') });
      const status = await rln(['status', '--json'], bob, {}, built);
      expect(status).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(status.stdout)).toMatchObject({ node_id: bobId, status: { network: 'regtest' } });
      expect(await rln(['pay', 'lnbcrt1garbage'], alice, {}, built)).toMatchObject({ code: 1, stderr: expect.stringMatching(/^idempotency key: \S+\nerror: InvalidInvoice: /) });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
