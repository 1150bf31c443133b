import { btcdArgs, redactBtcdArgs } from './btcd-args';

describe('btcdArgs', () => {
  const input = {
    dataDir: '/d',
    rpcPort: 1,
    p2pPort: 2,
    rpcUser: 'u',
    rpcPassword: 'secret',
    miningAddress: 'bcrt1qaddr',
  };

  it('keeps every file in dataDir, loopback only, with the regtest relay flags', () => {
    const args = btcdArgs({ ...input, tls: false });
    expect(args).toEqual(
      expect.arrayContaining([
        '--configfile=/d/btcd.conf',
        '--datadir=/d/data',
        '--rpccert=/d/rpc.cert',
        '--regtest',
        '--txindex',
        '--addrindex',
        '--rpclisten=127.0.0.1:1',
        '--listen=127.0.0.1:2',
        '--miningaddr=bcrt1qaddr',
        '--nobanning',
        '--nostalldetect',
        '--trickleinterval=100ms',
        '--rejectnonstd',
        '--notls',
      ]),
    );
  });

  it('leaves TLS on when asked and appends extra args', () => {
    const args = btcdArgs({ ...input, tls: true, extraArgs: ['--debuglevel=debug'] });
    expect(args).not.toContain('--notls');
    expect(args[args.length - 1]).toBe('--debuglevel=debug');
  });

  it('masks the password for messages', () => {
    expect(redactBtcdArgs(btcdArgs({ ...input, tls: false })).join(' ')).not.toContain('secret');
  });
});
