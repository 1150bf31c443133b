import { decodeTlvStream, encodeTlvStream } from '@rln/core';
import { decodeMessage, encodeMessage, MalformedMessage, MESSAGE_TYPES, type ChannelMessage } from './channel-messages';
import wire from './testdata/channel-message-vectors.json';

const BIGINT_FIELDS = new Set(['seq', 'ack', 'number', 'lastReceivedSeq', 'committedNumber', 'id', 'assetAmount']);
const BYTE_FIELDS = new Set(['commitment', 'bundleId', 'revocationSecret', 'nextPoint', 'secret']);

/** A vector's JSON message as the model holds it (bigints, byte arrays). */
function fromJson(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => (key === 'htlcs' ? Uint8Array.from(Buffer.from(v as string, 'hex')) : fromJson(v)));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v, k)]));
  if (typeof value === 'string' && BIGINT_FIELDS.has(key)) return BigInt(value);
  if (typeof value === 'string' && BYTE_FIELDS.has(key)) return Uint8Array.from(Buffer.from(value, 'hex'));
  return value;
}

const channelId = 'ab'.repeat(32);
const sig = (b: number) => new Uint8Array(64).fill(b);
const signatures = { commitment: sig(1), htlcs: [sig(2), sig(3)], bundleId: new Uint8Array(32).fill(4) };
const point = Uint8Array.of(2, ...new Array(32).fill(9));

const samples: ChannelMessage[] = [
  {
    kind: 'propose',
    channelId,
    seq: 1n,
    ack: 0n,
    number: 1n,
    changes: [
      { kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: '11'.repeat(32), assetAmount: 2n ** 64n - 1n, cltvExpiry: 800_000 } },
      { kind: 'fulfill', offeredBy: 'acceptor', id: 7n, preimage: '22'.repeat(32) },
      { kind: 'fail', offeredBy: 'acceptor', id: 8n },
    ],
  },
  { kind: 'accept', channelId, seq: 3n, ack: 2n, number: 5n, signatures },
  { kind: 'commit', channelId, seq: 4n, ack: 3n, number: 5n, signatures: { ...signatures, htlcs: [] }, revocationSecret: new Uint8Array(32).fill(5), nextPoint: point },
  { kind: 'revoke', channelId, seq: 9n, ack: 9n, number: 5n, revocationSecret: new Uint8Array(32).fill(6), nextPoint: point },
  { kind: 'reject', channelId, seq: 2n, ack: 1n, number: 1n, code: 'BelowReserve', message: 'the opener would keep 5' },
  { kind: 'reestablish', channelId, lastReceivedSeq: 12n, committedNumber: 6n },
];

