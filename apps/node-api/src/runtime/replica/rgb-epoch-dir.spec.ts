import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { prepareRgbEpochDir } from './rgb-epoch-dir';

/** Every file under `dir`, relative path → content. */
function tree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, tree(join(dir, entry.name), rel));
    else out[rel] = readFileSync(join(dir, entry.name), 'utf8');
  }
  return out;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const path = join(dir, rel);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
  }
}

/** Never recorded, nothing in the database: the first replicas of a new node. */
const fresh = (seedFrom: string | null = null) => ({ recorded: null, seedFrom, hasRgbState: false });

describe('prepareRgbEpochDir', () => {
  let root: string;
  let shared: string;
  let seed: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'rln-rgb-epoch-'));
    shared = join(root, 'shared', 'rgb');
    seed = join(root, 'data', 'rgb-lib');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('the first epoch without an earlier copy or seed is an empty directory named for the epoch', async () => {
    const dir = await prepareRgbEpochDir(shared, 1n, fresh());
    expect(dir).toBe(join(shared, 'rgb-epoch-00000000000000000001'));
    expect(basename(dir)).toMatch(/^rgb-epoch-\d{20}$/);
    expect(readdirSync(dir)).toEqual([]);
    expect(readdirSync(shared)).toEqual(['rgb-epoch-00000000000000000001']);
  });

  it('a seed that does not exist counts as none', async () => {
    const dir = await prepareRgbEpochDir(shared, 1n, fresh(join(root, 'missing')));
    expect(readdirSync(dir)).toEqual([]);
  });

  it("the first epoch copies the seed (the node's rgb-lib directory from before replicas), nested files and all", async () => {
    const files = { 'rgb_lib_db.sqlite': 'db', 'wallet/.rgb/stash.dat': 'stash', 'wallet/media/a/b.bin': 'media' };
    write(seed, files);
    const dir = await prepareRgbEpochDir(shared, 5n, fresh(seed));
    expect(tree(dir)).toEqual(files);
    expect(tree(seed)).toEqual(files);
  });

  it('a later epoch copies the newest earlier epoch, not the seed, and leaves that one as it was', async () => {
    write(seed, { 'seed-only': 'seed' });
    const first = await prepareRgbEpochDir(shared, 9n, fresh(seed));
    write(first, { 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });

    const second = await prepareRgbEpochDir(shared, 10n, fresh(seed));
    expect(basename(second)).toBe('rgb-epoch-00000000000000000010');
    expect(tree(second)).toEqual({ 'seed-only': 'seed', 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });

    // The new holder's writes stay in its own copy.
    write(second, { 'wallet/state': 'written by epoch 10', 'epoch-10-only': 'y' });
    rmSync(join(second, 'epoch-9-only'));
    expect(tree(first)).toEqual({ 'seed-only': 'seed', 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });
  });

  it('keeps only the copy taken and its source', async () => {
    const e1 = await prepareRgbEpochDir(shared, 1n, fresh());
    write(e1, { f: '1' });
    const e2 = await prepareRgbEpochDir(shared, 2n, fresh());
    write(e2, { f: '2' });
    const e3 = await prepareRgbEpochDir(shared, 3n, fresh());
    expect(tree(e3)).toEqual({ f: '2' });
    expect(readdirSync(shared).sort()).toEqual(['rgb-epoch-00000000000000000002', 'rgb-epoch-00000000000000000003']);
    expect(existsSync(e1)).toBe(false);
  });

  it('never recorded: does not copy from a later epoch (an old holder preparing late)', async () => {
    write(await prepareRgbEpochDir(shared, 4n, fresh()), { f: '4' });
    write(await prepareRgbEpochDir(shared, 8n, { recorded: 4n, seedFrom: null, hasRgbState: false }), { f: '8' });
    const late = await prepareRgbEpochDir(shared, 6n, fresh());
    expect(tree(late)).toEqual({ f: '4' });
  });

  it("copies the recorded epoch, not the newest directory (a copy a crashed promotion left is no one's)", async () => {
    write(await prepareRgbEpochDir(shared, 1n, fresh()), { f: 'used by epoch 1' });
    write(await prepareRgbEpochDir(shared, 2n, { recorded: 1n, seedFrom: null, hasRgbState: true }), { f: 'never used' });
    const dir = await prepareRgbEpochDir(shared, 3n, { recorded: 1n, seedFrom: null, hasRgbState: true });
    expect(tree(dir)).toEqual({ f: 'used by epoch 1' });
  });

  it('refuses when the recorded copy is missing (the shared directory not mounted)', async () => {
    await expect(prepareRgbEpochDir(shared, 3n, { recorded: 2n, seedFrom: seed, hasRgbState: true })).rejects.toThrow(/rgb-epoch-00000000000000000002.*mounted/);
  });

  it('refuses to start rgb-lib empty when the database holds RGB records', async () => {
    await expect(prepareRgbEpochDir(shared, 1n, { recorded: null, seedFrom: join(root, 'missing'), hasRgbState: true })).rejects.toThrow(/holds RGB records/);
  });

  it('replaces a staging copy left by a crash', async () => {
    write(await prepareRgbEpochDir(shared, 1n, fresh()), { f: 'epoch 1' });
    const staging = join(shared, 'rgb-epoch-00000000000000000002.copying');
    write(staging, { stale: 'half a copy', f: 'torn' });

    const dir = await prepareRgbEpochDir(shared, 2n, fresh());
    expect(tree(dir)).toEqual({ f: 'epoch 1' });
    expect(existsSync(staging)).toBe(false);
    expect(readdirSync(shared).sort()).toEqual(['rgb-epoch-00000000000000000001', 'rgb-epoch-00000000000000000002']);
  });
});
