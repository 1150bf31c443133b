import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { processExists } from '@rln/core';
import { freePort, registerChild, unregisterChild } from '@rln/regtest';

export interface NginxUpstream {
  readonly host: string;
  readonly port: number;
}

export interface NginxBalancerOptions {
  /** The replicas; at least one. */
  readonly upstreams: readonly NginxUpstream[];
  /** nginx's prefix: config, pid, logs and temp files. Created when missing; a fresh temp dir when omitted. Kept after stop(). */
  readonly dir?: string;
  /**
   * Replica answers on which nginx tries the next replica (besides errors and connect
   * timeouts); default [502, 503]. Each such answer, like a refused connection, takes that
   * replica out for fail_timeout, except the last one tried, whose answer the client gets. So
   * when every replica answers 503 (no lease holder: all forwarded requests fail), two such
   * GETs take them all out and nginx answers every request, reads the followers serve
   * themselves included, 502 "no live upstreams" for 2-3 s. [] keeps 503s out of the health
   * accounting (the client gets the replica's 503 and Retry-After as it is). POSTs with a body are
   * never retried nor counted on a status (proxy_request_buffering off).
   */
  readonly retryStatuses?: readonly RetryStatus[];
}

export type RetryStatus = 500 | 502 | 503 | 504 | 429;

export interface NginxBalancerConfig {
  readonly dir: string;
  readonly port: number;
  readonly upstreams: readonly NginxUpstream[];
  readonly retryStatuses?: readonly RetryStatus[];
}

const UPSTREAM_GROUP = 'rln_replicas';
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 10_000;
const PORT_ATTEMPTS = 3;
const RELOAD_DRAIN_MS = 3_000;

/**
 * Debian's nginx (tools/setup/ensure-prereqs.sh test installs it) as the load balancer in front
 * of node replicas: every request goes to one of the upstreams, the next one when a replica is
 * dead. Runs in the foreground (`daemon off`) as a child of this process, with everything it
 * writes under `dir`; the system nginx and its /etc/nginx are not used.
 */
export class NginxBalancer {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  private constructor(
    private config: NginxBalancerConfig,
    private readonly binary: string,
  ) {}

