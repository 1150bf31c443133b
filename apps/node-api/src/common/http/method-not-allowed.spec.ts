import type { OpenAPIObject } from '@nestjs/swagger';
import { allowedMethods, pathMethods } from './method-not-allowed';

const operation = { responses: {} };
const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/v1/status': { get: operation },
    '/api/v1/payment/{paymentId}': { get: operation },
    '/api/v1/payment/{paymentId}/abandon': { post: operation },
    '/api/v1/rgb/proxy': { post: operation },
    '/api/v1/a.b': { delete: operation, put: operation },
    '/api/v1/rgb/utxos/{outpoint}': { get: operation },
    '/api/v1/rgb/utxos/fund': { post: operation },
  },
} as unknown as OpenAPIObject;

describe('allowedMethods', () => {
  const table = pathMethods(document);
  const allowed = (path: string) => (allowedMethods(table, path) === null ? null : [...(allowedMethods(table, path) ?? [])].sort());

  it('names the methods of the matching template', () => {
    expect(allowed('/api/v1/status')).toEqual(['GET']);
    expect(allowed('/api/v1/status/')).toEqual(['GET']);
    expect(allowed('/API/V1/Status')).toEqual(['GET']);
    expect(allowed('/api/v1/payment/42')).toEqual(['GET']);
    expect(allowed('/api/v1/payment/42/abandon')).toEqual(['POST']);
    expect(allowed('/api/v1/a.b')).toEqual(['DELETE', 'PUT']);
  });

  it('a literal template beats a parameter one: /rgb/utxos/fund is POST only, another segment is the GET lookup', () => {
    expect(allowed('/api/v1/rgb/utxos/fund')).toEqual(['POST']);
    expect(allowed(`/api/v1/rgb/utxos/${'ab'.repeat(32)}:0`)).toEqual(['GET']);
  });

  it('answers null for a path no template matches (404 stays 404)', () => {
    expect(allowed('/api/v1/nothing')).toBeNull();
    expect(allowed('/api/v1/payment/42/43')).toBeNull();
    expect(allowed('/api/v1/payment/')).toBeNull();
    expect(allowed('/api/v1/aXb')).toBeNull();
  });
});
