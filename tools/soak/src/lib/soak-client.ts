import type { TestNode } from '@rln/node-harness';

export type NodeName = 'A' | 'B' | 'C';

/** One of the soak's node processes; the killer swaps `test.process`, the address stays. */
export interface SoakNode {
  readonly name: NodeName;
  readonly test: TestNode;
  readonly nodeId: string;
  readonly p2pAddress: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** What the client saw, for the summary: retries are how often a request met a dead or starting node. */
export interface RequestStats {
  requests: number;
  connectionRetries: number;
  notReadyRetries: number;
  serverErrors: { node: NodeName; path: string; status: number; body: string }[];
  gaveUp: { node: NodeName; path: string; reason: string }[];
}

export function emptyRequestStats(): RequestStats {
  return { requests: 0, connectionRetries: 0, notReadyRetries: 0, serverErrors: [], gaveUp: [] };
}

export interface CallOptions {
  /** Sent as `Idempotency-Key`; the same key on every retry of this call. */
  idempotencyKey?: string;
  /** Give up retrying after this long (the request is then reported in `gaveUp`). Default 180 s. */
  deadlineMs?: number;
}

export class GaveUp extends Error {}

const REQUEST_TIMEOUT_MS = 120_000;
const SERVER_ERROR_RETRIES = 3;

/**
 * HTTP as a real client does it against a node that may die at any moment: a request that met a
 * closed or reset connection, or a node still starting (503), is sent again (with the same
 * Idempotency-Key, so it takes effect once) until the node answers; a 500 is retried a few times
 * and recorded. Everything else is the answer.
 */
export class SoakClient {
  private retrying = true;

  constructor(readonly stats: RequestStats) {}

  /** From now on a request that gets no answer gives up at once (the run is being abandoned). */
  stopRetrying(): void {
    this.retrying = false;
  }

  async call<T = Record<string, unknown>>(node: SoakNode, method: 'GET' | 'POST', path: string, body?: unknown, options: CallOptions = {}): Promise<Answer<T>> {
    const deadline = Date.now() + (options.deadlineMs ?? 180_000);
    let serverErrors = 0;
    for (;;) {
      this.stats.requests++;
      let answer: Answer<T> | null = null;
      let failure = '';
      try {
        answer = await this.once<T>(node, method, path, body, options.idempotencyKey);
      } catch (error) {
        failure = (error as Error).message;
        this.stats.connectionRetries++;
      }
      if (answer) {
        if (answer.status === 503) {
          this.stats.notReadyRetries++;
          failure = 'node not ready (503)';
        } else if (answer.status >= 500 && serverErrors++ < SERVER_ERROR_RETRIES) {
          this.stats.serverErrors.push({ node: node.name, path, status: answer.status, body: JSON.stringify(answer.body).slice(0, 300) });
          failure = `server error ${answer.status}`;
        } else {
          return answer;
        }
      }
      if (Date.now() > deadline || !this.retrying) {
        this.stats.gaveUp.push({ node: node.name, path, reason: failure });
        throw new GaveUp(`${node.name} ${method} ${path}: no answer before the deadline (${failure})`);
      }
      await sleep(400);
    }
  }

  /** A POST whose non-200 answer is an error (set-up steps and reads that must work). */
  async post<T = Record<string, unknown>>(node: SoakNode, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    const res = await this.call<T>(node, 'POST', path, body, options);
    if (res.status !== 200) throw new Error(`${node.name} POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async get<T = Record<string, unknown>>(node: SoakNode, path: string): Promise<T> {
    const res = await this.call<T>(node, 'GET', path);
    if (res.status !== 200) throw new Error(`${node.name} GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  private async once<T>(node: SoakNode, method: string, path: string, body: unknown, key: string | undefined): Promise<Answer<T>> {
    const headers: Record<string, string> = { Authorization: `Bearer ${node.test.token}` };
    if (key) headers['Idempotency-Key'] = key;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${node.test.process.baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a non-JSON body stays text
    }
    return { status: res.status, body: parsed as T };
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
