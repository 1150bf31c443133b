import type { DeadLetter, DeadLetterStore } from '@rln/events';
import type { EngineLogger, LightningEvent, LightningEventSink } from '@rln/lightning';
import { DeadLetteringSink, eventJson } from './dead-lettering-sink';

const closed: LightningEvent = { type: 'ChannelClosed', channelId: 'c1', userChannelId: 2n ** 70n, counterpartyNodeId: null, reason: 'bye\u0000' };

class Letters implements DeadLetterStore {
  readonly added: DeadLetter[] = [];
  down = false;
  async add(letter: DeadLetter): Promise<void> {
    if (this.down) throw new Error('database down');
    this.added.push(letter);
  }
  async count(): Promise<number> {
    return this.added.length;
  }
}

const failing = (error: unknown): LightningEventSink => ({ publish: () => Promise.reject(error) });
const unstorable = (error: unknown) => (error as { code?: string }).code === '22P05';

function logger(): EngineLogger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: (_o, msg) => errors.push(msg) };
}

describe('DeadLetteringSink', () => {
  it('passes a delivered event through and sets nothing aside', async () => {
    const letters = new Letters();
    const seen: LightningEvent[] = [];
    await new DeadLetteringSink({ publish: async (e) => void seen.push(e) }, letters, unstorable, logger()).publish(closed);
    expect(seen).toEqual([closed]);
    expect(letters.added).toEqual([]);
  });

  it('sets an event the database can never store aside, logs it at error level and resolves', async () => {
    const letters = new Letters();
    const log = logger();
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    await new DeadLetteringSink(failing(refused), letters, unstorable, log).publish(closed);
    expect(letters.added).toEqual([{ source: 'lightning', type: 'ChannelClosed', payload: eventJson(closed), error: 'Error: unsupported Unicode escape sequence' }]);
    expect(JSON.parse(letters.added[0].payload)).toMatchObject({ userChannelId: (2n ** 70n).toString(), reason: 'bye\u0000' });
    expect(log.errors).toEqual([expect.stringContaining('event_dead_letter')]);
  });

  it('rethrows any other failure, so the engine retries the event', async () => {
    const letters = new Letters();
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    await expect(new DeadLetteringSink(failing(lost), letters, unstorable, logger()).publish(closed)).rejects.toBe(lost);
    expect(letters.added).toEqual([]);
  });

  it('rethrows when the dead letter itself cannot be stored yet', async () => {
    const letters = new Letters();
    letters.down = true;
    const refused = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    await expect(new DeadLetteringSink(failing(refused), letters, unstorable, logger()).publish(closed)).rejects.toThrow('database down');
  });
});
