import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort, registerChild, unregisterChild } from '@rln/regtest';
import { lndArgs, lndPaths, redactLndArgs } from './lnd-args';
import { resolveLndBinary } from './lnd-binary';
import { LndRestClient, LndRestError } from './lnd-rest';
import type {
  LndChannel,
  LndChannelPoint,
  LndClosedChannel,
  LndGetInfo,
  LndInvoice,
  LndPayReq,
  LndPayment,
  LndPendingChannels,
  LndWalletBalance,
} from './lnd-types';

/** The harness btcd, as LND reaches it: RPC over TLS with btcd's rpc.cert. */
export interface LndBtcdBackend {
  /** btcd's RPC URL (https://127.0.0.1:PORT) or host:port. */
  readonly url: string;
  readonly user: string;
  readonly password: string;
  /** btcd's rpc.cert; required: LND only talks to btcd over TLS. */
  readonly tlsCertPath?: string;
}

export interface LndOptions {
  /** LND's --lnddir: wallet, channel db, tls.cert, macaroons, logs. */
  readonly dataDir: string;
  readonly btcd: LndBtcdBackend;
  readonly alias?: string;
  /** Picked free when omitted; kept across restart(). */
  readonly p2pPort?: number;
  readonly rpcPort?: number;
  readonly restPort?: number;
  /** Defaults to the install-lnd.sh location. */
  readonly binaryPath?: string;
  readonly extraArgs?: readonly string[];
  /** How long to wait for REST to answer and the chain to be synced. Default 90 s. */
  readonly startTimeoutMs?: number;
}

interface ResolvedOptions {
  readonly dataDir: string;
  readonly alias: string;
  readonly p2pPort: number;
  readonly rpcPort: number;
  readonly restPort: number;
  readonly binaryPath: string;
  readonly args: string[];
  readonly startTimeoutMs: number;
}

const STOP_TIMEOUT_MS = 30_000;

/** One hop of an invoice's route hint (lnrpc.HopHint). */
export interface LndHopHint {
  node_id: string;
  chan_id: string;
  fee_base_msat: number;
  fee_proportional_millionths: number;
  cltv_expiry_delta: number;
}

interface LndEdgePolicy {
  time_lock_delta: number;
  fee_base_msat: string;
  fee_rate_milli_msat: string;
}

interface LndEdge {
  node1_pub: string;
  node2_pub: string;
  node1_policy?: LndEdgePolicy | null;
  node2_policy?: LndEdgePolicy | null;
}

/** LND's TLV type for the keysend preimage. */
export const KEYSEND_TLV_TYPE = '5482373484';

export interface SendPaymentResult {
  readonly status: 'SUCCEEDED' | 'FAILED';
  readonly paymentHash: string;
  readonly preimage: string;
  readonly valueMsat: bigint;
  readonly feeMsat: bigint;
  readonly failureReason: string;
  readonly raw: LndPayment;
}

/**
 * A regtest LND process on the harness btcd, driven over its REST API (admin macaroon,
 * tls.cert as CA). Hex in, hex out: the REST API's base64 byte fields are converted here.
 */
export class Lnd {
  private child: ChildProcess | undefined;
  private currentPid = 0;
  private restClient: LndRestClient | undefined;
  private cachedPubkey: string | undefined;

  private constructor(private readonly options: ResolvedOptions) {}

