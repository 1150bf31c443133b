import { mkdtempSync, statSync, readFileSync, chmodSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { HDKey } from '@scure/bip32';
import { recordFsyncs } from '@rln/core/testing';
import { NodeSeed } from './node-seed';
import { loadOrCreateSeed, SEED_FILE_NAME } from './seed-file';

// BIP39 test vector (all-"abandon" with "art") so derivations stay stable across releases.
const VECTOR = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art';

describe('NodeSeed', () => {
  it('derives a stable compressed node id from the mnemonic', () => {
    const a = NodeSeed.fromMnemonic(VECTOR);
    const b = NodeSeed.fromMnemonic(`  ${VECTOR.replace(/ /g, '   ')} `);
    expect(a.nodeId()).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(b.nodeId()).toBe(a.nodeId());
  });

  it('node id is the public key of master(lightningSeed)/0h, as LDK KeysManager derives it', () => {
    const seed = NodeSeed.fromMnemonic(VECTOR);
    const nodeSecret = HDKey.fromMasterSeed(seed.lightningSeed()).derive("m/0'").privateKey!;
    expect(bytesToHex(secp256k1.getPublicKey(nodeSecret, true))).toBe(seed.nodeId());
  });

  it('the node secret key is the node id\'s; the asset channel root is apart from the Lightning seed', () => {
    const seed = NodeSeed.fromMnemonic(VECTOR);
    expect(bytesToHex(secp256k1.getPublicKey(seed.nodeSecretKey(), true))).toBe(seed.nodeId());
    expect(seed.rgbChannelRoot()).toHaveLength(32);
    expect(bytesToHex(seed.rgbChannelRoot())).not.toBe(bytesToHex(seed.lightningSeed()));
    // Pinned (m/9735'/1' of the BIP39 vector): a change would orphan every stored asset channel's keys.
    expect(bytesToHex(seed.rgbChannelRoot())).toBe('f88e73c661bec02deb1d50ac37d3ac1c52bc47dfa4063d8e7b026154fd2e1fec');
  });

  it('gives different nodes different ids', () => {
    expect(NodeSeed.generate().nodeId()).not.toBe(NodeSeed.generate().nodeId());
  });

  it('rejects an invalid mnemonic', () => {
    expect(() => NodeSeed.fromMnemonic('abandon abandon')).toThrow(/not a valid BIP39/);
  });
});

describe('loadOrCreateSeed', () => {
  it('creates the seed with mode 0600 once, then reloads the same one', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'seed-')), 'node');
    const first = loadOrCreateSeed(dir);
    const path = join(dir, SEED_FILE_NAME);
    expect(first.created).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim().split(' ')).toHaveLength(24);
    const second = loadOrCreateSeed(dir);
    expect(second.created).toBe(false);
    expect(second.seed.nodeId()).toBe(first.seed.nodeId());
  });

  it('makes a new seed durable: the file fsync\'d before its rename, the data directory and its parent after', () => {
    // What this proves: the calls are made, in that order. Not that the disk honours them.
    const parent = mkdtempSync(join(tmpdir(), 'seed-'));
    const dir = join(parent, 'node');
    const path = join(dir, SEED_FILE_NAME);
    const log = recordFsyncs();
    try {
      loadOrCreateSeed(dir);
    } finally {
      jest.restoreAllMocks();
    }
    expect(log.steps).toEqual([`fsync ${parent}`, `fsync ${dir}`, `fsync ${path}.tmp`, `rename ${path}.tmp -> ${path}`, `fsync ${dir}`]);
    expect(readdirSync(dir)).toEqual([SEED_FILE_NAME]);
  });

  it('tightens a seed file readable by others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    loadOrCreateSeed(dir);
    chmodSync(join(dir, SEED_FILE_NAME), 0o644);
    const warnings: string[] = [];
    loadOrCreateSeed(dir, (m) => warnings.push(m));
    expect(statSync(join(dir, SEED_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(warnings[0]).toMatch(/tightened to 600/);
  });
});
