import { ApiTokenService, ForbiddenError } from '@rln/auth';
import { VersionConflictError } from '@rln/core';
import { Database } from '../database';
import { MIGRATIONS } from '../migrations';
import { TypeormPaymentStore } from '../adapters/typeorm-payment-store';
import { NewPayment, PaymentService, newPayment } from '@rln/payments';
import { TypeormApiTokenStore } from '../adapters/typeorm-api-token-store';
import { TypeormKvStore } from '../adapters/typeorm-kv-store';
import { TypeormEventQueue } from '../adapters/typeorm-event-queue';
import { TypeormDeadLetterStore } from '../adapters/typeorm-dead-letter-store';
import { UnstorableDataError, isUnstorableData } from '../unstorable-data';

/** One behaviour for every database backend: the same suite runs on PostgreSQL and PGlite. */
export function persistenceContract(open: () => Promise<Database>, close: (db: Database) => Promise<void>): void {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await close(db);
  });

  it('applies migrations once and is idempotent on reopen', async () => {
    const applied = await db.transaction((m) => m.query('SELECT name FROM migrations ORDER BY id'));
    expect(applied.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await db.dataSource.showMigrations()).toBe(false);
  });

  it('stores tokens by hash and authorizes them', async () => {
    const tokens = new ApiTokenService(new TypeormApiTokenStore(db));
    const admin = await tokens.create('contract-admin', 'admin');
    const reader = await tokens.create('contract-read', 'read');
    await expect(tokens.authorize(`Bearer ${admin.token}`, 'POST')).resolves.toMatchObject({ scope: 'admin' });
    await expect(tokens.authorize(`Bearer ${reader.token}`, 'POST')).rejects.toBeInstanceOf(ForbiddenError);
    const raw = await db.transaction((m) => m.query('SELECT token_hash FROM api_token'));
    expect(JSON.stringify(raw)).not.toContain(admin.token);
    await tokens.revoke('contract-admin');
    await expect(tokens.authorize(`Bearer ${admin.token}`, 'GET')).rejects.toMatchObject({ code: 'Unauthorized' });
    await expect(tokens.create('contract-admin', 'admin')).resolves.toBeDefined();
  });

  it('keeps kv entries with versions and refuses stale writes', async () => {
    const kv = new TypeormKvStore(db);
    const bytes = new Uint8Array([0, 1, 2, 255]);
    expect(await kv.put('monitors', 'a', bytes, 0n)).toBe(1n);
    expect(await kv.put('monitors', 'a', new Uint8Array([9]), 1n)).toBe(2n);
    await expect(kv.put('monitors', 'a', bytes, 1n)).rejects.toBeInstanceOf(VersionConflictError);
    await expect(kv.put('monitors', 'b', bytes, 5n)).rejects.toBeInstanceOf(VersionConflictError);
    expect(await kv.put('monitors', 'c', bytes)).toBe(1n);
    const entry = await kv.get('monitors', 'a');
    expect(entry && Array.from(entry.value)).toEqual([9]);
    expect(entry?.version).toBe(2n);
    expect(await kv.list('monitors')).toEqual(['a', 'c']);
    expect(await kv.delete('monitors', 'a')).toBe(true);
    expect(await kv.get('monitors', 'a')).toBeNull();
    expect(await kv.list('other')).toEqual([]);
  });

  it('applies a batch of kv writes all together or not at all', async () => {
    const kv = new TypeormKvStore(db);
    await kv.put('batch', 'manager', new Uint8Array([1]), 0n);
    await kv.put('batch', 'old-update', new Uint8Array([7]));
    const versions = await kv.writeAll([
      { namespace: 'batch', key: 'manager', value: new Uint8Array([2]), expectedVersion: 1n },
      { namespace: 'batch', key: 'update-1', value: new Uint8Array([3]), expectedVersion: 0n },
      { namespace: 'batch', key: 'old-update', value: null },
    ]);
    expect(versions).toEqual([2n, 1n, 0n]);
    expect(await kv.list('batch')).toEqual(['manager', 'update-1']);
    // One stale version refuses the whole batch: the other writes are rolled back.
    await expect(
      kv.writeAll([
        { namespace: 'batch', key: 'update-2', value: new Uint8Array([4]), expectedVersion: 0n },
        { namespace: 'batch', key: 'manager', value: new Uint8Array([5]), expectedVersion: 1n },
      ]),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await kv.list('batch')).toEqual(['manager', 'update-1']);
    expect(Array.from((await kv.get('batch', 'manager'))?.value ?? [])).toEqual([2]);
  });

  it('serialises concurrent versioned writes of one key', async () => {
    const kv = new TypeormKvStore(db);
    await kv.put('race', 'k', new Uint8Array([1]), 0n);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => kv.put('race', 'k', new Uint8Array([2]), 1n)),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect((await kv.get('race', 'k'))?.version).toBe(2n);
  });

  it('keeps events in order until each is handled', async () => {
    const queue = new TypeormEventQueue(db);
    const a = (await queue.append('ChannelPending', { channel_id: 'c1', amount_msat: '1000' }))!;
    const b = (await queue.append('ChannelReady', { channel_id: 'c1' }))!;
    expect(b.id > a.id).toBe(true);
    expect(await queue.oldestUnhandled()).toMatchObject({ id: a.id, type: 'ChannelPending', data: { amount_msat: '1000' } });
    expect(await queue.markHandled(a.id)).toBe(true);
    expect(await queue.markHandled(a.id)).toBe(false);
    expect((await queue.oldestUnhandled())?.id).toBe(b.id);
    expect(await queue.markHandled(b.id)).toBe(true);
    expect(await queue.oldestUnhandled()).toBeNull();
    expect(await queue.append('PaymentReceived', { payment_id: 'p' }, 'PaymentReceived:p')).not.toBeNull();
    expect(await queue.append('PaymentReceived', { payment_id: 'p' }, 'PaymentReceived:p')).toBeNull();
    const only = (await queue.oldestUnhandled())!;
    expect(only.type).toBe('PaymentReceived');
    await queue.markHandled(only.id);
    expect(await queue.oldestUnhandled()).toBeNull();
  });

  it('prunes events created before the cutoff, acknowledged or not, and keeps the newer ones', async () => {
    const queue = new TypeormEventQueue(db);
    const oldHandled = (await queue.append('ChannelReady', { channel_id: 'old-1' }))!;
    await queue.markHandled(oldHandled.id);
    const oldUnread = (await queue.append('PaymentReceived', { payment_id: 'old-2' }, 'PaymentReceived:old-2'))!;
    const fresh = (await queue.append('ChannelReady', { channel_id: 'fresh' }))!;
    const longAgo = new Date('2000-01-01T00:00:00Z');
    await db.transaction((m) => m.query(`UPDATE node_event SET created_at = $1 WHERE id IN ($2, $3)`, [longAgo, oldHandled.id.toString(), oldUnread.id.toString()]));
    // More than one delete batch of aged rows.
    await db.transaction((m) => m.query(`INSERT INTO node_event (type, data, created_at) SELECT 'ChannelReady', '{}'::jsonb, $1 FROM generate_series(1, 5001)`, [longAgo]));

    expect(await queue.pruneCreatedBefore(new Date('2000-01-02T00:00:00Z'))).toBe(5003);
    const left: { id: string }[] = await db.transaction((m) => m.query(`SELECT id FROM node_event WHERE created_at < $1 OR id = $2`, [new Date('2000-01-02T00:00:00Z'), fresh.id.toString()]));
    expect(left.map((r) => BigInt(r.id))).toEqual([fresh.id]);
    expect((await queue.oldestUnhandled())?.id).toBe(fresh.id);
    // The pruned event's dedupe key went with it.
    expect(await queue.append('PaymentReceived', { payment_id: 'old-2' }, 'PaymentReceived:old-2')).not.toBeNull();
    expect(await queue.pruneCreatedBefore(new Date('2000-01-02T00:00:00Z'))).toBe(0);
    await db.transaction((m) => m.query(`UPDATE node_event SET handled_at = now() WHERE handled_at IS NULL`));
  });

  it('tells data the database can never store from a database that is away', async () => {
    const queue = new TypeormEventQueue(db);
    const nul = await queue.append('ChannelClosed', { reason: 'bye\u0000' }).catch((e: unknown) => e);
    expect(isUnstorableData(nul)).toBe(true); // 22P05 from jsonb
    const nulText = await new TypeormPaymentStore(db)
      .insert({ ...newPayment({ id: 'nul-note', kind: 'Bolt12Offer', direction: 'Inbound', amountMsat: 1n, payerNote: 'hi\u0000' }), status: 'Pending', failureCode: null, createdAt: new Date(), updatedAt: new Date() })
      .catch((e: unknown) => e);
    expect(isUnstorableData(nulText)).toBe(true); // 22021 from text
    await expect(queue.append('ChannelReady', { amount_msat: 1n })).rejects.toBeInstanceOf(UnstorableDataError);
    expect(await queue.oldestUnhandled()).toBeNull();
    // Not data: the statement itself is wrong, or the connection is gone.
    expect(isUnstorableData(await db.transaction((m) => m.query('SELECT * FROM no_such_table')).catch((e: unknown) => e))).toBe(false);
    expect(isUnstorableData(Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' }))).toBe(false);
  });

  it('keeps dead letters as text, U+0000 escapes included', async () => {
    const store = new TypeormDeadLetterStore(db);
    expect(await store.count()).toBe(0);
    await store.add({ source: 'lightning', type: 'ChannelClosed', payload: JSON.stringify({ reason: 'bye\u0000' }), error: 'unsupported Unicode escape sequence' });
    expect(await store.count()).toBe(1);
    const [row] = await db.transaction((m) => m.query('SELECT payload FROM event_dead_letter'));
    expect(JSON.parse(row.payload)).toEqual({ reason: 'bye\u0000' });
  });

  it('inserts a payment once: a second record with its id or operation key is refused and changes nothing', async () => {
    const store = new TypeormPaymentStore(db);
    const record = (id: string, operationKey: string, amountMsat: bigint) => ({
      ...newPayment({ id, kind: 'Bolt11' as const, direction: 'Outbound' as const, amountMsat, operationKey }),
      status: 'Pending' as const,
      failureCode: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(await store.insert(record('once-a', 'op-once', 1n))).toBe(true);
    expect(await store.insert(record('once-a', 'op-other', 2n))).toBe(false);
    expect(await store.insert(record('once-b', 'op-once', 3n))).toBe(false);
    expect((await store.get('once-a'))?.amountMsat).toBe(1n);
    expect(await store.get('once-b')).toBeNull();
    await db.transaction((m) => m.query(`DELETE FROM payment WHERE id = 'once-a'`)); // the page test below counts every payment
  });

  it('stores payments: insert once, guarded transitions, cursor pages, bigint amounts', async () => {
    const payments = new PaymentService(new TypeormPaymentStore(db), { abandon: async () => undefined });
    const make = (id: string, amountMsat: bigint): NewPayment => ({
      id,
      kind: 'Spontaneous',
      direction: 'Inbound',
      amountMsat,
      feePaidMsat: null,
      paymentHash: id,
      preimage: null,
      htlcLocked: true,
      counterpartyNodeId: '02' + 'aa'.repeat(32),
      invoice: null,
      description: null,
      customTlvs: [{ type: 65537n, valueHex: 'cafe' }],
      failureReason: null,
    });
    const huge = 2n ** 64n + 7n;
    await payments.recordPending(make('11'.repeat(32), huge));
    await payments.recordPending(make('22'.repeat(32), 5n));
    await payments.recordPending(make('33'.repeat(32), 6n));
    await expect(payments.recordPending(make('11'.repeat(32), 1n))).rejects.toMatchObject({ code: 'Conflict' });
    const stored = await payments.get('11'.repeat(32));
    expect(stored).toMatchObject({ amountMsat: huge, htlcLocked: true, status: 'Pending', customTlvs: [{ type: 65537n, valueHex: 'cafe' }] });
    expect(await payments.succeed('11'.repeat(32), { preimage: 'ff'.repeat(32) })).toMatchObject({ status: 'Succeeded', htlcLocked: false });
    expect(await payments.fail('11'.repeat(32), 'too late', 'UnexpectedError')).toBeNull();
    const first = await payments.list(2, null);
    expect(first.payments.map((p) => p.id.slice(0, 2))).toEqual(['11', '22']);
    const rest = await payments.list(2, first.nextCursor);
    expect(rest.payments.map((p) => p.id.slice(0, 2))).toEqual(['33']);
    expect(rest.nextCursor).toBeNull();
    await expect(payments.list(2, 'garbage')).rejects.toMatchObject({ code: 'InvalidRequest' });
  });

  it('stores a BOLT12 payer note and a later invoice; records without a note read back null', async () => {
    const payments = new PaymentService(new TypeormPaymentStore(db), { abandon: async () => undefined });
    const base: NewPayment = newPayment({ id: '44'.repeat(32), kind: 'Bolt12Refund', direction: 'Outbound', amountMsat: 5_000n, payerNote: 'sorry — ünïcode' });
    await payments.recordPending(base);
    expect(await payments.updatePending(base.id, { invoice: 'lnr1...' })).toMatchObject({ invoice: 'lnr1...', payerNote: 'sorry — ünïcode' });
    expect(await payments.succeed(base.id, { paymentHash: 'ab'.repeat(32) })).toMatchObject({ paymentHash: 'ab'.repeat(32), payerNote: 'sorry — ünïcode' });
    const { payerNote: _omitted, ...withoutNote } = base;
    await payments.recordPending({ ...withoutNote, id: '55'.repeat(32) });
    expect((await payments.get('55'.repeat(32))).payerNote).toBeNull();
  });

  it('stores a failure code beside the reason; a retry clears it; rows failed before codes read back null', async () => {
    const payments = new PaymentService(new TypeormPaymentStore(db), { abandon: async () => undefined });
    const id = '66'.repeat(32);
    await payments.recordPending(newPayment({ id, kind: 'Bolt11', direction: 'Outbound', amountMsat: 1_000n, paymentHash: id }));
    expect((await payments.get(id)).failureCode).toBeNull();
    expect(await payments.fail(id, 'no route to the recipient was found', 'NoRoute')).toMatchObject({ status: 'Failed', failureCode: 'NoRoute' });
    expect(await payments.get(id)).toMatchObject({ failureReason: 'no route to the recipient was found', failureCode: 'NoRoute' });
    expect(await payments.recordPending(newPayment({ id, kind: 'Bolt11', direction: 'Outbound', amountMsat: 1_000n, paymentHash: id }))).toMatchObject({
      status: 'Pending',
      failureReason: null,
      failureCode: null,
    });
    await payments.fail(id, 'every attempt failed and no retries are left', 'RetriesExhausted');
    await db.transaction((m) => m.query(`UPDATE payment SET failure_code = NULL WHERE id = $1`, [id]));
    expect(await payments.get(id)).toMatchObject({ status: 'Failed', failureReason: 'every attempt failed and no retries are left', failureCode: null });
  });
}
