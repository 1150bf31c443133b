export { ApiClient, eventually, type HttpResult } from './lib/http-client';
export { RegtestNodeEnv, type TestNode } from './lib/regtest-node-env';
export { ArmedCrash } from './lib/armed-crash';
export { RgbNet, balanceOf, waitRgbOnline, type CarrierUtxo, type ContractBalance } from './lib/rgb-net';
export type { OnchainPayment } from './lib/onchain-payment';
export { NginxBalancer, nginxBalancerConfig, resolveNginxBinary, type NginxBalancerConfig, type NginxBalancerOptions, type NginxUpstream, type RetryStatus } from './nginx-balancer';
export { ReplicaSet, type Replica } from './lib/replica-set';
export { TcpRelay, type RelayedConnection } from './lib/tcp-relay';
