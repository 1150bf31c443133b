import { add, Link, TIP } from '../../testing/link';
import { TEST_POLICY } from '../../testing/signed-pair';
import { claimAction, type ClaimContext, type ClaimState, type RgbInvoiceTerms } from './claim-gate';
import { deadlineAction, type DeadlinePolicy } from './htlc-deadlines';
import { checkTimingPolicy, type TimingPolicy } from './timing-policy';

const contractId = 'rgb:contract-a';
const timing: TimingPolicy = { onchainClaimBlocks: 40, claimMarginBlocks: 20 };
const EXPIRY = TIP + 144; // what `add` offers

/** A channel where the opener's HTLC of 100 is committed on both sides; the acceptor is the payee. */
async function committedPayment(): Promise<{ link: Link; terms: RgbInvoiceTerms }> {
  const link = await Link.open();
  const p = await add(link, 'opener', 100n, 'invoice');
  await link.deliverAll();
  return { link, terms: { paymentHash: p.hash, assetAmount: 100n, contractId, carrierMsat: 3_000_000n } };
}

const context: ClaimContext = { channelContractId: contractId, claimableMsat: 3_000_000n, tipHeight: TIP, chainSynced: true, timing };
const payee = (link: Link) => link.record('acceptor');

describe('the payee claims the BTC carrier only against an irrevocably committed asset HTLC (claim gate)', () => {
  it('claims when the committed HTLC and the carrier match the invoice', async () => {
    const { link, terms } = await committedPayment();
    expect(claimAction(payee(link), 'pending', terms, context)).toEqual({ action: 'claim' });
  });

  it('waits, and does not fail, while the carrier has not arrived (the payer may send it after the add: F1)', async () => {
    const { link, terms } = await committedPayment();
    expect(claimAction(payee(link), 'pending', terms, { ...context, claimableMsat: 0n })).toEqual({ action: 'wait', reason: 'NoCarrier' });
    expect(claimAction(payee(link), 'pending', terms, { ...context, claimableMsat: 0n, carrierOverdue: false })).toEqual({ action: 'wait', reason: 'NoCarrier' });
  });

  it('an overdue carrier that arrives after all is claimed: "overdue" only counts while nothing is claimable', async () => {
    const { link, terms } = await committedPayment();
    expect(claimAction(payee(link), 'pending', terms, { ...context, carrierOverdue: true })).toEqual({ action: 'claim' });
  });

  it('waits while the asset HTLC is only in a round (accepted, not committed)', async () => {
    const link = await Link.open();
    const p = await add(link, 'opener', 100n, 'in round');
    await link.deliver('acceptor'); // the acceptor accepted: the HTLC is in its round, not committed
    expect(link.record('acceptor').round?.stage).toBe('accepted');
    const terms = { paymentHash: p.hash, assetAmount: 100n, contractId, carrierMsat: 1n };
    expect(claimAction(payee(link), 'pending', terms, context)).toEqual({ action: 'wait', reason: 'NoAssetHtlc' });
  });

  it('once failing never claims, even when the carrier arrives while its fail round is in flight (F1 sequence a)', async () => {
    const { link, terms } = await committedPayment();
    const htlc = payee(link).committed.htlcs[0];
    await link.propose('acceptor', [{ kind: 'fail', offeredBy: 'opener', id: htlc.id }]);
    for (const state of ['failing', 'failed'] as ClaimState[]) {
      const action = claimAction(payee(link), state, terms, context);
      expect(action.action).not.toBe('claim');
    }
    expect(claimAction(payee(link), 'failing', terms, context)).toEqual({ action: 'wait', reason: 'RoundInProgress' });
  });

  it('once claiming never fails, whatever LDK or the tip say afterwards; it fulfils when no round is in progress (F1 sequence b)', async () => {
    const { link, terms } = await committedPayment();
    for (const c of [{ ...context, claimableMsat: 0n }, { ...context, tipHeight: EXPIRY - 1 }, { ...context, chainSynced: false }]) {
      expect(claimAction(payee(link), 'claiming', terms, c)).toMatchObject({ action: 'fulfil', htlc: { paymentHash: terms.paymentHash } });
    }
    await add(link, 'opener', 5n, 'another round');
    await link.deliver('acceptor'); // the payee is in the opener's round: wait, never fail
    expect(claimAction(payee(link), 'claiming', terms, context)).toEqual({ action: 'wait', reason: 'RoundInProgress' });
  });

  it.each([
    ['another contract', { contractId: 'rgb:contract-b' }, {}, 'WrongContract'],
    ['another asset amount than invoiced', { assetAmount: 101n }, {}, 'WrongAssetAmount'],
    ['part of the carrier', {}, { claimableMsat: 2_999_999n }, 'CarrierTooSmall'],
    ['a carrier overdue (review batch F2)', {}, { claimableMsat: 0n, carrierOverdue: true }, 'CarrierOverdue'],
    ['too little time left to claim on chain', {}, { tipHeight: EXPIRY - 39 }, 'ExpiryTooClose'],
  ])('fails the payment for %s', async (_name, termsPatch, contextPatch, reason) => {
    const { link, terms } = await committedPayment();
    expect(claimAction(payee(link), 'pending', { ...terms, ...termsPatch }, { ...context, ...contextPatch })).toMatchObject({ action: 'fail', reason });
  });

  it('waits while the chain view lags', async () => {
    const { link, terms } = await committedPayment();
    expect(claimAction(payee(link), 'pending', terms, { ...context, chainSynced: false })).toEqual({ action: 'wait', reason: 'ChainNotSynced' });
  });
});

