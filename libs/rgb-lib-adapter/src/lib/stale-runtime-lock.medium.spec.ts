import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { RgbLibEngine } from './rgb-lib.engine';

jest.setTimeout(120_000);

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} still waiting after ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * rgb-lib 0.3 guards a wallet's RGB runtime with a lock file it creates for the length of each
 * call (`<wallet dir>/rgb_runtime.lock`, create_new) and waits up to an hour for it in release
 * builds. A process killed inside any rgb-lib call leaves the file behind, so the next start's
 * open waited that hour (found by the kill -9 soak, tools/soak: the restarted node never answered
 * HTTP). The engine owns its data directory alone, so a lock there before it opens is stale.
 */
describe('RgbLibEngine.open after a kill -9 inside an rgb-lib call', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-stale-lock-'));
  const mnemonic = generateMnemonic(wordlist, 256);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('removes the runtime lock the dead process left, says so, and opens the wallet', async () => {
    const first = new RgbLibEngine({ dataDir: dir, network: 'regtest', mnemonic: () => mnemonic });
    const keys = await first.open();
    await first.close();
    const lock = join(dir, keys.masterFingerprint, 'rgb_runtime.lock');
    writeFileSync(lock, '');

    const stale: string[] = [];
    const second = new RgbLibEngine({ dataDir: dir, network: 'regtest', mnemonic: () => mnemonic, onStaleLock: (path) => stale.push(path) });
    expect(await within(second.open(), 30_000, 'open')).toMatchObject({ masterFingerprint: keys.masterFingerprint });
    expect(stale).toEqual([lock]);
    expect(existsSync(lock)).toBe(false);
    // rgb-lib takes and drops the lock again on every call: a later call still works.
    expect(await within(second.listAssets(), 30_000, 'listAssets')).toEqual([]);
    await second.close();
  });

  it('opens on a later attempt after an open that failed, though rgb-lib kept its lock from the failure', async () => {
    const first = new RgbLibEngine({ dataDir: dir, network: 'regtest', mnemonic: () => mnemonic });
    const keys = await first.open();
    await first.close();
    const stash = join(dir, keys.masterFingerprint, 'rgb', 'stash.dat');
    const intact = readFileSync(stash);
    // A stock rgb-lib cannot load: its open fails after taking the runtime lock, and keeps it. Without
    // the addon's snapshot (stock-restore.medium.spec.ts) nothing can put it back, so open refuses.
    rmSync(join(dir, keys.masterFingerprint, 'addon-stock-snapshot'), { recursive: true, force: true });
    writeFileSync(stash, intact.subarray(0, 8));
    const stale: string[] = [];
    const engine = new RgbLibEngine({ dataDir: dir, network: 'regtest', mnemonic: () => mnemonic, onStaleLock: (path) => stale.push(path) });
    await expect(within(engine.open(), 30_000, 'the failing open')).rejects.toThrow(/end of file[\s\S]*no snapshot/);
    expect(existsSync(join(dir, keys.masterFingerprint, 'rgb_runtime.lock'))).toBe(true);

    writeFileSync(stash, intact);
    expect(await within(engine.open(), 30_000, 'the open after it')).toMatchObject({ masterFingerprint: keys.masterFingerprint });
    expect(stale).toEqual([join(dir, keys.masterFingerprint, 'rgb_runtime.lock')]);
    await engine.close();
  });
});
