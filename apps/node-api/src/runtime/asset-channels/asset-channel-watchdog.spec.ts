import pino from 'pino';
import { ConflictError } from '@rln/core';
import type { AssetChannelRecord, StoredAssetChannel, StoredClaim } from '@rln/rgb-channel';
import { openedPair } from '@rln/rgb-channel/testing';
import { AssetChannelWatchdog } from './asset-channel-watchdog';

const PEER = `02${'11'.repeat(32)}`;
const policy = { timing: { onchainClaimBlocks: 40, claimMarginBlocks: 13 }, stallMs: 60_000, maxStalledReconnects: 2 };

/** The watchdog's bookkeeping over one channel whose record, connection and clock the test sets. */
async function harness() {
  const { opener, channel } = await openedPair(1_000n);
  const state = { record: opener.record as AssetChannelRecord, connected: true, now: 0, tip: 500, claims: new Map<string, StoredClaim['state']>() };
  const dropped: string[] = [];
  const errors: unknown[] = [];
  const closedOnChain: string[] = [];
  const logger = pino({ level: 'silent' });
  logger.error = ((obj: unknown) => errors.push(obj)) as typeof logger.error;
  const watchdog = new AssetChannelWatchdog({
    channels: async () => [{ peerNodeId: PEER, record: state.record, channel, keyIndex: 1n, version: 1n } as StoredAssetChannel],
    claim: async (hash) => ({ state: state.claims.get(hash) ?? 'pending', version: 0n }),
    tipHeight: () => state.tip,
    isPeerConnected: () => state.connected,
    dropConnection: (peer) => dropped.push(peer),
    // As the monitor does: refused while an HTLC or a round is in flight.
    closeOnChain: async (_peer, _channel, reason) => {
      if (state.record.round || state.record.committed.htlcs.length > 0) throw new ConflictError('in flight');
      closedOnChain.push(reason);
    },
    policy,
    logger,
    nowMs: () => state.now,
  });
  return { state, watchdog, dropped, errors, closedOnChain };
}

const htlc = { id: 0n, paymentHash: 'ab'.repeat(32), assetAmount: 10n, cltvExpiry: 600 };

describe('the asset channel watchdog (protocol §7, review T6)', () => {
  it('drops the connection of a peer that leaves a round unanswered past the stall time, then reports the channel for the chain after too many fruitless reconnects', async () => {
    const { state, watchdog, dropped, errors } = await harness();
    const r = state.record;
    state.record = { ...r, round: { stage: 'proposed', changes: [], next: { ...r.committed, number: r.committed.number + 1n } } };
    await watchdog.tick();
    state.now = 59_000;
    await watchdog.tick();
    expect(dropped).toEqual([]);
    state.now = 61_000;
    await watchdog.tick();
    expect(dropped).toEqual([PEER]);
    // The clock restarts with each reconnect; a disconnected peer is not stalling.
    state.connected = false;
    state.now = 200_000;
    await watchdog.tick();
    expect(dropped).toHaveLength(1);
    state.connected = true;
    await watchdog.tick();
    state.now = 261_000;
    await watchdog.tick();
    expect(dropped).toHaveLength(2);
    state.now = 322_000;
    await watchdog.tick();
    expect(dropped).toHaveLength(2);
    expect(errors).toEqual([expect.objectContaining({ action: 'force-close', reason: expect.stringContaining('no progress across 2 reconnects') })]);
    // Reported once, not every tick.
    state.now = 400_000;
    await watchdog.tick();
    expect(errors).toHaveLength(1);
  });

  it('progress resets the count: a round that completes is no stall', async () => {
    const { state, watchdog, dropped } = await harness();
    const r = state.record;
    state.record = { ...r, round: { stage: 'accepted', changes: [], next: r.committed } };
    await watchdog.tick();
    state.now = 61_000;
    await watchdog.tick();
    expect(dropped).toHaveLength(1);
    state.record = { ...r, committed: { ...r.committed, number: r.committed.number + 1n }, round: null };
    state.now = 500_000;
    await watchdog.tick();
    expect(dropped).toHaveLength(1);
  });

  it('reports our own HTLC past its expiry, and one offered to us that we claimed near its expiry; not one we never claimed', async () => {
    const { state, watchdog, errors } = await harness();
    const r = state.record;
    state.record = { ...r, committed: { ...r.committed, openerAssets: r.committed.openerAssets - 10n, htlcs: [{ ...htlc, offeredBy: 'acceptor' }] } };
    state.tip = 590;
    await watchdog.tick();
    expect(errors).toEqual([]);
    state.claims.set(htlc.paymentHash, 'claiming');
    await watchdog.tick();
    expect(errors).toEqual([expect.objectContaining({ action: 'force-close', htlc: '0' })]);
    state.record = { ...r, committed: { ...r.committed, openerAssets: r.committed.openerAssets - 10n, htlcs: [{ ...htlc, id: 1n, offeredBy: 'opener' }] } };
    state.tip = 600;
    await watchdog.tick();
    expect(errors).toHaveLength(2);
    expect(errors[1]).toMatchObject({ reason: expect.stringContaining('our HTLC 1 expired') });
  });

  it('closes a failed channel holding assets of ours on chain through the monitor, without reporting it', async () => {
    const { state, watchdog, errors, closedOnChain } = await harness();
    state.record = { ...state.record, status: 'failed' };
    await watchdog.tick();
    expect(closedOnChain).toEqual(['the channel failed']);
    expect(errors).toEqual([]);
  });

  it('leaves alone a failed channel that holds nothing of ours (an abandoned opening) and a closed one (the closes run it)', async () => {
    const { state, watchdog, errors, dropped, closedOnChain } = await harness();
    const r = state.record;
    state.record = { ...r, status: 'failed', committed: { ...r.committed, openerAssets: 0n, acceptorAssets: 1_000n } };
    await watchdog.tick();
    state.record = { ...r, status: 'closed' };
    await watchdog.tick();
    expect(errors).toEqual([]);
    expect(dropped).toEqual([]);
    expect(closedOnChain).toEqual([]);
  });
});
