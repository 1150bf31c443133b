import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Btcd, Faucet } from '@rln/regtest';
import { freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { eventually } from '@rln/node-harness';

/** The chain every node set of one run shares. */
export interface ChainEnv {
  readonly btcd: Btcd;
  readonly faucet: Faucet;
  readonly root: string;
}

/** Polls `probe` every 200 ms until it returns something truthy; setting up a node set may take minutes. */
export function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 180_000): Promise<T> {
  return eventually(probe, what, timeoutMs);
}

/** JSON over our node's `/api/v1` with its bearer token. */
export class Api {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  get<T>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }
}

export interface OurNode {
  proc: NodeProcess;
  api: Api;
  id: string;
  p2pAddress: string;
}

/** One node-api process (PGlite in its data dir, or the PostgreSQL database given), ready. */
export async function startOurNode(env: ChainEnv, options: { setName: string; name: string; databaseUrl?: string; nodeArgs?: string[] }): Promise<OurNode> {
  const rpc = env.btcd.rpc;
  const { name } = options;
  const p2pPort = await freePort();
  const proc = new NodeProcess({
    name,
    dataDir: join(env.root, `${options.setName}-${name}`),
    httpPort: await freePort(),
    p2pPort,
    bitcoindRpc: { url: rpc.url, user: rpc.user, password: rpc.password, ...(rpc.tlsCertPath ? { certPath: rpc.tlsCertPath } : {}) },
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    // Production-like chain polling (the e2e default is 250 ms) and quiet logs.
    extraEnv: {
      RLN_LOG_LEVEL: process.env['RLN_BENCH_NODE_LOG_LEVEL'] ?? 'warn',
      RLN_LDK_LOG_LEVEL: process.env['RLN_BENCH_LDK_LOG_LEVEL'] ?? 'info',
      RLN_CHAIN_POLL_MS: '1000',
    },
    nodeArgs: options.nodeArgs ?? [],
  });
  const token = await proc.createToken(`${name}-bench`, 'admin');
  await proc.start();
  const api = new Api(proc.baseUrl, token);
  await until(`${name} ready`, async () => (await api.get('/readyz')).status === 200, 90_000);
  const id = (await api.get<{ node_id: string }>('/node_id')).body.node_id;
  return { proc, api, id, p2pAddress: `127.0.0.1:${p2pPort}` };
}

/** Starts nodes one after the other; stops the ones already started when one fails. */
export async function startOurNodes(env: ChainEnv, setName: string, specs: { name: string; databaseUrl?: string; nodeArgs?: string[] }[]): Promise<OurNode[]> {
  const started: OurNode[] = [];
  try {
    for (const spec of specs) started.push(await startOurNode(env, { setName, ...spec }));
    return started;
  } catch (err) {
    await stopOurNodes(started);
    throw err;
  }
}

export async function stopOurNodes(nodes: readonly OurNode[]): Promise<void> {
  for (const n of nodes) await n.proc.stop().catch(() => undefined);
}

/**
 * What the node keeps its state in: the PostgreSQL server it was given, or its embedded default,
 * which its data dir shows (embedded PostgreSQL's cluster in `<data dir>/pg`, else PGlite).
 */
export function databaseOf(node: OurNode): string {
  if (node.proc.options.databaseUrl) return 'PostgreSQL';
  return existsSync(join(node.proc.options.dataDir, 'pg', 'PG_VERSION')) ? 'embedded PostgreSQL' : 'PGlite';
}

export async function nodeVersion(node: OurNode): Promise<string> {
  return `rgb-ln-node ${(await node.api.get<{ node_version?: string }>('/version')).body.node_version ?? 'dev'}`;
}

/** Sends `sats` from the faucet to a new address of the node's plain wallet. */
export async function fundOurNode(env: ChainEnv, node: OurNode, sats: bigint): Promise<void> {
  const { address } = (await node.api.post<{ address: string }>('/wallet/address/new')).body;
  await env.faucet.fund(address, sats);
}

/** Opens an unannounced channel from → to, funded by from's wallet; returns its user_channel_id. */
export async function openOurChannel(from: OurNode, to: OurNode, channelSats: bigint): Promise<string> {
  await from.api.post('/peers/connect', { node_id: to.id, address: to.p2pAddress });
  const opened = await until(`channel ${from.proc.options.name}→${to.proc.options.name} accepted`, async () => {
    await from.api.post('/wallet/sync');
    const res = await from.api.post<{ user_channel_id: string }>('/channel/open', { node_id: to.id, address: to.p2pAddress, channel_amount_sats: channelSats.toString() });
    return res.status === 200 ? res.body : undefined;
  });
  return opened.user_channel_id;
}

/** How many of the node's channels are usable (both sides' channel_ready seen, peer connected). */
export async function usableChannels(node: OurNode): Promise<{ user_channel_id: string }[]> {
  return (await node.api.get<{ user_channel_id: string; is_usable: boolean }[]>('/channels')).body.filter((c) => c.is_usable);
}

/**
 * Mines a block a round until `ready` holds: channels confirm as the chain grows. At most one
 * block per `minIntervalMs`: a flood of blocks keeps several busy nodes catching up with the
 * chain instead of finishing their channel handshakes.
 */
export function mineUntil(env: ChainEnv, what: string, ready: () => Promise<boolean>, minIntervalMs = 0): Promise<true> {
  let lastMined = 0;
  return until(what, async () => {
    if (await ready()) return true;
    if (Date.now() - lastMined >= minIntervalMs) {
      await env.btcd.mine(1);
      lastMined = Date.now();
    }
    return false;
  });
}
