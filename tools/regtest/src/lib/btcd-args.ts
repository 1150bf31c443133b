import { join } from 'node:path';

export interface BtcdArgsInput {
  readonly dataDir: string;
  readonly rpcPort: number;
  readonly p2pPort: number;
  readonly rpcUser: string;
  readonly rpcPassword: string;
  readonly miningAddress: string;
  readonly tls: boolean;
  readonly extraArgs?: readonly string[];
}

/** Files btcd reads or writes, all inside the harness's dataDir. */
export function btcdPaths(dataDir: string) {
  return {
    configFile: join(dataDir, 'btcd.conf'),
    chainDir: join(dataDir, 'data'),
    logDir: join(dataDir, 'logs'),
    stdoutLog: join(dataDir, 'btcd.out.log'),
    rpcCert: join(dataDir, 'rpc.cert'),
    rpcKey: join(dataDir, 'rpc.key'),
    pidFile: join(dataDir, 'btcd.pid'),
    stateFile: join(dataDir, 'btcd.json'),
  };
}

/**
 * Command line for a regtest btcd that touches nothing outside dataDir (an explicit, empty
 * config file, so ~/.btcd/btcd.conf is never read) and listens on loopback only, which is
 * also what allows --notls. The relay flags mirror LND's btcd harness.
 */
export function btcdArgs(input: BtcdArgsInput): string[] {
  const paths = btcdPaths(input.dataDir);
  return [
    `--configfile=${paths.configFile}`,
    `--datadir=${paths.chainDir}`,
    `--logdir=${paths.logDir}`,
    `--rpccert=${paths.rpcCert}`,
    `--rpckey=${paths.rpcKey}`,
    '--regtest',
    '--txindex',
    '--addrindex',
    `--rpcuser=${input.rpcUser}`,
    `--rpcpass=${input.rpcPassword}`,
    `--rpclisten=127.0.0.1:${input.rpcPort}`,
    `--listen=127.0.0.1:${input.p2pPort}`,
    `--miningaddr=${input.miningAddress}`,
    '--nobanning',
    '--nostalldetect',
    '--trickleinterval=100ms',
    '--rejectnonstd',
    ...(input.tls ? [] : ['--notls']),
    ...(input.extraArgs ?? []),
  ];
}

/** The same command line with the RPC password masked, for logs and error messages. */
export function redactBtcdArgs(args: readonly string[]): string[] {
  return args.map((a) => (a.startsWith('--rpcpass=') ? '--rpcpass=***' : a));
}
