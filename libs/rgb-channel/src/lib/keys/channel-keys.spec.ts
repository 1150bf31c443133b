import vectors from './testdata/rgb-channel-vectors.json';
import { basepointsOf, deriveChannelSecrets } from './channel-keys';
import { channelBlindingSecret, stateBlinding, type ColouredTx } from './state-blinding';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('asset channel keys and per-state blinding', () => {
  const root = bytes(vectors.root);
  const peerRoot = bytes(vectors.peerRoot);
  const channelId = bytes(vectors.channelId);

  it('derives the pinned secrets and basepoints (protocol vectors)', () => {
    const secrets = deriveChannelSecrets(root, channelId);
    expect(Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, hex(v)]))).toEqual(vectors.secrets);
    expect(Object.fromEntries(Object.entries(basepointsOf(secrets)).map(([k, v]) => [k, hex(v)]))).toEqual(vectors.basepoints);
  });

  it('gives every key of a channel a different value, and another channel other keys', () => {
    const secrets = Object.values(deriveChannelSecrets(root, channelId)).map(hex);
    expect(new Set(secrets).size).toBe(secrets.length);
    const other = deriveChannelSecrets(root, bytes('ff'.repeat(32)));
    expect(hex(other.fundingSecret)).not.toBe(vectors.secrets.fundingSecret);
  });

  it('refuses a root or channel id of the wrong length', () => {
    expect(() => deriveChannelSecrets(root.subarray(1), channelId)).toThrow('32 bytes');
    expect(() => deriveChannelSecrets(root, channelId.subarray(1))).toThrow('32 bytes');
  });

  it('both peers compute the same blinding secret, and the pinned blindings', () => {
    const mine = deriveChannelSecrets(root, channelId);
    const theirs = deriveChannelSecrets(peerRoot, channelId);
    const fromMe = channelBlindingSecret(mine.fundingSecret, basepointsOf(theirs).fundingPubkey);
    const fromPeer = channelBlindingSecret(theirs.fundingSecret, basepointsOf(mine).fundingPubkey);
    expect(hex(fromMe)).toBe(hex(fromPeer));
    expect(hex(fromMe)).toBe(vectors.channelBlindingSecret);
    for (const v of vectors.blindings) {
      const b = stateBlinding(fromMe, v.kind as ColouredTx, BigInt(v.commitmentNumber), v.index);
      expect({ blinding: b.blinding.toString(), nonce: b.nonce.toString() }).toEqual({ blinding: v.blinding, nonce: v.nonce });
    }
  });

  it('never repeats a blinding across states, kinds or HTLC positions', () => {
    const secret = bytes(vectors.channelBlindingSecret);
    const seen = new Set<string>();
    for (const kind of ['opener-commitment', 'acceptor-commitment', 'htlc-success', 'htlc-timeout', 'closing'] as const) {
      for (let n = 0n; n < 50n; n++) for (let i = 0; i < 4; i++) seen.add(stateBlinding(secret, kind, n, i).blinding.toString());
    }
    expect(seen.size).toBe(5 * 50 * 4);
    expect(() => stateBlinding(secret, 'closing', -1n)).toThrow('out of range');
    expect(() => stateBlinding(secret, 'closing', 0n, -1)).toThrow('out of range');
  });
});
