import { readFileSync } from 'node:fs';

/** How the CLI reaches btcd: from the sandbox manifest or from the environment. */
export interface RpcTarget {
  readonly url: string;
  readonly user: string;
  readonly password: string;
  /** btcd's rpc.cert, for an https url. */
  readonly tlsCertPath?: string;
}

/** `bitcoind_rpc` of the sandbox manifest (supplement.md "Sandbox"). */
export function rpcTargetFromManifest(manifest: unknown, source: string): RpcTarget {
  const rpc = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>)['bitcoind_rpc'] : undefined;
  if (typeof rpc !== 'object' || rpc === null) throw new Error(`${source}: no "bitcoind_rpc" object`);
  const fields = rpc as Record<string, unknown>;
  const field = (name: string): string => {
    const value = fields[name];
    if (typeof value !== 'string' || value === '') throw new Error(`${source}: "bitcoind_rpc.${name}" must be a non-empty string`);
    return value;
  };
  const cert = fields['tls_cert_path'];
  return {
    url: field('url'),
    user: field('user'),
    password: field('password'),
    ...(typeof cert === 'string' && cert !== '' ? { tlsCertPath: cert } : {}),
  };
}

/** BTCD_RPC_URL / BTCD_RPC_USER / BTCD_RPC_PASS (+ BTCD_RPC_CERT for https). */
export function rpcTargetFromEnv(env: NodeJS.ProcessEnv): RpcTarget {
  const missing = ['BTCD_RPC_URL', 'BTCD_RPC_USER', 'BTCD_RPC_PASS'].filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new Error(`no btcd RPC configured: pass --manifest PATH or set ${missing.join(', ')}`);
  }
  return {
    url: env['BTCD_RPC_URL'] as string,
    user: env['BTCD_RPC_USER'] as string,
    password: env['BTCD_RPC_PASS'] as string,
    ...(env['BTCD_RPC_CERT'] ? { tlsCertPath: env['BTCD_RPC_CERT'] } : {}),
  };
}

export function readRpcTarget(manifestPath: string | undefined, env: NodeJS.ProcessEnv): RpcTarget {
  if (manifestPath === undefined) return rpcTargetFromEnv(env);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read manifest ${manifestPath}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return rpcTargetFromManifest(manifest, manifestPath);
}
