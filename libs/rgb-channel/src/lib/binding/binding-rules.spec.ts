import { createHash } from 'node:crypto';
import { openedPair } from '../../testing/signed-pair';
import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import { applyChanges } from '../protocol/asset-state';
import { claimDecision, type ClaimContext, type RgbInvoiceTerms } from './claim-gate';
import { deadlineAction, type DeadlinePolicy } from './htlc-deadlines';

const TIP = 1_000;
const preimage = '5a'.repeat(32);
const paymentHash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
const contractId = 'rgb:contract-a';

/** The acceptor's (payee's) record with the opener's HTLC of 100 committed, expiring at TIP + 144. */
function payeeRecord(): AssetChannelRecord {
  const { acceptor } = openedPair(1_000n);
  const r = acceptor.record;
  const committed = applyChanges(r.committed, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash, assetAmount: 100n, cltvExpiry: TIP + 144 } }], 'opener', r.policy, TIP);
  return { ...r, committed, holder: { ...r.holder, state: committed } };
}

const terms: RgbInvoiceTerms = { paymentHash, assetAmount: 100n, contractId, carrierMsat: 3_000_000n };
const context: ClaimContext = { channelContractId: contractId, claimableMsat: 3_000_000n, tipHeight: TIP, onchainClaimBlocks: 36 };

describe('the payee claims the BTC carrier only against an irrevocably committed asset HTLC', () => {
  it('claims when the committed HTLC matches the invoice', () => {
    expect(claimDecision(payeeRecord(), terms, context)).toEqual({ claim: true });
  });

  it('waits while the asset HTLC is only in a round (still revocable), and claims nothing for an HTLC it offered itself', () => {
    const r = payeeRecord();
    const inRound: AssetChannelRecord = { ...r, committed: { ...r.committed, htlcs: [] }, round: { stage: 'accepted', changes: [], next: r.committed } };
    expect(claimDecision(inRound, terms, context)).toEqual({ claim: false, reason: 'NoAssetHtlc', fail: false });
    const ownHtlc: AssetChannelRecord = { ...r, committed: { ...r.committed, htlcs: r.committed.htlcs.map((h) => ({ ...h, offeredBy: 'acceptor' as const })) } };
    expect(claimDecision(ownHtlc, terms, context)).toMatchObject({ claim: false, reason: 'NoAssetHtlc' });
  });

  it.each([
    ['another contract', { ...terms, contractId: 'rgb:contract-b' }, context, 'WrongContract'],
    ['a smaller asset amount than invoiced', { ...terms, assetAmount: 101n }, context, 'WrongAssetAmount'],
    ['a carrier below the invoice', terms, { ...context, claimableMsat: 2_999_999n }, 'CarrierTooSmall'],
    ['too little time left to claim on chain', terms, { ...context, tipHeight: TIP + 144 - 35 }, 'ExpiryTooClose'],
  ])('fails the payment for %s', (_name, t, c, reason) => {
    expect(claimDecision(payeeRecord(), t as RgbInvoiceTerms, c as ClaimContext)).toEqual({ claim: false, reason, fail: true });
  });
});

describe('the asset channel watchdog', () => {
  const policy: DeadlinePolicy = { claimMarginBlocks: 36, stallMs: 60_000 };
  const none = () => false;

  it('closes on chain when we hold the preimage of an HTLC offered to us and its expiry is near', () => {
    const r = payeeRecord();
    expect(deadlineAction(r, TIP + 144 - 37, () => true, null, 0, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(r, TIP + 144 - 36, () => true, null, 0, policy)).toMatchObject({ action: 'force-close' });
    expect(deadlineAction(r, TIP + 144 - 36, none, null, 0, policy)).toEqual({ action: 'none' });
  });

  it('closes on chain when an HTLC we offered expired while live', () => {
    const r = payeeRecord();
    const offerer: AssetChannelRecord = { ...r, local: 'opener' };
    expect(deadlineAction(offerer, TIP + 143, none, null, 0, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(offerer, TIP + 144, none, null, 0, policy)).toMatchObject({ action: 'force-close', htlc: { id: 0n } });
  });

  it('counts the HTLCs of a signed round but not of an unsigned proposal', () => {
    const r = payeeRecord();
    const empty = { ...r.committed, htlcs: [] };
    const offerer = (stage: 'proposed' | 'committed'): AssetChannelRecord => ({ ...r, local: 'opener', committed: empty, round: { stage, changes: [], next: r.committed } });
    expect(deadlineAction(offerer('proposed'), TIP + 200, none, null, 0, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(offerer('committed'), TIP + 200, none, null, 0, policy)).toMatchObject({ action: 'force-close' });
  });

  it('reconnects a stalled round when no deadline is at stake', () => {
    const r = payeeRecord();
    expect(deadlineAction(r, TIP, none, 1_000, 61_000, policy)).toEqual({ action: 'none' });
    expect(deadlineAction(r, TIP, none, 1_000, 61_001, policy)).toMatchObject({ action: 'reconnect' });
  });
});
