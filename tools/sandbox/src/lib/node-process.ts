import { ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
const REGISTER = join(REPO_ROOT, 'tools', 'register.js');
const MAIN = join(REPO_ROOT, 'apps', 'node-api', 'src', 'main.ts');
const CLI = join(REPO_ROOT, 'apps', 'node-api', 'src', 'cli.ts');

export interface NodeProcessOptions {
  name: string;
  dataDir: string;
  httpPort: number;
  p2pPort: number;
  bitcoindRpc: { url: string; user: string; password: string; certPath?: string };
  esploraUrl?: string;
  databaseUrl?: string;
  /** Detached processes outlive their launcher (the sandbox); attached ones die with it. */
  detached?: boolean;
  extraEnv?: Record<string, string>;
  /** Extra Node.js flags for the node process (e.g. `--cpu-prof` in the benchmark). */
  nodeArgs?: string[];
}

export interface NodeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs one node-api process (the real binary, over real TCP) and its token command line. */
export class NodeProcess {
  private child: ChildProcess | null = null;
  private exit: Promise<NodeExit> | null = null;
  readonly logPath: string;

  constructor(readonly options: NodeProcessOptions) {
    this.logPath = join(options.dataDir, 'node.log');
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.httpPort}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  env(): NodeJS.ProcessEnv {
    const o = this.options;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RLN_NETWORK: 'regtest',
      RLN_DATA_DIR: o.dataDir,
      RLN_HTTP_HOST: '127.0.0.1',
      RLN_HTTP_PORT: String(o.httpPort),
      RLN_P2P_PORT: String(o.p2pPort),
      BITCOIND_RPC_URL: o.bitcoindRpc.url,
      BITCOIND_RPC_USER: o.bitcoindRpc.user,
      BITCOIND_RPC_PASSWORD: o.bitcoindRpc.password,
      RLN_CHAIN_POLL_MS: '250',
      // Regtest blocks come on demand and a client (a test) refreshes right after mining.
      RLN_REFRESH_MIN_INTERVAL_SECS: '0',
      ...(o.bitcoindRpc.certPath ? { BITCOIND_RPC_CERT: o.bitcoindRpc.certPath } : {}),
      ...(o.esploraUrl ? { RLN_ESPLORA_URL: o.esploraUrl } : {}),
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
      ...o.extraEnv,
    };
    // Test runners inject flags (e.g. --experimental-vm-modules) that the node itself does not need.
    delete env.NODE_OPTIONS;
    return env;
  }

  /** `node-api token ...`; returns stdout. Run it while the node is stopped when on an embedded database. */
  async cli(args: string[]): Promise<string> {
    mkdirSync(this.options.dataDir, { recursive: true });
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', REGISTER, CLI, ...args], {
      env: this.env(),
      cwd: REPO_ROOT,
    });
    return stdout.trim();
  }

  async createToken(name: string, scope: 'admin' | 'read' = 'admin'): Promise<string> {
    return this.cli(['token', 'create', '--name', name, '--scope', scope]);
  }

  async start(timeoutMs = 60_000): Promise<void> {
    mkdirSync(this.options.dataDir, { recursive: true });
    const log = openSync(this.logPath, 'a');
    const child = spawn(process.execPath, [...(this.options.nodeArgs ?? []), '-r', REGISTER, MAIN], {
      env: this.env(),
      cwd: REPO_ROOT,
      stdio: ['ignore', log, log],
      detached: this.options.detached ?? false,
    });
    this.child = child;
    this.exit = new Promise<NodeExit>((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
    closeSync(log);
    if (this.options.detached) child.unref();
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${this.options.name} exited with code ${code}; see ${this.logPath}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForHttp(`${this.baseUrl}/api/v1/healthz`, timeoutMs), exited]);
  }

  /** Resolves once the last started process ended on its own (a crash test's SIGKILL); rejects after the timeout. */
  async waitForExit(timeoutMs = 60_000): Promise<NodeExit> {
    const exit = this.exit;
    if (!exit) throw new Error(`${this.options.name} was never started`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${this.options.name} still runs after ${timeoutMs} ms; see ${this.logPath}`)), timeoutMs);
    });
    try {
      return await Promise.race([exit, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** SIGTERM (clean shutdown) or SIGKILL (crash); resolves once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM', timeoutMs = 20_000): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await gone;
    clearTimeout(timer);
  }
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
