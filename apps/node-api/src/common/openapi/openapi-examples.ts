import type { OpenAPIObject } from '@nestjs/swagger';

type SchemaNode = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;

export interface ComposedExample {
  /** undefined when the schema's value has no example at all. */
  readonly value: unknown;
  /** Where an example is lacking: `Schema.property[].property`, for the spec to name. */
  readonly missing: readonly string[];
}

export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/**
 * Sets a media-type `example` on every request body and success response that has none,
 * composed from the examples its schema's properties carry (the DTOs' `@ApiProperty({
 * example })`), so Swagger UI and the Redoc reference show the same complete sample instead of
 * each guessing its own. Files (`format: binary`, multipart forms) get none. A parameter
 * without an example gets its schema's default or first enum value.
 */
export function addExamples(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter || parameter.example !== undefined || !parameter.schema || '$ref' in parameter.schema || parameter.schema.example !== undefined) continue;
        const { value } = composeExample(parameter.schema, document);
        if (value !== undefined) parameter.schema.example = value;
      }
      const body = operation.requestBody;
      if (body && !('$ref' in body)) setExamples(body.content as MediaTypes, document);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('2') && response && !('$ref' in response) && response.content) setExamples(response.content as MediaTypes, document);
      }
    }
  }
}

/** The media types whose bodies are described by example: JSON and text, not files or forms. */
export function takesExample(mediaType: string, schema: unknown): boolean {
  if (!(mediaType === 'application/json' || mediaType.startsWith('text/'))) return false;
  return !(typeof schema === 'object' && schema !== null && (schema as SchemaNode).format === 'binary');
}

function setExamples(content: MediaTypes, document: OpenAPIObject): void {
  for (const [mediaType, media] of Object.entries(content)) {
    if (media.example !== undefined || media.examples !== undefined || !takesExample(mediaType, media.schema)) continue;
    const { value } = composeExample(media.schema, document);
    if (value !== undefined) media.example = value;
  }
}

/**
 * The example of a value of `schema`: its own `example`, else its `default` or first `enum`
 * value, else for an object every property that has one (optional ones too, so the sample shows
 * all a client may send or see) and for an array one item.
 */
export function composeExample(schema: unknown, document: OpenAPIObject): ComposedExample {
  const missing: string[] = [];
  const value = compose(schema, document, '', missing, new Set());
  return { value, missing };
}

function compose(schema: unknown, document: OpenAPIObject, at: string, missing: string[], refs: Set<string>): unknown {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as SchemaNode;
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/components/schemas/', '');
    if (refs.has(name)) return undefined;
    return compose(document.components?.schemas?.[name], document, name, missing, new Set([...refs, name]));
  }
  if (Array.isArray(node.allOf)) {
    const parts = node.allOf.map((part) => compose(part, document, at, missing, refs));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[0];
  }
  const alternatives = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) return compose(alternatives[0], document, at, missing, refs);
  if (node.type === 'array') {
    const item = compose(node.items, document, `${at}[]`, missing, refs);
    return item === undefined ? undefined : [item];
  }
  if (isObject(node.properties)) {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(node.properties)) {
      const value = compose(property, document, `${at}.${name}`, missing, refs);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  missing.push(at || '(schema)');
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
