import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { BitcoinRpcClient, type BitcoinRpcConfig } from '@rln/chain';
import { NodeNotReadyError } from '@rln/core';
import { btcdArgs, btcdPaths, redactBtcdArgs } from './btcd-args';
import { exportChain, importChain } from './chain-snapshot';
import { resolveBtcdBinary } from './btcd-binary';
import { registerChild, unregisterChild } from './child-reaper';
import { freePort } from './free-port';
import { isAlive, readLogTail, sleep, waitUntil } from './process-utils';

export interface BtcdOptions {
  /** Everything btcd writes (chain, logs, rpc.cert, pid file) goes here. */
  readonly dataDir: string;
  /** btcd's --miningaddr: every `generate`d block pays its coinbase here. */
  readonly miningAddress: string;
  /** Picked free when omitted; kept across restart(). */
  readonly rpcPort?: number;
  readonly p2pPort?: number;
  /** RPC over TLS with btcd's self-signed rpc.cert; default false (--notls, loopback only). */
  readonly tls?: boolean;
  readonly rpcUser?: string;
  /** Random when omitted. */
  readonly rpcPassword?: string;
  /**
   * Leave btcd running after this process exits (the sandbox launcher). The pid is written
   * to <dataDir>/btcd.pid; stop it later with Btcd.stopDetached(dataDir).
   */
  readonly detached?: boolean;
  /** Defaults to the install-btcd.sh location. */
  readonly binaryPath?: string;
  readonly extraArgs?: readonly string[];
  /** How long to wait for the RPC server to answer. Default 30 s. */
  readonly startTimeoutMs?: number;
}

export interface BtcdRpcInfo {
  readonly url: string;
  readonly user: string;
  readonly password: string;
  /** Set when TLS is on: btcd's self-signed certificate, also its own CA. */
  readonly tlsCertPath?: string;
}

interface ResolvedOptions {
  readonly dataDir: string;
  readonly miningAddress: string;
  readonly rpcPort: number;
  readonly p2pPort: number;
  readonly tls: boolean;
  readonly rpcUser: string;
  readonly rpcPassword: string;
  readonly detached: boolean;
  readonly binaryPath: string;
  readonly extraArgs: readonly string[];
  readonly startTimeoutMs: number;
}

const STOP_TIMEOUT_MS = 15_000;

/** A regtest btcd process for tests and the sandbox. */
export class Btcd {
  private child: ChildProcess | undefined;
  private currentPid = 0;
  private rpcClient: BitcoinRpcClient | undefined;

  private constructor(private readonly options: ResolvedOptions) {}

  /** Starts btcd and resolves once its RPC server answers. */
  static async start(options: BtcdOptions): Promise<Btcd> {
    const rpcPort = options.rpcPort ?? (await freePort());
    let p2pPort = options.p2pPort ?? (await freePort());
    // Each port was released before the next was picked, so the OS may hand out the same one.
    while (options.p2pPort === undefined && p2pPort === rpcPort) p2pPort = await freePort();
    const btcd = new Btcd({
      dataDir: options.dataDir,
      miningAddress: options.miningAddress,
      rpcPort,
      p2pPort,
      tls: options.tls ?? false,
      rpcUser: options.rpcUser ?? 'rln',
      rpcPassword: options.rpcPassword ?? randomBytes(16).toString('hex'),
      detached: options.detached ?? false,
      binaryPath: options.binaryPath ?? resolveBtcdBinary(),
      extraArgs: options.extraArgs ?? [],
      startTimeoutMs: options.startTimeoutMs ?? 30_000,
    });
    await btcd.launch();
    return btcd;
  }

  /**
   * Stops a btcd started detached by another process, found through <dataDir>/btcd.pid.
   * Resolves false when none was running.
   */
  static async stopDetached(dataDir: string, timeoutMs = STOP_TIMEOUT_MS): Promise<boolean> {
    const pidFile = btcdPaths(dataDir).pidFile;
    if (!existsSync(pidFile)) return false;
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    rmSync(pidFile, { force: true });
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
    await terminate(pid, timeoutMs, () => !isAlive(pid));
    return true;
  }

