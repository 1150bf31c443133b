import { deadLetterCheck } from './dead-letter-check';

describe('deadLetterCheck (/readyz "events")', () => {
  it('passes with nothing set aside', () => {
    expect(deadLetterCheck(0)).toEqual({ name: 'events', ok: true, detail: 'no events set aside' });
  });

  it('names the dead-letter count and where to look, without failing readiness', () => {
    expect(deadLetterCheck(1)).toMatchObject({ ok: true, detail: '1 engine event could never be stored and was set aside in event_dead_letter', hint: expect.stringContaining('error log') });
    expect(deadLetterCheck(3)).toMatchObject({ ok: true, detail: expect.stringMatching(/^3 engine events .* were set aside/) });
  });

  it('says when the count could not be read (the database check fails then)', () => {
    expect(deadLetterCheck(new Error('connection refused'))).toEqual({ name: 'events', ok: true, detail: 'dead-letter count unavailable: connection refused' });
  });
});