describe('the asset channel watchdog', () => {
  const policy: DeadlinePolicy = { timing, stallMs: 60_000, maxStalledReconnects: 3 };
  const idle = { waitingSinceMs: null, reconnects: 0 };

  it('claims on chain only an HTLC whose payment we claimed, never one we merely know the preimage of (F3)', async () => {
    const { link, terms } = await committedPayment();
    const claimed = (hash: string) => hash === terms.paymentHash;
    expect(deadlineAction(payee(link), EXPIRY - 21, claimed, idle, 0, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(payee(link), EXPIRY - 20, claimed, idle, 0, policy)).toMatchObject({ action: 'force-close' });
    expect(deadlineAction(payee(link), EXPIRY - 20, () => false, idle, 0, policy)).toEqual({ action: 'none' });
  });

  it('closes on chain when an HTLC we offered expired while live', async () => {
    const { link } = await committedPayment();
    expect(deadlineAction(link.record('opener'), EXPIRY - 1, () => false, idle, 0, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(link.record('opener'), EXPIRY, () => false, idle, 0, policy)).toMatchObject({ action: 'force-close', htlc: { id: 0n } });
  });

  it("counts the HTLCs of a signed round but not of an unsigned proposal", async () => {
    const link = await Link.open();
    await add(link, 'opener', 100n, 'round');
    expect(deadlineAction(link.record('opener'), EXPIRY, () => false, idle, 0, policy)).toEqual({ action: 'none' }); // proposed only
    await link.deliver('acceptor');
    await link.deliver('opener'); // the opener holds the accept and revoked its commitment 0
    expect(link.record('opener').round?.stage).toBe('committed');
    expect(deadlineAction(link.record('opener'), EXPIRY, () => false, idle, 0, policy)).toMatchObject({ action: 'force-close' });
  });

  it('reconnects a stalled round, then closes after too many fruitless reconnects (F7)', async () => {
    const { link } = await committedPayment();
    const rec = link.record('opener');
    expect(deadlineAction(rec, TIP, () => false, { waitingSinceMs: 1_000, reconnects: 0 }, 61_000, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(rec, TIP, () => false, { waitingSinceMs: 1_000, reconnects: 2 }, 61_001, policy)).toMatchObject({ action: 'reconnect' });
    expect(deadlineAction(rec, TIP, () => false, { waitingSinceMs: 1_000, reconnects: 3 }, 61_001, policy)).toMatchObject({ action: 'force-close' });
  });

  it('a peer that never answers our shutdown: reconnect, then close on chain (review C3)', async () => {
    const link = await Link.open();
    await link.shutdown('opener'); // never delivered
    const rec = link.record('opener');
    expect(rec.status).toBe('closing');
    expect(deadlineAction(rec, TIP, () => false, { waitingSinceMs: 0, reconnects: 1 }, 60_001, policy)).toMatchObject({ action: 'reconnect' });
    expect(deadlineAction(rec, TIP, () => false, { waitingSinceMs: 0, reconnects: 3 }, 60_001, policy)).toMatchObject({ action: 'force-close' });
  });

  it('a failed channel closes; a channel running on an old backup never broadcasts its own commitment (F2)', async () => {
    const { link } = await committedPayment();
    expect(deadlineAction({ ...link.record('opener'), status: 'failed' }, TIP, () => false, idle, 0, policy)).toMatchObject({ action: 'force-close' });
    expect(deadlineAction({ ...link.record('opener'), status: 'state-lost' }, EXPIRY + 10, () => true, idle, 0, policy)).toMatchObject({ action: 'await-peer-close' });
    expect(deadlineAction({ ...link.record('opener'), status: 'closed' }, TIP, () => false, idle, 0, policy)).toEqual({ action: 'broadcast-closing' });
  });
});

describe('the timing policy (F8)', () => {
  it('accepts knobs that leave a claim window, refuses the rest', async () => {
    const channel = { ...TEST_POLICY, minExpiryDelta: 48 };
    expect(() => checkTimingPolicy(timing, channel)).not.toThrow();
    expect(() => checkTimingPolicy({ ...timing, claimMarginBlocks: 6 }, channel)).toThrow('claimMarginBlocks');
    expect(() => checkTimingPolicy({ onchainClaimBlocks: 22, claimMarginBlocks: 20 }, channel)).toThrow('onchainClaimBlocks');
    expect(() => checkTimingPolicy(timing, { ...channel, minExpiryDelta: 40 })).toThrow('minExpiryDelta');
  });
});
