import { createHash } from 'node:crypto';
import { Script, type Transaction } from '@scure/btc-signer';
import { HashColouring } from '../../testing/hash-colouring';
import { TEST_POLICY } from '../../testing/signed-pair';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { channelBlindingSecret, type StateBlinding } from '../keys/state-blinding';
import { applyChanges, initialState, type AssetState } from '../protocol/asset-state';
import { buildHtlcTx } from './htlc-tx';
import { checkShadowBudget } from './shadow-budget';
import { buildShadowCommitment, type ShadowBudget, type ShadowChannel } from './shadow-commitment';
import { ShadowCommitmentSigning } from './shadow-commitment-signing';
import type { ColourOptions, ShadowColouring } from './shadow-colouring.port';

const budget: ShadowBudget = { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 };
const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(3), 1n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(4), 1n) };
const channel: ShadowChannel = { fundingTxid: 'dd'.repeat(32), fundingVout: 0, basepoints: { opener: basepointsOf(secrets.opener), acceptor: basepointsOf(secrets.acceptor) }, budget };
const hash = (label: string) => createHash('sha256').update(label).digest('hex');

describe('the shadow budget (review X1, X2)', () => {
  it('accepts a budget that carries the policy, and then every state the protocol accepts builds', async () => {
    expect(() => checkShadowBudget(budget, TEST_POLICY)).not.toThrow();
    const policy = { ...TEST_POLICY, assetReserve: 0n, minExpiryDelta: 0 };
    let state: AssetState = initialState(1_000n);
    for (let i = 0; i < policy.maxHtlcs; i++) {
      const side = i % 2 === 0 ? 'opener' : 'acceptor';
      if (side === 'acceptor' && state.acceptorAssets === 0n) state = { ...state, openerAssets: state.openerAssets - 100n, acceptorAssets: 100n };
      state = applyChanges(state, [{ kind: 'add', htlc: { id: state.nextHtlcId[side], offeredBy: side, paymentHash: hash(`h${i}`), assetAmount: 10n, cltvExpiry: 700 + i } }], side, policy, 500);
      for (const holder of ['opener', 'acceptor'] as const) {
        const point = perCommitmentPoint(perCommitmentSecret(secrets[holder].commitmentSeed, secretIndexOf(state.number)));
        expect(() => buildShadowCommitment(channel, holder, state, point)).not.toThrow();
      }
    }
  });

  it.each([
    ['more HTLCs than the shadow output can carry (the reviewer\'s 20)', budget, { maxHtlcs: 20 }, 'cannot carry 20 HTLCs'],
    ['a feerate nobody relays', { ...budget, feeratePerKw: 250n }, {}, 'at least 253'],
    ['a one-block to_self_delay', { ...budget, toSelfDelay: 1 }, {}, 'to_self_delay'],
    ['dust on the acceptor\'s asset output', { ...budget, assetOutputSats: 100n }, {}, 'asset-bearing output'],
    ['an asset output above dust that its sweep at the relay floor would take under it (monitor review #9)', { ...budget, assetOutputSats: 500n }, {}, 'its sweep at the relay floor'],
    ['an HTLC output that cannot pay its second stage', { ...budget, htlcOutputSats: 1_500n }, {}, 'second stage'],
  ])('refuses %s', async (_name, b, policyPatch, message) => {
    expect(() => checkShadowBudget(b, { ...TEST_POLICY, ...policyPatch })).toThrow(message);
  });
});

describe('HTLC second stages', () => {
  const base = {
    commitmentTxid: 'ee'.repeat(32),
    vout: 3,
    htlcSats: 3_000n,
    cltvExpiry: 812,
    revocationPubkey: channel.basepoints.opener.revocationBasepoint,
    holderDelayedPubkey: channel.basepoints.opener.delayedPaymentBasepoint,
    holderFundingPubkey: channel.basepoints.opener.fundingPubkey,
    toSelfDelay: 144,
    feeratePerKw: 1_000n,
    assets: 40n,
  };

  it('HTLC-timeout waits for the expiry in nLockTime, HTLC-success does not; both spend with nSequence 1 (anchors)', async () => {
    const timeout = buildHtlcTx({ ...base, kind: 'timeout' }).tx;
    const success = buildHtlcTx({ ...base, kind: 'success' }).tx;
    expect(timeout.lockTime).toBe(812);
    expect(success.lockTime).toBe(0);
    for (const tx of [timeout, success]) {
      expect(tx.getInput(0)).toMatchObject({ index: 3, sequence: 1 });
      expect(tx.outputsLength).toBe(3);
      expect(tx.getOutput(1).amount).toBe(330n); // the holder's anchor
      expect(Buffer.from(tx.getOutput(2).script!).toString('hex')).toBe('6a');
    }
    expect(timeout.getOutput(0).amount).toBe(3_000n - 330n - 1_010n);
    expect(success.getOutput(0).amount).toBe(3_000n - 330n - 1_050n);
    expect(buildHtlcTx({ ...base, kind: 'success' }).assetMap).toEqual(new Map([[0, 40n]]));
  });

  it('refuses an HTLC output too small for its second stage', async () => {
    expect(() => buildHtlcTx({ ...base, kind: 'success', htlcSats: 1_500n })).toThrow('cannot pay its second stage');
  });
});

describe('the colouring may only fill the OP_RETURN (review X4)', () => {
  /** A colouring that also moves BTC between outputs: the HTLC second stages would spend the wrong amounts. */
  class Tampering implements ShadowColouring {
    private readonly honest = new HashColouring();
    async colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions) {
      const coloured = await this.honest.colour(tx, assetMap, blinding, options);
      const out = coloured.tx.getOutput(0);
      coloured.tx.updateOutput(0, { amount: out.amount! - 1n });
      return coloured;
    }
  }
  class ExtraOutput implements ShadowColouring {
    private readonly honest = new HashColouring();
    async colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions) {
      const coloured = await this.honest.colour(tx, assetMap, blinding, options);
      coloured.tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
      return coloured;
    }
  }

  it.each([
    ['changes an amount', new Tampering()],
    ['adds an output', new ExtraOutput()],
  ])('a colouring that %s is refused before anything is signed', async (_name, colouring) => {
    const signer = new ShadowCommitmentSigning(channel, 'opener', secrets.opener, channelBlindingSecret(secrets.opener.fundingSecret, channel.basepoints.acceptor.fundingPubkey), colouring);
    const point = perCommitmentPoint(perCommitmentSecret(secrets.acceptor.commitmentSeed, secretIndexOf(0n)));
    await expect(signer.sign('acceptor', initialState(1_000n), point)).rejects.toThrow('more than the OP_RETURN');
  });
});