  get pid(): number {
    return this.currentPid;
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  get rpcPort(): number {
    return this.options.rpcPort;
  }

  get p2pPort(): number {
    return this.options.p2pPort;
  }

  /** host:port for peers (LND's --bitcoin.node=btcd connects over RPC, not this). */
  get p2pAddress(): string {
    return `127.0.0.1:${this.options.p2pPort}`;
  }

  get miningAddress(): string {
    return this.options.miningAddress;
  }

  /** btcd's own stdout/stderr; btcd also keeps a rotated log in <dataDir>/logs. */
  get logFile(): string {
    return btcdPaths(this.options.dataDir).stdoutLog;
  }

  get rpc(): BtcdRpcInfo {
    const { tls, rpcPort, rpcUser, rpcPassword, dataDir } = this.options;
    return {
      url: `${tls ? 'https' : 'http'}://127.0.0.1:${rpcPort}`,
      user: rpcUser,
      password: rpcPassword,
      ...(tls ? { tlsCertPath: btcdPaths(dataDir).rpcCert } : {}),
    };
  }

  /** A shared client for this btcd (dialect fixed to btcd, TLS trust set up). */
  get client(): BitcoinRpcClient {
    this.rpcClient ??= this.newClient();
    return this.rpcClient;
  }

  /** A fresh client, e.g. with fewer retries to observe a stopped node quickly. */
  newClient(overrides: Partial<BitcoinRpcConfig> = {}): BitcoinRpcClient {
    const rpc = this.rpc;
    return new BitcoinRpcClient({
      url: rpc.url,
      user: rpc.user,
      password: rpc.password,
      dialect: 'btcd',
      ...(rpc.tlsCertPath ? { tlsCaCert: readFileSync(rpc.tlsCertPath) } : {}),
      ...overrides,
    });
  }

  /** Mines `blocks` blocks to the mining address; returns their hashes. */
  mine(blocks: number): Promise<string[]> {
    return this.client.generate(blocks);
  }

  isRunning(): boolean {
    if (this.child) return this.child.exitCode === null && this.child.signalCode === null;
    return this.currentPid > 0 && isAlive(this.currentPid);
  }

  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves once the process is gone. */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    this.rpcClient?.close();
    if (this.isRunning()) {
      await terminate(this.currentPid, timeoutMs, () => !this.isRunning());
    }
    unregisterChild(this.currentPid);
    rmSync(btcdPaths(this.options.dataDir).pidFile, { force: true });
    this.child = undefined;
  }

  /**
   * Same dataDir, ports and credentials. btcd wipes a regtest chain on start, so the blocks
   * and mempool are carried over RPC (see chain-snapshot.ts); `keepChain: false` skips that.
   */
  async restart(options: { readonly keepChain?: boolean } = {}): Promise<void> {
    const keep = (options.keepChain ?? true) && this.isRunning();
    const snapshot = keep ? await exportChain(this.client) : undefined;
    await this.stop();
    await this.launch();
    if (snapshot) await importChain(this.client, snapshot);
  }

  private async launch(): Promise<void> {
    const { dataDir, detached, binaryPath } = this.options;
    const paths = btcdPaths(dataDir);
    mkdirSync(dataDir, { recursive: true });
    // btcd creates a sample config with its own random credentials when the file is missing.
    if (!existsSync(paths.configFile)) writeFileSync(paths.configFile, '');
    const args = btcdArgs(this.options);
    const logFd = openSync(paths.stdoutLog, 'a');
    let child: ChildProcess;
    try {
      child = spawn(binaryPath, args, { detached, stdio: ['ignore', logFd, logFd] });
    } finally {
      closeSync(logFd);
    }
    const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
    child.on('error', () => undefined);
    if (child.pid === undefined) throw new Error(`could not start ${binaryPath}: ${(await spawnError).message}`);
    this.child = child;
    this.currentPid = child.pid;
    writeFileSync(paths.pidFile, `${child.pid}\n`);
    if (detached) child.unref();
    else registerChild(child.pid);

    try {
      await this.waitForRpc();
    } catch (err) {
      await this.stop(5_000).catch(() => undefined);
      const why = err instanceof Error ? err.message : String(err);
      throw new Error(
        `btcd did not start (${why}).\ncommand: ${binaryPath} ${redactBtcdArgs(args).join(' ')}\n` +
          `last lines of ${paths.stdoutLog}:\n${readLogTail(paths.stdoutLog, 20)}`,
      );
    }
  }

  private async waitForRpc(): Promise<void> {
    const { startTimeoutMs, tls, dataDir } = this.options;
    const deadline = Date.now() + startTimeoutMs;
    const certPath = btcdPaths(dataDir).rpcCert;
    while (Date.now() < deadline) {
      if (!this.isRunning()) throw new Error(`btcd exited early (code ${this.child?.exitCode ?? '?'})`);
      // With TLS, btcd writes rpc.cert just before its RPC server starts.
      if (!tls || existsSync(certPath)) {
        const probe = this.newClient({ retries: 0, timeoutMs: 2_000 });
        try {
          await probe.getBlockCount();
          return;
        } catch (err) {
          if (!(err instanceof NodeNotReadyError)) throw err;
        } finally {
          probe.close();
        }
      }
      await sleep(100);
    }
    throw new Error(`RPC at ${this.rpc.url} not answering after ${startTimeoutMs} ms`);
  }
}

async function terminate(pid: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  signal(pid, 'SIGTERM');
  if (await waitUntil(exited, timeoutMs)) return;
  signal(pid, 'SIGKILL');
  if (!(await waitUntil(exited, 5_000))) throw new Error(`btcd (pid ${pid}) did not exit after SIGKILL`);
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}
