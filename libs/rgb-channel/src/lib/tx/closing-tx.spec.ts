import { Script } from '@scure/btc-signer';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { initialState } from '../protocol/asset-state';
import { buildClosingTx, closingFee } from './closing-tx';
import type { ShadowChannel } from './shadow-commitment';

const channel: ShadowChannel = {
  fundingTxid: 'a1'.repeat(32),
  fundingVout: 0,
  basepoints: { opener: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(1), 0n)), acceptor: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(2), 0n)) },
  budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 253n, toSelfDelay: 144 },
};
const P2WSH = { opener: `0020${'0a'.repeat(32)}`, acceptor: `0020${'0b'.repeat(32)}` };
const P2WPKH = { opener: `0014${'0a'.repeat(20)}`, acceptor: `0014${'0b'.repeat(20)}` };
// Two x-only keys on the curve (G and 2G): scure refuses a taproot output that is not.
const P2TR = { opener: '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', acceptor: '5120c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5' };

describe('the cooperative closing transaction', () => {
  it.each([
    ['P2WSH', P2WSH],
    ['P2WPKH', P2WPKH],
    ['P2TR', P2TR],
  ])('pays at least the minimum relay rate once signed and coloured (%s outputs, review C1)', (_name, scripts) => {
    for (const state of [initialState(1_000n), { ...initialState(1_000n), openerAssets: 600n, acceptorAssets: 400n }]) {
      const { tx, assetMap, witnessScript } = buildClosingTx(channel, state, scripts);
      // What goes on chain: the OP_RETURN filled, the 2-of-2 witness with two 72-byte DER signatures.
      const signed = tx.clone();
      signed.updateOutput(0, { script: Script.encode(['RETURN', new Uint8Array(32)]) });
      signed.updateInput(0, { finalScriptWitness: [new Uint8Array(0), new Uint8Array(73), new Uint8Array(73), witnessScript] }, true);
      const feerate = (closingFee(signed) * 1000n) / BigInt(signed.weight);
      expect(feerate).toBeGreaterThanOrEqual(253n);
      expect([...assetMap.values()].reduce((a, b) => a + b, 0n)).toBe(1_000n);
    }
  });

  it('puts the OP_RETURN first, before the taproot receive scripts, and the assets at their owners\' outputs', () => {
    const { tx, assetMap } = buildClosingTx(channel, { ...initialState(1_000n), openerAssets: 600n, acceptorAssets: 400n }, P2TR);
    expect(Buffer.from(tx.getOutput(0).script!).toString('hex')).toBe('6a');
    const paid = (side: 'opener' | 'acceptor') => [...assetMap].find(([vout]) => Buffer.from(tx.getOutput(vout).script!).toString('hex') === P2TR[side])?.[1];
    expect([paid('opener'), paid('acceptor')]).toEqual([600n, 400n]);
  });

  it('refuses a state with a live HTLC', () => {
    const state = { ...initialState(1_000n), openerAssets: 900n, htlcs: [{ id: 0n, offeredBy: 'opener' as const, paymentHash: '00'.repeat(32), assetAmount: 100n, cltvExpiry: 900 }] };
    expect(() => buildClosingTx(channel, state, P2WSH)).toThrow('no HTLC');
  });
});
