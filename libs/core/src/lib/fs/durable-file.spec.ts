import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDirectoryDurably, writeFileDurably } from './durable-file';
import { recordFsyncs } from '../../testing/fsync-recorder';

// What a test can prove: the syscalls are made in the order that makes the file durable
// (fsync of the data before the rename, fsync of the directory after it), the mode is right
// from the first byte, and no temporary file is left. Not that the disk honours fsync.

const freshDir = () => fs.mkdtempSync(join(tmpdir(), 'durable-'));

afterEach(() => jest.restoreAllMocks());

describe('writeFileDurably', () => {
  it('fsyncs the data before the rename and the directory after it', () => {
    const dir = freshDir();
    const path = join(dir, 'seed');
    const log = recordFsyncs();
    writeFileDurably(path, 'words\n', { mode: 0o600 });
    expect(log.steps).toEqual([`fsync ${path}.tmp`, `rename ${path}.tmp -> ${path}`, `fsync ${dir}`]);
  });

  it('writes the content with the mode even over a stale, wider temporary file, and leaves no temporary file', () => {
    const dir = freshDir();
    const path = join(dir, 'seed');
    fs.writeFileSync(`${path}.tmp`, 'half a seed from a crash', { mode: 0o644 });
    fs.writeFileSync(path, 'old');
    writeFileDurably(path, 'new content\n', { mode: 0o600 });
    expect(fs.readFileSync(path, 'utf8')).toBe('new content\n');
    expect(fs.statSync(path).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['seed']);
  });

  it('never writes through a symlink planted at the temporary name', () => {
    const dir = freshDir();
    const path = join(dir, 'seed');
    const elsewhere = join(freshDir(), 'stolen');
    fs.writeFileSync(elsewhere, 'untouched');
    fs.symlinkSync(elsewhere, `${path}.tmp`);
    writeFileDurably(path, 'secret\n', { mode: 0o600 });
    expect(fs.readFileSync(elsewhere, 'utf8')).toBe('untouched');
    expect(fs.lstatSync(path).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(path, 'utf8')).toBe('secret\n');
  });

  it('leaves the old file whole and no temporary file when a write fails', () => {
    const dir = freshDir();
    const path = join(dir, 'journal');
    fs.writeFileSync(path, 'old');
    jest.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => writeFileDurably(path, 'new', { mode: 0o600 })).toThrow(/no space/);
    expect(fs.readFileSync(path, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['journal']);
  });
});

describe('ensureDirectoryDurably', () => {
  it('fsyncs every directory it created and the parent of the first', () => {
    const root = freshDir();
    const log = recordFsyncs();
    ensureDirectoryDurably(join(root, 'a', 'b'));
    expect(log.steps).toEqual([`fsync ${root}`, `fsync ${join(root, 'a')}`, `fsync ${join(root, 'a', 'b')}`]);
    expect(fs.statSync(join(root, 'a', 'b')).mode & 0o777).toBe(0o700);
  });

  it('does nothing for a directory that exists', () => {
    const root = freshDir();
    const log = recordFsyncs();
    ensureDirectoryDurably(root);
    expect(log.steps).toEqual([]);
  });
});
