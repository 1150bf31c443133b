import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { MalformedMessage } from './wire-fields';
import { decodeOpenMessage, encodeOpenMessage, OPEN_MESSAGE_TYPES, type OpenMessage } from './open-messages';

const channelId = 'c1'.repeat(32);
const side = { basepoints: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(1), 0n)), points: [Uint8Array.of(2, ...new Array(32).fill(1)), Uint8Array.of(3, ...new Array(32).fill(2))] as [Uint8Array, Uint8Array], closingScript: Uint8Array.of(0, 20, ...new Array(20).fill(5)) };
const signatures = { commitment: new Uint8Array(64).fill(8), htlcs: [], bundleId: new Uint8Array(32).fill(9) };
const samples: OpenMessage[] = [
  {
    kind: 'open',
    channelId,
    contractId: 'rgb:2whoyc9F-Bv~example',
    assetAmount: 2n ** 64n - 1n,
    opener: side,
    policy: { assetReserve: 10n, maxHtlcs: 4, minExpiryDelta: 48, maxExpiryDelta: 2016 },
    budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 253n, toSelfDelay: 144 },
    consignmentNonce: new Uint8Array(32).fill(4),
    consignmentUrl: 'https://alice.example:3001/api/v1/rgb/consignments/{txid}?format=zip',
  },
  { kind: 'acceptOpen', channelId, acceptor: side },
  { kind: 'fundingCreated', channelId, fundingTxid: 'f0'.repeat(32), fundingVout: 2, signatures },
  { kind: 'fundingSigned', channelId, signatures },
];

describe('asset channel opening messages', () => {
  it.each(samples.map((m) => [m.kind, m] as const))('%s reads back as written, in an odd custom type', (_kind, message) => {
    const { type, payload } = encodeOpenMessage(message);
    expect(type % 2).toBe(1);
    expect(decodeOpenMessage(type, payload)).toEqual(message);
  });

  it('refuses truncated or out-of-range fields', () => {
    const open = encodeOpenMessage(samples[0]);
    expect(() => decodeOpenMessage(open.type, open.payload.subarray(0, open.payload.length - 5))).toThrow(MalformedMessage);
    expect(() => decodeOpenMessage(32793, open.payload)).toThrow('unknown opening message type');
    const big = encodeOpenMessage({ ...(samples[0] as Extract<OpenMessage, { kind: 'open' }>), policy: { assetReserve: 1n, maxHtlcs: 70_000, minExpiryDelta: 1, maxExpiryDelta: 2 } });
    expect(() => decodeOpenMessage(OPEN_MESSAGE_TYPES.open, big.payload)).toThrow('out of range');
  });

  it.each([
    ['a non-http scheme', 'file:///etc/passwd?{txid}'],
    ['a template without {txid}', 'https://alice.example/api/v1/rgb/consignments/x'],
    ['text that is no URL', 'not a url {txid}'],
    ['an oversized URL', `https://alice.example/${'a'.repeat(600)}/{txid}`],
  ])('refuses a consignment URL that is %s, writing and reading', (_name, url) => {
    const open = samples[0] as Extract<OpenMessage, { kind: 'open' }>;
    expect(() => encodeOpenMessage({ ...open, consignmentUrl: url })).toThrow(RangeError);
    // A peer that writes it anyway: the URL field swapped in the TLV stream.
    const good = encodeOpenMessage(open);
    const tail = new TextEncoder().encode(open.consignmentUrl);
    const bad = new TextEncoder().encode(url.slice(0, 250));
    const head = good.payload.subarray(0, good.payload.length - tail.length - 2);
    const payload = Uint8Array.from([...head, 74, bad.length, ...bad]);
    expect(() => decodeOpenMessage(good.type, payload)).toThrow(MalformedMessage);
  });

  it('random corruption only ever fails as MalformedMessage', () => {
    let x = 99;
    const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    for (let i = 0; i < 1_000; i++) {
      const base = encodeOpenMessage(samples[i % samples.length]);
      const payload = Uint8Array.from(base.payload);
      for (let k = 0; k < 3; k++) payload[next() % payload.length] = next();
      try {
        decodeOpenMessage(base.type, payload);
      } catch (err) {
        expect(err).toBeInstanceOf(MalformedMessage);
      }
    }
  });
});
