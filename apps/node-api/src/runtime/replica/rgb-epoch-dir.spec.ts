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

  it('the first epoch without an earlier copy or seed is an empty directory named for the epoch', () => {
    const dir = prepareRgbEpochDir(shared, 1n, null);
    expect(dir).toBe(join(shared, 'rgb-epoch-00000000000000000001'));
    expect(basename(dir)).toMatch(/^rgb-epoch-\d{20}$/);
    expect(readdirSync(dir)).toEqual([]);
    expect(readdirSync(shared)).toEqual(['rgb-epoch-00000000000000000001']);
  });

  it('a seed that does not exist counts as none', () => {
    const dir = prepareRgbEpochDir(shared, 1n, join(root, 'missing'));
    expect(readdirSync(dir)).toEqual([]);
  });

  it("the first epoch copies the seed (the node's rgb-lib directory from before replicas), nested files and all", () => {
    const files = { 'rgb_lib_db.sqlite': 'db', 'wallet/.rgb/stash.dat': 'stash', 'wallet/media/a/b.bin': 'media' };
    write(seed, files);
    const dir = prepareRgbEpochDir(shared, 5n, seed);
    expect(tree(dir)).toEqual(files);
    expect(tree(seed)).toEqual(files);
  });

  it('a later epoch copies the newest earlier epoch, not the seed, and leaves that one as it was', () => {
    write(seed, { 'seed-only': 'seed' });
    const first = prepareRgbEpochDir(shared, 9n, seed);
    write(first, { 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });

    const second = prepareRgbEpochDir(shared, 10n, seed);
    expect(basename(second)).toBe('rgb-epoch-00000000000000000010');
    expect(tree(second)).toEqual({ 'seed-only': 'seed', 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });

    // The new holder's writes stay in its own copy.
    write(second, { 'wallet/state': 'written by epoch 10', 'epoch-10-only': 'y' });
    rmSync(join(second, 'epoch-9-only'));
    expect(tree(first)).toEqual({ 'seed-only': 'seed', 'wallet/state': 'written by epoch 9', 'epoch-9-only': 'x' });
  });

  it('keeps only the two newest epoch directories', () => {
    const e1 = prepareRgbEpochDir(shared, 1n, null);
    write(e1, { f: '1' });
    const e2 = prepareRgbEpochDir(shared, 2n, null);
    write(e2, { f: '2' });
    const e3 = prepareRgbEpochDir(shared, 3n, null);
    expect(tree(e3)).toEqual({ f: '2' });
    expect(readdirSync(shared).sort()).toEqual(['rgb-epoch-00000000000000000002', 'rgb-epoch-00000000000000000003']);
    expect(existsSync(e1)).toBe(false);
  });

  it('does not copy from a later epoch (an old holder preparing late)', () => {
    write(prepareRgbEpochDir(shared, 4n, null), { f: '4' });
    write(prepareRgbEpochDir(shared, 8n, null), { f: '8' });
    const late = prepareRgbEpochDir(shared, 6n, null);
    expect(tree(late)).toEqual({ f: '4' });
    expect(tree(join(shared, 'rgb-epoch-00000000000000000008'))).toEqual({ f: '8' });
  });

  it('replaces a staging copy left by a crash', () => {
    write(prepareRgbEpochDir(shared, 1n, null), { f: 'epoch 1' });
    const staging = join(shared, 'rgb-epoch-00000000000000000002.copying');
    write(staging, { stale: 'half a copy', f: 'torn' });

    const dir = prepareRgbEpochDir(shared, 2n, null);
    expect(tree(dir)).toEqual({ f: 'epoch 1' });
    expect(existsSync(staging)).toBe(false);
    expect(readdirSync(shared).sort()).toEqual(['rgb-epoch-00000000000000000001', 'rgb-epoch-00000000000000000002']);
  });
});
