import { InvalidRequestError } from '@rln/core';
import { parseIdempotencyKey } from './idempotency-key';
import { canonicalJson, fingerprintOf } from './request-fingerprint';

describe('fingerprintOf', () => {
  const base = { method: 'POST', url: '/api/v1/rgb/onchain/send', body: { invoice: 'rgb:x', fee_rate_sats_per_vb: 2 } };

  it('is the same for the same request whatever the key order', () => {
    expect(fingerprintOf(base)).toBe(fingerprintOf({ ...base, method: 'post', body: { fee_rate_sats_per_vb: 2, invoice: 'rgb:x' } }));
  });

  it('differs by method, url and body value', () => {
    const fp = fingerprintOf(base);
    expect(fingerprintOf({ ...base, method: 'PUT' })).not.toBe(fp);
    expect(fingerprintOf({ ...base, url: '/api/v1/rgb/utxos/sweep' })).not.toBe(fp);
    expect(fingerprintOf({ ...base, body: { ...base.body, fee_rate_sats_per_vb: 3 } })).not.toBe(fp);
    expect(fingerprintOf({ ...base, body: { ...base.body, fee_rate_sats_per_vb: '2' } })).not.toBe(fp);
  });

  it('hashes binary bodies by their bytes', () => {
    const a = fingerprintOf({ ...base, body: Buffer.from([1, 2, 3]) });
    expect(fingerprintOf({ ...base, body: new Uint8Array([1, 2, 3]) })).toBe(a);
    expect(fingerprintOf({ ...base, body: Buffer.from([1, 2, 4]) })).not.toBe(a);
  });

  it('canonical JSON sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: [{ d: 1, c: undefined, a: null }], a: 'x' })).toBe('{"a":"x","b":[{"a":null,"d":1}]}');
  });
});

describe('parseIdempotencyKey', () => {
  it('accepts 1–255 visible ASCII characters and no header at all', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey('~'.repeat(255))).toHaveLength(255);
    expect(parseIdempotencyKey('3f2c9a8e-1b7d-4c55-9e0f-2a6b1c4d8e90')).toBe('3f2c9a8e-1b7d-4c55-9e0f-2a6b1c4d8e90');
  });

  it.each([[''], ['x'.repeat(256)], ['has space'], ['tab\t'], ['é'], ['\u0000']])('refuses %j with a 400', (raw) => {
    expect(() => parseIdempotencyKey(raw)).toThrow(InvalidRequestError);
  });

  it('refuses a repeated header', () => {
    expect(() => parseIdempotencyKey(['a', 'b'])).toThrow(InvalidRequestError);
  });
});
