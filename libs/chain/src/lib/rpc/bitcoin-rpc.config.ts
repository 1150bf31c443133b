import type { RpcDialect } from './rpc-dialect';

export interface BitcoinRpcConfig {
  /** http://host:port or https://host:port (btcd with TLS, the default outside --notls). */
  readonly url: string;
  readonly user: string;
  readonly password: string;
  /** PEM of the CA (btcd: its self-signed rpc.cert) that https connections must chain to. */
  readonly tlsCaCert?: Buffer | string;
  /** Per request, including retries of a batch as a whole. Default 30 s. */
  readonly timeoutMs?: number;
  /** Transport retries after the first attempt. Default 4. */
  readonly retries?: number;
  /** First backoff delay; doubles each retry up to maxBackoffMs. Defaults 250 ms / 4 s. */
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
  /** Skip auto-detection (one `getnetworkinfo` probe) when the server kind is known. */
  readonly dialect?: RpcDialect | 'auto';
}

export const DEFAULT_RPC_TIMEOUT_MS = 30_000;