describe('asset channel messages', () => {
  it.each(wire.vectors.map((v) => [v.name, v] as const))('pinned wire vector: %s', (_name, v) => {
    const message = fromJson(v.message) as ChannelMessage;
    const encoded = encodeMessage(message);
    expect({ type: encoded.type, payload: Buffer.from(encoded.payload).toString('hex') }).toEqual({ type: v.type, payload: v.payload });
    expect(decodeMessage(v.type, Uint8Array.from(Buffer.from(v.payload, 'hex')))).toEqual(message);
  });

  it.each(samples.map((m) => [m.kind, m] as const))('%s reads back as written, in an odd custom type', (_kind, message) => {
    const { type, payload } = encodeMessage(message);
    expect(type % 2).toBe(1);
    expect(type).toBeGreaterThanOrEqual(32768);
    expect(decodeMessage(type, payload)).toEqual(message);
  });

  describe('forwards (odd TLV 33, multi-hop)', () => {
    const next = '03' + '5a'.repeat(32);
    const forwarded: ChannelMessage = {
      kind: 'propose',
      channelId,
      seq: 2n,
      ack: 1n,
      number: 3n,
      changes: [
        { kind: 'add', htlc: { id: 4n, offeredBy: 'acceptor', paymentHash: '33'.repeat(32), assetAmount: 25n, cltvExpiry: 900 }, forward: { nextNodeId: next, assetAmount: 25n, cltvExpiry: 852 } },
        { kind: 'add', htlc: { id: 5n, offeredBy: 'acceptor', paymentHash: '44'.repeat(32), assetAmount: 7n, cltvExpiry: 901 } },
      ],
    };
    /** The message with its forwards TLV replaced by `value`. */
    const withForwardsTlv = (value: Uint8Array) => {
      const { type, payload } = encodeMessage(forwarded);
      const records = decodeTlvStream(payload).map((r) => (r.type === 33n ? { type: 33n, value } : r));
      return { type, payload: encodeTlvStream(records) };
    };

    it('an add with a forward reads back with it; an add without keeps none', () => {
      const { type, payload } = encodeMessage(forwarded);
      expect(decodeMessage(type, payload)).toEqual(forwarded);
      expect(decodeTlvStream(payload).filter((r) => r.type === 33n)).toHaveLength(1);
      const plain = encodeMessage({ ...(forwarded as Extract<ChannelMessage, { kind: 'propose' }>), changes: [(forwarded as Extract<ChannelMessage, { kind: 'propose' }>).changes[1]] });
      expect(decodeTlvStream(plain.payload).some((r) => r.type === 33n)).toBe(false);
    });

    it('refuses a forward for no add of the message, two for one add, a bad length and a next node that is no public key', () => {
      const entry = (id: bigint, prefix = 3) => {
        const b = new Uint8Array(53);
        new DataView(b.buffer).setBigUint64(0, id);
        b[8] = prefix;
        return b;
      };
      const cases: Array<[Uint8Array, string]> = [
        [entry(9n), 'names no add'],
        [Uint8Array.from([...entry(4n), ...entry(4n)]), 'two forwards for HTLC 4'],
        [entry(4n).subarray(0, 52), '53-byte entries'],
        [new Uint8Array(0), '53-byte entries'],
        [entry(4n, 4), 'not a compressed public key'],
      ];
      for (const [value, message] of cases) {
        const { type, payload } = withForwardsTlv(value);
        expect(() => decodeMessage(type, payload)).toThrow(MalformedMessage);
        expect(() => decodeMessage(type, payload)).toThrow(message);
      }
    });

    it('refuses to write a forward whose next node is not a compressed public key', () => {
      const bad = { ...forwarded, changes: [{ ...(forwarded as Extract<ChannelMessage, { kind: 'propose' }>).changes[0], forward: { nextNodeId: 'zz', assetAmount: 1n, cltvExpiry: 1 } }] } as ChannelMessage;
      expect(() => encodeMessage(bad)).toThrow(RangeError);
    });
  });

  it('skips unknown odd TLVs and refuses unknown even ones (BOLT 1)', () => {
    const { type, payload } = encodeMessage(samples[3]);
    expect(decodeMessage(type, Uint8Array.from([...payload, 0xfd, 0x01, 0x01, 0x00]))).toEqual(samples[3]); // type 257, empty
    expect(() => decodeMessage(type, Uint8Array.from([...payload, 0xfd, 0x01, 0x02, 0x00]))).toThrow('unknown even TLV type 258');
  });

  it('refuses what the protocol does not allow', () => {
    const bad = (type: number, payload: Uint8Array) => () => decodeMessage(type, payload);
    expect(bad(32781, new Uint8Array())).toThrow(MalformedMessage);
    expect(bad(MESSAGE_TYPES.revoke, encodeTlvStream([{ type: 0n, value: new Uint8Array(31) }]))).toThrow('channel id must be 32 bytes');
    const propose = encodeMessage(samples[0]);
    expect(bad(propose.type, propose.payload.subarray(0, propose.payload.length - 3))).toThrow(MalformedMessage);
    // seq 0, a non-minimal tu64, a bad side byte
    expect(bad(MESSAGE_TYPES.revoke, rewrite(samples[3], 2n, new Uint8Array()))).toThrow('start at 1');
    expect(bad(MESSAGE_TYPES.revoke, rewrite(samples[3], 6n, Uint8Array.of(0, 5)))).toThrow('minimal');
    const change = new Uint8Array(10);
    change[0] = 3;
    change[1] = 2;
    expect(bad(MESSAGE_TYPES.propose, rewrite(samples[0], 8n, change))).toThrow('bad side');
    expect(() => encodeMessage({ ...(samples[0] as Extract<ChannelMessage, { kind: 'propose' }>), changes: [] })).toThrow('1..64 changes');
  });

  it('random bytes only ever fail as MalformedMessage', () => {
    let x = 12345;
    const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    for (let i = 0; i < 2_000; i++) {
      const base = encodeMessage(samples[i % samples.length]);
      const payload = Uint8Array.from(base.payload);
      for (let k = 0; k < 3; k++) payload[next() % payload.length] = next();
      try {
        decodeMessage(base.type, payload.subarray(0, payload.length - (next() % 4)));
      } catch (err) {
        expect(err).toBeInstanceOf(MalformedMessage);
      }
    }
  });
});

/** The message's TLV stream with record `type` replaced by `value`. */
function rewrite(message: ChannelMessage, type: bigint, value: Uint8Array): Uint8Array {
  const { payload } = encodeMessage(message);
  return encodeTlvStream(decodeTlvStream(payload).map((r) => (r.type === type ? { type, value } : r)));
}
