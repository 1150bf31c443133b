import Ajv, { type ValidateFunction } from 'ajv';
import type { Middleware } from 'openapi-fetch';
import { compilePathTemplates, matchPathTemplate, type PathTemplate } from './path-templates';

/** The parts of an OpenAPI 3.0 document this checker reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } | unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/** An answer the node gave that its own OpenAPI document does not describe. */
export class SchemaMismatchError extends Error {
  override readonly name = 'SchemaMismatchError';
}

export interface ConformanceOptions {
  /**
   * Response objects refuse properties their schema does not name (default true): a field the
   * server sends but the document omits is a difference too, and a client generated from the
   * document would never see it.
   */
  closedObjects?: boolean;
  /** Paths outside the document that may answer 2xx (Swagger UI's pages). */
  undocumentedPaths?: RegExp;
}

const DOCUMENT_ID = 'node-api';
const ERROR_STATUS_MIN = 400;

/**
 * Checks each answer against the operation, status and media type the document gives for it,
 * and its JSON body against the schema (ajv, OpenAPI 3.0's `nullable` included). Used by the
 * e2e suite on every request, so a document that differs from what the server does fails the
 * build; other services may use it the same way in their contract tests.
 */
export class SchemaConformance {
  private readonly ajv: Ajv;
  private readonly templates: PathTemplate[];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly undocumented: RegExp;

  constructor(
    private readonly document: OpenApiDocument,
    options: ConformanceOptions = {},
  ) {
    const copy = untypedNullables(structuredClone(document)) as OpenApiDocument;
    if (options.closedObjects ?? true) {
      for (const schema of Object.values(copy.components?.schemas ?? {})) closeObject(schema);
      for (const schema of inlineResponseSchemas(copy)) closeObject(schema);
    }
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    this.ajv.addSchema(copy as object, DOCUMENT_ID);
    this.templates = compilePathTemplates(Object.keys(document.paths));
    this.undocumented = options.undocumentedPaths ?? /^\/docs(-json|\/.*)?$/;
  }

  /** Throws SchemaMismatchError when the answer is not one the document describes. */
  check(answer: { method: string; path: string; status: number; contentType: string | null; body: string }): void {
    const method = answer.method.toLowerCase();
    const where = `${answer.method.toUpperCase()} ${answer.path} → ${answer.status}`;
    const template = matchPathTemplate(this.templates, answer.path);
    const operation = template ? (this.document.paths[template][method] as { responses?: Record<string, unknown> } | undefined) : undefined;
    if (!template || !operation) {
      // Unknown routes and methods (404, 405) still answer with the error body.
      if (answer.status >= ERROR_STATUS_MIN) return this.checkErrorBody(where, answer);
      if (this.undocumented.test(answer.path)) return;
      throw new SchemaMismatchError(`${where}: no such operation in the document`);
    }
    const status = String(answer.status);
    const responses = operation.responses ?? {};
    const key = status in responses ? status : 'default' in responses ? 'default' : undefined;
    if (!key) throw new SchemaMismatchError(`${where}: status ${status} is not documented for this operation`);
    const content = (responses[key] as { content?: Record<string, unknown> }).content ?? {};
    const mediaTypes = Object.keys(content);
    if (answer.body.length === 0 && mediaTypes.length === 0) return;
    const mediaType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
    if (!mediaTypes.includes(mediaType)) {
      throw new SchemaMismatchError(`${where}: answered ${mediaType || 'no content type'}, documented ${mediaTypes.join(', ') || 'no body'}`);
    }
    if (mediaType !== 'application/json') return;
    const pointer = `#/paths/${escapePointer(template)}/${method}/responses/${key}/content/${escapePointer(mediaType)}/schema`;
    this.validate(where, pointer, answer.body);
  }

  /** openapi-fetch middleware running check() on every answer; the body stays readable. */
  middleware(): Middleware {
    return {
      onResponse: async ({ request, response }) => {
        const body = await response.clone().text();
        this.check({ method: request.method, path: new URL(request.url).pathname, status: response.status, contentType: response.headers.get('content-type'), body });
        return undefined;
      },
    };
  }

  private checkErrorBody(where: string, answer: { contentType: string | null; body: string }): void {
    if (!(answer.contentType ?? '').startsWith('application/json')) throw new SchemaMismatchError(`${where}: an error without the JSON error body`);
    this.validate(where, '#/components/schemas/ErrorBody', answer.body);
  }

  private validate(where: string, pointer: string, body: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SchemaMismatchError(`${where}: the body is not JSON`);
    }
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    if (validate(parsed)) return;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params['additionalProperty'])})` : ''}`);
    throw new SchemaMismatchError(`${where}: the body does not match the documented schema: ${errors.join('; ')}`);
  }
}

/**
 * `nullable` beside a `oneOf` or `allOf` (how Nest marks a nullable nested DTO, and
 * documentConventions an optional request union): ajv reads `nullable` only beside `type`, and
 * the `allOf` branch itself would refuse null, so it becomes an explicit "or null", which is
 * also how openapi-typescript types it.
 */
function untypedNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(untypedNullables);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, untypedNullables(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  const composite = 'allOf' in schema || 'oneOf' in schema || 'anyOf' in schema;
  if (schema['nullable'] !== true || ('type' in schema && !composite)) return schema;
  const { nullable: _nullable, description, ...rest } = schema;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: 'null' }] };
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * additionalProperties: false on every object schema that names its properties and says nothing
 * else, down through properties, items, maps and unions. The members of an allOf stay open: each
 * names only part of the object.
 */
function closeObject(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node['properties'] && typeof node['properties'] === 'object' && !('additionalProperties' in node)) node['additionalProperties'] = false;
  for (const value of Object.values(node['properties'] ?? {})) closeObject(value);
  if (node['items']) closeObject(node['items']);
  if (node['additionalProperties'] && typeof node['additionalProperties'] === 'object') closeObject(node['additionalProperties']);
  for (const key of ['oneOf', 'anyOf']) for (const member of (node[key] as unknown[] | undefined) ?? []) closeObject(member);
}

/** Response schemas written inline in the paths (not under components), such as the RGB proxy's JSON-RPC answer. */
function inlineResponseSchemas(document: OpenApiDocument): unknown[] {
  const schemas: unknown[] = [];
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }[]) {
      for (const response of Object.values(operation?.responses ?? {})) {
        for (const media of Object.values(response?.content ?? {})) if (media.schema) schemas.push(media.schema);
      }
    }
  }
  return schemas;
}
