import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { ApiClient, NginxBalancer, ReplicaSet, TcpRelay, eventually, type Replica } from '@rln/node-harness';
import { createTestDatabase, withDatabaseClient } from '@rln/testing';
import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';

jest.setTimeout(1_800_000);

/** Kills of the lease holder in the failover case (RLN_FAILOVER_KILLS; the closing note's run used 10). */
const KILLS = Number(process.env['RLN_FAILOVER_KILLS'] ?? 3);
const LEASE_TTL_MS = Number(process.env['RLN_FAILOVER_LEASE_TTL_MS'] ?? 3000);

interface PaymentBody {
  payment_id: string;
  status: string;
}
interface ChannelBody {
  is_usable: boolean;
}

/**
 * alice runs as three replicas on one PostgreSQL behind nginx; bob is a single node. alice's
 * P2P connections to bob go through a TCP relay the test owns, which records what each
 * connection carried and when.
 */
describe('replicas behind a load balancer: engine lease, failover and fencing', () => {
  let env: RegtestNodeEnv;
  let alice: ReplicaSet;
  let bob: TestNode;
  let balancer: NginxBalancer;
  let relay: TcpRelay;
  let lb: ApiClient;
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;

  const channelUsable = async (api: ApiClient) => (await api.get<ChannelBody[]>('/api/v1/channels')).body?.[0]?.is_usable === true;
  const bobStatus = async (hash: string) => (await bob.api.get<PaymentBody>(`/api/v1/payment/${hash}`)).body?.status ?? null;

  /** Pays one invoice of bob's through the balancer, retrying the same Idempotency-Key through a failover. */
  async function pay(amountMsat: bigint): Promise<{ paymentId: string; hash: string }> {
    const invoice = await bob.api.post<{ invoice: string }>('/api/v1/bolt11/receive', { amount_msat: amountMsat.toString(), description: 'failover', expiry_secs: 3600 });
    if (invoice.status !== 200) throw new Error(`bob's invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
    const decoded = await bob.api.post<{ payment_hash: string }>('/api/v1/bolt11/decode', { invoice: invoice.body.invoice });
    const key = randomBytes(16).toString('hex');
    const sent = await eventually(
      async () => {
        const res = await lb.post<{ payment_id: string }>('/api/v1/bolt11/send', { invoice: invoice.body.invoice }, { 'Idempotency-Key': key }).catch(() => null);
        if (res?.status === 200) return res.body;
        if (res && ![502, 503, 409].includes(res.status)) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
        return null;
      },
      'a send accepted through the balancer',
      90_000,
    );
    return { paymentId: sent.payment_id, hash: decoded.body.payment_hash };
  }

  beforeAll(async () => {
    env = await RegtestNodeEnv.start();
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    databaseUrl = database.url;
    bob = await env.startNode('bob');
    relay = await TcpRelay.start({ host: '127.0.0.1', port: bob.process.options.p2pPort });
    alice = await ReplicaSet.start(env, 'alice', 3, { databaseUrl: database.url, leaseTtlMs: LEASE_TTL_MS });
    // 503s pass through as they are (Retry-After): the client retries, nginx keeps every replica in.
    balancer = await NginxBalancer.start({ upstreams: alice.replicas.map((r) => ({ host: '127.0.0.1', port: r.process.options.httpPort })), retryStatuses: [] });
    lb = new ApiClient(balancer.url, alice.token);

    const address = await lb.post<{ address: string }>('/api/v1/wallet/address/new', {});
    await env.faucet.fund(address.body.address, 2_000_000n);
    await eventually(async () => (await lb.post('/api/v1/wallet/sync')).status === 200, 'wallet sync');
    const bobId = (await bob.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
    const opened = await eventually(
      async () => {
        const res = await lb.post('/api/v1/channel/open', { node_id: bobId, address: `127.0.0.1:${relay.port}`, channel_amount_sats: '1000000' });
        return res.status === 200 ? res : null;
      },
      'channel open accepted',
      60_000,
    );
    expect(opened.status).toBe(200);
    await eventually(
      async () => {
        if ((await channelUsable(lb)) && (await channelUsable(bob.api))) return true;
        await env.btcd.mine(1);
        return false;
      },
      'channel alice→bob usable on both sides',
      180_000,
    );
  });

  afterAll(async () => {
    await balancer?.stop();
    await alice?.stop();
    await relay?.close();
    await env?.stop();
    await dropDatabase?.();
  });

  it(`fails over within seconds of a kill -9 of the holder (${KILLS} kills): payments end alike at both ends, reads never fail, no channel closes`, async () => {
    const payments: Array<{ paymentId: string; hash: string }> = [];
    let paying = true;
    const payer = (async () => {
      while (paying) payments.push(await pay(10_000n));
    })();
    let reads = 0;
    const failedReads: string[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const res = await lb.get('/api/v1/payments?limit=5').catch((err: unknown) => ({ status: 0, body: String(err) }));
        reads++;
        if (res.status !== 200) failedReads.push(`${res.status} ${JSON.stringify(res.body)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const failovers: Array<{ killed: number; newHolder: number; holderReadyMs: number; firstPaymentMs: number }> = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = payments.length;
      await eventually(async () => payments.length >= before + 3, 'three more payments sent', 120_000);
      const holder = await alice.waitForHolder();
      const sentBefore = payments.length;
      const killedAt = Date.now();
      await holder.process.stop('SIGKILL');
      const next = await alice.waitForHolder(60_000, holder);
      const holderReadyMs = Date.now() - killedAt;
      await eventually(async () => payments.length > sentBefore, 'a payment accepted after the kill', 120_000);
      failovers.push({ killed: holder.index, newHolder: next.index, holderReadyMs, firstPaymentMs: Date.now() - killedAt });
      await alice.restart(holder); // back as a follower
    }
    paying = false;
    await payer;
    reading = false;
    await reader;

    // Terminal, and the same at both ends.
    const outcomes: Record<string, number> = {};
    for (const p of payments) {
      const ours = await eventually(
        async () => {
          const res = await lb.get<PaymentBody>(`/api/v1/payment/${p.paymentId}`);
          return res.status === 200 && res.body.status !== 'Pending' ? res.body.status : null;
        },
        `payment ${p.paymentId} terminal at alice`,
        180_000,
      );
      // Bob records his side from his own events: a success there may lag alice's by a moment.
      outcomes[ours] = (outcomes[ours] ?? 0) + 1;
      const theirs =
        ours === 'Succeeded'
          ? await eventually(async () => ((await bobStatus(p.hash)) === 'Succeeded' ? 'Succeeded' : null), `payment ${p.hash} received by bob`, 60_000).catch(() => bobStatus(p.hash))
          : await bobStatus(p.hash);
      expect({ payment: p.paymentId, alice: ours, bob: theirs === 'Succeeded' ? 'Succeeded' : 'not paid' }).toEqual({
        payment: p.paymentId,
        alice: ours,
        bob: ours === 'Succeeded' ? 'Succeeded' : 'not paid',
      });
    }
    expect(payments.filter((p) => p).length).toBeGreaterThan(KILLS * 3);
    expect(failedReads).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    // No force close: the one channel is open and usable at both ends, nothing waits in the mempool.
    expect((await lb.get<ChannelBody[]>('/api/v1/channels')).body).toHaveLength(1);
    expect(await channelUsable(bob.api)).toBe(true);
    expect(await env.btcd.client.getRawMempool()).toEqual([]);
    for (const f of failovers) expect(f.holderReadyMs).toBeLessThan(60_000); // bounded wait only; the figures go to the report
    const report = { kills: failovers, payments: payments.length, outcomes, reads, leaseTtlMs: LEASE_TTL_MS };
    process.stdout.write(`failover report: ${JSON.stringify(report)}\n`);
    if (process.env['RLN_FAILOVER_REPORT']) writeFileSync(process.env['RLN_FAILOVER_REPORT'], JSON.stringify(report, null, 2));
  });

  it('fences a paused holder: after SIGCONT it exits without a write, a peer message or a broadcast', async () => {
    const holder = await alice.waitForHolder();
    const pid = holder.process.pid;
    if (pid === undefined) throw new Error('no pid');
    const replicaId = (await alice.readiness(holder))?.replica_id;
    if (!replicaId) throw new Error('no replica id');
    await auditWrites(databaseUrl);

    const stoppedAt = Date.now();
    process.kill(pid, 'SIGSTOP');
    let next: Replica;
    let writesWhilePaused: number;
    try {
      next = await alice.waitForHolder(60_000, holder);
    } finally {
      writesWhilePaused = await writesBy(databaseUrl, replicaId);
      process.kill(pid, 'SIGCONT');
    }
    const resumedAt = Date.now();
    // Still connected to bob when it woke: what it sends now would reach him.
    expect(relay.openAt(resumedAt).filter((c) => c.openedAt < stoppedAt).length).toBeGreaterThan(0);

    const exit = await holder.process.waitForExit(30_000);
    expect(exit.code).toBe(75);
    expect(relay.bytesSent({ openedBefore: stoppedAt, after: resumedAt })).toBe(0);
    // Rows changed by the old holder's sessions (its pool and its lease session), seen by the database itself.
    expect(await writesBy(databaseUrl, replicaId)).toBe(writesWhilePaused);

    // The new holder pays on the same channel: bob drops the old connection, alice reconnects.
    const paid = await pay(20_000n);
    const status = await eventually(
      async () => {
        const res = await lb.get<PaymentBody>(`/api/v1/payment/${paid.paymentId}`);
        return res.body.status !== 'Pending' ? res.body.status : null;
      },
      'the payment after the takeover terminal',
      180_000,
    );
    expect(status).toBe('Succeeded');
    expect(await eventually(async () => ((await bobStatus(paid.hash)) === 'Succeeded' ? 'Succeeded' : null), 'bob paid', 60_000)).toBe('Succeeded');
    expect(next.index).not.toBe(holder.index);
    expect(await env.btcd.client.getRawMempool()).toEqual([]);
    await alice.restart(holder);
  });
});