  /** Starts nginx on a free loopback port; resolves once it accepts connections. */
  static async start(options: NginxBalancerOptions): Promise<NginxBalancer> {
    const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'rln-nginx-'));
    mkdirSync(dir, { recursive: true });
    const binary = resolveNginxBinary();
    for (let attempt = 1; ; attempt++) {
      const config = { dir, port: await freePort(), upstreams: options.upstreams, retryStatuses: options.retryStatuses };
      const balancer = new NginxBalancer(config, binary);
      try {
        await balancer.launch();
        return balancer;
      } catch (err) {
        // The port was free when picked; another process may have bound it since.
        const portTaken = readTail(balancer.errorLogPath, 5).includes('Address already in use');
        if (!portTaken || attempt >= PORT_ATTEMPTS) throw err;
      }
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get dir(): string {
    return this.config.dir;
  }

  get port(): number {
    return this.config.port;
  }

  get upstreams(): readonly NginxUpstream[] {
    return this.config.upstreams;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get configPath(): string {
    return join(this.dir, 'nginx.conf');
  }

  /** One line per request: client, request, status, request id, upstream(s) tried and their statuses. */
  get accessLogPath(): string {
    return join(this.dir, 'access.log');
  }

  get errorLogPath(): string {
    return join(this.dir, 'error.log');
  }

  isRunning(): boolean {
    const child = this.child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /**
   * Rewrites the config with these upstreams and reloads it (SIGHUP); resolves once a worker
   * with the new config runs. A config nginx rejects is not applied: the old one stays and this throws.
   */
  async reload(upstreams: readonly NginxUpstream[]): Promise<void> {
    if (!this.isRunning()) throw new Error('nginx is not running');
    const previous = this.config;
    this.writeConfig({ ...previous, upstreams });
    try {
      await this.nginx(['-t', '-q']);
    } catch (err) {
      this.writeConfig(previous);
      throw err;
    }
    const oldWorkers = this.workerPids();
    process.kill(this.pid, 'SIGHUP');
    if (!(await waitFor(() => this.workerPids().some((pid) => !oldWorkers.includes(pid)), START_TIMEOUT_MS))) {
      throw new Error(`nginx did not start a worker with the new config within ${START_TIMEOUT_MS} ms:\n${readTail(this.errorLogPath, 10)}`);
    }
    // An old worker closes its idle client connections and exits once its requests are done
    // (a waiting payment may keep it up to proxy_read_timeout): wait a little for that, so a
    // client's kept-alive connection is not still served with the old upstreams.
    await waitFor(() => oldWorkers.every((pid) => !processExists(pid)), RELOAD_DRAIN_MS);
  }

  /** SIGTERM (fast shutdown), SIGKILL after `timeoutMs`; resolves once the master and its workers are gone. */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const workers = this.workerPids().filter((pid) => isNginx(pid));
    if (this.isRunning()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await this.exited;
      clearTimeout(timer);
    }
    // A master that had to be killed leaves its workers running, still serving the port.
    for (const pid of workers) if (isNginx(pid)) signal(pid, 'SIGKILL');
    await waitFor(() => workers.every((pid) => !processExists(pid)), 5_000);
    unregisterChild(child.pid);
    this.child = undefined;
  }

  private async launch(): Promise<void> {
    this.writeConfig();
    const logFd = openSync(join(this.dir, 'nginx.stderr.log'), 'a');
    let child: ChildProcess;
    try {
      child = spawn(this.binary, this.nginxArgs(), { stdio: ['ignore', logFd, logFd] });
    } finally {
      closeSync(logFd);
    }
    const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
    child.on('error', () => undefined);
    if (child.pid === undefined) throw new Error(`could not start ${this.binary}: ${(await spawnError).message}`);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    registerChild(child.pid);
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await accepts(this.port))) {
      if (!this.isRunning() || Date.now() > deadline) {
        const why = this.isRunning() ? `not accepting on ${this.port} after ${START_TIMEOUT_MS} ms` : `exited (code ${child.exitCode ?? '-'}, signal ${child.signalCode ?? '-'})`;
        await this.stop(2_000);
        throw new Error(`nginx ${why}.\ncommand: ${this.binary} ${this.nginxArgs().join(' ')}\nlast lines of ${this.errorLogPath}:\n${readTail(this.errorLogPath, 20)}`);
      }
      await sleep(50);
    }
  }

  /** -p: relative paths and the compiled-in defaults resolve under dir; -e: the log nginx opens before reading the config (1.19.5+). */
  private nginxArgs(): string[] {
    return ['-p', `${this.dir}/`, '-c', this.configPath, '-e', this.errorLogPath];
  }

  private nginx(extraArgs: string[]): Promise<void> {
    return new Promise((resolve, reject) =>
      execFile(this.binary, [...this.nginxArgs(), ...extraArgs], (err, _stdout, stderr) =>
        err ? reject(new Error(`nginx ${extraArgs.join(' ')} failed: ${stderr || err.message}`)) : resolve(),
      ),
    );
  }

  /** Writes `config` as nginx.conf and makes it the current one (nothing is written when nginxBalancerConfig refuses it). */
  private writeConfig(config = this.config): void {
    writeFileSync(this.configPath, nginxBalancerConfig(config));
    this.config = config;
  }

  /** The master's children (the workers; during a reload the old ones too). */
  private workerPids(): number[] {
    const pid = this.pid;
    if (!pid) return [];
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  }
}

