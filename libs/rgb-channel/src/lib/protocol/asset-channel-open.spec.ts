import { createHash } from 'node:crypto';
import { HashColouring } from '../../testing/hash-colouring';
import { TEST_POLICY } from '../../testing/signed-pair';
import { deriveChannelSecrets, type ChannelSecrets } from '../keys/channel-keys';
import { channelBlindingSecret } from '../keys/state-blinding';
import { ShadowCommitmentSigning } from '../tx/shadow-commitment-signing';
import type { ShadowBudget, ShadowChannel } from '../tx/shadow-commitment';
import { basepointsOf } from '../keys/channel-keys';
import { fundingScript, p2wshOutputScript } from '../tx/shadow-scripts';
import { AssetChannelOpening, type AcceptorLimits, type FundingSeen, type OpenerParams, type SigningFactory } from './asset-channel-open';
import { deserializeRecord, serializeRecord, type AssetChannelRecord } from './asset-channel-record';
import { AssetChannelUpdates } from './asset-channel-updates';
import type { Side } from './asset-state';
import { decodeOpenMessage, encodeOpenMessage, type OpenMessage } from './open-messages';

const budget: ShadowBudget = { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 };
const policy = { ...TEST_POLICY, minExpiryDelta: 48 };
const limits: AcceptorLimits = { minAssetReserve: 1n, maxHtlcs: 8, minToSelfDelay: 144, maxExpiryDelta: 2016, onchainClaimBlocks: 40 };
const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(0x21), 4n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(0x22), 9n) };
const signingFor: SigningFactory = (channel: ShadowChannel, local: Side, s: ChannelSecrets) => {
  const peer: Side = local === 'opener' ? 'acceptor' : 'opener';
  return new ShadowCommitmentSigning(channel, local, s, channelBlindingSecret(s.fundingSecret, channel.basepoints[peer].fundingPubkey), new HashColouring());
};
const opening = new AssetChannelOpening(signingFor);
const FUNDING_TXID = 'ab'.repeat(32);
const params: OpenerParams = {
  channelId: '5a'.repeat(32),
  contractId: 'rgb:contract-open',
  assetAmount: 1_000n,
  policy,
  budget,
  secrets: secrets.opener,
  closingScript: Uint8Array.from(Buffer.from(`0014${'03'.repeat(20)}`, 'hex')),
  consignmentNonce: new Uint8Array(32).fill(7),
  consignmentUrl: 'http://127.0.0.1:3001/api/v1/rgb/consignments/{txid}?format=zip',
};
const acceptorOwn = { secrets: secrets.acceptor, closingScript: Uint8Array.from(Buffer.from(`0014${'04'.repeat(20)}`, 'hex')), limits };

/** What an honest funding consignment shows the acceptor: the agreed 2-of-2, budget and amount. */
const honestFunding = (vout = 1): FundingSeen => ({
  txid: FUNDING_TXID,
  vout,
  outputScript: p2wshOutputScript(fundingScript(basepointsOf(secrets.opener).fundingPubkey, basepointsOf(secrets.acceptor).fundingPubkey)),
  sats: budget.fundingSats,
  contractId: params.contractId,
  assets: 1_000n,
  allInputsSegwit: true,
});

/** Sends a frame through the codec, as the wire would. */
function wire<K extends OpenMessage['kind']>(frame: { type: number; payload: Uint8Array }, kind: K): Extract<OpenMessage, { kind: K }> {
  const m = decodeOpenMessage(frame.type, frame.payload);
  if (m.kind !== kind) throw new Error(`expected ${kind}, got ${m.kind}`);
  return m as Extract<OpenMessage, { kind: K }>;
}

/** The whole opening; returns both records (through their stored form). */
async function openChannel(): Promise<{ opener: AssetChannelRecord; acceptor: AssetChannelRecord; channel: ShadowChannel }> {
  const o1 = opening.open(params);
  const a1 = opening.onOpen(wire(o1.send, 'open'), acceptorOwn);
  const o2 = opening.onAcceptOpen(o1.state, wire(a1.send, 'acceptOpen'));
  const o3 = await opening.fundingBuilt(o2, FUNDING_TXID, 1);
  const a2 = await opening.onFundingCreated(a1.state, wire(o3.send, 'fundingCreated'), honestFunding());
  const o4 = await opening.onFundingSigned(o3.state, wire(a2.send, 'fundingSigned'));
  return { opener: deserializeRecord(serializeRecord(o4.record)), acceptor: deserializeRecord(serializeRecord(a2.record)), channel: o4.channel };
}

