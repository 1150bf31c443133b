import { ConflictError } from '@rln/core';
import { MemoryIdempotencyStore } from '../../testing/memory-idempotency.store';
import { IdempotencyService, type IdempotentStart } from './idempotency.service';

const DAY = 86_400;

function service(store: MemoryIdempotencyStore, owner = 'process-a', now = () => 1_000_000) {
  return new IdempotencyService(store, { owner, now, retentionSecs: DAY });
}

function runOf(start: IdempotentStart) {
  if (start.kind !== 'run') throw new Error(`expected run, got ${start.kind}`);
  return start;
}

describe('IdempotencyService', () => {
  it('runs a new key once and replays its kept response to the same request', async () => {
    const store = new MemoryIdempotencyStore();
    const idem = service(store);
    const first = runOf(await idem.start('token-1', 'k1', 'fp', false));
    expect(first.resumed).toBe(false);
    await first.finish({ status: 200, body: { payment_id: 'p1' } });
    expect(await idem.start('token-1', 'k1', 'fp', false)).toEqual({ kind: 'replay', outcome: { status: 200, body: { payment_id: 'p1' } } });
  });

  it('refuses the key with a different request (409), before and after it finished', async () => {
    const idem = service(new MemoryIdempotencyStore());
    const first = runOf(await idem.start('token-1', 'k1', 'fp', false));
    await expect(idem.start('token-1', 'k1', 'other', false)).rejects.toBeInstanceOf(ConflictError);
    await first.finish({ status: 200, body: {} });
    await expect(idem.start('token-1', 'k1', 'other', false)).rejects.toThrow('different request');
  });

  it('keeps the keys of different clients apart', async () => {
    const idem = service(new MemoryIdempotencyStore());
    await runOf(await idem.start('token-1', 'k1', 'fp', false)).finish({ status: 200, body: { who: 1 } });
    const other = runOf(await idem.start('token-2', 'k1', 'fp', false));
    await other.finish({ status: 200, body: { who: 2 } });
    expect(await idem.start('token-1', 'k1', 'fp', false)).toMatchObject({ outcome: { body: { who: 1 } } });
  });

  it('gives a resumable operation a key of its own per request, so another request under a key never finds the first one’s operation', async () => {
    const store = new MemoryIdempotencyStore();
    const first = runOf(await service(store, 'crashed').start('token-1', 'k1', 'fp', true));
    const resumed = runOf(await service(store, 'restarted').start('token-1', 'k1', 'fp', true));
    expect(resumed.operationKey).toBe(first.operationKey);
    await resumed.finish({ status: 409, body: {} });
    const another = runOf(await service(store, 'restarted').start('token-1', 'k1', 'fp-other', true));
    expect(another.operationKey).not.toBe(first.operationKey);
    expect(runOf(await service(new MemoryIdempotencyStore()).start('token-2', 'k1', 'fp', true)).operationKey).not.toBe(first.operationKey);
  });

  it('refuses a concurrent repeat while the first still runs in this process', async () => {
    const idem = service(new MemoryIdempotencyStore());
    runOf(await idem.start('token-1', 'k1', 'fp', true));
    await expect(idem.start('token-1', 'k1', 'fp', true)).rejects.toThrow('still running');
  });

  it.each([
    [400, false],
    [402, false],
    [404, false],
    [409, false],
    [422, false],
    [503, false],
    [408, true],
    [500, true],
    [201, true],
  ])('after a %i the key is kept: %s', async (status, kept) => {
    const store = new MemoryIdempotencyStore();
    const idem = service(store);
    await runOf(await idem.start('token-1', 'k1', 'fp', false)).finish({ status, body: { error: 'x' } });
    const again = await idem.start('token-1', 'k1', 'fp', false);
    expect(again.kind).toBe(kept ? 'replay' : 'run');
  });

  it('a resumable route keeps no 5xx: its retry finds the operation by key instead', async () => {
    const idem = service(new MemoryIdempotencyStore());
    await runOf(await idem.start('token-1', 'k1', 'fp', true)).finish({ status: 500, body: { error: 'Internal' } });
    expect(await idem.start('token-1', 'k1', 'fp', true)).toMatchObject({ kind: 'run' });
  });

  it('resumes an interrupted run of a resumable route in the next process', async () => {
    const store = new MemoryIdempotencyStore();
    runOf(await service(store, 'crashed').start('token-1', 'k1', 'fp', true));
    const next = service(store, 'restarted');
    const resumed = runOf(await next.start('token-1', 'k1', 'fp', true));
    expect(resumed.resumed).toBe(true);
    // The resumed run now owns the key: a concurrent repeat waits for it.
    await expect(next.start('token-1', 'k1', 'fp', true)).rejects.toThrow('still running');
    await resumed.finish({ status: 200, body: { ok: true } });
    expect(await next.start('token-1', 'k1', 'fp', true)).toEqual({ kind: 'replay', outcome: { status: 200, body: { ok: true } } });
  });

  it('answers 409 for good for an interrupted run of a route that cannot resume', async () => {
    const store = new MemoryIdempotencyStore();
    runOf(await service(store, 'crashed').start('token-1', 'k1', 'fp', false));
    const next = service(store, 'restarted');
    const first = await next.start('token-1', 'k1', 'fp', false);
    expect(first).toMatchObject({ kind: 'replay', outcome: { status: 409, body: { error: 'Conflict' } } });
    expect(await next.start('token-1', 'k1', 'fp', false)).toEqual(first);
  });

  it('purges keys older than the retention, never younger ones', async () => {
    const store = new MemoryIdempotencyStore();
    let now = 1_000_000;
    const idem = service(store, 'a', () => now);
    await runOf(await idem.start('token-1', 'old', 'fp', false)).finish({ status: 200, body: {} });
    now += DAY - 10;
    await runOf(await idem.start('token-1', 'young', 'fp', false)).finish({ status: 200, body: {} });
    expect(store.rows.size).toBe(2);
    now += 3_600 + 20;
    await runOf(await idem.start('token-1', 'new', 'fp', false)).finish({ status: 200, body: {} });
    expect(store.rows.size).toBe(2);
    expect(await idem.start('token-1', 'old', 'fp', false)).toMatchObject({ kind: 'run' });
    expect(await idem.start('token-1', 'young', 'fp', false)).toMatchObject({ kind: 'replay' });
  });
});
