import { DEFAULT_RPC_TIMEOUT_MS, type BitcoinRpcConfig } from './bitcoin-rpc.config';
import { btcPerKvbToSatPerVb } from './fee-rate';
import { asArray, asNumber, asObject, asString } from './json-reader';
import { JsonRpcTransport, type RpcBatchItem } from './json-rpc.transport';
import { DEFAULT_RETRY_POLICY } from './retry-policy';
import { RpcError } from './rpc.error';
import { dialectFromProbe, type RpcDialect } from './rpc-dialect';
import { toBlockchainInfo, toBlockHeaderInfo, toRawTransactionInfo, toTxOutInfo } from './rpc-result.mappers';
import type { BlockchainInfo, BlockHeaderInfo, RawTransactionInfo, RpcRequest, TxOutInfo } from './rpc-types';
import { parseRpcUrl } from './rpc-url';

/** RPC_INVALID_ADDRESS_OR_KEY / btcd ErrRPCNoTxInfo: "nothing known about this". */
const RPC_NO_TX_INFO = -5;

/**
 * Typed bitcoind-style JSON-RPC calls that work against Bitcoin Core and btcd. Verbosity
 * arguments are always integers (btcd rejects booleans with -32602, Core accepts both);
 * the few calls that exist in only one dialect branch on the detected dialect.
 */
export class BitcoinRpcClient {
  private readonly transport: JsonRpcTransport;
  private dialectPromise: Promise<RpcDialect> | undefined;
  /** The URL without credentials, for messages. */
  readonly url: string;

  constructor(config: BitcoinRpcConfig) {
    const endpoint = parseRpcUrl(config.url);
    if (typeof config.tlsCaCert === 'string' && !config.tlsCaCert.includes('-----BEGIN')) {
      throw new Error('tlsCaCert must be the PEM text of the certificate (read btcd\'s rpc.cert), not a path');
    }
    this.url = endpoint.display;
    this.transport = new JsonRpcTransport({
      endpoint,
      user: config.user,
      password: config.password,
      tlsCaCert: config.tlsCaCert,
      timeoutMs: config.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
      retry: {
        retries: config.retries ?? DEFAULT_RETRY_POLICY.retries,
        initialBackoffMs: config.initialBackoffMs ?? DEFAULT_RETRY_POLICY.initialBackoffMs,
        maxBackoffMs: config.maxBackoffMs ?? DEFAULT_RETRY_POLICY.maxBackoffMs,
      },
    });
    if (config.dialect === 'core' || config.dialect === 'btcd') this.dialectPromise = Promise.resolve(config.dialect);
  }

  /** Any method, untyped: the caller states what it expects. */
  call<T = unknown>(method: string, params: readonly unknown[] = []): Promise<T> {
    return this.transport.call(method, params) as Promise<T>;
  }

  /** Several calls in one HTTP request (both Core and btcd support JSON-RPC batches). */
  batch(requests: readonly RpcRequest[]): Promise<RpcBatchItem[]> {
    return this.transport.batch(requests);
  }

  /** Detected once with a `getnetworkinfo` probe (unless configured) and cached. */
  dialect(): Promise<RpcDialect> {
    if (!this.dialectPromise) {
      const probe = this.detectDialect();
      this.dialectPromise = probe;
      // A failed probe (node down) must not stick: the next call probes again.
      probe.catch(() => {
        if (this.dialectPromise === probe) this.dialectPromise = undefined;
      });
    }
    return this.dialectPromise;
  }

  async getBlockchainInfo(): Promise<BlockchainInfo> {
    return toBlockchainInfo(await this.call('getblockchaininfo'));
  }

  async getBlockCount(): Promise<number> {
    return asNumber(await this.call('getblockcount'), 'getblockcount');
  }

  async getBestBlockHash(): Promise<string> {
    return asString(await this.call('getbestblockhash'), 'getbestblockhash');
  }

  async getBlockHash(height: number): Promise<string> {
    return asString(await this.call('getblockhash', [height]), 'getblockhash');
  }

  async getBlockHeader(hash: string): Promise<BlockHeaderInfo> {
    return toBlockHeaderInfo(await this.call('getblockheader', [hash, true]));
  }

