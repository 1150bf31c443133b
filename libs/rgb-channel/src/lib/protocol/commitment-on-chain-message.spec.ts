import { COMMITMENT_ON_CHAIN_TYPE, decodeCommitmentOnChain, encodeCommitmentOnChain, type CommitmentOnChain } from './commitment-on-chain-message';
import { MalformedMessage } from './wire-fields';
import { MESSAGE_TYPES } from './channel-messages';
import { OPEN_MESSAGE_TYPES } from './open-messages';

const message: CommitmentOnChain = {
  channelId: '0a'.repeat(32),
  txid: '1b'.repeat(32),
  holderPoint: `02${'33'.repeat(32)}`,
  state: {
    number: 12n,
    openerAssets: 650n,
    acceptorAssets: 280n,
    htlcs: [
      { id: 3n, offeredBy: 'opener', paymentHash: 'ab'.repeat(32), assetAmount: 50n, cltvExpiry: 800 },
      { id: 0n, offeredBy: 'acceptor', paymentHash: 'cd'.repeat(32), assetAmount: 20n, cltvExpiry: 812 },
    ],
    nextHtlcId: { opener: 4n, acceptor: 1n },
  },
};

describe('rgb_commitment_on_chain', () => {
  it('is an odd type of its own, and round-trips every field', () => {
    expect(COMMITMENT_ON_CHAIN_TYPE % 2).toBe(1);
    expect([...Object.values(MESSAGE_TYPES), ...Object.values(OPEN_MESSAGE_TYPES)]).not.toContain(COMMITMENT_ON_CHAIN_TYPE);
    expect(decodeCommitmentOnChain(encodeCommitmentOnChain(message))).toEqual(message);
    expect(decodeCommitmentOnChain(encodeCommitmentOnChain({ ...message, state: { ...message.state, htlcs: [] } })).state.htlcs).toEqual([]);
  });

  it('refuses anything malformed as MalformedMessage: every truncation, a bad point, a torn HTLC list', () => {
    const bytes = encodeCommitmentOnChain(message);
    for (let cut = 0; cut < bytes.length; cut++) {
      let error: unknown = null;
      try {
        decodeCommitmentOnChain(bytes.subarray(0, cut));
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(MalformedMessage);
    }
    expect(() => decodeCommitmentOnChain(encodeCommitmentOnChain({ ...message, holderPoint: `05${'33'.repeat(32)}` }))).toThrow(MalformedMessage);
    const torn = Buffer.from(bytes);
    // The HTLC list's length byte (type 12) sits before its 106 bytes: one byte less tears the last record.
    const at = torn.indexOf(Buffer.from([12, 106]));
    expect(at).toBeGreaterThan(0);
    const tornPayload = Buffer.concat([torn.subarray(0, at), Buffer.from([12, 105]), torn.subarray(at + 2, at + 2 + 105), torn.subarray(at + 2 + 106)]);
    expect(() => decodeCommitmentOnChain(tornPayload)).toThrow(MalformedMessage);
  });

  it('survives seeded mutations: every mutant decodes to a message that encodes back to itself, or is MalformedMessage', () => {
    const bytes = encodeCommitmentOnChain(message);
    let seed = 2026;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 3_000; i++) {
      const mutant = Buffer.from(bytes);
      for (let flips = 1 + (next() % 4); flips > 0; flips--) mutant[next() % mutant.length] = next() % 256;
      let decoded: CommitmentOnChain | null = null;
      try {
        decoded = decodeCommitmentOnChain(mutant);
      } catch (err) {
        expect(err).toBeInstanceOf(MalformedMessage);
      }
      if (decoded) expect(decodeCommitmentOnChain(encodeCommitmentOnChain(decoded))).toEqual(decoded);
    }
  });
});
