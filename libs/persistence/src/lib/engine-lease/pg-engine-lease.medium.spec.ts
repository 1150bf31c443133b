import { type EngineFence, LeaseLostError } from '@rln/core';
import { createTestDatabase } from '@rln/testing';
import { Client } from 'pg';
import { Database } from '../database';
import { TypeormKvStore } from '../adapters/typeorm-kv-store';
import { PgEngineLease, replicaApplicationName } from './pg-engine-lease';

/** A fence whose loss is recorded instead of ending the process. */
function testFence(epoch: bigint): EngineFence & { losses: string[] } {
  const losses: string[] = [];
  return {
    epoch,
    losses,
    assertHeld: () => undefined,
    lost(reason: string): never {
      losses.push(reason);
      throw new LeaseLostError(reason);
    },
  };
}

describe('PgEngineLease and the fenced Database (PostgreSQL)', () => {
  let url: string;
  let drop: () => Promise<void>;
  const open: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    url = created.url;
    drop = created.drop;
    open.push(await Database.open({ kind: 'postgres', url })); // migrations
  });
  afterAll(async () => {
    for (const o of open.reverse()) await o.close();
    await drop();
  });

  const lease = (replicaId: string, ttlMs = 60_000, onSessionLost: (error: unknown) => void = () => undefined) => {
    const l = new PgEngineLease({ url, replicaId, replicaUrl: `http://${replicaId}`, ttlMs, onSessionLost });
    open.push(l);
    return l;
  };
  const db = async (replicaId: string) => {
    const d = await Database.open({ kind: 'postgres', url }, { applicationName: replicaApplicationName(replicaId) });
    open.push(d);
    return d;
  };

  it('grants one holder at a time, with a growing epoch, and hands over when the holder expires', async () => {
    const a = lease('a1', 300);
    const b = lease('b1', 300);
    const first = (await a.tryAcquire())?.epoch;
    expect(first).not.toBeNull();
    expect(await b.tryAcquire()).toBeNull(); // a is alive and its lease current
    expect(await b.holder()).toMatchObject({ replicaId: 'a1', url: 'http://a1', expired: false, alive: true });
    expect(await a.renew(first!)).toBe(true);

    await new Promise((r) => setTimeout(r, 400)); // a stops renewing: paused
    const second = (await b.tryAcquire())?.epoch;
    expect(second).toBe(first! + 1n);
    // The takeover ended a's lease session: its renewal is refused, or fails when the session's
    // end shows only under the statement (the holder then reports the session lost).
    expect(await a.renew(first!).catch(() => false)).toBe(false);
    await b.release(second!);
  });

  it('takes over at once from a holder whose lease session is gone (a killed process)', async () => {
    const a = lease('a2');
    const b = lease('b2');
    expect(await a.tryAcquire()).not.toBeNull();
    expect(await b.tryAcquire()).toBeNull();
    await a.close(); // what the kernel does to a killed process's sockets
    await waitFor(async () => (await b.holder())?.alive === false);
    const grant = await b.tryAcquire();
    expect(grant).not.toBeNull();
    // a's lease (60 s) had not run out: the new holder learns how long it still ran.
    expect(grant!.previousExpiresInMs).toBeGreaterThan(50_000);
    await b.release(grant!.epoch);
  });

  it('reports the end of its own lease session (the holder must stop acting)', async () => {
    const lost: unknown[] = [];
    const a = lease('a3', 60_000, (e) => lost.push(e));
    expect(await a.tryAcquire()).not.toBeNull();
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'rln-a3-lease'`);
    await admin.end();
    await waitFor(async () => lost.length > 0);
  });

  it('fences the old holder: its units of work fail once another replica took over, and a transaction in flight is ended', async () => {
    const a = lease('a4', 300);
    const b = lease('b4', 300);
    const epochA = (await a.tryAcquire())!.epoch;
    const dbA = await db('a4');
    const fenceA = testFence(epochA);
    dbA.fenceWith(fenceA);
    const kvA = new TypeormKvStore(dbA);
    await kvA.put('fenced', 'k', new Uint8Array([1]));

    // A transaction of a's that holds the fence lock when a pauses: the takeover ends it.
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    const inFlight = dbA.transaction(async (m) => {
      await paused;
      await m.query(`INSERT INTO kv_entry (namespace, key, value, version, updated_at) VALUES ('fenced', 'late', '\\x01', 1, now())`);
    });
    await new Promise((r) => setTimeout(r, 400));
    const epochB = (await b.tryAcquire())?.epoch;
    expect(epochB).toBe(epochA + 1n);
    release();
    await expect(inFlight).rejects.toThrow();

    // Every later unit of work of a's: put (one statement), writeAll (a transaction), single.
    await expect(kvA.put('fenced', 'k', new Uint8Array([2]))).rejects.toThrow(LeaseLostError);
    await expect(kvA.writeAll([{ namespace: 'fenced', key: 'k', value: new Uint8Array([3]) }])).rejects.toThrow(LeaseLostError);
    await expect(dbA.single((m) => m.query('SELECT 1'))).rejects.toThrow(LeaseLostError);
    expect(fenceA.losses.length).toBeGreaterThanOrEqual(3);

    const reader = await db('reader4');
    const kv = new TypeormKvStore(reader);
    expect(Buffer.from((await kv.get('fenced', 'k'))!.value)).toEqual(Buffer.from([1]));
    expect(await kv.get('fenced', 'late')).toBeNull();

    // The new holder writes under its epoch.
    const dbB = await db('b4');
    dbB.fenceWith(testFence(epochB!));
    await new TypeormKvStore(dbB).put('fenced', 'k', new Uint8Array([4]));
    expect(Buffer.from((await kv.get('fenced', 'k'))!.value)).toEqual(Buffer.from([4]));
  });

  it("a takeover ends the old holder's sessions in this database only, not a same-named replica's of another node", async () => {
    // Two nodes' replica sets on one server may reuse replica ids; each set has its own database.
    const other = await createTestDatabase();
    const neighbour = new Client({ connectionString: other.url, application_name: replicaApplicationName('a8') });
    await neighbour.connect();
    try {
      const a = lease('a8', 300);
      const b = lease('b8', 300);
      await waitFor(async () => (await a.tryAcquire()) !== null); // the last test's holder expires
      const dbA = await db('a8');
      await dbA.single((m) => m.query('SELECT 1')); // a session of a's in this database
      const sessions = async () => {
        const { rows } = await neighbour.query<{ datname: string }>(`SELECT datname FROM pg_stat_activity WHERE application_name = $1`, [replicaApplicationName('a8')]);
        return rows.map((r) => r.datname);
      };
      expect((await sessions()).length).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 400)); // a's lease expires
      const grant = await b.tryAcquire();
      expect(grant).not.toBeNull();
      expect(await sessions()).toEqual([new URL(other.url).pathname.slice(1)]);
      await b.release(grant!.epoch);
    } finally {
      await neighbour.end().catch(() => undefined);
      await other.drop();
    }
  });

  it('a fenced unit of work that finds its pooled connections terminated tries the next one until a live one', async () => {
    const holder = lease('a7');
    let epoch: bigint | undefined;
    await waitFor(async () => (epoch = (await holder.tryAcquire())?.epoch) !== undefined);
    const d = await db('a7');
    d.fenceWith(testFence(epoch!));
    const kv = new TypeormKvStore(d);
    // Leaves several idle connections in the pool, all of them ended by each termination below.
    await Promise.all([1, 2, 3, 4].map((i) => kv.put('fenced', `r${i}`, new Uint8Array([i]))));
    await kv.put('fenced', 'r', new Uint8Array([1]));
    const admin = new Client({ connectionString: url });
    await admin.connect();
    for (let round = 0; round < 5; round++) {
      // The put follows at once, before the pool can learn of the termination.
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [replicaApplicationName('a7')]);
      await kv.put('fenced', 'r', new Uint8Array([round + 2]));
    }
    await admin.end();
    expect(Buffer.from((await kv.get('fenced', 'r'))!.value)).toEqual(Buffer.from([6]));
    await holder.release(epoch!);
  });

  it('tells a live holder from a dead one by its session, whatever application_name DATABASE_URL sets', async () => {
    const named = `${url}${url.includes('?') ? '&' : '?'}application_name=same-for-all`;
    const a = new PgEngineLease({ url: named, replicaId: 'a6', replicaUrl: 'http://a6', ttlMs: 60_000, onSessionLost: () => undefined });
    const b = new PgEngineLease({ url: named, replicaId: 'b6', replicaUrl: 'http://b6', ttlMs: 60_000, onSessionLost: () => undefined });
    open.push(a, b);
    await waitFor(async () => (await a.tryAcquire()) !== null);
    expect(await b.tryAcquire()).toBeNull();
    expect(await b.holder()).toMatchObject({ replicaId: 'a6', alive: true });
    await a.close();
    await waitFor(async () => (await b.holder())?.alive === false);
    const grant = await b.tryAcquire();
    expect(grant).not.toBeNull();
    await b.release(grant!.epoch);
  });

  it('a fence that fails locally stops the unit of work before it reaches the database', async () => {
    const d = await db('a5');
    d.fenceWith({
      epoch: 1n,
      assertHeld: () => {
        throw new LeaseLostError('expired locally');
      },
      lost: (reason: string) => {
        throw new LeaseLostError(reason);
      },
    });
    await expect(new TypeormKvStore(d).put('fenced', 'x', new Uint8Array([1]))).rejects.toThrow('expired locally');
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
