import { parseRpcUrl } from './rpc-url';

describe('parseRpcUrl', () => {
  it('parses http and https with explicit ports', () => {
    expect(parseRpcUrl('http://127.0.0.1:18334')).toEqual({
      protocol: 'http',
      hostname: '127.0.0.1',
      port: 18334,
      path: '/',
      display: 'http://127.0.0.1:18334',
    });
    expect(parseRpcUrl('https://btcd.internal:8334/').port).toBe(8334);
  });

  it('defaults the port from the protocol and keeps a path', () => {
    const e = parseRpcUrl('https://node.example/wallet/x');
    expect(e.port).toBe(443);
    expect(e.path).toBe('/wallet/x');
    expect(e.display).toBe('https://node.example/wallet/x');
  });

  it('unbrackets IPv6 literals', () => {
    expect(parseRpcUrl('http://[::1]:18443').hostname).toBe('::1');
  });

  it('refuses other protocols, garbage and embedded credentials', () => {
    expect(() => parseRpcUrl('ws://127.0.0.1:1')).toThrow('protocol must be http or https');
    expect(() => parseRpcUrl('127.0.0.1:18334')).toThrow();
    expect(() => parseRpcUrl('not a url')).toThrow('invalid RPC url');
    expect(() => parseRpcUrl('http://u:secret@127.0.0.1:1')).toThrow('not in the url');
  });

  it('never echoes a password in its error', () => {
    expect(() => parseRpcUrl('http://u:secret@127.0.0.1:1')).not.toThrow(/secret/);
  });
});
