import vectors from './testdata/rgb-channel-vectors.json';
import { basepointsOf, deriveChannelSecrets } from './channel-keys';
import { channelBlindingSecret, stateBlinding, type ColouredTx } from './state-blinding';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('asset channel keys and per-state blinding', () => {
  const root = bytes(vectors.root);
  const peerRoot = bytes(vectors.peerRoot);
  const keyIndex = BigInt(vectors.keyIndex);
  const peerKeyIndex = BigInt(vectors.peerKeyIndex);

  it('derives the pinned secrets and basepoints (protocol vectors)', () => {
    const secrets = deriveChannelSecrets(root, keyIndex);
    expect(Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, hex(v)]))).toEqual(vectors.secrets);
    expect(Object.fromEntries(Object.entries(basepointsOf(secrets)).map(([k, v]) => [k, hex(v)]))).toEqual(vectors.basepoints);
  });

  it('gives every key of a channel a different value, and every key index its own keys (no seed reuse across channels: F4)', () => {
    const secrets = Object.values(deriveChannelSecrets(root, keyIndex)).map(hex);
    expect(new Set(secrets).size).toBe(secrets.length);
    const seeds = new Set([0n, 1n, 2n, keyIndex, 2n ** 64n - 1n].map((i) => hex(deriveChannelSecrets(root, i).commitmentSeed)));
    expect(seeds.size).toBe(5);
  });

  it('refuses a root of the wrong length or a key index outside u64', () => {
    expect(() => deriveChannelSecrets(root.subarray(1), keyIndex)).toThrow('32 bytes');
    expect(() => deriveChannelSecrets(root, -1n)).toThrow('u64');
    expect(() => deriveChannelSecrets(root, 2n ** 64n)).toThrow('u64');
  });

  it('both peers compute the same blinding secret, and the pinned blindings', () => {
    const mine = deriveChannelSecrets(root, keyIndex);
    const theirs = deriveChannelSecrets(peerRoot, peerKeyIndex);
    const fromMe = channelBlindingSecret(mine.fundingSecret, basepointsOf(theirs).fundingPubkey);
    const fromPeer = channelBlindingSecret(theirs.fundingSecret, basepointsOf(mine).fundingPubkey);
    expect(hex(fromMe)).toBe(hex(fromPeer));
    expect(hex(fromMe)).toBe(vectors.channelBlindingSecret);
    for (const v of vectors.blindings) {
      const b = stateBlinding(fromMe, v.kind as ColouredTx, BigInt(v.commitmentNumber), v.index);
      expect({ blinding: b.blinding.toString(), nonce: b.nonce.toString() }).toEqual({ blinding: v.blinding, nonce: v.nonce });
    }
  });

  it('never repeats a blinding across states, kinds (holders included) or HTLC positions', () => {
    const secret = bytes(vectors.channelBlindingSecret);
    const kinds: ColouredTx[] = ['opener-commitment', 'acceptor-commitment', 'opener-htlc-success', 'opener-htlc-timeout', 'acceptor-htlc-success', 'acceptor-htlc-timeout', 'closing'];
    const seen = new Set<string>();
    for (const kind of kinds) {
      for (let n = 0n; n < 50n; n++) for (let i = 0; i < 4; i++) seen.add(stateBlinding(secret, kind, n, i).blinding.toString());
    }
    expect(seen.size).toBe(kinds.length * 50 * 4);
    expect(() => stateBlinding(secret, 'closing', -1n)).toThrow('out of range');
    expect(() => stateBlinding(secret, 'closing', 0n, -1)).toThrow('out of range');
  });
});
