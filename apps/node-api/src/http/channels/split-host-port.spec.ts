import { splitHostPort } from './channels.service';

describe('splitHostPort', () => {
  it.each([
    ['127.0.0.1:9735', '127.0.0.1', 9735],
    ['node.example.com:1', 'node.example.com', 1],
    ['[::1]:9735', '::1', 9735],
    ['[2001:db8::1]:65535', '2001:db8::1', 65535],
    ['localhost:9735', 'localhost', 9735],
    ['node-1.example.com.:9735', 'node-1.example.com.', 9735],
    ['10.0.0.7:9735', '10.0.0.7', 9735],
  ])('splits %s', (address, host, port) => {
    expect(splitHostPort(address)).toEqual({ host, port });
  });

  it.each([
    '[0]:1', '[zz]:1', '[::1:1', ':9735', 'host:0', 'host:65536', 'host',
    // getaddrinfo reads these as IPv4 shorthand (0.0.0.8, 1.0.0.2, 0.0.0.127): not names.
    '8:190', '1.2:9735', '0x7f:9735', '1.2.3.4.5:9735',
    // No peer listens on "this network", multicast or reserved addresses.
    '0.0.0.8:9735', '224.0.0.1:9735', '255.255.255.255:9735',
    '-bad.example.com:1', 'bad-.example:1', 'a..b:1', `${'a'.repeat(64)}.com:1`,
  ])('refuses %s as InvalidRequest naming address', (address) => {
    expect(() => splitHostPort(address)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'address' } }));
  });
});
