import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseTarget } from '@rln/persistence';

export const NETWORKS = ['regtest', 'testnet', 'signet', 'bitcoin'] as const;
export type Network = (typeof NETWORKS)[number];

/** Every setting of a node, validated once at boot (docs/configuration.md lists them). */
export interface NodeConfig {
  network: Network;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * The database when DATABASE_URL is unset: `postgres`, a PostgreSQL server the node starts on
   * `<dataDir>/pg` (durable, the default), or `pglite` (WASM, no fsync: development and tests only).
   */
  embeddedDatabase: EmbeddedDatabase;
  httpHost: string;
  httpPort: number;
  p2pPort: number;
  p2pHost: string;
  bitcoindRpc: { url: string; user: string; password: string; certPath: string | null };
  esploraUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LDK's own records below this level are dropped before they reach the logger. */
  ldkLogLevel: 'gossip' | 'trace' | 'debug' | 'info' | 'warn' | 'error';
  chainPollMs: number;
  /**
   * The node's public base URL for RGB wallets (http or https): its invoices name
   * `<base>/api/v1/rgb/proxy` as their transport. Null: this node's HTTP address.
   */
  rgbProxyUrl: string | null;
  /** Whether sends may post consignments to payee proxies on private or local addresses (default: on regtest only). */
  rgbTransportAllowPrivate: boolean;
  /**
   * Whether asset channels (RGB over Lightning) may be opened, accepted and paid through. Off by
   * default except on regtest: their monitor bumps commitments and our second stages by CPFP, but
   * fee races are tested on btcd only (no package relay), so pinning below the mempool floor is not covered.
   */
  rgbChannels: boolean;
  /** Blocks an acceptor waits for an asset channel's funding before it fails the channel. */
  rgbChannelFundingTimeoutBlocks: number;
  /**
   * sat/vB under which no asset-channel commitment waits in the mempool: the monitor bumps one
   * (CPFP through our anchor) to the larger of this and the chain's urgent estimate. 0: the estimate alone.
   */
  rgbCloseFeerateFloorSatPerVb: number;
  /** The most one CPFP child of an asset-channel transaction pays, in sat: what a close can cost us, whoever broadcast it. */
  rgbCpfpMaxFeeSats: number;
  /** How long Idempotency-Keys and their responses are kept (at least a day, supplement.md "Idempotency"). */
  idempotencyRetentionHours: number;
  /** At most one `refresh=true` per read route this often (RefreshLimiter); 0: no limit. */
  refreshMinIntervalSecs: number;
  /** Client events (`/events`) older than this are deleted, acknowledged or not (EventRetention). */
  eventRetentionHours: number;
  /**
   * Who may open channels to this node (default: only listed peers on mainnet, anyone elsewhere),
   * and how many unlisted peers' inbound channels may be pending (per peer) and unfunded (in all).
   */
  inboundChannels: { accept: InboundChannelsMode; allowedPeers: string[]; maxPendingPerPeer: number; maxUnfunded: number; fundingTimeoutBlocks: number };
  /**
   * `single`: this process is the node. `lease`: one of N replicas on one PostgreSQL; the one
   * holding the engine lease runs the engine, the others forward commands to it
   * (docs/operations.md).
   */
  replica: ReplicaConfig;
}

export const REPLICA_MODES = ['single', 'lease'] as const;
export type ReplicaConfig =
  | { mode: 'single' }
  | {
      mode: 'lease';
      /** Where the other replicas reach this one (published while it holds the lease). */
      url: string;
      /** How long a lease lasts without renewal: a paused holder is replaced after this. */
      leaseTtlMs: number;
      /** RGB's rgb-lib data on storage every replica mounts; one copy per lease epoch (null: RGB off). */
      rgbSharedDir: string | null;
    };

export const INBOUND_CHANNELS_MODES = ['any', 'allow-list', 'none'] as const;
export type InboundChannelsMode = (typeof INBOUND_CHANNELS_MODES)[number];

export const EMBEDDED_DATABASES = ['postgres', 'pglite'] as const;
export type EmbeddedDatabase = (typeof EMBEDDED_DATABASES)[number];

export class ConfigError extends Error {}

/**
 * PGlite runs without fsync (electric-sql/pglite#1107): a Lightning monitor update it reported
 * durable can vanish on power loss, and an outdated monitor can lose the channel's funds.
 */
const PGLITE_ON_MAINNET =
  'RLN_EMBEDDED_DATABASE=pglite is refused with RLN_NETWORK=bitcoin: PGlite does not fsync its writes ' +
  '(electric-sql/pglite#1107), so channel state it reported stored can be lost on power failure, and with it channel funds. ' +
  'Leave RLN_EMBEDDED_DATABASE unset (embedded PostgreSQL) or set DATABASE_URL (docs/reliability.md "Embedded database")';

type Source = Record<string, string | undefined>;

/**
 * Reads configuration from the environment, falling back to an optional JSON file named by
 * RLN_CONFIG_FILE whose keys are the same variable names. The environment wins, so a file
 * can hold defaults and secrets can come from the environment.
 */
