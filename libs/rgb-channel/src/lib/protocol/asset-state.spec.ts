import { createHash } from 'node:crypto';
import { applyChanges, initialState, ProtocolViolation, type AssetChange, type AssetState, type ChannelPolicy } from './asset-state';

const policy: ChannelPolicy = { assetReserve: 10n, maxHtlcs: 2, minExpiryDelta: 18, maxExpiryDelta: 2016 };
const TIP = 500;
const hashOf = (preimage: string) => createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
const P1 = '01'.repeat(32);
const P2 = '02'.repeat(32);
const P3 = '03'.repeat(32);
const add = (id: bigint, offeredBy: 'opener' | 'acceptor', preimage: string, assetAmount = 100n): AssetChange => ({
  kind: 'add',
  htlc: { id, offeredBy, paymentHash: hashOf(preimage), assetAmount, cltvExpiry: TIP + 40 },
});

function violation(state: AssetState, changes: AssetChange[], proposer: 'opener' | 'acceptor'): string {
  try {
    applyChanges(state, changes, proposer, policy, TIP);
  } catch (err) {
    if (err instanceof ProtocolViolation) return err.code;
    throw err;
  }
  return 'accepted';
}

describe('asset channel state transitions', () => {
  const withHtlc = applyChanges(initialState(1_000n), [add(0n, 'opener', P1)], 'opener', policy, TIP);

  it('an add moves the amount from the offerer into the HTLC; fulfil pays the receiver, fail refunds the offerer', () => {
    expect(withHtlc).toMatchObject({ number: 1n, openerAssets: 900n, acceptorAssets: 0n, nextHtlcId: { opener: 1n, acceptor: 0n } });
    expect(applyChanges(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P1 }], 'acceptor', policy, TIP)).toMatchObject({ openerAssets: 900n, acceptorAssets: 100n, htlcs: [] });
    expect(applyChanges(withHtlc, [{ kind: 'fail', offeredBy: 'opener', id: 0n }], 'acceptor', policy, TIP)).toMatchObject({ openerAssets: 1_000n, acceptorAssets: 0n, htlcs: [] });
  });

  it.each([
    ['an add of an HTLC the other side would offer', () => violation(initialState(1_000n), [add(0n, 'acceptor', P1)], 'opener'), 'NotYourHtlc'],
    ['failing an HTLC one offered oneself', () => violation(withHtlc, [{ kind: 'fail', offeredBy: 'opener', id: 0n }], 'opener'), 'NotYourHtlc'],
    ['a fulfil of one\'s own HTLC with a preimage of another hash', () => violation(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P2 }], 'opener'), 'BadPreimage'],
    ['a preimage of another hash', () => violation(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P2 }], 'acceptor'), 'BadPreimage'],
    ['an unknown HTLC', () => violation(withHtlc, [{ kind: 'fail', offeredBy: 'opener', id: 9n }], 'acceptor'), 'UnknownHtlc'],
    ['the same HTLC removed twice', () => violation(withHtlc, [{ kind: 'fail', offeredBy: 'opener', id: 0n }, { kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P1 }], 'acceptor'), 'HtlcChangedTwice'],
    ['the same payment hash twice (no MPP)', () => violation(withHtlc, [add(1n, 'opener', P1)], 'opener'), 'DuplicatePaymentHash'],
    ['a third HTLC over a limit of two', () => violation(withHtlc, [add(1n, 'opener', P2), add(2n, 'opener', P3)], 'opener'), 'TooManyHtlcs'],
    ['an add below the reserve', () => violation(withHtlc, [add(1n, 'opener', P2, 891n)], 'opener'), 'BelowReserve'],
    ['a zero amount', () => violation(withHtlc, [add(1n, 'opener', P2, 0n)], 'opener'), 'BadAmount'],
    ['an empty update', () => violation(withHtlc, [], 'opener'), 'EmptyUpdate'],
  ])('refuses %s', (_name, run, code) => {
    expect(run()).toBe(code);
  });

  it('the offerer may fulfil its own HTLC with the preimage (a payer folding a paid payment into its round): the receiver is paid', () => {
    const folded = applyChanges(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P1 }, add(1n, 'opener', P2)], 'opener', policy, TIP);
    expect(folded).toMatchObject({ openerAssets: 800n, acceptorAssets: 100n, htlcs: [{ id: 1n, offeredBy: 'opener' }], nextHtlcId: { opener: 2n } });
    // The same fulfil from the receiver gives the same balances.
    const theirs = applyChanges(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P1 }], 'acceptor', policy, TIP);
    expect(applyChanges(withHtlc, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: P1 }], 'opener', policy, TIP)).toEqual(theirs);
  });

  it('an add that leaves exactly the reserve is allowed', () => {
    expect(violation(withHtlc, [add(1n, 'opener', P2, 890n)], 'opener')).toBe('accepted');
  });
});
