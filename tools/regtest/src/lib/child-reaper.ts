import { spawn } from 'node:child_process';

/**
 * Keeps attached btcd processes from outliving the process that started them (a jest
 * worker, a test script). Two layers:
 * - on exit / SIGINT / SIGTERM of this process, SIGTERM every registered child;
 * - a tiny detached shell watchdog per child that also covers SIGKILL of this process
 *   (no handler runs then): once this process is gone it sends SIGTERM, then SIGKILL.
 */
const children = new Set<number>();
let handlersInstalled = false;

export function registerChild(pid: number): void {
  installHandlers();
  children.add(pid);
  startWatchdog(process.pid, pid);
}

export function unregisterChild(pid: number): void {
  children.delete(pid);
}

function terminateAll(): void {
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.clear();
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.once('exit', terminateAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      terminateAll();
      // Keep the default "die on signal" unless someone else handles it (e.g. a server's shutdown hook).
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

const WATCHDOG_SCRIPT = [
  'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 1; done',
  'kill -0 "$2" 2>/dev/null || exit 0',
  'kill -TERM "$2"; i=0',
  'while kill -0 "$2" 2>/dev/null && [ "$i" -lt 10 ]; do sleep 1; i=$((i+1)); done',
  'kill -KILL "$2" 2>/dev/null',
  'exit 0',
].join('\n');

function startWatchdog(parentPid: number, childPid: number): void {
  const watchdog = spawn('sh', ['-c', WATCHDOG_SCRIPT, 'btcd-watchdog', String(parentPid), String(childPid)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.on('error', () => undefined);
  watchdog.unref();
}
