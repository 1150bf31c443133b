import { lndArgs, lndPaths, redactLndArgs } from './lnd-args';

describe('lndArgs', () => {
  const input = {
    lndDir: '/tmp/lnd-x',
    alias: 'carol',
    p2pPort: 1001,
    rpcPort: 1002,
    restPort: 1003,
    btcd: { host: '127.0.0.1:18334', user: 'u', password: 'secret', certPath: '/tmp/btcd/rpc.cert' },
  };

  it('runs regtest on btcd over TLS, inside lndDir, on loopback ports', () => {
    const args = lndArgs(input);
    expect(args).toEqual(
      expect.arrayContaining([
        '--configfile=/tmp/lnd-x/lnd.conf',
        '--lnddir=/tmp/lnd-x',
        '--bitcoin.regtest',
        '--bitcoin.node=btcd',
        '--btcd.rpchost=127.0.0.1:18334',
        '--btcd.rpccert=/tmp/btcd/rpc.cert',
        '--noseedbackup',
        '--accept-keysend',
        '--listen=127.0.0.1:1001',
        '--rpclisten=127.0.0.1:1002',
        '--restlisten=127.0.0.1:1003',
      ]),
    );
    expect(args.some((a) => a.startsWith('--bitcoin.active'))).toBe(false);
  });

  it('appends extra args last and masks the btcd password', () => {
    const args = lndArgs({ ...input, extraArgs: ['--bitcoin.defaultchanconfs=3'] });
    expect(args[args.length - 1]).toBe('--bitcoin.defaultchanconfs=3');
    expect(redactLndArgs(args)).toContain('--btcd.rpcpass=***');
    expect(redactLndArgs(args).join(' ')).not.toContain('secret');
  });

  it('finds the admin macaroon under the regtest chain dir', () => {
    expect(lndPaths('/x').adminMacaroon).toBe('/x/data/chain/bitcoin/regtest/admin.macaroon');
  });
});
