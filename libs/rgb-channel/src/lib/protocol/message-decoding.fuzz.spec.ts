import { decodeChecked, type Decoder } from '../../testing/message-checks';
import { SAMPLE_FRAMES, type SampleFrame } from '../../testing/message-samples';
import { SeededRandom } from '../../testing/seeded-random';
import { mutate } from '../../testing/wire-mutations';
import { MESSAGE_TYPES } from './channel-messages';
import { OPEN_MESSAGE_TYPES } from './open-messages';
import corpus from './testdata/fuzz-corpus.json';

/**
 * Issue 17: every asset channel message, update and opening, fed mutated and random bytes. A
 * decoder must return a message within the protocol's bounds that reads back as itself, or
 * throw MalformedMessage: never another error, which would escape the node's handlers
 * (`AssetChannelLinks.receive` and `AssetChannelOpenings.receive` rethrow anything else).
 * Seeded, so a failure names the seed that replays it; RGB_FUZZ_SEED explores other seeds.
 * Inputs worth keeping go into testdata/fuzz-corpus.json, replayed on every run.
 */
const BASE_SEED = Number(process.env['RGB_FUZZ_SEED'] ?? 17);
const MUTATIONS_PER_SAMPLE = 600;
const ALL_TYPES: ReadonlyArray<{ decoder: Decoder; type: number }> = [
  ...Object.values(MESSAGE_TYPES).map((type) => ({ decoder: 'update' as const, type })),
  ...Object.values(OPEN_MESSAGE_TYPES).map((type) => ({ decoder: 'open' as const, type })),
];

interface Failure {
  readonly seed: number;
  readonly what: string;
  readonly type: number;
  readonly payload: string;
  readonly error: string;
}

/** Runs one input; a broken rule becomes a failure naming everything needed to replay it. */
function check(failures: Failure[], seed: number, what: string, decoder: Decoder, type: number, payload: Uint8Array): boolean | undefined {
  try {
    return decodeChecked(decoder, type, payload).ok;
  } catch (err) {
    // Short inputs in full, to copy into the corpus; long ones replay from the seed.
    const text = Buffer.from(payload).toString('hex');
    failures.push({ seed, what, type, payload: text.length <= 800 ? text : `${text.slice(0, 120)}… (${payload.length} bytes)`, error: (err as Error).message });
    return undefined;
  }
}

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));

describe('asset channel message decoding under fuzzing (issue 17)', () => {
  it.each(corpus.cases.map((c) => [c.name, c] as const))('corpus: %s', (_name, c) => {
    const outcome = decodeChecked(c.decoder as Decoder, c.type, hex(c.payload));
    expect(outcome.ok ? 'decodes' : 'malformed').toBe(c.expect);
  });

  it('every sample decodes, and every truncation of it is either a shorter valid message or MalformedMessage', () => {
    const failures: Failure[] = [];
    let cases = 0;
    for (const sample of SAMPLE_FRAMES) {
      expect(check(failures, 0, sample.name, sample.decoder, sample.type, sample.payload)).toBe(true);
      for (let n = 0; n < sample.payload.length; n++, cases++) check(failures, 0, `${sample.name} cut at ${n}`, sample.decoder, sample.type, sample.payload.subarray(0, n));
    }
    expect(failures.slice(0, 3)).toEqual([]);
    expect(cases).toBeGreaterThan(2_000);
  });

  it(`${MUTATIONS_PER_SAMPLE} seeded mutations of each sample: a well-formed message or MalformedMessage, and both outcomes are reached`, () => {
    const failures: Failure[] = [];
    const outcomes = new Map<string, Set<boolean>>();
    SAMPLE_FRAMES.forEach((sample: SampleFrame, s) => {
      for (let i = 0; i < MUTATIONS_PER_SAMPLE; i++) {
        const seed = BASE_SEED * 1_000_003 + s * 10_007 + i;
        const rng = new SeededRandom(seed);
        const donor = rng.pick(SAMPLE_FRAMES).payload;
        const { bytes, steps } = mutate(rng, sample.payload, donor);
        // Mostly under its own type; now and then as another message, of either codec.
        const as = rng.chance(0.85) ? sample : { ...rng.pick(ALL_TYPES), name: 'another type' };
        const ok = check(failures, seed, `${sample.name} [${steps.join(', ')}] as ${as.type}`, as.decoder, as.type, bytes);
        if (ok !== undefined && as === sample) outcomes.set(sample.name, (outcomes.get(sample.name) ?? new Set()).add(ok));
      }
    });
    expect(failures.slice(0, 3)).toEqual([]);
    // A fuzzer that never gets past the stream parser, or never breaks anything, tests nothing.
    for (const sample of SAMPLE_FRAMES) expect([sample.name, [...(outcomes.get(sample.name) ?? [])].sort()]).toEqual([sample.name, [false, true]]);
  });

  it('random bytes under every message type', () => {
    const failures: Failure[] = [];
    const rng = new SeededRandom(BASE_SEED);
    for (let i = 0; i < 1_000; i++) {
      const { decoder, type } = rng.pick(ALL_TYPES);
      check(failures, BASE_SEED, `random ${i}`, decoder, type, rng.bytes(rng.int(rng.chance(0.5) ? 40 : 400)));
    }
    // Types that are none of ours, under both codecs.
    for (const type of [0, 1, 32768, 32770, 32799, 65535]) for (const decoder of ['update', 'open'] as const) check(failures, BASE_SEED, `type ${type}`, decoder, type, SAMPLE_FRAMES[0].payload);
    expect(failures.slice(0, 3)).toEqual([]);
  });
});
