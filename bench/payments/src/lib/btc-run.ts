import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchDatabases } from './bench-databases';
import { runChannelAge } from './channel-age';
import { summariseProfile } from './cpu-profile';
import type { Options } from './options';
import { LndPair, OurPair, type ChainEnv, type OurPath, type PaymentPath } from './pairs';
import { errorText, log, runPhase, warmUp, type TimedPhase } from './phase';
import type { ExternalDatabaseCpu } from './proc-stats';
import { runReadsUnderLoad } from './reads-under-load';
import { paymentRate, type BtcResults, type PairResult } from './results';
import { LndThreeNodes, OurThreeNodes } from './three-node';

/** LDK and LND refuse larger channels unless both peers negotiate wumbo (option_support_large_channel). */
const MAX_CHANNEL_SATS = 16_777_215n;
/** Payments/s assumed for the reads' payment load when no concurrent phase measured it. */
const ASSUMED_LOAD_RATE = 20;
/** Our node sets run on the node's embedded default database, or on the PostgreSQL server of the tests (`--pg`). */
type DatabaseKind = 'embedded' | 'postgres';

/** Room for `payments` payments of the amount, a quarter spare, and the reserve and fees. */
export function channelSatsFor(payments: number, amountSats: number): bigint {
  const sats = (BigInt(amountSats) * BigInt(payments) * 5n) / 4n + 1_000_000n;
  if (sats > MAX_CHANNEL_SATS) throw new Error(`${payments} payments of ${amountSats} sat need a ${sats} sat channel, above ${MAX_CHANNEL_SATS}: lower --amount-sats or --age-n`);
  return sats;
}

/** Runs one part of the run; a failure becomes a note in the report instead of ending the run. */
async function attempt(what: string, notes: string[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log(`${what} FAILED: ${errorText(err)}`);
    notes.push(`${what} could not be measured: ${errorText(err).slice(0, 300)}`);
  }
}

function pathResult(path: PaymentPath, implementation: 'ours' | 'LND', phases: readonly TimedPhase[]): PairResult {
  return { label: path.label, version: path.version, implementation, nodes: path.pids().length, phases: phases.map(({ windowUs: _w, ...rest }) => rest) };
}

/** The two-node phases: `--n` sequential, then `--m` by `--k` payers. */
async function twoNodePhases(path: PaymentPath, o: Options): Promise<TimedPhase[]> {
  const amount = BigInt(o.amountSats) * 1000n;
  const seq = await runPhase(path, 'sequential', o.n, 1, amount);
  const conc = await runPhase(path, 'concurrent', o.m, o.k, amount);
  return [seq, conc];
}

export class BtcRun {
  readonly results: BtcResults = { paths: [], age: [], reads: [] };
  readonly notes: string[] = [];

  constructor(
    private readonly env: ChainEnv,
    private readonly o: Options,
    private readonly databases: BenchDatabases,
  ) {}

  private get amountMsat(): bigint {
    return BigInt(this.o.amountSats) * 1000n;
  }

  /** Reads and our three nodes run on PostgreSQL with --pg (the targets are stated there), else on the embedded default. */
  private get readsAndThreeOn(): DatabaseKind {
    return this.o.pg ? 'postgres' : 'embedded';
  }

  async runOurs(): Promise<void> {
    const { rows, pg } = this.o;
    const pairRows = rows.has('two-node') || rows.has('age');
    if (pairRows || (rows.has('reads') && !pg)) await attempt('ours (embedded default)', this.notes, () => this.ourPair('embedded'));
    if (pg && (pairRows || rows.has('reads'))) await attempt('ours (PostgreSQL)', this.notes, () => this.ourPair('postgres'));
    if (rows.has('three-node')) await attempt(`ours (${this.o.pg ? 'PostgreSQL' : 'embedded default'}), alice → bob → carol`, this.notes, () => this.ourThreeNodes());
  }

  async runLnd(): Promise<void> {
    const { rows, n, m, amountSats } = this.o;
    if (rows.has('two-node')) {
      await attempt('LND', this.notes, async () => {
        const pair = await LndPair.start(this.env, { channelSats: channelSatsFor(n + m + 20, amountSats) });
        this.results.paths.push(pathResult(pair, 'LND', await this.warmAndRun(pair, () => twoNodePhases(pair, this.o))));
      });
    }
    if (rows.has('three-node')) {
      await attempt('LND, alice → bob → carol', this.notes, async () => {
        const set = await LndThreeNodes.start(this.env, { channelSats: channelSatsFor(n + m + 40, amountSats) });
        this.results.paths.push(pathResult(set, 'LND', await this.warmAndRun(set, () => twoNodePhases(set, this.o))));
      });
    }
    if (rows.has('two-node') || rows.has('three-node')) {
      this.notes.push('LND runs with its defaults (bbolt database, `db.batch-commit-interval` 500 ms, anchors); the LNDs and our nodes share the same btcd and machine, one node set at a time.');
    }
  }