  /** Starts LND and resolves once REST answers and LND is synced to btcd's tip. */
  static async start(options: LndOptions): Promise<Lnd> {
    const ports = new Set<number>();
    const pick = async (given: number | undefined) => {
      if (given !== undefined) return given;
      let port = await freePort();
      while (ports.has(port)) port = await freePort();
      ports.add(port);
      return port;
    };
    const p2pPort = await pick(options.p2pPort);
    const rpcPort = await pick(options.rpcPort);
    const restPort = await pick(options.restPort);
    const certPath = options.btcd.tlsCertPath;
    if (!certPath) throw new Error('LND needs btcd with RPC over TLS: start Btcd with { tls: true } and pass btcd.rpc');
    const alias = options.alias ?? 'lnd';
    const lnd = new Lnd({
      dataDir: options.dataDir,
      alias,
      p2pPort,
      rpcPort,
      restPort,
      binaryPath: options.binaryPath ?? resolveLndBinary(),
      startTimeoutMs: options.startTimeoutMs ?? 90_000,
      args: lndArgs({
        lndDir: options.dataDir,
        alias,
        p2pPort,
        rpcPort,
        restPort,
        btcd: { host: hostPort(options.btcd.url), user: options.btcd.user, password: options.btcd.password, certPath },
        extraArgs: options.extraArgs,
      }),
    });
    await lnd.launch();
    return lnd;
  }

  get pid(): number {
    return this.currentPid;
  }
  get dataDir(): string {
    return this.options.dataDir;
  }
  get alias(): string {
    return this.options.alias;
  }
  get p2pPort(): number {
    return this.options.p2pPort;
  }
  /** host:port for peers to connect to. */
  get p2pAddress(): string {
    return `127.0.0.1:${this.options.p2pPort}`;
  }
  get restUrl(): string {
    return `https://127.0.0.1:${this.options.restPort}`;
  }
  get logFile(): string {
    return lndPaths(this.options.dataDir).stdoutLog;
  }
  /** Identity public key (hex), known once started. */
  get pubkey(): string {
    if (!this.cachedPubkey) throw new Error('LND not started');
    return this.cachedPubkey;
  }
  get rest(): LndRestClient {
    if (!this.restClient) throw new Error('LND not started');
    return this.restClient;
  }

  isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  // ---- node and wallet ----

  getInfo(): Promise<LndGetInfo> {
    return this.rest.get<LndGetInfo>('/v1/getinfo');
  }

  async newAddress(type: 'p2wkh' | 'p2tr' = 'p2wkh'): Promise<string> {
    const t = type === 'p2tr' ? 'TAPROOT_PUBKEY' : 'WITNESS_PUBKEY_HASH';
    return (await this.rest.get<{ address: string }>(`/v1/newaddress?type=${t}`)).address;
  }

  async walletBalance(): Promise<{ confirmed: bigint; unconfirmed: bigint; total: bigint; raw: LndWalletBalance }> {
    const raw = await this.rest.get<LndWalletBalance>('/v1/balance/blockchain');
    return { confirmed: big(raw.confirmed_balance), unconfirmed: big(raw.unconfirmed_balance), total: big(raw.total_balance), raw };
  }

  /** Waits until LND's wallet and graph have processed btcd's tip. */
  async waitSynced(timeoutMs = 60_000, height?: number): Promise<LndGetInfo> {
    const seen: { info?: LndGetInfo } = {};
    const ok = await poll(async () => {
      const info = (seen.info = await this.getInfo());
      return info.synced_to_chain && (height === undefined || info.block_height >= height);
    }, timeoutMs);
    const last = seen.info;
    if (!ok || !last) throw new Error(`LND ${this.alias} not synced within ${timeoutMs} ms (height ${last?.block_height}, synced ${last?.synced_to_chain}); see ${this.logFile}`);
    return last;
  }

  // ---- peers and channels ----

  /** Connects to a peer; "already connected" counts as success. */
  async connect(pubkey: string, hostPort: string): Promise<void> {
    try {
      await this.rest.post('/v1/peers', { addr: { pubkey, host: hostPort }, perm: false, timeout: '30' });
    } catch (err) {
      if (err instanceof LndRestError && /already connected/i.test(err.lndMessage)) return;
      throw err;
    }
  }

  async listPeers(): Promise<{ pub_key: string; address: string }[]> {
    return (await this.rest.get<{ peers?: { pub_key: string; address: string }[] }>('/v1/peers')).peers ?? [];
  }

