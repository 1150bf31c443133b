import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readProc } from './proc-reading';

/** One start of a node, from spawn to ready, then a few requests and a clean stop. */
export interface StartSample {
  /** Spawn → first 200 from /api/v1/healthz (HTTP is up; every component built). */
  readonly healthzMs: number;
  /** Spawn → first 200 from /api/v1/readyz (database, chain, wallet, LDK, P2P, rgb-lib online). */
  readonly readyzMs: number;
  /** CPU the node process used until ready (its embedded PostgreSQL server not counted). */
  readonly cpuToReadyS: number;
  readonly rssReadyMiB: number;
  /** After `requests` rounds of GET status, payments and node_id, and every 10th round /docs-json. */
  readonly rssAfterRequestsMiB: number;
  readonly peakRssMiB: number;
}

export interface StartOptions {
  readonly cwd: string;
  readonly nodeArgs: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly baseUrl: string;
  readonly logPath: string;
  /** Without a token no requests are made (the first start, before a token exists). */
  readonly token: string | null;
  readonly requests: number;
  readonly timeoutMs: number;
}

export async function measureStart(options: StartOptions): Promise<StartSample> {
  const log = openSync(options.logPath, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...options.nodeArgs], { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exit = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  let exited: number | null | undefined;
  void exit.then((code) => (exited = code));
  const pid = child.pid as number;
  try {
    const deadline = started + options.timeoutMs;
    const until = async (path: string, pollMs: number) => {
      for (;;) {
        if (exited !== undefined) throw new Error(`the node exited with code ${exited} before ${path} answered; see ${options.logPath}`);
        if (performance.now() > deadline) throw new Error(`${path} did not answer within ${options.timeoutMs} ms; see ${options.logPath}`);
        if ((await status(`${options.baseUrl}${path}`)) === 200) return performance.now() - started;
        await sleep(pollMs);
      }
    };
    const healthzMs = await until('/api/v1/healthz', 20);
    const readyzMs = await until('/api/v1/readyz', 50);
    const ready = readProc(pid);

    if (options.token !== null) {
      const headers = { Authorization: `Bearer ${options.token}` };
      for (let i = 0; i < options.requests; i++) {
        for (const path of ['/api/v1/status', '/api/v1/payments?limit=10', '/api/v1/node_id', ...(i % 10 === 0 ? ['/docs-json'] : [])]) {
          const res = await fetch(`${options.baseUrl}${path}`, { headers });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}; see ${options.logPath}`);
        }
      }
    }
    const after = readProc(pid);
    return { healthzMs, readyzMs, cpuToReadyS: ready.cpuS, rssReadyMiB: ready.rssMiB, rssAfterRequestsMiB: after.rssMiB, peakRssMiB: after.peakRssMiB };
  } finally {
    if (exited === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exit;
      clearTimeout(timer);
    }
  }
}

async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
