import type { LightningEvent } from '@rln/lightning';
import { NodeMetrics, type MetricsSources } from './node-metrics';

const sources = (overrides: Partial<MetricsSources> = {}): MetricsSources => ({
  components: { wallet: () => ({ ok: true }), engine: () => ({ ok: false }), rgb: () => ({ ok: true }) },
  deadLetters: () => Promise.resolve(0),
  ...overrides,
});

/** The sample lines of one metric name (`name` or `name{...}`), as `line → value`. */
async function samples(metrics: NodeMetrics, name: string): Promise<Record<string, number>> {
  const lines = (await metrics.exposition()).split('\n').filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
}

const sent: LightningEvent = { type: 'PaymentSent', paymentId: 'aa', paymentHash: 'aa', preimage: 'bb', feePaidMsat: 1000n };
const failed: LightningEvent = { type: 'PaymentFailed', paymentId: 'cc', paymentHash: 'cc', reason: 'no route', reasonCode: 'RouteNotFound' };
const claimed: LightningEvent = { type: 'PaymentClaimed', paymentHash: 'dd', amountMsat: 5000n, purpose: 'bolt11', customTlvs: [] };

describe('NodeMetrics', () => {
  it('keeps a registry per instance: two in one process do not clash or share counts', async () => {
    const first = new NodeMetrics(sources());
    const second = new NodeMetrics(sources());
    first.observeHttpRequest('GET', '/api/v1/status', '200', 0.01);
    expect(await samples(first, 'rln_http_requests_total')).toEqual({ 'rln_http_requests_total{method="GET",route="/api/v1/status",status="200"}': 1 });
    expect(await samples(second, 'rln_http_requests_total')).toEqual({});
  });

  it('counts HTTP requests by method, route template and status, and times them', async () => {
    const metrics = new NodeMetrics(sources());
    metrics.observeHttpRequest('GET', '/api/v1/payment/:paymentId', '200', 0.02);
    metrics.observeHttpRequest('GET', '/api/v1/payment/:paymentId', '200', 0.2);
    metrics.observeHttpRequest('PUT', 'unmatched', '405', 0.001);
    metrics.observeHttpRequest('PROPFIND', 'unmatched', '404', 0.001);
    expect(await samples(metrics, 'rln_http_requests_total')).toEqual({
      'rln_http_requests_total{method="GET",route="/api/v1/payment/:paymentId",status="200"}': 2,
      'rln_http_requests_total{method="PUT",route="unmatched",status="405"}': 1,
      'rln_http_requests_total{method="OTHER",route="unmatched",status="404"}': 1,
    });
    const durations = await samples(metrics, 'rln_http_request_duration_seconds_count');
    expect(durations['rln_http_request_duration_seconds_count{method="GET",route="/api/v1/payment/:paymentId"}']).toBe(2);
    const buckets = await samples(metrics, 'rln_http_request_duration_seconds_bucket');
    expect(buckets['rln_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/v1/payment/:paymentId"}']).toBe(1);
  });

  it('counts finished payments from engine events, every series at 0 from the start', async () => {
    const metrics = new NodeMetrics(sources());
    const zero = await samples(metrics, 'rln_payments_total');
    expect(Object.values(zero)).toEqual([0, 0, 0]);
    for (const event of [sent, sent, failed, claimed]) metrics.observeLightningEvent(event);
    metrics.observeLightningEvent({ type: 'ChannelReady', channelId: 'ee', userChannelId: 1n, counterpartyNodeId: '02' });
    expect(await samples(metrics, 'rln_payments_total')).toEqual({
      'rln_payments_total{direction="outbound",status="succeeded"}': 2,
      'rln_payments_total{direction="outbound",status="failed"}': 1,
      'rln_payments_total{direction="inbound",status="succeeded"}': 1,
    });
  });

  it('reads component readiness and dead letters at scrape time', async () => {
    let engineUp = false;
    let deadLetters = 0;
    const metrics = new NodeMetrics(sources({ components: { wallet: () => ({ ok: true }), engine: () => ({ ok: engineUp }), rgb: () => ({ ok: true }) }, deadLetters: async () => deadLetters }));
    expect(await samples(metrics, 'rln_component_ready')).toEqual({
      'rln_component_ready{component="wallet"}': 1,
      'rln_component_ready{component="engine"}': 0,
      'rln_component_ready{component="rgb"}': 1,
    });
    engineUp = true;
    deadLetters = 3;
    expect((await samples(metrics, 'rln_component_ready'))['rln_component_ready{component="engine"}']).toBe(1);
    expect(await samples(metrics, 'rln_dead_letters')).toEqual({ rln_dead_letters: 3 });
  });

  it('keeps the last dead-letter count when the database fails, and still answers', async () => {
    let fail = false;
    const metrics = new NodeMetrics(sources({ deadLetters: () => (fail ? Promise.reject(new Error('database down')) : Promise.resolve(2)) }));
    expect(await samples(metrics, 'rln_dead_letters')).toEqual({ rln_dead_letters: 2 });
    fail = true;
    expect(await samples(metrics, 'rln_dead_letters')).toEqual({ rln_dead_letters: 2 });
  });

  it('switches the replica role gauge: 1 for the current role only, single at start', async () => {
    const metrics = new NodeMetrics(sources());
    const roles = async () => Object.fromEntries(Object.entries(await samples(metrics, 'rln_replica_role')).map(([line, value]) => [/role="(\w+)"/.exec(line)?.[1], value]));
    expect(await roles()).toEqual({ single: 1, holder: 0, follower: 0 });
    metrics.setReplicaRole('follower');
    expect(await roles()).toEqual({ single: 0, holder: 0, follower: 1 });
    metrics.setReplicaRole('holder');
    expect(await roles()).toEqual({ single: 0, holder: 1, follower: 0 });
  });

  it('reports the lease: epoch, acquisitions, renewals by outcome, losses, forwarded commands', async () => {
    const metrics = new NodeMetrics(sources());
    metrics.setLeaseEpoch(7n);
    metrics.leaseAcquired();
    metrics.leaseRenewed();
    metrics.leaseRenewed();
    metrics.leaseRenewFailed();
    metrics.leaseLost();
    metrics.requestForwarded('ok');
    metrics.requestForwarded('holder_unreachable');
    metrics.requestForwarded('holder_unreachable');
    expect(await samples(metrics, 'rln_lease_epoch')).toEqual({ rln_lease_epoch: 7 });
    expect(await samples(metrics, 'rln_lease_acquisitions_total')).toEqual({ rln_lease_acquisitions_total: 1 });
    expect(await samples(metrics, 'rln_lease_renewals_total')).toEqual({ 'rln_lease_renewals_total{outcome="ok"}': 2, 'rln_lease_renewals_total{outcome="failed"}': 1 });
    expect(await samples(metrics, 'rln_lease_losses_total')).toEqual({ rln_lease_losses_total: 1 });
    expect(await samples(metrics, 'rln_forwarded_requests_total')).toEqual({
      'rln_forwarded_requests_total{outcome="ok"}': 1,
      'rln_forwarded_requests_total{outcome="holder_unreachable"}': 2,
      'rln_forwarded_requests_total{outcome="no_holder"}': 0,
    });
  });

  it('exposes every metric with its help and type in the Prometheus text format, process metrics included', async () => {
    const metrics = new NodeMetrics(sources());
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.exposition();
    for (const name of [
      'rln_http_requests_total',
      'rln_http_request_duration_seconds',
      'rln_payments_total',
      'rln_component_ready',
      'rln_dead_letters',
      'rln_replica_role',
      'rln_lease_epoch',
      'rln_lease_acquisitions_total',
      'rln_lease_renewals_total',
      'rln_lease_losses_total',
      'rln_forwarded_requests_total',
      'rln_process_cpu_seconds_total',
      'rln_process_resident_memory_bytes',
      'rln_nodejs_eventloop_lag_seconds',
      'rln_nodejs_gc_duration_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});