  /** OpenChannelSync: returns the funding outpoint once the funding tx is broadcast. */
  async openChannel(input: {
    nodePubkey: string;
    localFundingSats: bigint;
    pushSats?: bigint;
    private?: boolean;
    satPerVbyte?: number;
  }): Promise<{ channelPoint: string; fundingTxid: string; outputIndex: number }> {
    const res = await this.rest.post<LndChannelPoint>('/v1/channels', {
      node_pubkey: Buffer.from(input.nodePubkey, 'hex').toString('base64'),
      local_funding_amount: input.localFundingSats.toString(),
      push_sat: (input.pushSats ?? 0n).toString(),
      private: input.private ?? false,
      ...(input.satPerVbyte !== undefined ? { sat_per_vbyte: String(input.satPerVbyte) } : {}),
    });
    const fundingTxid = res.funding_txid_str ?? Buffer.from(res.funding_txid_bytes ?? '', 'base64').reverse().toString('hex');
    return { channelPoint: `${fundingTxid}:${res.output_index ?? 0}`, fundingTxid, outputIndex: res.output_index ?? 0 };
  }

  async listChannels(): Promise<LndChannel[]> {
    return (await this.rest.get<{ channels?: LndChannel[] }>('/v1/channels')).channels ?? [];
  }

  async channel(channelPoint: string): Promise<LndChannel | undefined> {
    return (await this.listChannels()).find((c) => c.channel_point === channelPoint);
  }

  /**
   * Whether LND's router can use this channel: LND adds its own policy for a new channel to
   * its graph through the gossiper, a moment after the link is active (`active` in
   * listchannels). Until then its pathfinding finds "insufficient local balance".
   */
  async channelRoutable(channelPoint: string): Promise<boolean> {
    const channel = await this.channel(channelPoint);
    if (!channel?.active) return false;
    try {
      const edge = await this.rest.get<{ node1_pub: string; node1_policy?: unknown; node2_policy?: unknown }>(`/v1/graph/edge/${channel.chan_id}`);
      return Boolean(edge.node1_pub === this.pubkey ? edge.node1_policy : edge.node2_policy);
    } catch (err) {
      if (err instanceof LndRestError) return false;
      throw err;
    }
  }

  /**
   * A route hint for reaching this node over one of its channels: the peer's forwarding policy
   * towards us, as this node's graph knows it (undefined until the peer's channel_update came).
   * LND puts hints for private channels in an invoice by itself (`private`) only when the peer
   * is a public node; a hint given to addInvoice is used as it is.
   */
  async hopHintFor(channelPoint: string): Promise<LndHopHint | undefined> {
    const channel = await this.channel(channelPoint);
    if (!channel) return undefined;
    const edge = await this.rest.get<LndEdge>(`/v1/graph/edge/${channel.chan_id}`);
    const peer = edge.node1_pub === this.pubkey ? edge.node2_pub : edge.node1_pub;
    const policy = edge.node1_pub === this.pubkey ? edge.node2_policy : edge.node1_policy;
    if (!policy) return undefined;
    return {
      node_id: peer,
      chan_id: channel.chan_id,
      fee_base_msat: Number(policy.fee_base_msat),
      fee_proportional_millionths: Number(policy.fee_rate_milli_msat),
      cltv_expiry_delta: policy.time_lock_delta,
    };
  }

  pendingChannels(): Promise<LndPendingChannels> {
    return this.rest.get<LndPendingChannels>('/v1/channels/pending');
  }

  async closedChannels(): Promise<LndClosedChannel[]> {
    return (await this.rest.get<{ channels?: LndClosedChannel[] }>('/v1/channels/closed')).channels ?? [];
  }

