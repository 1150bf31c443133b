import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minedFeesSats } from './chain-fees';
import { checkInvariants, type FinalPayment, type InvariantReport } from './invariants';
import { Killer, type FailedRestart, type Kill } from './killer';
import { LoadMix, type HoldInvoice, type KindTally, type LoadKind } from './load-mix';
import { takeSnapshot, type NetworkSnapshot } from './node-snapshot';
import { Rng } from './rng';
import { emptyRequestStats, SoakClient, sleep, type NodeName, type RequestStats } from './soak-client';
import { ASSET_SUPPLY, SoakNetwork, type Database } from './soak-network';

export interface SoakOptions {
  kills: number;
  seed: number;
  /** Mean pause between a restarted node being ready and the next kill. */
  intervalSecs: number;
  database: Database;
  lightningWorkers: number;
  /** Keep the nodes' directories (logs) even when every check passed. */
  keep: boolean;
  log: (line: string) => void;
}

export interface SoakResult {
  options: Omit<SoakOptions, 'log'>;
  kills: Kill[];
  tally: Record<LoadKind, KindTally>;
  holds: HoldInvoice[];
  requests: RequestStats;
  report: InvariantReport;
  /** Problems of the settle phase (something never became quiescent), reported with the violations. */
  settleProblems: string[];
  timings: { setupSecs: number; loadSecs: number; settleSecs: number; totalSecs: number };
  /** Where the nodes' data directories and logs are (removed after a clean run unless `keep`). */
  root: string;
  /** The nodes' PostgreSQL databases A, B, C (dropped with the directories). */
  databases: string[];
  rootKept: boolean;
}

const SETTLE_TIMEOUT_MS = 300_000;
/** The channels as [funder side, other side], each paid once in each direction at the end. */
const CHANNEL_ENDS: readonly [NodeName, NodeName][] = [
  ['A', 'B'],
  ['B', 'A'],
  ['B', 'C'],
  ['C', 'B'],
];

/**
 * The whole soak: set up three nodes, run the load while the killer kills and restarts nodes
 * N times, stop both, let everything settle (hold invoices resolved, payments terminal, RGB
 * transfers mined), pay once each way through every channel, and check the invariants.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { log } = options;
  const started = Date.now();
  const requests = emptyRequestStats();
  const client = new SoakClient(requests);
  const rng = new Rng(options.seed);
  log(`seed ${options.seed}; ${options.kills} kills every ~${options.intervalSecs} s; ${options.database}`);
  const network = await SoakNetwork.start({ database: options.database, log, client });
  const root = network.rgb.env.root;
  let clean = false;
  try {
    const before = await takeSnapshot(client, network.list, network.contractId);
    const setupDone = Date.now();
    log(`set up in ${secs(setupDone - started)} s; load and killer start`);

    const load = new LoadMix(network, client, rng.fork('load'), { lightningWorkers: options.lightningWorkers, log });
    const killer = new Killer(network, rng.fork('killer'), { kills: options.kills, intervalSecs: options.intervalSecs, log });
    load.start();
    const kills = await killer.run();
    if (killer.failedRestart) {
      client.stopRetrying();
      await load.stop();
      return aborted(options, kills, load, requests, killer.failedRestart, { started, setupDone, root, databases: network.databaseUrls });
    }
    // A last stretch of load with every node up, so the final restart is followed by traffic too.
    await sleep(options.intervalSecs * 1000);
    log('killer done; stopping the load');
    await load.stop();
    const loadDone = Date.now();

    const settleProblems = await settle(network, client, load, log);
    const finalPayments = await payThroughEveryChannel(network, client);
    settleProblems.push(...(await waitQuiescent(network, client, 60_000)));
    const after = await takeSnapshot(client, network.list, network.contractId);
    const rgbTxids = network.list.flatMap((n) => after[n.name].rgbRecords.filter((r) => r.direction === 'Outbound' && r.status === 'succeeded' && !before[n.name].rgbRecords.some((b) => b.id === r.id) && r.txid).map((r) => r.txid as string));
    const report = checkInvariants(before, after, {
      contractId: network.contractId,
      supply: ASSET_SUPPLY,
      routingNode: 'B',
      finalPayments,
      rgbFeesSats: await minedFeesSats(network.rgb.env.btcd.client, rgbTxids),
    });
    for (const problem of settleProblems) report.violations.push({ check: 'settles', detail: problem });
    const done = Date.now();
    clean = report.violations.length === 0 && !options.keep;
    // What the checks read, for whoever investigates a violation.
    if (report.violations.length > 0) writeFileSync(join(root, 'soak-snapshots.json'), JSON.stringify({ before, after }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));
    return {
      options: withoutLog(options),
      kills,
      tally: load.tally,
      holds: load.holds,
      requests,
      report,
      settleProblems,
      timings: { setupSecs: secs(setupDone - started), loadSecs: secs(loadDone - setupDone), settleSecs: secs(done - loadDone), totalSecs: secs(done - started) },
      root,
      databases: network.databaseUrls,
      rootKept: !clean,
    };
  } finally {
    await network.stop({ keepDatabases: !clean });
    if (clean) rmSync(root, { recursive: true, force: true });
  }
}

/** A node did not restart: nothing can settle without it, so the run ends with that one violation. */
function aborted(options: SoakOptions, kills: Kill[], load: LoadMix, requests: RequestStats, failed: FailedRestart, t: { started: number; setupDone: number; root: string; databases: string[] }): SoakResult {
  // The last warnings and errors of the node that did not come back.
  const tail = readFileSync(failed.logPath, 'utf8')
    .trimEnd()
    .split('\n')
    .filter((l) => /"level":[456]0/.test(l))
    .slice(-3)
    .map((l) => l.slice(0, 400));
  const report: InvariantReport = {
    violations: [{ check: 'node restarts', detail: `${failed.node} after kill ${failed.index}: ${failed.error}; last warnings in ${failed.logPath}:\n    ${tail.join('\n    ')}` }],
    paymentsByKind: {},
    openInvoices: 0,
    rgbByStatus: {},
    openRgbInvoices: 0,
    ledgers: {} as InvariantReport['ledgers'],
  };
  const now = Date.now();
  return {
    options: withoutLog(options),
    kills,
    tally: load.tally,
    holds: load.holds,
    requests,
    report,
    settleProblems: [],
    timings: { setupSecs: secs(t.setupDone - t.started), loadSecs: secs(now - t.setupDone), settleSecs: 0, totalSecs: secs(now - t.started) },
    root: t.root,
    databases: t.databases,
    rootKept: true,
  };
}