/**
 * Where the node keeps its state: the PostgreSQL at DATABASE_URL when set, else a PostgreSQL
 * server the node runs itself on `<dataDir>/pg`, or PGlite in `<dataDir>/db` when asked for.
 */
export function databaseTarget(config: NodeConfig): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  if (config.embeddedDatabase === 'pglite') return { kind: 'pglite', dataDir: pgliteDir(config.dataDir) };
  return { kind: 'embedded-postgres', dataDir: join(config.dataDir, 'pg') };
}

function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

export function loadNodeConfig(env: Source = process.env, options: { requireChain?: boolean } = {}): NodeConfig {
  const requireChain = options.requireChain ?? true;
  const source: Source = { ...readConfigFile(env['RLN_CONFIG_FILE']), ...definedOnly(env) };
  const problems: string[] = [];
  const get = (key: string): string | undefined => {
    const value = source[key]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const getOr = (key: string, fallback: string): string => get(key) ?? fallback;
  const required = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined && requireChain) problems.push(`${key} is required`);
    return value;
  };
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = getOr(key, String(fallback));
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be an integer from ${min} to ${max}, got '${raw}'`);
    }
    return value;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const value = getOr(key, fallback);
    if (!(allowed as readonly string[]).includes(value)) problems.push(`${key} must be one of ${allowed.join(', ')}, got '${value}'`);
    return value as T;
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const value = getOr(key, String(fallback));
    if (value !== 'true' && value !== 'false') problems.push(`${key} must be true or false, got '${value}'`);
    return value === 'true';
  };
  const url = (key: string, value: string | undefined): string | null => {
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (!['http:', 'https:', 'postgres:', 'postgresql:'].includes(parsed.protocol)) throw new Error();
    } catch {
      problems.push(`${key} is not a valid URL`);
    }
    return value;
  };

  const config: NodeConfig = {
    network: oneOf('RLN_NETWORK', NETWORKS, 'regtest'),
    dataDir: resolve(getOr('RLN_DATA_DIR', '.data/node')),
    databaseUrl: url('DATABASE_URL', get('DATABASE_URL')),
    embeddedDatabase: oneOf('RLN_EMBEDDED_DATABASE', EMBEDDED_DATABASES, 'postgres'),
    httpHost: getOr('RLN_HTTP_HOST', '127.0.0.1'),
    httpPort: int('RLN_HTTP_PORT', 3000, 0, 65535),
    p2pPort: int('RLN_P2P_PORT', 9735, 0, 65535),
    p2pHost: getOr('RLN_P2P_HOST', '127.0.0.1'),
    bitcoindRpc: {
      url: url('BITCOIND_RPC_URL', required('BITCOIND_RPC_URL')) ?? '',
      user: required('BITCOIND_RPC_USER') ?? '',
      password: required('BITCOIND_RPC_PASSWORD') ?? '',
      certPath: get('BITCOIND_RPC_CERT') ?? null,
    },
    esploraUrl: url('RLN_ESPLORA_URL', get('RLN_ESPLORA_URL')),
    logLevel: oneOf('RLN_LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    ldkLogLevel: oneOf('RLN_LDK_LOG_LEVEL', ['gossip', 'trace', 'debug', 'info', 'warn', 'error'] as const, 'info'),
    chainPollMs: int('RLN_CHAIN_POLL_MS', 1000, 50, 600_000),
    rgbProxyUrl: url('RLN_RGB_PROXY_URL', get('RLN_RGB_PROXY_URL')),
    rgbTransportAllowPrivate: flag('RLN_RGB_TRANSPORT_ALLOW_PRIVATE', (get('RLN_NETWORK') ?? 'regtest') === 'regtest'),
    rgbChannels: flag('RLN_RGB_CHANNELS', (get('RLN_NETWORK') ?? 'regtest') === 'regtest'),
    rgbChannelFundingTimeoutBlocks: int('RLN_RGB_CHANNEL_FUNDING_TIMEOUT_BLOCKS', 144, 1, 2016),
    rgbCloseFeerateFloorSatPerVb: int('RLN_RGB_CLOSE_FEERATE_FLOOR_SAT_PER_VB', 0, 0, 10_000),
    rgbCpfpMaxFeeSats: int('RLN_RGB_CPFP_MAX_FEE_SATS', 200_000, 1_000, 100_000_000),
    idempotencyRetentionHours: int('RLN_IDEMPOTENCY_RETENTION_HOURS', 48, 24, 24 * 365),
    refreshMinIntervalSecs: int('RLN_REFRESH_MIN_INTERVAL_SECS', 5, 0, 3600),
    eventRetentionHours: int('RLN_EVENT_RETENTION_HOURS', 168, 1, 24 * 365),
    inboundChannels: {
      // LDK 0.1.0 lets a peer that opened a channel to a forwarding node steal funds (#4854,
      // docs/ldk-0.1-fixes.md): on mainnet only listed peers may, unless the operator says otherwise.
      accept: oneOf('RLN_INBOUND_CHANNELS', INBOUND_CHANNELS_MODES, (get('RLN_NETWORK') ?? 'regtest') === 'bitcoin' ? 'allow-list' : 'any'),
      allowedPeers: nodeIdList(get('RLN_INBOUND_CHANNEL_PEERS'), 'RLN_INBOUND_CHANNEL_PEERS', problems),
      maxPendingPerPeer: int('RLN_INBOUND_CHANNEL_MAX_PENDING_PER_PEER', 1, 1, 100),
      maxUnfunded: int('RLN_INBOUND_CHANNEL_MAX_UNFUNDED', 40, 1, 40),
      fundingTimeoutBlocks: int('RLN_INBOUND_CHANNEL_FUNDING_TIMEOUT_BLOCKS', 2016, 6, 2016),
    },
    replica: replicaConfig(oneOf('RLN_REPLICA_MODE', REPLICA_MODES, 'single'), get, int, url, problems),
  };
  if (config.inboundChannels.allowedPeers.length > 0 && config.inboundChannels.accept === 'none') {
    problems.push('RLN_INBOUND_CHANNEL_PEERS is not used with RLN_INBOUND_CHANNELS=none (no peer may open channels)');
  }
  if (config.databaseUrl === null) {
    if (config.embeddedDatabase === 'pglite' && config.network === 'bitcoin') problems.push(PGLITE_ON_MAINNET);
    // Before issue 15 PGlite was the default: starting on an empty PostgreSQL beside it would run
    // the node's seed with none of its channel state.
    if (config.embeddedDatabase === 'postgres' && existsSync(join(pgliteDir(config.dataDir), 'PG_VERSION')) && !existsSync(join(config.dataDir, 'pg'))) {
      problems.push(
        `${pgliteDir(config.dataDir)} holds this node's PGlite database (the embedded default before embedded PostgreSQL): ` +
          'set RLN_EMBEDDED_DATABASE=pglite to keep using it (not on mainnet), or move its data to PostgreSQL (pg_dump) first',
      );
    }
  }
  if (config.replica.mode === 'lease') {
    if (config.databaseUrl === null) problems.push('RLN_REPLICA_MODE=lease needs DATABASE_URL: the replicas share one PostgreSQL (the embedded database serves one process)');
    // Its events would reach the database only if this replica ever took the lease, after newer ones.
    if (existsSync(join(config.dataDir, 'lightning', 'events.journal'))) {
      problems.push(
        `${join(config.dataDir, 'lightning', 'events.journal')} holds Lightning events of an older version: start this node once with RLN_REPLICA_MODE=single to move them into the database`,
      );
    }
    if (config.esploraUrl !== null && config.replica.rgbSharedDir === null) {
      problems.push('RLN_REPLICA_MODE=lease with RGB (RLN_ESPLORA_URL) needs RLN_RGB_SHARED_DIR: rgb-lib keeps its data in files the next lease holder must read');
    }
  }
  if (config.bitcoindRpc.certPath && !existsSync(config.bitcoindRpc.certPath)) {
    problems.push(`BITCOIND_RPC_CERT ${config.bitcoindRpc.certPath} does not exist`);
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}\nSee docs/configuration.md.`);
  }
  return config;
}

function replicaConfig(
  mode: (typeof REPLICA_MODES)[number],
  get: (key: string) => string | undefined,
  int: (key: string, fallback: number, min: number, max: number) => number,
  url: (key: string, value: string | undefined) => string | null,
  problems: string[],
): ReplicaConfig {
  if (mode === 'single') return { mode };
  const replicaUrl = url('RLN_REPLICA_URL', get('RLN_REPLICA_URL'));
  if (replicaUrl === null) problems.push('RLN_REPLICA_MODE=lease needs RLN_REPLICA_URL: the address the other replicas forward commands to');
  const shared = get('RLN_RGB_SHARED_DIR');
  return { mode, url: replicaUrl ?? '', leaseTtlMs: int('RLN_LEASE_TTL_MS', 6000, 2000, 60_000), rgbSharedDir: shared ? resolve(shared) : null };
}

/** Node ids separated by commas or whitespace (33-byte compressed keys in hex), lower-cased. */
function nodeIdList(value: string | undefined, key: string, problems: string[]): string[] {
  const ids = (value ?? '').split(/[\s,]+/).filter((id) => id !== '');
  for (const id of ids) if (!/^0[23][0-9a-fA-F]{64}$/.test(id)) problems.push(`${key}: '${id}' is not a node id (66 hex characters)`);
  return ids.map((id) => id.toLowerCase());
}

function readConfigFile(path: string | undefined): Source {
  if (!path) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Cannot read RLN_CONFIG_FILE ${path}: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`RLN_CONFIG_FILE ${path} must hold a JSON object of VARIABLE: "value"`);
  }
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)]));
}

function definedOnly(env: Source): Source {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
}
