import type { ProfileSummary } from './cpu-profile';
import type { LatencySummary } from './stats';

// What a run measured (also the raw JSON in .bench/), and the figures the tables derive from it.

/** CPU seconds of a measured stretch: each node process alone, and the database work outside them. */
export interface CpuUse {
  /** Per node process, in path order (sender first). */
  cpuS: number[];
  /** The nodes' child processes plus the PostgreSQL server's share (0 for in-process databases). */
  databaseCpuS: number;
}

export interface PhaseResult extends CpuUse {
  phase: 'sequential' | 'concurrent';
  concurrency: number;
  payments: number;
  elapsedS: number;
  latency: LatencySummary;
  /** Peak RSS per node process during the phase. */
  peakRssMiB: number[];
  /** Set when the phase did not finish: why, and how many payments had succeeded. */
  error?: string;
}

export interface PairResult {
  label: string;
  version: string;
  /** Which LND set a row compares with: the same number of nodes. */
  implementation: 'ours' | 'LND';
  nodes: number;
  phases: PhaseResult[];
  profile?: ProfileSummary;
}

export interface AgeWindow extends CpuUse {
  /** Payments [from, to) of the run. */
  from: number;
  to: number;
  elapsedS: number;
  latency: LatencySummary;
}

export interface AgeResult {
  label: string;
  payments: number;
  window: number;
  first?: AgeWindow;
  last?: AgeWindow;
  peakRssMiB: number[];
  error?: string;
  paid?: number;
}

export interface ReadEndpointResult {
  endpoint: string;
  /** Alone, or beside the payment load. */
  beside: 'nothing' | 'payments';
  targetRate: number;
  connections: number;
  elapsedS: number;
  achievedRate: number;
  latency: LatencySummary;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** performance.now() bounds of the reads. */
  window: { from: number; to: number };
  paymentsDuring: number;
  /** The payment load had stopped (a failure) before these reads ended. */
  paymentLoadEnded: boolean;
}

export interface ReadsResult {
  label: string;
  payers: number;
  endpoints: ReadEndpointResult[];
  error?: string;
}

export interface RunInfo {
  date: string;
  command: string;
  machine: string;
  versions: string[];
  amountSats: number;
  sequential: number;
  concurrency: number;
  concurrentPayments: number;
  notes: string[];
}

/** Everything one run measured, for the BTC section. */
export interface BtcResults {
  paths: PairResult[];
  age: AgeResult[];
  reads: ReadsResult[];
}

export const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
export const escapeCell = (s: string) => s.replace(/\|/g, '\\|');

/** CPU ms per payment: the node processes alone, and with the database work outside them. */
export function cpuMsPerPayment(use: CpuUse, payments: number): { nodes: number; withDatabase: number } {
  const nodes = sum(use.cpuS);
  return { nodes: (nodes * 1000) / payments, withDatabase: ((nodes + use.databaseCpuS) * 1000) / payments };
}

export const phaseName = (ph: PhaseResult) => (ph.phase === 'sequential' ? 'sequential' : `${ph.concurrency} concurrent`);
export const paymentRate = (ph: PhaseResult) => ph.payments / ph.elapsedS;
export const windowRate = (w: AgeWindow) => (w.to - w.from) / w.elapsedS;

/** The LND set a row of ours compares with: the one with as many nodes. */
export function lndReference(all: readonly PairResult[], nodes: number): PairResult | undefined {
  return all.find((p) => p.implementation === 'LND' && p.nodes === nodes);
}
