import { dialectFromProbe } from './rpc-dialect';

describe('dialectFromProbe', () => {
  it('is core when getnetworkinfo succeeds', () => {
    expect(dialectFromProbe(null)).toBe('core');
  });

  it('is btcd for "Command unimplemented" (-1) or "Method not found" (-32601)', () => {
    expect(dialectFromProbe({ code: -1 })).toBe('btcd');
    expect(dialectFromProbe({ code: -32601 })).toBe('btcd');
  });

  it('is undecided for other errors (e.g. Core warming up)', () => {
    expect(dialectFromProbe({ code: -28 })).toBeUndefined();
  });
});
