import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, chownSync, closeSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { ApiClient, RegtestNodeEnv, eventually } from '@rln/node-harness';
import { freePort, registerChild, unregisterChild } from '@rln/regtest';
import { BUILT_CLI, BUILT_MAIN } from './lib/build-node-api';

const ROOT = resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);
// Inside the clone (tmp/ is ignored by git), so the built code finds the clone's node_modules as
// dist/node-api does; a directory of its own so a developer's dist/ is left alone.
const OUT = join(ROOT, 'tmp', `node-api-build-${process.pid}`);
/** The image runs the node as an unprivileged user; as root (CI) that is nobody, else we already are one. */
const ACCOUNT = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : null;

jest.setTimeout(300_000);

interface BuiltNode {
  readonly child: ChildProcess;
  readonly api: ApiClient;
  readonly exit: Promise<number | null>;
  readonly logPath: string;
}

/**
 * `npm run build`, then the built node as `npm start` and as the container image run it, each on
 * btcd and our Esplora indexer with the embedded PostgreSQL default, without a TypeScript loader.
 */
describe('the production build (npm run build)', () => {
  let env: RegtestNodeEnv;
  const indexer = new EsploraIndexer();
  let indexerUrl: string;
  const work = mkdtempSync(join(tmpdir(), 'rln-build-e2e-'));
  const running: BuiltNode[] = [];

  beforeAll(async () => {
    chmodSync(work, 0o755);
    const build = await run(process.execPath, ['-r', join(ROOT, 'tools/register.js'), join(ROOT, 'tools/build/src/main.ts'), '--out', OUT], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(build.stdout).toMatch(/^built .*: \d+ modules and 4 files copied/);
    env = await RegtestNodeEnv.start();
    ({ url: indexerUrl } = await indexer.start({ rpc: env.btcd.newClient(), pollIntervalMs: 100 }));
  });

  afterAll(async () => {
    for (const node of running) {
      node.child.kill('SIGKILL');
      await node.exit;
    }
    await indexer.stop();
    await env?.stop();
    rmSync(OUT, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('emits JavaScript only, with no @rln/* alias left and the native parts beside it', () => {
    const files = listFiles(OUT);
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining([BUILT_MAIN, BUILT_CLI, 'package.json', 'native/rgb-addon/rgb_addon.node', 'libs/rgb-lib-adapter/src/lib/rgb-lib.worker.js']));
    const aliased = files.filter((file) => file.endsWith('.js') && /require\("@rln\//.test(readFileSync(join(OUT, file), 'utf8')));
    expect(aliased).toEqual([]);
  });

  it('runs from the clone as npm start does: liveness, OpenAPI, validation, its CLI, LDK and rgb-lib, a clean stop', async () => {
    const dataDir = join(work, 'repo-node');
    const node = await startBuiltNode('repo-node', OUT, dataDir, null);
    if (existsSync(`/proc/${node.child.pid}/maps`)) {
      // No transpiler in the process: SWC's native binding is never loaded.
      expect(readFileSync(`/proc/${node.child.pid}/maps`, 'utf8')).not.toMatch(/swc/);
    }
    await checkNode(node);
    await stopNode(node);
  });

  it("runs as the image's runtime stage assembles it: production dependencies only, the build copied in, an unprivileged user", async () => {
    // The Dockerfile's deps stage: package.json and the lock, `npm ci --omit=dev`.
    const app = join(work, 'app');
    mkdirSync(app);
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(app, file));
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: app,
      env: { ...process.env, NODE_OPTIONS: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    for (const devOnly of ['@swc/core', '@swc-node/register', 'typescript', 'jest']) expect(existsSync(join(app, 'node_modules', devOnly))).toBe(false);
    // The runtime stage: COPY --from=build /src/dist/node-api ./ (root-owned, read-only to the node), /data owned by the node's user.
    cpSync(OUT, app, { recursive: true });
    const dataDir = join(work, 'image-data');
    mkdirSync(dataDir, { mode: 0o700 });
    if (ACCOUNT) chownSync(dataDir, ACCOUNT.uid, ACCOUNT.gid);

    const node = await startBuiltNode('image-node', app, dataDir, ACCOUNT);
    if (ACCOUNT && existsSync(`/proc/${node.child.pid}/status`)) {
      expect(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${node.child.pid}/status`, 'utf8'))?.[1]).toBe(String(ACCOUNT.uid));
    }
    await checkNode(node);
    await stopNode(node);
  });

  /** The token command line of the build, then the node; resolves once /healthz answers. */
  async function startBuiltNode(name: string, appDir: string, dataDir: string, account: { uid: number; gid: number } | null): Promise<BuiltNode> {
    const rpc = env.btcd.rpc;
    // Only what a container would be given: no NODE_OPTIONS, no loader, no test runner variables.
    const nodeEnv: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      RLN_NETWORK: 'regtest',
      RLN_DATA_DIR: dataDir,
      RLN_HTTP_HOST: '127.0.0.1',
      RLN_HTTP_PORT: String(await freePort()),
      RLN_P2P_PORT: String(await freePort()),
      BITCOIND_RPC_URL: rpc.url,
      BITCOIND_RPC_USER: rpc.user,
      BITCOIND_RPC_PASSWORD: rpc.password,
      RLN_ESPLORA_URL: indexerUrl,
      RLN_CHAIN_POLL_MS: '250',
    };
    const asAccount = account ? { uid: account.uid, gid: account.gid } : {};
    const token = (await run(process.execPath, [join(appDir, BUILT_CLI), 'token', 'create', '--name', 'ops', '--scope', 'admin'], { cwd: appDir, env: nodeEnv, ...asAccount })).stdout.trim();
    expect(token).toMatch(/^rln_/);

    const logPath = join(work, `${name}.log`);
    const log = openSync(logPath, 'a');
    const child = spawn(process.execPath, [join(appDir, BUILT_MAIN)], { cwd: appDir, env: nodeEnv, stdio: ['ignore', log, log], ...asAccount });
    closeSync(log);
    registerChild(child.pid as number);
    const exit = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    const node: BuiltNode = { child, exit, logPath, api: new ApiClient(`http://127.0.0.1:${nodeEnv['RLN_HTTP_PORT']}`, token) };
    running.push(node);
    const exited = exit.then((code) => Promise.reject(new Error(`${name} exited with code ${code} before answering; see ${logPath}:\n${tail(logPath)}`)));
    exited.catch(() => undefined);
    await Promise.race([eventually(async () => (await node.api.get('/api/v1/healthz')).status === 200, `${name} /api/v1/healthz`, 90_000), exited]);
    return node;
  }
});

/** What the build must keep working: decorator metadata (DI, Swagger, validation), the native parts, the CLI's token. */
async function checkNode(node: BuiltNode): Promise<void> {
  const anonymous = node.api.withToken(undefined);
  const docs = await anonymous.get<{ paths: Record<string, unknown>; components: { schemas: Record<string, { properties?: Record<string, { type?: string }> }> } }>('/docs-json');
  expect(docs.status).toBe(200);
  expect(docs.body.paths['/api/v1/bolt11/decode']).toBeDefined();
  // The property's type comes from `design:type`, which only decorator metadata provides.
  expect(docs.body.components.schemas['InvoiceRequestDto']?.properties?.['invoice']?.type).toBe('string');
  const invalid = await node.api.post('/api/v1/bolt11/decode', { invoice: 5 });
  expect(invalid).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'invoice' } } });
  expect((await anonymous.get('/api/v1/node_id')).status).toBe(401);
  expect((await node.api.get('/api/v1/node_id')).status).toBe(200);
  // Ready: the embedded PostgreSQL, the chain, the wallet, LDK's WASM engine and P2P, rgb-lib (our addon, in its worker thread) online.
  await eventually(async () => (await anonymous.get('/api/v1/readyz')).status === 200, 'GET /api/v1/readyz 200', 120_000);
  expect((await node.api.get('/api/v1/rgb/descriptor')).status).toBe(200);
}

async function stopNode(node: BuiltNode): Promise<void> {
  node.child.kill('SIGTERM');
  expect(await node.exit).toBe(0);
  unregisterChild(node.child.pid as number);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

function tail(path: string): string {
  return readFileSync(path, 'utf8').split('\n').slice(-20).join('\n');
}