/**
 * Records every row change with the session's application_name (each replica names its
 * sessions `rln-<replica id>`): an observer inside the database, outside the node processes.
 */
async function auditWrites(url: string): Promise<void> {
  await withDatabaseClient(url, async (c) => {
    await c.query(`CREATE TABLE IF NOT EXISTS write_audit (at timestamptz NOT NULL DEFAULT clock_timestamp(), app text NOT NULL, tbl text NOT NULL)`);
    await c.query(`CREATE OR REPLACE FUNCTION audit_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO write_audit (app, tbl) VALUES (current_setting('application_name'), TG_TABLE_NAME); RETURN NULL; END $$`);
    const tables = await c.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('write_audit', 'migrations')`);
    for (const { tablename } of tables.rows) {
      await c.query(`DROP TRIGGER IF EXISTS audit_write ON "${tablename}"`);
      await c.query(`CREATE TRIGGER audit_write AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION audit_write()`);
    }
  });
}

async function writesBy(url: string, replicaId: string): Promise<number> {
  return withDatabaseClient(url, async (c) => {
    const { rows } = await c.query<{ n: string }>(`SELECT count(*) AS n FROM write_audit WHERE app LIKE $1`, [`rln-${replicaId}%`]);
    return Number(rows[0].n);
  });
}
