import { openApiDocument } from './node-client';
import { SchemaConformance, SchemaMismatchError } from './schema-conformance';

// The committed document of the node, with answers written out by hand.
describe('SchemaConformance over the node’s document', () => {
  const conformance = new SchemaConformance(openApiDocument);
  const json = 'application/json; charset=utf-8';
  const status = { is_running: true, is_listening: true, best_block_height: 120, chain_tip_hash: null, synced_to_chain: true, network: 'regtest' };
  const answer = (over: Partial<Parameters<SchemaConformance['check']>[0]>) => () =>
    conformance.check({ method: 'GET', path: '/api/v1/status', status: 200, contentType: json, body: JSON.stringify(status), ...over });

  it('accepts an answer the document describes, nullable fields included', () => {
    expect(answer({})).not.toThrow();
  });

  it('refuses a body that lacks a required field, has a wrong type or an undocumented field', () => {
    const { network: _network, ...withoutNetwork } = status;
    expect(answer({ body: JSON.stringify(withoutNetwork) })).toThrow(/must have required property 'network'/);
    expect(answer({ body: JSON.stringify({ ...status, best_block_height: '120' }) })).toThrow(/best_block_height must be integer/);
    expect(answer({ body: JSON.stringify({ ...status, uptime: 3 }) })).toThrow(/additional properties \(uptime\)/);
    expect(answer({ body: 'not json' })).toThrow(SchemaMismatchError);
  });

  it('refuses a status or media type the operation does not document', () => {
    expect(answer({ status: 201 })).toThrow(/status 201 is not documented/);
    expect(answer({ contentType: 'text/html' })).toThrow(/answered text\/html, documented application\/json/);
  });

  it('checks every error against the one error body', () => {
    const error = JSON.stringify({ error: 'NodeNotReady', message: 'starting' });
    expect(answer({ status: 503, body: error })).not.toThrow();
    expect(answer({ status: 503, body: JSON.stringify({ message: 'starting' }) })).toThrow(/required property 'error'/);
    // Unknown routes and methods answer with it too.
    expect(answer({ path: '/api/v1/no/such/route', status: 404, body: error })).not.toThrow();
    expect(answer({ path: '/api/v1/no/such/route', status: 404, contentType: 'text/html', body: '<html>' })).toThrow(/without the JSON error body/);
  });

  it('refuses a success from an operation the document does not have, except Swagger UI', () => {
    expect(answer({ path: '/api/v1/no/such/route' })).toThrow(/no such operation/);
    expect(answer({ method: 'DELETE' })).toThrow(/no such operation/);
    expect(answer({ path: '/docs', contentType: 'text/html', body: '<html>' })).not.toThrow();
  });

  it('accepts the documented non-JSON and empty answers', () => {
    expect(answer({ path: '/api/v1/metrics', contentType: 'text/plain; version=0.0.4', body: 'rln_up 1\n' })).not.toThrow();
    expect(answer({ method: 'POST', path: '/api/v1/events/wait_next', status: 204, contentType: null, body: '' })).not.toThrow();
  });
});

describe('SchemaConformance on OpenAPI 3.0 nullable', () => {
  const document = {
    paths: { '/x': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } } } } },
    components: {
      schemas: {
        X: {
          type: 'object',
          properties: {
            id: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
            n: { type: 'integer', nullable: true },
            // Nest's nullable nested DTO
            y: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Y' }] },
          },
        },
        Y: { type: 'object', properties: { z: { type: 'string' } }, required: ['z'] },
      },
    },
  };
  const conformance = new SchemaConformance(document);
  const check = (body: unknown) => () => conformance.check({ method: 'GET', path: '/x', status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  it('reads nullable beside a type and beside a union alike', () => {
    expect(check({ id: null, n: null, y: null })).not.toThrow();
    expect(check({ id: 'a', n: 1, y: { z: 'q' } })).not.toThrow();
    expect(check({ id: true })).toThrow(SchemaMismatchError);
    expect(check({ y: {} })).toThrow(/required property 'z'/);
  });
});

describe('SchemaConformance closes objects at every depth', () => {
  const document = {
    paths: {
      '/inline': { get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } } } } } } } } } },
      '/union': { get: { responses: { '200': { content: { 'application/json': { schema: { oneOf: [{ type: 'object', required: ['x'], properties: { x: { type: 'string' } } }, { type: 'string' }] } } } } } } },
      '/map': { get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', additionalProperties: { type: 'object', properties: { v: { type: 'integer' } } } } } } } } } },
    },
  };
  const conformance = new SchemaConformance(document);
  const check = (path: string, body: unknown) => () => conformance.check({ method: 'GET', path, status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  it('refuses an undocumented field in an inline schema, a union member and a map value', () => {
    expect(check('/inline', { a: { b: 'x' } })).not.toThrow();
    expect(check('/inline', { a: { b: 'x', c: 1 } })).toThrow(/additional properties \(c\)/);
    expect(check('/union', { x: 'y' })).not.toThrow();
    expect(check('/union', { x: 'y', z: 1 })).toThrow(SchemaMismatchError);
    expect(check('/map', { k: { v: 1 } })).not.toThrow();
    expect(check('/map', { k: { v: 1, w: 2 } })).toThrow(/additional properties \(w\)/);
  });
});

