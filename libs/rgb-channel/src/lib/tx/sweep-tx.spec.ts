import { secp256k1 } from '@noble/curves/secp256k1';
import { DUST_SATS } from './shadow-commitment';
import { offeredHtlcScript, receivedHtlcScript, toRemoteScript, toLocalScript } from './shadow-scripts';
import { MIN_FEERATE_PER_KW, SWEEP_FLOOR_FEE_SATS } from './shadow-budget';
import { buildSweepTx, type SweepInput } from './sweep-tx';

const key = (n: number) => secp256k1.getPublicKey(new Uint8Array(32).fill(n), true);
const receive = Uint8Array.from([0x51, 0x20, ...key(9).slice(1)]);
const input = (sats: bigint, assets: bigint, path: SweepInput['path'] = 'remote'): SweepInput => ({
  txid: '11'.repeat(32),
  vout: 2,
  sats,
  assets,
  witnessScript: path === 'remote' ? toRemoteScript(key(1)) : toLocalScript(key(2), 144, key(3)),
  path,
  csv: path === 'delayed' ? 144 : path === 'remote' ? 1 : 0,
  secret: new Uint8Array(32).fill(1),
});

describe('sweeps of commitment outputs', () => {
  it('puts the OP_RETURN first and every sat less the fee on our output when it moves assets', () => {
    const { tx, assetMap, fee } = buildSweepTx([input(40_000n, 700n, 'delayed')], receive, 1_000n);
    expect(tx.outputsLength).toBe(2);
    expect(Buffer.from(tx.getOutput(0).script!).toString('hex')).toBe('6a');
    expect(tx.getOutput(1).amount).toBe(40_000n - fee);
    expect(assetMap).toEqual(new Map([[1, 700n]]));
    // The delayed path waits its CSV in nSequence; the weight of a one-input sweep is a few hundred WU.
    expect(tx.getInput(0).sequence).toBe(144);
    expect(fee).toBeGreaterThan(500n);
    expect(fee).toBeLessThan(900n);
  });

  it('lowers the rate to keep a small output above dust, down to the relay floor, and refuses below', () => {
    const small = buildSweepTx([input(1_000n, 300n)], receive, 1_000n);
    expect(small.tx.getOutput(1).amount).toBeGreaterThanOrEqual(DUST_SATS);
    expect(() => buildSweepTx([input(450n, 300n)], receive, 1_000n)).toThrow('relay floor');
  });

  it('an output without assets is swept without an OP_RETURN, and a revoked one without a lock', () => {
    const { tx, assetMap } = buildSweepTx([input(20_000n, 0n, 'revoked')], receive, 1_000n);
    expect(tx.outputsLength).toBe(1);
    expect(assetMap.size).toBe(0);
    expect(tx.getInput(0).sequence).toBe(0xffff_fffd);
  });
  it('every output the budget allows can be swept at the relay floor: the heaviest sweep (a revoked HTLC) fits SWEEP_FLOOR_FEE_SATS (monitor review #9)', () => {
    const keys = { revocationPubkey: key(4), localHtlcPubkey: key(5), remoteHtlcPubkey: key(6), paymentHash: new Uint8Array(32).fill(7) };
    for (const witnessScript of [offeredHtlcScript(keys), receivedHtlcScript({ ...keys, cltvExpiry: 499_999_999 }), toLocalScript(key(2), 0xffff, key(3))]) {
      const smallest: SweepInput = { txid: '11'.repeat(32), vout: 0, sats: DUST_SATS + SWEEP_FLOOR_FEE_SATS, assets: 5n, witnessScript, path: 'revoked-htlc', csv: 0, secret: new Uint8Array(32).fill(1), revocationPubkey: key(4) };
      const { fee, tx } = buildSweepTx([smallest], receive, MIN_FEERATE_PER_KW);
      expect(fee).toBeLessThanOrEqual(SWEEP_FLOOR_FEE_SATS);
      expect(tx.getOutput(1).amount).toBeGreaterThanOrEqual(DUST_SATS);
    }
  });
});
