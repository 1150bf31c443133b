import { rpcTargetFromEnv, rpcTargetFromManifest } from './rpc-target';

describe('rpcTargetFromManifest', () => {
  it('reads bitcoind_rpc of the sandbox manifest', () => {
    const manifest = { network: 'regtest', bitcoind_rpc: { url: 'http://127.0.0.1:1', user: 'u', password: 'p' }, nodes: [] };
    expect(rpcTargetFromManifest(manifest, 'm.json')).toEqual({ url: 'http://127.0.0.1:1', user: 'u', password: 'p' });
  });

  it('names what is missing', () => {
    expect(() => rpcTargetFromManifest({}, 'm.json')).toThrow('m.json: no "bitcoind_rpc" object');
    expect(() => rpcTargetFromManifest({ bitcoind_rpc: { url: 'x', user: 'u' } }, 'm.json')).toThrow('"bitcoind_rpc.password"');
  });
});

describe('rpcTargetFromEnv', () => {
  it('reads BTCD_RPC_* and lists the missing variables', () => {
    expect(rpcTargetFromEnv({ BTCD_RPC_URL: 'http://h:1', BTCD_RPC_USER: 'u', BTCD_RPC_PASS: 'p', BTCD_RPC_CERT: '/c' })).toEqual({
      url: 'http://h:1',
      user: 'u',
      password: 'p',
      tlsCertPath: '/c',
    });
    expect(() => rpcTargetFromEnv({ BTCD_RPC_URL: 'x' })).toThrow('BTCD_RPC_USER, BTCD_RPC_PASS');
  });
});