  /** Warm-up, the work, then stop (which also writes a profiled sender's CPU profile). */
  private async warmAndRun<T>(path: PaymentPath, work: () => Promise<T>): Promise<T> {
    try {
      await warmUp(path, this.amountMsat);
      return await work();
    } finally {
      await path.stop().catch(() => undefined);
    }
  }

  private async databaseFor(kind: DatabaseKind, nodes: number): Promise<{ urls?: string[]; serverCpu?: ExternalDatabaseCpu }> {
    if (kind !== 'postgres') return {};
    const created = await this.databases.create(nodes);
    this.notePostgresCpu();
    return created;
  }

  private notePostgresCpu(): void {
    const note =
      'On PostgreSQL, "nodes + database" adds the whole server\'s CPU during the phase (postmaster, backends, including ones the pool closed meanwhile, WAL writer, checkpointer; from /proc), less backends of other databases as sampled every 100 ms; the server is the benchmark\'s own, durable (fsync, synchronous_commit and full_page_writes on; tools/testing/start-postgres.sh with `RLN_TEST_PG_FSYNC=on`, port 55433) like the embedded one.';
    if (!this.notes.includes(note)) this.notes.push(note);
  }

  private async ourPair(kind: DatabaseKind): Promise<void> {
    const { rows, n, m, amountSats, ageN, profile, readsSeconds } = this.o;
    const readsHere = rows.has('reads') && kind === this.readsAndThreeOn;
    const payments = (rows.has('two-node') ? n + m : 0) + (rows.has('age') ? ageN : 0) + (readsHere ? 60 * (2 * readsSeconds + 3) : 0) + 20;
    const db = await this.databaseFor(kind, 2);
    const profileDir = profile && rows.has('two-node') ? join(this.env.root, `profile-${kind}`) : undefined;
    const pair = await OurPair.start(this.env, { setName: `pair-${kind}`, channelSats: channelSatsFor(payments, amountSats), databaseUrls: db.urls, externalDatabase: db.serverCpu, profileDir });
    const label = pair.label;
    const phases = await this.warmAndRun(pair, async () => {
      const measured = rows.has('two-node') ? await twoNodePhases(pair, this.o) : [];
      if (readsHere) await attempt(`reads beside payments (${label})`, this.notes, () => this.reads(pair, measured));
      if (rows.has('age')) await attempt(`channel age (${label})`, this.notes, async () => void this.results.age.push(await runChannelAge(pair, ageN, this.amountMsat)));
      return measured;
    });
    if (phases.length === 0) return;
    const result = pathResult(pair, 'ours', phases);
    const seq = phases.find((p) => p.phase === 'sequential');
    const file = profileDir ? readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile')) : undefined;
    if (profileDir && seq && file) result.profile = summariseProfile(join(profileDir, file), seq.windowUs);
    else if (profileDir) log(`${label}: no CPU profile written in ${profileDir}`);
    this.results.paths.push(result);
  }

  private async reads(pair: OurPath, measured: readonly TimedPhase[]): Promise<void> {
    const conc = measured.find((p) => p.phase === 'concurrent' && !p.error);
    const { readsRate, readsSeconds, readsConnections, k } = this.o;
    this.results.reads.push(
      await runReadsUnderLoad(pair, { rate: readsRate, seconds: readsSeconds, connections: readsConnections, payers: k, amountMsat: this.amountMsat, expectedPaymentRate: conc ? paymentRate(conc) : ASSUMED_LOAD_RATE }),
    );
  }

  private async ourThreeNodes(): Promise<void> {
    const { n, m, amountSats } = this.o;
    const kind = this.readsAndThreeOn;
    const db = await this.databaseFor(kind, 3);
    const set = await OurThreeNodes.start(this.env, { setName: `three-${kind}`, channelSats: channelSatsFor(n + m + 40, amountSats), databaseUrls: db.urls, externalDatabase: db.serverCpu });
    this.results.paths.push(pathResult(set, 'ours', await this.warmAndRun(set, () => twoNodePhases(set, this.o))));
  }
}
