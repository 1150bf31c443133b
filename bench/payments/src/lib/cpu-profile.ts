import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Self time per component, ms, largest first. */
  buckets: { bucket: string; ms: number }[];
  /** Functions with the most self time (idle excluded). */
  top: { fn: string; where: string; ms: number }[];
  windowMs: number;
}

/**
 * Summarises a V8 CPU profile (`node --cpu-prof`) between two instants of the monotonic
 * clock, in microseconds (V8's profile clock and `process.hrtime` are both CLOCK_MONOTONIC).
 */
export function summariseProfile(path: string, windowUs?: { from: number; to: number }): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfMs = new Map<number, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (windowUs && (t < windowUs.from || t > windowUs.to)) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });

  const totals = new Map<string, number>();
  const perFn = new Map<string, { fn: string; where: string; ms: number }>();
  for (const [id, ms] of selfMs) {
    const bucket = classify(id, byId, parent);
    totals.set(bucket, (totals.get(bucket) ?? 0) + ms);
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const where = frame.url ? frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(apps|libs|tools)\//, '$1/') : '';
    const key = `${frame.functionName}@${where}`;
    const entry = perFn.get(key) ?? { fn: frame.functionName || '(anonymous)', where, ms: 0 };
    entry.ms += ms;
    perFn.set(key, entry);
  }
  return {
    buckets: [...totals.entries()].map(([bucket, ms]) => ({ bucket, ms })).sort((a, b) => b.ms - a.ms),
    top: [...perFn.values()].sort((a, b) => b.ms - a.ms).slice(0, 12),
    windowMs: windowUs ? (windowUs.to - windowUs.from) / 1000 : [...selfMs.values()].reduce((a, b) => a + b, 0),
  };
}

/**
 * The component a sample belongs to: its own frame, or the nearest JS ancestor that tells.
 * WebAssembly frames carry no package name (`wasm://wasm/<hash>`); both LDK and PGlite are
 * WASM, so a WASM sample belongs to whichever package's JS called into it.
 */
function classify(id: number, byId: Map<number, ProfileNode>, parent: Map<number, number>): string {
  const own = byId.get(id)?.callFrame;
  if (!own) return 'other';
  if (own.functionName === '(idle)') return 'idle (waiting for I/O or timers)';
  if (own.functionName === '(garbage collector)') return 'garbage collection';
  if (own.functionName === '(program)') return 'V8/native (program)';
  const ownIsWasm = isWasm(own.url, own.functionName);
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const frame = byId.get(cur)?.callFrame;
    if (!frame) break;
    if (isWasm(frame.url, frame.functionName)) continue;
    const bucket = bucketOf(frame.url);
    if (!bucket) continue;
    if (ownIsWasm && bucket.startsWith('PGlite')) return 'PGlite (embedded PostgreSQL, WASM + JS)';
    if (ownIsWasm) return 'LDK (WASM)';
    return bucket;
  }
  if (ownIsWasm) return 'LDK (WASM)';
  if (own.url.startsWith('node:')) return 'Node.js runtime (net, tls, http, streams)';
  return 'other JS';
}

function isWasm(url: string, fn: string): boolean {
  return url.startsWith('wasm://') || /^\$?wasm-function/.test(fn);
}

function bucketOf(url: string): string | undefined {
  if (url.includes('lightningdevkit')) return 'LDK bindings (JS glue)';
  if (url.includes('@electric-sql/pglite') || url.includes('typeorm-pglite')) return 'PGlite (embedded PostgreSQL, WASM + JS)';
  if (url.includes('/typeorm/') || url.includes('/pg/') || url.includes('pg-protocol')) return 'TypeORM / pg driver';
  if (url.includes('/libs/persistence/')) return 'persistence adapters';
  if (url.includes('/libs/lightning/')) return 'lightning engine (our TS)';
  if (url.includes('/libs/payments/') || url.includes('lightning-event-router') || url.includes('lightning-payments')) return 'payment records / event router';
  if (url.includes('pino')) return 'logging (pino)';
  if (url.includes('@nestjs') || url.includes('express') || url.includes('class-validator') || url.includes('class-transformer') || url.includes('body-parser')) return 'HTTP (Nest/Express/validation)';
  if (url.includes('@noble') || url.includes('@scure')) return 'JS crypto (noble/scure)';
  return undefined;
}
