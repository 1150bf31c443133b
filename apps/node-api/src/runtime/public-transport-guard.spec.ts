import { NodeNotReadyError } from '@rln/core';
import { InvalidRgbInvoiceError } from '@rln/rgb-transfers';
import { PublicTransportGuard } from './public-transport-guard';

describe('PublicTransportGuard', () => {
  const dns: Record<string, string[]> = {
    'proxy.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'sneaky.example.com': ['93.184.216.34', '10.0.0.7'],
    'metadata.example.com': ['169.254.169.254'],
  };
  const guard = new PublicTransportGuard(async (host) => {
    const found = dns[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  });

  it('lets sends post to public proxies, by name or address', async () => {
    await expect(
      guard.check(['rpcs://proxy.example.com/json-rpc', 'rpc://93.184.216.34:3000/json-rpc', 'rpcs://[2606:2800:220:1:248:1893:25c8:1946]/x', 'rpc://[64:ff9b::5db8:d822]/x', 'rpc://[2002:5db8:d822::1]/x']),
    ).resolves.toBeUndefined();
    await expect(guard.check([])).resolves.toBeUndefined();
  });

  it.each([
    'rpc://127.0.0.1:3000/json-rpc',
    'rpc://localhost.:3000/json-rpc',
    'rpc://10.1.2.3/json-rpc',
    'rpc://172.20.0.1/json-rpc',
    'rpc://192.168.1.1/json-rpc',
    'rpc://100.64.0.1/json-rpc',
    'rpc://0.0.0.0/json-rpc',
    'rpc://[::1]:3000/json-rpc',
    'rpc://[fd00::1]/json-rpc',
    'rpc://[fe80::1]/json-rpc',
    'rpc://[::ffff:127.0.0.1]/json-rpc',
    'rpc://[::7f00:1]/json-rpc',
    'rpc://[::127.0.0.1]/json-rpc',
    'rpc://[::ffff:0:7f00:1]/json-rpc',
    'rpc://[64:ff9b::a00:1]/json-rpc',
    'rpc://[64:ff9b:1::5db8:d822]/json-rpc',
    'rpc://[2002:c0a8:101::1]/json-rpc',
    'rpc://[fec0::1]/json-rpc',
    'rpc://[ff02::1]/json-rpc',
    'rpc://[::]/json-rpc',
    'rpc://2130706433:3000/json-rpc',
    'rpc://0x7f.1/json-rpc',
    'rpc://0177.0.0.1/json-rpc',
    'rpc://user:pw@127.0.0.1/json-rpc',
    'rpcs://sneaky.example.com/json-rpc',
    'rpcs://metadata.example.com/latest',
  ])('refuses %s (400, nothing posted)', async (endpoint) => {
    const localhost = new PublicTransportGuard(async (host) => (host === 'localhost.' ? ['127.0.0.1'] : (dns[host] ?? [])));
    await expect(localhost.check([endpoint])).rejects.toBeInstanceOf(InvalidRgbInvoiceError);
  });

  it('refuses every endpoint of an invoice when one of them is private', async () => {
    await expect(guard.check(['rpcs://proxy.example.com/json-rpc', 'rpc://10.0.0.1/json-rpc'])).rejects.toThrow('10.0.0.1');
  });

  it('refuses endpoints rgb-lib would not call', async () => {
    await expect(guard.check(['http://proxy.example.com/json-rpc'])).rejects.toThrow('not an rpc:// or rpcs://');
    await expect(guard.check(['rpc://'])).rejects.toBeInstanceOf(InvalidRgbInvoiceError);
  });

  it('answers 503 when the name does not resolve', async () => {
    await expect(guard.check(['rpcs://gone.example.com/json-rpc'])).rejects.toBeInstanceOf(NodeNotReadyError);
  });
});
