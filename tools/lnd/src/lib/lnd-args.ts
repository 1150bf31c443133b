import { join } from 'node:path';

export interface LndArgsInput {
  readonly lndDir: string;
  readonly alias: string;
  readonly p2pPort: number;
  readonly rpcPort: number;
  readonly restPort: number;
  readonly btcd: { readonly host: string; readonly user: string; readonly password: string; readonly certPath: string };
  readonly extraArgs?: readonly string[];
}

/** Files LND writes inside its lnddir (regtest network). */
export function lndPaths(lndDir: string) {
  const chainDir = join(lndDir, 'data', 'chain', 'bitcoin', 'regtest');
  return {
    configFile: join(lndDir, 'lnd.conf'),
    tlsCert: join(lndDir, 'tls.cert'),
    tlsKey: join(lndDir, 'tls.key'),
    adminMacaroon: join(chainDir, 'admin.macaroon'),
    logDir: join(lndDir, 'logs'),
    stdoutLog: join(lndDir, 'lnd.out.log'),
    pidFile: join(lndDir, 'lnd.pid'),
  };
}

/**
 * Command line for a regtest LND on a btcd backend that touches nothing outside lndDir
 * (explicit empty config file) and listens on loopback only. LND talks to btcd over TLS
 * websockets only, so btcd must run with TLS and its rpc.cert is passed here.
 *
 * - `--noseedbackup`: the wallet is created unencrypted at first start, no unlock step.
 * - `--accept-keysend`: spontaneous payments in (LND refuses them otherwise).
 * - `--maxpendingchannels=10`: LND allows one pending inbound channel per peer by default.
 * - `--bitcoin.defaultchanconfs=1`: channels LND accepts are usable after one block (tests).
 * - `--nobootstrap`: no DNS seeds on regtest.
 * Anchors are LND's default channel type; commitment fees are LND's defaults.
 */
export function lndArgs(input: LndArgsInput): string[] {
  const paths = lndPaths(input.lndDir);
  return [
    `--configfile=${paths.configFile}`,
    `--lnddir=${input.lndDir}`,
    `--logdir=${paths.logDir}`,
    `--alias=${input.alias}`,
    '--bitcoin.regtest',
    '--bitcoin.node=btcd',
    `--btcd.rpchost=${input.btcd.host}`,
    `--btcd.rpcuser=${input.btcd.user}`,
    `--btcd.rpcpass=${input.btcd.password}`,
    `--btcd.rpccert=${input.btcd.certPath}`,
    '--noseedbackup',
    '--accept-keysend',
    '--nobootstrap',
    '--maxpendingchannels=10',
    '--bitcoin.defaultchanconfs=1',
    `--listen=127.0.0.1:${input.p2pPort}`,
    `--rpclisten=127.0.0.1:${input.rpcPort}`,
    `--restlisten=127.0.0.1:${input.restPort}`,
    '--tlsextraip=127.0.0.1',
    '--tlsextradomain=localhost',
    '--debuglevel=info',
    ...(input.extraArgs ?? []),
  ];
}

/** The same command line with the btcd RPC password masked, for logs and error messages. */
export function redactLndArgs(args: readonly string[]): string[] {
  return args.map((a) => (a.startsWith('--btcd.rpcpass=') ? '--btcd.rpcpass=***' : a));
}
