import { basepointsOf, deriveChannelSecrets } from '../lib/keys/channel-keys';
import { perCommitmentPoint } from '../lib/keys/commitment-keys';
import { encodeMessage, type ChannelMessage } from '../lib/protocol/channel-messages';
import { encodeOpenMessage, type OpenMessage } from '../lib/protocol/open-messages';
import type { Decoder } from './message-checks';

/**
 * One valid encoding of every asset channel message, update and opening, with the fields at
 * sizes that exercise their limits (64 changes, HTLC signatures, both reestablish forms): the
 * seeds the codec fuzz tests mutate.
 */
export interface SampleFrame {
  readonly name: string;
  readonly decoder: Decoder;
  readonly type: number;
  readonly payload: Uint8Array;
}

const channelId = 'ab'.repeat(32);
const sig = (b: number) => new Uint8Array(64).fill(b);
const signatures = { commitment: sig(1), htlcs: [sig(2), sig(3)], bundleId: new Uint8Array(32).fill(4) };
const point = perCommitmentPoint(new Uint8Array(32).fill(9));
const hash = (i: number) => i.toString(16).padStart(2, '0').repeat(32);

const updates: Array<[string, ChannelMessage]> = [
  [
    'propose with add, fulfill and fail',
    {
      kind: 'propose',
      channelId,
      seq: 1n,
      ack: 0n,
      number: 1n,
      changes: [
        { kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: hash(0x11), assetAmount: 2n ** 64n - 1n, cltvExpiry: 800_000 } },
        { kind: 'fulfill', offeredBy: 'acceptor', id: 7n, preimage: hash(0x22) },
        { kind: 'fail', offeredBy: 'acceptor', id: 8n },
      ],
    },
  ],
  [
    'propose with 64 adds',
    {
      kind: 'propose',
      channelId,
      seq: 300n,
      ack: 299n,
      number: 2n ** 40n,
      changes: Array.from({ length: 64 }, (_, i) => ({ kind: 'add' as const, htlc: { id: BigInt(i), offeredBy: 'acceptor' as const, paymentHash: hash(i), assetAmount: 1n, cltvExpiry: 0xffff_ffff } })),
    },
  ],
  ['accept with two HTLC signatures', { kind: 'accept', channelId, seq: 3n, ack: 2n, number: 5n, signatures }],
  ['accept without HTLCs', { kind: 'accept', channelId, seq: 3n, ack: 2n, number: 5n, signatures: { ...signatures, htlcs: [] } }],
  ['commit', { kind: 'commit', channelId, seq: 4n, ack: 3n, number: 5n, signatures, revocationSecret: new Uint8Array(32).fill(5), nextPoint: point }],
  ['revoke', { kind: 'revoke', channelId, seq: 9n, ack: 9n, number: 5n, revocationSecret: new Uint8Array(32).fill(6), nextPoint: point }],
  ['reject', { kind: 'reject', channelId, seq: 2n, ack: 1n, number: 1n, code: 'BelowReserve', message: 'the opener would keep 5, below the reserve of 10' }],
  ['shutdown', { kind: 'shutdown', channelId, seq: 7n, ack: 6n, number: 12n }],
  ['closing_signed', { kind: 'closingSigned', channelId, seq: 8n, ack: 7n, number: 12n, signatures: { ...signatures, htlcs: [] } }],
  ['reestablish before any revocation', { kind: 'reestablish', channelId, lastReceivedSeq: 0n, committedNumber: 0n }],
  ['reestablish with the data-loss proof', { kind: 'reestablish', channelId, lastReceivedSeq: 12n, committedNumber: 6n, yourLastSecret: { number: 5n, secret: new Uint8Array(32).fill(7) } }],
];

const side = {
  basepoints: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(1), 0n)),
  points: [perCommitmentPoint(new Uint8Array(32).fill(2)), perCommitmentPoint(new Uint8Array(32).fill(3))] as [Uint8Array, Uint8Array],
  closingScript: Uint8Array.of(0, 20, ...new Array(20).fill(5)),
};

const openings: Array<[string, OpenMessage]> = [
  [
    'open',
    {
      kind: 'open',
      channelId,
      contractId: 'rgb:2whoyc9F-Bv~example',
      assetAmount: 1_000n,
      opener: side,
      policy: { assetReserve: 10n, maxHtlcs: 4, minExpiryDelta: 48, maxExpiryDelta: 2016 },
      budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 253n, toSelfDelay: 144 },
      consignmentNonce: new Uint8Array(32).fill(4),
      consignmentUrl: 'https://alice.example:3001/api/v1/rgb/consignments/{txid}?format=zip',
    },
  ],
  ['accept_open', { kind: 'acceptOpen', channelId, acceptor: side }],
  ['funding_created', { kind: 'fundingCreated', channelId, fundingTxid: 'f0'.repeat(32), fundingVout: 2, signatures: { ...signatures, htlcs: [] } }],
  ['funding_signed', { kind: 'fundingSigned', channelId, signatures: { ...signatures, htlcs: [] } }],
];

export const SAMPLE_FRAMES: readonly SampleFrame[] = [
  ...updates.map(([name, m]) => ({ name, decoder: 'update' as const, ...encodeMessage(m) })),
  ...openings.map(([name, m]) => ({ name, decoder: 'open' as const, ...encodeOpenMessage(m) })),
];
