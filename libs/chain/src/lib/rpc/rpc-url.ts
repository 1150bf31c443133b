/** Where and how to reach the RPC server, parsed once from the configured URL. */
export interface RpcEndpoint {
  readonly protocol: 'http' | 'https';
  readonly hostname: string;
  readonly port: number;
  readonly path: string;
  /** The URL without credentials, safe for messages and logs. */
  readonly display: string;
}

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/**
 * Parses an http(s) RPC URL. Credentials embedded in the URL are refused rather than
 * silently used, so a password never ends up in an error message built from the URL.
 */
export function parseRpcUrl(url: string): RpcEndpoint {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`invalid RPC url "${url}": expected http://host:port or https://host:port`);
  }
  const protocol = parsed.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') {
    throw new Error(`invalid RPC url: protocol must be http or https, got "${protocol}"`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new Error('invalid RPC url: pass the user and password in the config, not in the url');
  }
  const port = parsed.port === '' ? DEFAULT_PORTS[protocol] : Number(parsed.port);
  // URL keeps IPv6 literals bracketed; node's http wants the bare address.
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const path = `${parsed.pathname}${parsed.search}` || '/';
  return { protocol, hostname, port, path, display: `${protocol}://${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}` };
}