/** Hold invoices resolved as their clients decided, then quiescence (bounded). */
async function settle(network: SoakNetwork, client: SoakClient, load: LoadMix, log: (line: string) => void): Promise<string[]> {
  log('settling: every node ready, hold invoices resolved, payments and RGB transfers terminal');
  for (const node of network.list) await SoakNetwork.ready(node);
  await load.settleHolds(60_000);
  // Each round looks at what is left once, briefly: a hold's HTLC may arrive only after a retry.
  return waitQuiescent(network, client, SETTLE_TIMEOUT_MS, () => load.settleHolds(1_000));
}

/**
 * Waits until nothing is in flight: no payment Pending at its payer, no HTLC held, both sides of
 * every channel adding up to its capacity and usable, no RGB send pending, nothing in the
 * mempool (a block is mined when something waits there). Returns what never got there.
 */
async function waitQuiescent(network: SoakNetwork, client: SoakClient, timeoutMs: number, tick: () => Promise<void> = async () => undefined): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let problems: string[] = [];
  while (Date.now() < deadline) {
    const mempool = await network.rgb.env.btcd.client.getRawMempool();
    if (mempool.length > 0) await network.mine(1);
    await tick();
    problems = inFlight(await takeSnapshot(client, network.list, network.contractId));
    if (mempool.length > 0) problems.push(`${mempool.length} transactions were in the mempool`);
    if (problems.length === 0) return [];
    await sleep(2000);
  }
  return problems.map((p) => `after ${secs(timeoutMs)} s: ${p}`);
}

function inFlight(s: NetworkSnapshot): string[] {
  const out: string[] = [];
  const sides = new Map<string, { localMsat: bigint; capacityMsat: bigint }>();
  for (const n of Object.values(s)) {
    for (const p of n.payments) {
      if (p.direction === 'Outbound' && p.status === 'Pending') out.push(`${n.name}: outbound ${p.kind} ${p.id} Pending`);
      if (p.direction === 'Inbound' && p.status === 'Pending' && p.htlc_locked) out.push(`${n.name}: HTLC of ${p.id} held`);
    }
    for (const c of n.channels) {
      const side = sides.get(c.channel_id) ?? { localMsat: 0n, capacityMsat: BigInt(c.channel_value_sats) * 1000n };
      side.localMsat += BigInt(c.local_balance_msat);
      sides.set(c.channel_id, side);
      if (!c.is_usable) out.push(`${n.name}: channel ${c.channel_id} not usable`);
    }
    for (const r of n.rgbRecords) {
      if (r.status === 'pending' && (r.direction === 'Outbound' || r.txid)) out.push(`${n.name}: RGB ${r.direction} ${r.id} pending`);
    }
  }
  for (const [id, side] of sides) if (side.localMsat !== side.capacityMsat) out.push(`channel ${id}: sides do not add up to its capacity (HTLCs in flight?)`);
  return out;
}

/** A 1,000 sat BOLT11 payment each way through each channel: the channels still carry payments. */
async function payThroughEveryChannel(network: SoakNetwork, client: SoakClient): Promise<FinalPayment[]> {
  const out: FinalPayment[] = [];
  for (const [from, to] of CHANNEL_ENDS) {
    const payer = network.nodes[from];
    const payee = network.nodes[to];
    const { invoice } = await client.post<{ invoice: string }>(payee, '/bolt11/receive', { amount_msat: '1000000', description: 'soak final', expiry_secs: 600 });
    const res = await client.call<{ error?: string; message?: string }>(payer, 'POST', '/bolt11/pay', { invoice }, { idempotencyKey: `soak-final-${from}${to}-${Date.now()}` });
    out.push({ from, to, ok: res.status === 200, detail: res.status === 200 ? 'paid' : `${res.status} ${res.body.error ?? ''} ${res.body.message ?? ''}`.trim() });
  }
  return out;
}

function withoutLog({ log: _log, ...rest }: SoakOptions): Omit<SoakOptions, 'log'> {
  return rest;
}

function secs(ms: number): number {
  return Math.round(ms / 100) / 10;
}
