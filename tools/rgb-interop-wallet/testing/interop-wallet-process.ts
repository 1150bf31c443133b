import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const CRATE = resolve(__dirname, '..');
const BUILD_SCRIPT = join(CRATE, 'build.sh');
/** Where build.sh installs the binary (RLN_INTEROP_WALLET overrides). */
const INSTALLED = join(CRATE, 'bin', 'rgb-interop-wallet');

/** One failed command: the wallet's `{"error", "code"}`, or why there was none. */
export class InteropWalletError extends Error {
  constructor(
    readonly command: string,
    /** rgb-lib's error variant (e.g. `InsufficientAssignments`), or the wallet's own code. */
    readonly code: string,
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`rgb-interop-wallet ${command}: ${code}: ${message}`);
    this.name = 'InteropWalletError';
  }
}

/** The installed binary, or a clear error telling how to build it. */
export function resolveInteropWalletBinary(env: NodeJS.ProcessEnv = process.env): string {
  const path = env['RLN_INTEROP_WALLET'] || INSTALLED;
  if (!existsSync(path)) {
    throw new Error(`rgb-interop-wallet not found at ${path}: run tools/rgb-interop-wallet/build.sh (reuses the rgb-lib addon's Rust build)`);
  }
  return path;
}

/** Runs build.sh (a no-op when the binary is newer than its sources) and returns the binary. */
export async function buildInteropWallet(timeoutMs = 40 * 60_000): Promise<string> {
  const run = await runProcess('bash', [BUILD_SCRIPT], timeoutMs);
  if (run.code !== 0) throw new Error(`${BUILD_SCRIPT} exited with ${run.code ?? run.signal}\n${run.stderr}`);
  return run.stdout.trim().split('\n').pop() ?? '';
}

interface ProcessRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs one wallet command (`args`: the global options, `command`, its options) and returns its
 * JSON object. Asynchronous on purpose: a test's Esplora
 * indexer serves HTTP from this same event loop, and rgb-lib in the child is calling it.
 */
export async function runInteropWallet(
  binary: string,
  command: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const run = await runProcess(binary, args, timeoutMs);
  const last = run.stdout.trim().split('\n').pop() ?? '';
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = JSON.parse(last) as Record<string, unknown>;
  } catch {
    parsed = undefined;
  }
  if (run.code === 0 && parsed && !('error' in parsed)) return parsed;
  if (parsed && typeof parsed['error'] === 'string') {
    throw new InteropWalletError(command, String(parsed['code'] ?? 'Unknown'), parsed['error'], run.code, run.stderr);
  }
  const why = run.signal ? `killed by ${run.signal}` : `exited with ${run.code} without a JSON result`;
  throw new InteropWalletError(command, 'NoResult', `${why}; stdout: ${run.stdout.trim()}`, run.code, run.stderr);
}

function runProcess(command: string, args: readonly string[], timeoutMs: number): Promise<ProcessRun> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}