  /**
   * CloseChannel (cooperative, or `force`): resolves with the closing txid once LND reports
   * it pending (lncli closechannel without --block). LND then follows the close by itself.
   */
  async closeChannel(channelPoint: string, options: { force?: boolean; satPerVbyte?: number } = {}): Promise<{ closingTxid: string }> {
    const [txid, index] = channelPoint.split(':');
    const query = new URLSearchParams();
    if (options.force) query.set('force', 'true');
    if (options.satPerVbyte !== undefined) query.set('sat_per_vbyte', String(options.satPerVbyte));
    const qs = query.toString();
    return this.rest.stream<{ close_pending?: { txid: string } }, { closingTxid: string }>(
      'DELETE',
      `/v1/channels/${txid}/${index}${qs ? `?${qs}` : ''}`,
      undefined,
      (update) => (update.close_pending ? { closingTxid: Buffer.from(update.close_pending.txid, 'base64').reverse().toString('hex') } : undefined),
    );
  }

  // ---- invoices and payments ----

  /** `hopHints`: one-hop route hints to put in the invoice (see `hopHintFor`). */
  async addInvoice(input: { amountMsat?: bigint; memo?: string; expirySecs?: number; hopHints?: readonly LndHopHint[] }): Promise<{ paymentRequest: string; paymentHash: string }> {
    const res = await this.rest.post<{ r_hash: string; payment_request: string }>('/v1/invoices', {
      ...(input.amountMsat !== undefined ? { value_msat: input.amountMsat.toString() } : {}),
      memo: input.memo ?? '',
      ...(input.expirySecs !== undefined ? { expiry: String(input.expirySecs) } : {}),
      ...(input.hopHints ? { route_hints: input.hopHints.map((hint) => ({ hop_hints: [hint] })) } : {}),
    });
    return { paymentRequest: res.payment_request, paymentHash: b64ToHex(res.r_hash) };
  }

  lookupInvoice(paymentHash: string): Promise<LndInvoice> {
    return this.rest.get<LndInvoice>(`/v1/invoice/${paymentHash}`);
  }

  decodePayReq(invoice: string): Promise<LndPayReq> {
    return this.rest.get<LndPayReq>(`/v1/payreq/${encodeURIComponent(invoice)}`);
  }

  /** Router SendPaymentV2 for a BOLT11 invoice; resolves with the final state. */
  payInvoice(invoice: string, options: { amountMsat?: bigint; timeoutSecs?: number; feeLimitSats?: bigint } = {}): Promise<SendPaymentResult> {
    return this.sendPaymentV2({
      payment_request: invoice,
      ...(options.amountMsat !== undefined ? { amt_msat: options.amountMsat.toString() } : {}),
      timeout_seconds: options.timeoutSecs ?? 60,
      fee_limit_sat: (options.feeLimitSats ?? 1000n).toString(),
    }, options.timeoutSecs);
  }

  /** Keysend (what `lncli sendpayment --keysend` does): a random preimage in TLV 5482373484. */
  keysend(input: { dest: string; amountMsat: bigint; customRecords?: Record<string, string>; timeoutSecs?: number }): Promise<SendPaymentResult> {
    const preimage = randomBytes(32);
    const hash = createHash('sha256').update(preimage).digest();
    const records: Record<string, string> = { [KEYSEND_TLV_TYPE]: preimage.toString('base64') };
    for (const [type, hex] of Object.entries(input.customRecords ?? {})) records[type] = Buffer.from(hex, 'hex').toString('base64');
    return this.sendPaymentV2({
      dest: Buffer.from(input.dest, 'hex').toString('base64'),
      amt_msat: input.amountMsat.toString(),
      payment_hash: hash.toString('base64'),
      dest_custom_records: records,
      timeout_seconds: input.timeoutSecs ?? 60,
      fee_limit_sat: '1000',
    }, input.timeoutSecs);
  }

  private sendPaymentV2(body: Record<string, unknown>, timeoutSecs = 60): Promise<SendPaymentResult> {
    return this.rest.stream<LndPayment, SendPaymentResult>(
      'POST',
      '/v2/router/send',
      { ...body, no_inflight_updates: true },
      (p) =>
        p.status === 'SUCCEEDED' || p.status === 'FAILED'
          ? {
              status: p.status,
              paymentHash: p.payment_hash,
              preimage: p.payment_preimage,
              valueMsat: big(p.value_msat),
              feeMsat: big(p.fee_msat),
              failureReason: p.failure_reason,
              raw: p,
            }
          : undefined,
      (timeoutSecs + 30) * 1000,
    );
  }

