import type { LightningEvent } from '@rln/lightning';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How this process takes part in a replicated node: alone, holding the engine lease, or forwarding to the holder. */
export type ReplicaRole = 'single' | 'holder' | 'follower';
export const REPLICA_ROLES: readonly ReplicaRole[] = ['single', 'holder', 'follower'];

/** What became of a command a follower forwarded to the lease holder. */
export type ForwardOutcome = 'ok' | 'holder_unreachable' | 'no_holder';
const FORWARD_OUTCOMES: readonly ForwardOutcome[] = ['ok', 'holder_unreachable', 'no_holder'];

/** The components /readyz reports, by their `rln_component_ready` label. */
export type MetricsComponent = 'wallet' | 'engine' | 'rgb';

/** What the scrape reads from the node at scrape time. */
export interface MetricsSources {
  /** Each component's readiness, as /readyz shows it (context.wallet / lightning / rgb.engine). */
  readonly components: Readonly<Record<MetricsComponent, () => { readonly ok: boolean }>>;
  /** Engine events set aside as unstorable (context.deadLetters.count). */
  readonly deadLetters: () => Promise<number>;
}

/** A scrape does not wait longer than this for the database's dead-letter count. */
const DEAD_LETTER_WAIT_MS = 1_000;
/** Request durations: long polls (events/wait_next, payment wait) run for up to minutes. */
const HTTP_BUCKETS_SECS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Methods Node's parser accepts are many; the label keeps the API's own and folds the rest. */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAYMENT_OUTCOMES = { PaymentSent: ['outbound', 'succeeded'], PaymentFailed: ['outbound', 'failed'], PaymentClaimed: ['inbound', 'succeeded'] } as const;

/**
 * The node's Prometheus metrics (served by GET /api/v1/metrics), on a registry of its own rather
 * than prom-client's global one, so several can live in one process (tests). Labels carry only
 * bounded values: route templates, never paths, ids, tokens or hashes.
 */
export class NodeMetrics {
  private readonly registry = new Registry();
  private readonly httpRequests = this.counter(
    'rln_http_requests_total',
    'HTTP requests answered, by route template ("unmatched" when no route matched) and status ("aborted" when the client left first)',
    ['method', 'route', 'status'],
  );
  private readonly httpDuration = new Histogram({
    name: 'rln_http_request_duration_seconds',
    help: 'HTTP request duration until the response was sent, by route template',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS_SECS,
    registers: [this.registry],
  });
  private readonly payments = this.counter('rln_payments_total', 'Lightning payments the engine reported finished (PaymentSent, PaymentFailed, PaymentClaimed)', ['direction', 'status']);
  private readonly replicaRole = this.gauge('rln_replica_role', "This replica's role: 1 for the current one, 0 for the others", ['role']);
  private readonly leaseEpoch = this.gauge('rln_lease_epoch', 'Epoch of the engine lease this replica last saw');
  private readonly leaseAcquisitions = this.counter('rln_lease_acquisitions_total', 'Engine leases this replica acquired');
  private readonly leaseRenewals = this.counter('rln_lease_renewals_total', 'Engine lease renewals, by outcome', ['outcome']);
  private readonly leaseLosses = this.counter('rln_lease_losses_total', 'Engine leases this replica lost while holding them');
  private readonly forwarded = this.counter('rln_forwarded_requests_total', 'Commands this replica forwarded to the lease holder, by outcome', ['outcome']);

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'rln_' });
    this.gauge('rln_component_ready', 'Whether a component is ready (1) or not (0), as /readyz reports it; a component off by configuration counts as ready', ['component'], function () {
      for (const [component, readiness] of Object.entries(sources.components)) this.set({ component }, readiness().ok ? 1 : 0);
    });
    this.gauge('rln_dead_letters', 'Engine events set aside because the database could never store them (event_dead_letter); kept at its last value when the count fails', [], async function () {
      const count = await bounded(sources.deadLetters(), DEAD_LETTER_WAIT_MS);
      if (count !== null) this.set(count);
    });
    // Every known series from the start, at 0, so rates and alerts see them before the first event.
    for (const [direction, status] of Object.values(PAYMENT_OUTCOMES)) this.payments.inc({ direction, status }, 0);
    for (const outcome of ['ok', 'failed']) this.leaseRenewals.inc({ outcome }, 0);
    for (const outcome of FORWARD_OUTCOMES) this.forwarded.inc({ outcome }, 0);
    this.setReplicaRole('single');
  }

  /** `Content-Type` of the exposition. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of every metric. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }

  /** One HTTP request answered (`status` a code, or "aborted"); `route` is a template or "unmatched". */
  observeHttpRequest(method: string, route: string, status: string, seconds: number): void {
    const knownMethod = HTTP_METHODS.has(method) ? method : 'OTHER';
    this.httpRequests.inc({ method: knownMethod, route, status });
    this.httpDuration.observe({ method: knownMethod, route }, seconds);
  }

  /** Counts the payments an engine event finishes; other events are ignored. */
  observeLightningEvent(event: LightningEvent): void {
    if (!(event.type in PAYMENT_OUTCOMES)) return;
    const [direction, status] = PAYMENT_OUTCOMES[event.type as keyof typeof PAYMENT_OUTCOMES];
    this.payments.inc({ direction, status });
  }

  setReplicaRole(role: ReplicaRole): void {
    for (const each of REPLICA_ROLES) this.replicaRole.set({ role: each }, each === role ? 1 : 0);
  }

  /** Exact up to 2^53. */
  setLeaseEpoch(epoch: bigint): void {
    this.leaseEpoch.set(Number(epoch));
  }

  leaseAcquired(): void {
    this.leaseAcquisitions.inc();
  }

  leaseRenewed(): void {
    this.leaseRenewals.inc({ outcome: 'ok' });
  }

  leaseRenewFailed(): void {
    this.leaseRenewals.inc({ outcome: 'failed' });
  }

  leaseLost(): void {
    this.leaseLosses.inc();
  }

  requestForwarded(outcome: ForwardOutcome): void {
    this.forwarded.inc({ outcome });
  }

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** `collect`, when given, sets the gauge at scrape time. */
  private gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = [], collect?: (this: Gauge<L>) => void | Promise<void>): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry], collect });
  }
}

/** The value, or null when it fails or takes longer than `ms`. */
async function bounded<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
