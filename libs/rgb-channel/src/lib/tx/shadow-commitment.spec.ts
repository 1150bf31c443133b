import { createHash } from 'node:crypto';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { applyChanges, initialState, type AssetState, type Side } from '../protocol/asset-state';
import { unsignedTxid } from './commitment-tx';
import { buildShadowCommitment, commitmentWeight, type ShadowChannel } from './shadow-commitment';

const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(5), 5n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(6), 6n) };
const channel: ShadowChannel = {
  fundingTxid: 'aa'.repeat(32),
  fundingVout: 1,
  basepoints: { opener: basepointsOf(secrets.opener), acceptor: basepointsOf(secrets.acceptor) },
  budget: { fundingSats: 20_000n, assetOutputSats: 1_000n, htlcOutputSats: 2_000n, feeratePerKw: 253n, toSelfDelay: 144 },
};
const point = (side: Side, n: bigint) => perCommitmentPoint(perCommitmentSecret(secrets[side].commitmentSeed, secretIndexOf(n)));
const policy = { assetReserve: 0n, maxHtlcs: 4, minExpiryDelta: 0, maxExpiryDelta: 10_000 };
const hash = (label: string) => createHash('sha256').update(label).digest('hex');

/** 1,000 units with 300 of them in an HTLC the opener offered. */
function withHtlcs(): AssetState {
  return applyChanges(initialState(1_000n), [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: hash('a'), assetAmount: 300n, cltvExpiry: 700 } }], 'opener', policy, 500);
}

describe('shadow commitments built from a state', () => {
  it('is deterministic: the same inputs give the same bytes, another number or point another txid', () => {
    const state = initialState(1_000n);
    const a = buildShadowCommitment(channel, 'acceptor', state, point('acceptor', 0n));
    const b = buildShadowCommitment(channel, 'acceptor', state, point('acceptor', 0n));
    expect(Buffer.from(a.tx.unsignedTx)).toEqual(Buffer.from(b.tx.unsignedTx));
    expect(unsignedTxid(buildShadowCommitment(channel, 'acceptor', { ...state, number: 1n }, point('acceptor', 1n)).tx)).not.toBe(unsignedTxid(a.tx));
  });

  it("pays the assets to the holder's delayed output and the peer's output, HTLCs on their own outputs, and keeps the budget", () => {
    const moved = applyChanges(withHtlcs(), [{ kind: 'add', htlc: { id: 1n, offeredBy: 'opener', paymentHash: hash('y'), assetAmount: 100n, cltvExpiry: 701 } }], 'opener', policy, 500);
    for (const holder of ['opener', 'acceptor'] as const) {
      const built = buildShadowCommitment(channel, holder, moved, point(holder, moved.number));
      const total = [...built.assetMap.values()].reduce((x, y) => x + y, 0n);
      expect(total).toBe(1_000n);
      expect(built.outputs.filter((o) => o.kind === 'htlc').map((o) => o.assets).sort()).toEqual([100n, 300n]);
      expect(built.outputs.filter((o) => o.kind === 'anchor')).toHaveLength(2);
      // The acceptor holds no assets yet: it has no balance output at all.
      expect(built.outputs.find((o) => o.kind === (holder === 'acceptor' ? 'to_local' : 'to_remote'))).toBeUndefined();
      let sats = 0n;
      for (let i = 0; i < built.tx.outputsLength; i++) sats += built.tx.getOutput(i).amount!;
      expect(channel.budget.fundingSats - sats).toBe((channel.budget.feeratePerKw * commitmentWeight(2)) / 1000n);
    }
  });

  it("the opener's and the acceptor's commitments of one state differ (each holder's delayed output is its own)", () => {
    const state = { ...initialState(1_000n), openerAssets: 600n, acceptorAssets: 400n };
    const opener = buildShadowCommitment(channel, 'opener', state, point('opener', 0n));
    const acceptor = buildShadowCommitment(channel, 'acceptor', state, point('acceptor', 0n));
    expect(unsignedTxid(opener.tx)).not.toBe(unsignedTxid(acceptor.tx));
    expect(opener.outputs.find((o) => o.kind === 'to_local')?.assets).toBe(600n);
    expect(acceptor.outputs.find((o) => o.kind === 'to_local')?.assets).toBe(400n);
  });

  it('refuses a state the budget cannot pay for', () => {
    const small = { ...channel, budget: { ...channel.budget, fundingSats: 2_000n } };
    expect(() => buildShadowCommitment(small, 'opener', withHtlcs(), point('opener', 1n))).toThrow('shadow budget');
  });
});