  // ---- process ----

  /** Stops LND (StopDaemon, then SIGTERM, then SIGKILL); resolves once the process is gone. */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    const child = this.child;
    if (child && this.isRunning()) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await gone;
      clearTimeout(timer);
    }
    this.restClient?.close();
    this.restClient = undefined;
    unregisterChild(this.currentPid);
    this.child = undefined;
  }

  /** Same data dir, ports and wallet. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  private async launch(): Promise<void> {
    const { dataDir, binaryPath, args } = this.options;
    const paths = lndPaths(dataDir);
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(paths.configFile)) writeFileSync(paths.configFile, '');
    const logFd = openSync(paths.stdoutLog, 'a');
    let child: ChildProcess;
    try {
      child = spawn(binaryPath, args, { stdio: ['ignore', logFd, logFd] });
    } finally {
      closeSync(logFd);
    }
    const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
    child.on('error', () => undefined);
    if (child.pid === undefined) throw new Error(`could not start ${binaryPath}: ${(await spawnError).message}`);
    this.child = child;
    this.currentPid = child.pid;
    writeFileSync(paths.pidFile, `${child.pid}\n`);
    registerChild(child.pid);
    try {
      await this.waitReady();
    } catch (err) {
      await this.stop(5_000).catch(() => undefined);
      const why = err instanceof Error ? err.message : String(err);
      throw new Error(`lnd did not start (${why}).\ncommand: ${binaryPath} ${redactLndArgs(args).join(' ')}\nlast lines of ${paths.stdoutLog}:\n${tail(paths.stdoutLog, 25)}`);
    }
  }

  private async waitReady(): Promise<void> {
    const { startTimeoutMs, dataDir, restPort } = this.options;
    const paths = lndPaths(dataDir);
    const deadline = Date.now() + startTimeoutMs;
    let lastError = 'no answer';
    while (Date.now() < deadline) {
      if (!this.isRunning()) throw new Error(`lnd exited early (code ${this.child?.exitCode ?? '?'}, signal ${this.child?.signalCode ?? '-'})`);
      if (existsSync(paths.tlsCert) && existsSync(paths.adminMacaroon)) {
        this.restClient ??= new LndRestClient({
          host: '127.0.0.1',
          port: restPort,
          tlsCert: readFileSync(paths.tlsCert),
          macaroonHex: readFileSync(paths.adminMacaroon).toString('hex'),
          timeoutMs: 60_000,
        });
        try {
          // RPC_ACTIVE answers getinfo but refuses peers and channels ("server is still in
          // the process of starting"); SERVER_ACTIVE is fully up.
          const { state } = await this.restClient.get<{ state?: string }>('/v1/state');
          if (state !== 'SERVER_ACTIVE') {
            lastError = `state ${state ?? 'unknown'}`;
            await sleep(250);
            continue;
          }
          const info = await this.restClient.get<LndGetInfo>('/v1/getinfo');
          this.cachedPubkey = info.identity_pubkey;
          if (info.synced_to_chain) return;
          lastError = `not synced to chain yet (height ${info.block_height})`;
        } catch (err) {
          lastError = err instanceof Error ? err.message : String(err);
        }
      }
      await sleep(250);
    }
    throw new Error(`not ready after ${startTimeoutMs} ms: ${lastError}`);
  }
}

function hostPort(url: string): string {
  return url.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, '');
}

export function b64ToHex(b64: string | undefined): string {
  return Buffer.from(b64 ?? '', 'base64').toString('hex');
}

function big(v: string | number | undefined): bigint {
  return BigInt(v ?? 0);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

async function poll(probe: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return true;
    } catch {
      // not ready yet
    }
    await sleep(200);
  }
  return false;
}

function tail(path: string, lines: number): string {
  if (!existsSync(path)) return '(no log)';
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
