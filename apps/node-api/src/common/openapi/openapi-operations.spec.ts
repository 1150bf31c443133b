import { openApiDocument } from '@rln/client';
import { OPERATION_METHODS } from './openapi-examples';

interface Operation {
  summary?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, unknown>>;

/**
 * What a reader of the reference (Redoc, Swagger UI) needs of every operation: a title of its
 * own (without a summary they show Nest's operationId, e.g. `Bolt11Controller_decode`) and, for
 * a read, what its success answers carry (a 2xx other than 204 with no content says "no body").
 */
function undocumented(paths: Paths): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (typeof operation.summary !== 'string' || operation.summary.trim() === '') problems.push(`${where}: no summary`);
      if (method !== 'get') continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2') || status === '204') continue;
        const content = Object.entries(response.content ?? {});
        if (content.length === 0) problems.push(`${where} ${status}: no content`);
        for (const [mediaType, media] of content) if (media.schema === undefined) problems.push(`${where} ${status} ${mediaType}: no schema`);
      }
    }
  }
  return problems;
}

/** The house style of the summaries: one line, no trailing period (titles, not sentences). */
function unstyled(paths: Paths): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of OPERATION_METHODS) {
      const summary = (item[method] as Operation | undefined)?.summary;
      if (typeof summary !== 'string') continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (summary !== summary.trim() || /\n/.test(summary)) problems.push(`${where}: the summary is not one trimmed line`);
      if (summary.endsWith('.')) problems.push(`${where}: the summary ends with a period`);
      if (/^[a-z]/.test(summary)) problems.push(`${where}: the summary does not start with a capital`);
    }
  }
  return problems;
}

describe('the operation checks', () => {
  const paths: Paths = {
    '/a': {
      get: { operationId: 'A_get', responses: { '200': { description: 'ok' } } },
      post: { summary: 'Do a', responses: { '200': { description: 'ok' } } },
    },
    '/b': {
      get: { summary: '  ', responses: { '200': { description: 'ok', content: { 'application/zip': {} } }, '204': { description: 'none' } } },
    },
    '/c': {
      get: { summary: 'Read c.', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } }, '204': { description: 'none' } } },
    },
  };

  it('names operations without a summary and GET successes without content or schema; 204 and POSTs may have no body', () => {
    expect(undocumented(paths)).toEqual(['GET /a: no summary', 'GET /a 200: no content', 'GET /b: no summary', 'GET /b 200 application/zip: no schema']);
  });

  it('names summaries off the house style', () => {
    expect(unstyled(paths)).toEqual(['GET /b: the summary is not one trimmed line', 'GET /c: the summary ends with a period']);
  });
});

/**
 * The committed document (libs/client/src/generated/openapi.json, which `npm run client:check`
 * keeps equal to what the controllers describe): every operation has a title, and every read
 * says what it answers.
 */
describe('the published document’s operations', () => {
  const paths = openApiDocument.paths as Paths;

  it('has operations to check', () => {
    expect(Object.keys(paths).length).toBeGreaterThan(50);
  });

  it('gives every operation a summary and every GET success other than 204 its content', () => {
    expect(undocumented(paths)).toEqual([]);
  });

  it('writes every summary as a one-line title without a trailing period', () => {
    expect(unstyled(paths)).toEqual([]);
  });
});