/** The balancer's nginx.conf (docs/operations.md shows it as a snippet for operators). */
export function nginxBalancerConfig(config: NginxBalancerConfig): string {
  const { dir, port, upstreams, retryStatuses = [502, 503] } = config;
  if (upstreams.length === 0) throw new Error('NginxBalancer needs at least one upstream');
  const servers = upstreams.map(({ host, port: p }) => `    server ${host.includes(':') ? `[${host}]` : host}:${p} max_fails=1 fail_timeout=2s;`);
  // As root, nginx runs its workers as `nobody`, which may not enter a private temp dir (mkdtemp
  // makes it 0700) to write the temp files of large bodies; there the workers stay root.
  const user = process.getuid?.() === 0 ? ['user root;'] : [];
  return [
    '# Written by tools/node-harness NginxBalancer; reload() rewrites it.',
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    ...user,
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} notice;`,
    '',
    'events { worker_connections 1024; }',
    '',
    'http {',
    `  client_body_temp_path ${join(dir, 'client_body_temp')};`,
    `  proxy_temp_path ${join(dir, 'proxy_temp')};`,
    `  fastcgi_temp_path ${join(dir, 'fastcgi_temp')};`,
    `  uwsgi_temp_path ${join(dir, 'uwsgi_temp')};`,
    `  scgi_temp_path ${join(dir, 'scgi_temp')};`,
    '',
    '  # The client\'s X-Request-Id when it sends one, else nginx\'s own: the node logs it and echoes it.',
    '  map $http_x_request_id $rln_request_id {',
    '    "" $request_id;',
    '    default $http_x_request_id;',
    '  }',
    '  log_format rln_balancer \'$remote_addr [$time_local] "$request" $status $body_bytes_sent \'',
    '                          \'rid=$rln_request_id upstream=$upstream_addr upstream_status=$upstream_status rt=$request_time\';',
    `  access_log ${join(dir, 'access.log')} rln_balancer;`,
    '  client_max_body_size 64m;',
    '',
    '  # Every replica, not only the engine holder: followers serve some reads and forward the rest.',
    '  # Passive health: one failed attempt (an error, a connect timeout or a retried status) takes',
    '  # a replica out for fail_timeout (nginx counts whole seconds: 2-3 s); then it is tried again.',
    `  upstream ${UPSTREAM_GROUP} {`,
    ...servers,
    '    keepalive 16;',
    "    # Below Node's 5 s keepAliveTimeout, so nginx drops an idle connection before the replica does.",
    '    keepalive_timeout 4s;',
    '  }',
    '',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    location / {',
    `      proxy_pass http://${UPSTREAM_GROUP};`,
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Request-Id $rln_request_id;',
    '      # On a dead replica (refused, reset, no connect within 1 s), or an answer with a status',
    '      # listed here, the next replica. nginx passes a POST (or PATCH, LOCK) on only if it was',
    '      # not sent yet: a refused or timed-out connect, which is exactly the dead-replica case, so',
    '      # a payment is never sent twice. A POST that reached a replica comes back to the client',
    '      # as the replica answered (e.g. 503 NodeNotReady with its Retry-After).',
    `      proxy_next_upstream ${['error', 'timeout', ...retryStatuses.map((status) => `http_${status}`)].join(' ')};`,
    `      proxy_next_upstream_tries ${upstreams.length};`,
    '      proxy_connect_timeout 1s;',
    '      # Payment requests may wait 60 s for their outcome.',
    '      proxy_send_timeout 120s;',
    '      proxy_read_timeout 120s;',
    '      # Bodies stream to the replica as they arrive (nothing buffered to disk first).',
    '      proxy_request_buffering off;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** `nginx` on PATH, else Debian's /usr/sbin/nginx (not on a non-root PATH). */
export function resolveNginxBinary(): string {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean).map((d) => join(d, 'nginx')), '/usr/sbin/nginx'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error('nginx not found (on PATH or /usr/sbin/nginx): run tools/setup/ensure-prereqs.sh test');
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Still an nginx process (and not a new process that was given a worker's pid). */
function isNginx(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'nginx';
  } catch {
    return false;
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

function readTail(path: string, lines: number): string {
  if (!existsSync(path)) return '(no log)';
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