const openerSide = () => wire(opening.open(params).send, 'open').opener;

describe('opening an asset channel (open, accept_open, funding_created, funding_signed)', () => {
  it('both sides end with commitment 0 signed by the other; updates wait for the funding; then a payment runs on the opened channel', async () => {
    const opened = await openChannel();
    expect(opened.opener.status).toBe('awaiting-funding');
    expect(opened.opener.contractId).toBe(params.contractId);
    const { channel } = opened;
    const probe = new AssetChannelUpdates(signingFor(channel, 'opener', secrets.opener), secrets.opener.commitmentSeed);
    expect(() => probe.propose(opened.opener, [{ kind: 'fail', offeredBy: 'acceptor', id: 0n }], 1_000)).toThrow('awaiting-funding');
    const opener = probe.fundingConfirmed(opened.opener);
    const acceptor = probe.fundingConfirmed(opened.acceptor);
    expect(opener.committed).toEqual(acceptor.committed);
    expect(opener.committed).toMatchObject({ number: 0n, openerAssets: 1_000n, acceptorAssets: 0n });
    expect(opener.closingScripts).toEqual(acceptor.closingScripts);
    // A payment over it, with the signers the opening built.
    const updates = { opener: new AssetChannelUpdates(signingFor(channel, 'opener', secrets.opener), secrets.opener.commitmentSeed), acceptor: new AssetChannelUpdates(signingFor(channel, 'acceptor', secrets.acceptor), secrets.acceptor.commitmentSeed) };
    const records = { opener, acceptor };
    const preimage = '77'.repeat(32);
    const paymentHash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    let inFlight: Array<{ to: Side; frame: { type: number; payload: Uint8Array } }> = [];
    const run = (from: Side, step: { record: AssetChannelRecord; send: ReadonlyArray<{ type: number; payload: Uint8Array }> }) => {
      records[from] = step.record;
      inFlight.push(...step.send.map((frame) => ({ to: (from === 'opener' ? 'acceptor' : 'opener') as Side, frame })));
    };
    const pump = async () => {
      while (inFlight.length) {
        const [{ to, frame }, ...rest] = inFlight;
        inFlight = rest;
        run(to, await updates[to].receive(records[to], frame.type, frame.payload, 1_000));
      }
    };
    run('opener', updates.opener.propose(records.opener, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash, assetAmount: 250n, cltvExpiry: 1_144 } }], 1_000));
    await pump();
    run('acceptor', updates.acceptor.propose(records.acceptor, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage }], 1_000));
    await pump();
    expect(records.opener.committed).toMatchObject({ number: 2n, openerAssets: 750n, acceptorAssets: 250n });
    expect(records.acceptor.committed).toEqual(records.opener.committed);
    expect(records.opener.status).toBe('open');
  });

  it.each([
    ['a reserve below ours', { policy: { ...policy, assetReserve: 0n } }, 'asset reserve'],
    ['more HTLCs than we allow', { policy: { ...policy, maxHtlcs: 9 } }, 'max HTLCs'],
    ['a to_self_delay shorter than ours', { budget: { ...budget, toSelfDelay: 6 } }, 'to_self_delay'],
    ['HTLC expiries inside our claim window', { policy: { ...policy, minExpiryDelta: 40 } }, 'claim window'],
    ['a budget that cannot carry the policy', { budget: { ...budget, fundingSats: 10_000n } }, 'shadow budget'],
    ['a reserve above a tenth of the channel (O4)', { policy: { ...policy, assetReserve: 101n } }, 'a tenth'],
    ['HTLCs that may lock us longer than we allow (O4)', { policy: { ...policy, maxExpiryDelta: 4_000 } }, 'exceed our'],
    ['a closing script that is not P2WPKH, P2WSH or P2TR (C2)', { opener: { ...openerSide(), closingScript: Uint8Array.of(0x51, 0x21, ...new Array(33).fill(1)) } }, 'P2WPKH, P2WSH or P2TR'],
    ['our own closing script as its own (CL-2)', { opener: { ...openerSide(), closingScript: acceptorOwn.closingScript } }, 'closing script is ours'],
    ['a taproot closing script whose key is off the curve (C2)', { opener: { ...openerSide(), closingScript: Uint8Array.of(0x51, 0x20, ...new Array(32).fill(0xff)) } }, 'not on the curve'],
  ])('the acceptor refuses %s', async (_name, patch, message) => {
    const frame = encodeOpenMessage({ kind: 'open', channelId: params.channelId, contractId: params.contractId, assetAmount: 1_000n, opener: openerSide(), policy, budget, consignmentNonce: params.consignmentNonce, consignmentUrl: params.consignmentUrl, ...patch });
    expect(() => opening.onOpen(wire(frame, 'open'), acceptorOwn)).toThrow(message);
  });

  it.each([
    ['puts the assets on another output than the agreed 2-of-2 (O1)', { outputScript: Uint8Array.of(0, 20, ...new Array(20).fill(9)) }, 'not the agreed shadow 2-of-2'],
    ['holds another BTC amount on the shadow output (O1)', { sats: budget.fundingSats - 1n }, 'not the agreed'],
    ['moves another contract', { contractId: 'rgb:other' }, 'not rgb:contract-open'],
    ['puts another asset amount on the shadow output', { assets: 999n }, 'not 1000'],
    ['spends a non-segwit input', { allInputsSegwit: false }, 'non-segwit'],
    ['is witnessed at another outpoint than the one signed', { vout: 2 }, 'another funding outpoint'],
  ])('the acceptor refuses a funding that %s', async (_name, patch, message) => {
    const o1 = opening.open(params);
    const a1 = opening.onOpen(wire(o1.send, 'open'), acceptorOwn);
    const o3 = await opening.fundingBuilt(opening.onAcceptOpen(o1.state, wire(a1.send, 'acceptOpen')), FUNDING_TXID, 1);
    await expect(opening.onFundingCreated(a1.state, wire(o3.send, 'fundingCreated'), { ...honestFunding(), ...patch })).rejects.toThrow(message);
  });

  it('the acceptor refuses a forged signature, and one made for another funding outpoint', async () => {
    const o1 = opening.open(params);
    const a1 = opening.onOpen(wire(o1.send, 'open'), acceptorOwn);
    const o3 = await opening.fundingBuilt(opening.onAcceptOpen(o1.state, wire(a1.send, 'acceptOpen')), FUNDING_TXID, 1);
    const created = wire(o3.send, 'fundingCreated');
    const forged = { ...created, signatures: { ...created.signatures, commitment: new Uint8Array(64).fill(1) } };
    await expect(opening.onFundingCreated(a1.state, forged, honestFunding())).rejects.toThrow('does not verify');
    await expect(opening.onFundingCreated(a1.state, { ...created, fundingVout: 2 }, honestFunding(2))).rejects.toThrow('does not verify');
  });

  it('the opener refuses a funding_signed that does not verify (it must not broadcast the funding then)', async () => {
    const o1 = opening.open(params);
    const a1 = opening.onOpen(wire(o1.send, 'open'), acceptorOwn);
    const o3 = await opening.fundingBuilt(opening.onAcceptOpen(o1.state, wire(a1.send, 'acceptOpen')), FUNDING_TXID, 1);
    const a2 = await opening.onFundingCreated(a1.state, wire(o3.send, 'fundingCreated'), honestFunding());
    const signed = wire(a2.send, 'fundingSigned');
    const flipped = Uint8Array.from(signed.signatures.commitment);
    flipped[5] ^= 1;
    await expect(opening.onFundingSigned(o3.state, { ...signed, signatures: { ...signed.signatures, commitment: flipped } })).rejects.toThrow('do not broadcast');
    await expect(opening.onFundingSigned(o1.state, signed)).rejects.toThrow('out of turn');
  });

  it("refuses a peer's keys that are not curve points or not distinct", async () => {
    const o1 = opening.open(params);
    const accept = wire(opening.onOpen(wire(o1.send, 'open'), acceptorOwn).send, 'acceptOpen');
    const same = accept.acceptor.basepoints.fundingPubkey;
    const dup = { ...accept, acceptor: { ...accept.acceptor, basepoints: { ...accept.acceptor.basepoints, htlcBasepoint: same } } };
    expect(() => opening.onAcceptOpen(o1.state, dup)).toThrow('not distinct');
    const off = { ...accept, acceptor: { ...accept.acceptor, points: [Uint8Array.of(2, ...new Array(32).fill(0xff)), accept.acceptor.points[1]] as [Uint8Array, Uint8Array] } };
    expect(() => opening.onAcceptOpen(o1.state, off)).toThrow('curve point');
    // The opener's own closing script named as the acceptor's (review CL-2).
    const mine = { ...accept, acceptor: { ...accept.acceptor, closingScript: params.closingScript } };
    expect(() => opening.onAcceptOpen(o1.state, mine)).toThrow('closing script is ours');
  });
});
