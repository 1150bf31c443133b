import { InvalidArgumentError } from 'commander';
import { UsageError } from './cli-errors';
import { amountParser, integerParser, isPlainHttpElsewhere, nextCursor, once, parseBaseUrl, parseNodeId, parseOutpoint, parsePeerUri, parseUrlOption, satsAsMsat } from './parse';

const NODE_ID = `02${'ab'.repeat(32)}`;

describe('argument parsers', () => {
  it('takes u64 amounts as decimal strings, underscores allowed', () => {
    const sats = amountParser('sats');
    expect(sats('1000000')).toBe('1000000');
    expect(sats('1_000_000')).toBe('1000000');
    expect(sats('18446744073709551615')).toBe('18446744073709551615');
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '', '18446744073709551616']) expect(() => sats(bad)).toThrow(InvalidArgumentError);
    expect(amountParser('msat', 0n)('0')).toBe('0');
  });

  it('turns --amount-sats into msat without floating point', () => {
    expect(satsAsMsat('50000')).toBe('50000000');
    expect(satsAsMsat('18446744073709551')).toBe('18446744073709551000');
    expect(() => satsAsMsat('18446744073709552')).toThrow(/at most 18446744073709551 sats/);
    expect(() => satsAsMsat('0.5')).toThrow(InvalidArgumentError);
  });

  it('bounds integers', () => {
    const expiry = integerParser(1, 31_536_000);
    expect(expiry('600')).toBe(600);
    expect(() => expiry('0')).toThrow(/between 1 and 31536000/);
    expect(() => expiry('1e3')).toThrow(InvalidArgumentError);
    expect(() => expiry('31536001')).toThrow(InvalidArgumentError);
  });

  it('reads node ids and node_id@host:port', () => {
    expect(parseNodeId(NODE_ID.toUpperCase())).toBe(NODE_ID);
    expect(() => parseNodeId('04ab')).toThrow(InvalidArgumentError);
    expect(parsePeerUri(`${NODE_ID}@127.0.0.1:9735`)).toEqual({ nodeId: NODE_ID, address: '127.0.0.1:9735' });
    expect(parsePeerUri(`${NODE_ID}@[::1]:9735`)).toEqual({ nodeId: NODE_ID, address: '[::1]:9735' });
    expect(parsePeerUri(`${NODE_ID}@node.example:9735`).address).toBe('node.example:9735');
    for (const bad of [NODE_ID, `${NODE_ID}@127.0.0.1`, `${NODE_ID}@:9735`, `${NODE_ID}@host:0`, `${NODE_ID}@host:70000`, 'x@host:1']) {
      expect(() => parsePeerUri(bad)).toThrow(InvalidArgumentError);
    }
  });

  it('reads outpoints', () => {
    expect(parseOutpoint(`${'0f'.repeat(32)}:1`)).toBe(`${'0f'.repeat(32)}:1`);
    expect(() => parseOutpoint('abc:1')).toThrow(InvalidArgumentError);
  });

  it('takes http(s) base URLs and drops a trailing slash', () => {
    expect(parseBaseUrl('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
    expect(parseBaseUrl('https://node.example/rln')).toBe('https://node.example/rln');
    for (const bad of ['127.0.0.1:3001', 'ftp://x', 'http://x/?a=1', 'not a url']) expect(() => parseBaseUrl(bad)).toThrow(InvalidArgumentError);
  });

  it('refuses credentials in the URL and never echoes them', () => {
    for (const bad of ['http://user:s3cret@node.example', 'https://:s3cret@node.example', 'http://s3cret@node.example', 'http://user:s3cret@node.example:99999', 'ftp://user:s3cret@x', 'http://user:s3cret@x/?a=1', 'user:s3cret@node:3000']) {
      expect(() => parseBaseUrl(bad)).toThrow(InvalidArgumentError);
      expect(() => parseUrlOption(bad)).toThrow(UsageError);
      expect(() => parseUrlOption(bad)).toThrow(/^--url: /);
      expect(() => parseUrlOption(bad)).not.toThrow(/s3cret/);
    }
    expect(() => parseBaseUrl('http://user:pw@node.example')).toThrow(/carries a user name or password/);
  });

  it('tells a plain-http remote host from this machine', () => {
    for (const url of ['http://node.example', 'http://10.0.0.2:3000', 'http://[2001:db8::1]:3000', 'http://128.0.0.1', 'http://localhost.example.com']) expect({ url, remote: isPlainHttpElsewhere(url) }).toEqual({ url, remote: true });
    for (const url of ['https://node.example', 'http://127.0.0.1:3000', 'http://127.255.0.9', 'http://localhost:3000', 'http://LOCALHOST', 'http://[::1]:3000', 'http://node.localhost']) expect({ url, remote: isPlainHttpElsewhere(url) }).toEqual({ url, remote: false });
  });

  it('takes an option once, with its parser', () => {
    const amount = once('--amount-msat', amountParser('msat'));
    expect(amount('1_000')).toBe('1000');
    expect(() => amount('1000')).toThrow(new UsageError('--amount-msat was given more than once; give it once'));
  });
});

describe('nextCursor', () => {
  it("reads the cursor of the node's Link rel=next header", () => {
    expect(nextCursor('</api/v1/payments?limit=2&cursor=abc%3D%3D>; rel="next"')).toBe('abc==');
    expect(nextCursor('</x?cursor=p1>; rel="prev", </x?cursor=n1>; rel=next')).toBe('n1');
    expect(nextCursor(null)).toBeUndefined();
    expect(nextCursor('</x?limit=2>; rel="next"')).toBeUndefined();
  });
});