  /** The serialized block (with witnesses) as hex. */
  async getRawBlock(hash: string): Promise<string> {
    return asString(await this.call('getblock', [hash, 0]), 'getblock');
  }

  /** Needs -txindex for transactions outside the mempool (btcd: --txindex). */
  async getRawTransaction(txid: string): Promise<string> {
    return asString(await this.call('getrawtransaction', [txid, 0]), 'getrawtransaction');
  }

  async getRawTransactionVerbose(txid: string): Promise<RawTransactionInfo> {
    return toRawTransactionInfo(await this.call('getrawtransaction', [txid, 1]));
  }

  /** Returns the txid. */
  async sendRawTransaction(hex: string): Promise<string> {
    return asString(await this.call('sendrawtransaction', [hex]), 'sendrawtransaction');
  }

  async getRawMempool(): Promise<string[]> {
    return asArray(await this.call('getrawmempool'), 'getrawmempool').map((t) => asString(t, 'getrawmempool[]'));
  }

  /**
   * btcd only (needs --txindex --addrindex): transactions touching `address`, mempool ones
   * included, oldest first unless `reverse`. An address never seen answers [] (btcd: -5).
   */
  async searchRawTransactions(
    address: string,
    options: { readonly skip?: number; readonly count?: number; readonly reverse?: boolean } = {},
  ): Promise<RawTransactionInfo[]> {
    const params = [address, 1, options.skip ?? 0, options.count ?? 100, 0, options.reverse ?? false];
    let result: unknown;
    try {
      result = await this.call('searchrawtransactions', params);
    } catch (err) {
      if (err instanceof RpcError && err.code === RPC_NO_TX_INFO) return [];
      throw err;
    }
    return asArray(result, 'searchrawtransactions').map(toRawTransactionInfo);
  }

  /**
   * Null when the output is spent or unknown. btcd quirk: with includeMempool it still
   * returns an output that only a mempool transaction spends (Core returns null).
   */
  async getTxOut(txid: string, vout: number, includeMempool = true): Promise<TxOutInfo | null> {
    return toTxOutInfo(await this.call('gettxout', [txid, vout, includeMempool]));
  }

  /**
   * Fee rate (sat/vB) to confirm within `targetBlocks`, or null when the node has no
   * estimate yet. btcd's `estimatefee` fails (-32600 "Invalid request: malformed", which
   * hides the estimator's own reason) or answers -1/0 until it has seen enough blocks.
   */
  async estimateFeeSatPerVb(targetBlocks: number): Promise<number | null> {
    if ((await this.dialect()) === 'core') {
      const result = asObject(await this.call('estimatesmartfee', [targetBlocks]), 'estimatesmartfee');
      const feerate = result['feerate'];
      return typeof feerate === 'number' ? btcPerKvbToSatPerVb(feerate) : null;
    }
    try {
      return btcPerKvbToSatPerVb(asNumber(await this.call('estimatefee', [targetBlocks]), 'estimatefee'));
    } catch (err) {
      if (err instanceof RpcError) return null;
      throw err;
    }
  }

  /**
   * Regtest mining; returns the new block hashes. btcd mines to its --miningaddr (`address`
   * is ignored); Core has no wallet-less default and needs `address` (generatetoaddress).
   */
  async generate(blocks: number, address?: string): Promise<string[]> {
    let result: unknown;
    if ((await this.dialect()) === 'btcd') {
      result = await this.call('generate', [blocks]);
    } else {
      if (address === undefined) throw new Error('generate on Bitcoin Core needs an address to mine to');
      result = await this.call('generatetoaddress', [blocks, address]);
    }
    return asArray(result, 'generate').map((h) => asString(h, 'generate[]'));
  }

  /** Frees pooled keep-alive sockets (lets a short-lived process exit promptly). */
  close(): void {
    this.transport.close();
  }

  private async detectDialect(): Promise<RpcDialect> {
    let probeError: RpcError | null = null;
    try {
      await this.call('getnetworkinfo');
    } catch (err) {
      if (!(err instanceof RpcError)) throw err;
      probeError = err;
    }
    const dialect = dialectFromProbe(probeError);
    if (dialect === undefined) throw probeError ?? new Error('could not detect the RPC dialect');
    return dialect;
  }
}
