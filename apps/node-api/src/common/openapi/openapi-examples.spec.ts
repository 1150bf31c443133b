import Ajv from 'ajv';
import type { OpenAPIObject } from '@nestjs/swagger';
import { describeApi } from './openapi-document';
import { composeExample, OPERATION_METHODS, takesExample } from './openapi-examples';

type Node = Record<string, unknown>;
interface Media {
  schema?: unknown;
  example?: unknown;
}

const schemas = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Leg: { type: 'object', properties: { outpoint: { type: 'string', example: 'ab:0' }, kind: { type: 'string', enum: ['base', 'active'] } } },
      Trip: {
        type: 'object',
        properties: {
          legs: { type: 'array', items: { $ref: '#/components/schemas/Leg' } },
          last: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Leg' }] },
          limit: { type: 'integer', default: 50 },
          note: { type: 'string' },
          data: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
});

describe('composeExample', () => {
  it('builds an object from its properties’ examples, defaults and first enum values, through $ref, arrays and nullable wrappers', () => {
    const { value } = composeExample({ $ref: '#/components/schemas/Trip' }, schemas());
    expect(value).toEqual({ legs: [{ outpoint: 'ab:0', kind: 'base' }], last: { outpoint: 'ab:0', kind: 'base' }, limit: 50 });
  });

  it('names every value that has no example, by schema and property', () => {
    expect(composeExample({ $ref: '#/components/schemas/Trip' }, schemas()).missing).toEqual(['Trip.note', 'Trip.data']);
  });

  it('takes an example the schema gives as a whole', () => {
    expect(composeExample({ type: 'object', properties: { a: { type: 'string' } }, example: { a: 'x' } }, schemas())).toEqual({ value: { a: 'x' }, missing: [] });
  });
});

/**
 * The node's own document (as /docs-json serves it): every operation shows an example request
 * (when it takes a JSON body) and an example answer for its success statuses, composed from
 * examples every property carries, and each example is valid under its own schema; every
 * parameter has an example too. Files (binary bodies) are described, not exemplified.
 */
describe('the published document’s examples', () => {
  let document: OpenAPIObject;
  let ajv: Ajv;
  const operations: Array<{ where: string; path: string; method: string; operation: Node }> = [];

  beforeAll(async () => {
    document = await describeApi();
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(validatable(document), DOCUMENT_ID);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of OPERATION_METHODS) {
        const operation = item[method] as Node | undefined;
        if (operation) operations.push({ where: `${method.toUpperCase()} ${path}`, path, method, operation });
      }
    }
  }, 60_000);

  it('gives each JSON request body an example composed from examples on every property', () => {
    const problems: string[] = [];
    for (const { where, path, method, operation } of operations) {
      const content = ((operation.requestBody as Node | undefined)?.content ?? {}) as Record<string, Media>;
      for (const [mediaType, media] of Object.entries(content)) {
        if (takesExample(mediaType, media.schema)) problems.push(...checkMedia(`${where} request ${mediaType}`, media, pointer(path, method, 'requestBody', 'content', mediaType, 'schema')));
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each success response an example composed from examples on every property', () => {
    const problems: string[] = [];
    for (const { where, path, method, operation } of operations) {
      const successes = Object.entries(operation.responses as Record<string, { content?: Record<string, Media> }>).filter(([status]) => status.startsWith('2'));
      if (successes.length === 0) problems.push(`${where}: no success response`);
      for (const [status, response] of successes) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (takesExample(mediaType, media.schema)) problems.push(...checkMedia(`${where} ${status} ${mediaType}`, media, pointer(path, method, 'responses', status, 'content', mediaType, 'schema')));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each path, query and header parameter an example valid under its schema', () => {
    const problems: string[] = [];
    for (const { where, path, method, operation } of operations) {
      ((operation.parameters ?? []) as Array<{ name: string; in: string; example?: unknown; schema?: Node }>).forEach((parameter, index) => {
        const example = parameter.example ?? parameter.schema?.example;
        const at = `${where} ${parameter.in} ${parameter.name}`;
        if (example === undefined) problems.push(`${at}: no example`);
        else problems.push(...validate(at, pointer(path, method, 'parameters', String(index), 'schema'), example));
      });
    }
    expect(problems).toEqual([]);
  });

  it('gives the one error body an example of what the node answers', () => {
    const errorBody = document.components?.schemas?.['ErrorBody'] as Node;
    expect(errorBody.example).toMatchObject({ error: 'InvalidRequest', details: { field: 'amount_msat' } });
    expect(validate('ErrorBody', '#/components/schemas/ErrorBody', errorBody.example)).toEqual([]);
  });

  function checkMedia(at: string, media: Media, schemaPointer: string): string[] {
    if (media.example === undefined) return [`${at}: no example`];
    const { value, missing } = composeExample(media.schema, document);
    const problems = missing.map((where) => `${at}: no example for ${where}`);
    if (missing.length === 0 && JSON.stringify(value) !== JSON.stringify(media.example)) problems.push(`${at}: the example is not the one its properties compose`);
    return [...problems, ...validate(at, schemaPointer, media.example)];
  }

  function validate(at: string, schemaPointer: string, value: unknown): string[] {
    const check = ajv.compile({ $ref: `${DOCUMENT_ID}${schemaPointer}` });
    if (check(value)) return [];
    return (check.errors ?? []).map((e) => `${at}: the example is invalid at ${e.instancePath || '/'}: ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params['additionalProperty'])})` : ''}`);
  }
});

const DOCUMENT_ID = 'node-api';

function pointer(...segments: string[]): string {
  return `#/paths/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/**
 * The document as ajv (JSON Schema draft 7) reads it: OpenAPI 3.0's boolean exclusive bounds
 * become numeric ones, and response objects are closed as libs/client's conformance check
 * closes them, so an example cannot carry a property the schema does not name.
 */
function validatable(document: OpenAPIObject): object {
  const copy = structuredClone(document) as unknown as Node;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (typeof node[flag] !== 'boolean') continue;
      if (node[flag]) node[flag] = node[bound];
      else delete node[flag];
      if (node[flag] !== undefined) delete node[bound];
    }
    if (node.properties && typeof node.properties === 'object' && !('additionalProperties' in node)) node.additionalProperties = false;
    if (node.nullable === true && node.type === undefined) {
      // ajv reads `nullable` only beside `type`; a nullable wrapper around a $ref says null or the rest.
      const rest = { ...node };
      delete rest.nullable;
      for (const key of Object.keys(node)) delete node[key];
      node.anyOf = [{ type: 'null' }, rest];
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'example') visit(child);
  };
  visit((copy.components as Node).schemas);
  visit(copy.paths);
  return copy;
}
