import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

/** Starts tools/esplora-indexer detached and waits for the URL it prints. */
export async function startIndexerProcess(
  dir: string,
  rpc: { url: string; user: string; password: string },
  timeoutMs = 60_000,
): Promise<{ pid: number; url: string; logPath: string }> {
  const outPath = join(dir, 'indexer.url');
  const logPath = join(dir, 'indexer.log');
  const out = openSync(outPath, 'w');
  const log = openSync(logPath, 'a');
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(
    process.execPath,
    ['-r', join(REPO_ROOT, 'tools', 'register.js'), join(REPO_ROOT, 'tools', 'esplora-indexer', 'src', 'main.ts'),
      '--rpc-url', rpc.url, '--rpc-user', rpc.user, '--rpc-pass', rpc.password],
    { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', out, log] },
  );
  closeSync(out);
  closeSync(log);
  child.unref();
  const pid = child.pid ?? 0;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const url = existsSync(outPath) ? readFileSync(outPath, 'utf8').trim() : '';
    if (url) return { pid, url, logPath };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the indexer did not start; see ${logPath}`);
}
