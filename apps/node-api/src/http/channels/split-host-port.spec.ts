import { splitHostPort } from './channels.service';

describe('splitHostPort', () => {
  it.each([
    ['127.0.0.1:9735', '127.0.0.1', 9735],
    ['node.example.com:1', 'node.example.com', 1],
    ['[::1]:9735', '::1', 9735],
    ['[2001:db8::1]:65535', '2001:db8::1', 65535],
  ])('splits %s', (address, host, port) => {
    expect(splitHostPort(address)).toEqual({ host, port });
  });

  it.each(['[0]:1', '[zz]:1', '[::1:1', ':9735', 'host:0', 'host:65536', 'host'])('refuses %s as InvalidRequest naming address', (address) => {
    expect(() => splitHostPort(address)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'address' } }));
  });
});
