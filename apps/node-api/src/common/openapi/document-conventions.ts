import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_STATUS } from '../errors/error-status.table';
import { addExamples, OPERATION_METHODS } from './openapi-examples';
import { applyRules, type Rule, validationRulesByClass } from './validation-constraints';

/** Marks an operation that needs no token (set by @Public; read by documentConventions). */
export const PUBLIC_EXTENSION = 'x-rln-public';

const ERROR_BODY_SCHEMA = 'ErrorBody';

/**
 * What holds for every operation but no controller states: any request can fail with the one
 * error body (supplement.md "Error body") under any status of the error table, and public
 * operations take no token. Operations keep any error response they document themselves.
 * Request bodies refuse unknown fields (the validation pipe's forbidNonWhitelisted), so their
 * object schemas say additionalProperties: false, and their properties carry the DTOs'
 * class-validator rules (validation-constraints.ts). Request bodies and success responses carry
 * an example composed from their properties' (openapi-examples.ts).
 */
export function documentConventions(document: OpenAPIObject): OpenAPIObject {
  document.components = document.components ?? {};
  document.components.schemas = {
    ...document.components.schemas,
    [ERROR_BODY_SCHEMA]: {
      type: 'object',
      required: ['error', 'message'],
      properties: {
        error: { type: 'string', example: 'InvalidRequest' },
        message: { type: 'string' },
        hint: { type: 'string' },
        details: { type: 'object', additionalProperties: true },
      },
      // What the validation pipe answers for a bad amount (validation.pipe.ts); `hint` comes with other errors.
      example: {
        error: 'InvalidRequest',
        message: `Invalid field 'amount_msat': amount_msat must be a positive integer as a decimal string, at most 1844674407370955161, e.g. "1000"`,
        details: { field: 'amount_msat' },
      },
    },
  };
  const errorResponse = {
    description: 'Error; `error` names it (see the interface error tables).',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA}` } } },
  };
  const rules = validationRulesByClass();
  const parameterRules = rulesByParameterName(rules);
  const requestSchemas = new Set<SchemaNode>();
  const statuses = [...new Set(Object.values(ERROR_STATUS))].sort((a, b) => a - b).map(String);
  for (const item of Object.values(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const status of statuses) operation.responses[status] = operation.responses[status] ?? errorResponse;
      // An error a controller documents by its description alone still answers with the error body.
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response && Number(status) >= 400 && !('$ref' in response) && !response.content) response.content = errorResponse.content;
      }
      if ((operation as unknown as Record<string, unknown>)[PUBLIC_EXTENSION] === true) operation.security = [];
      const body = operation.requestBody;
      if (body && !('$ref' in body)) for (const media of Object.values(body.content)) closeObjects(media.schema, document, rules, new Set(), requestSchemas);
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter || !parameter.schema || '$ref' in parameter.schema) continue;
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        applyRules({ [parameter.name]: parameter.schema as SchemaNode }, parameterRules.get(parameter.name) ?? []);
      }
    }
  }
  for (const schema of requestSchemas) forbidNul(schema);
  nullInNullableEnums(document);
  addExamples(document);
  return document;
}

/**
 * Path and query parameters are validated by `*ParamDto` / `*QueryDto` classes the document
 * does not name, so their rules are found by parameter name; a name whose classes disagree
 * gets none rather than a wrong one.
 */
function rulesByParameterName(rules: Map<string, Rule[]>): Map<string, Rule[]> {
  const byName = new Map<string, Rule[]>();
  const conflicting = new Set<string>();
  for (const [className, classRules] of rules) {
    if (!/(Param|Query)Dto$/.test(className)) continue;
    const grouped = new Map<string, Rule[]>();
    for (const rule of classRules) grouped.set(rule.propertyName, [...(grouped.get(rule.propertyName) ?? []), rule]);
    for (const [name, own] of grouped) {
      const known = byName.get(name);
      if (known && JSON.stringify(known.map(describe)) !== JSON.stringify(own.map(describe))) conflicting.add(name);
      byName.set(name, own);
    }
  }
  for (const name of conflicting) byName.delete(name);
  return byName;
}

const describe = (rule: Rule) => [rule.name, String(rule.constraints?.[0])];

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum lists null itself
 * (`purpose` of an on-chain payment is one of two names or null).
 */
function nullInNullableEnums(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  const schema = node as SchemaNode & { enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(schema)) nullInNullableEnums(value);
}

/**
 * Free text in a request (a string with no pattern, format or enum of its own) is stored in
 * PostgreSQL and handed to peers, which take no U+0000; the body check (storable-text.ts)
 * refuses it, and the document says so.
 */
function forbidNul(schema: SchemaNode): void {
  for (const property of Object.values((schema.properties as Record<string, SchemaNode> | undefined) ?? {})) {
    const target = property.type === 'array' ? (property.items as SchemaNode | undefined) : property;
    if (target?.type === 'string' && target.pattern === undefined && target.format === undefined && target.enum === undefined) {
      target.pattern = NO_NUL_PATTERN;
    }
  }
}

/**
 * Request DTOs read `null` as "not given" for every optional field (IsOptionalOrNull), so the
 * document says such properties are nullable; required ones stay non-null.
 */
function markOptionalNullable(schema: SchemaNode): void {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = schema.properties as Record<string, SchemaNode>;
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) || property.nullable !== undefined) continue;
    // OpenAPI 3.0 ignores siblings of $ref: wrap it to say nullable.
    if (typeof property.$ref === 'string') properties[name] = { allOf: [{ $ref: property.$ref }], nullable: true };
    else property.nullable = true;
  }
}

/** Any text without U+0000 (JSON Schema `pattern` is unanchored). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type SchemaNode = Record<string, unknown>;

/** Sets additionalProperties: false on every object schema reachable from `schema` that has properties, and the DTO rules of named ones. */
function closeObjects(schema: unknown, document: OpenAPIObject, rules: Map<string, Rule[]>, seen: Set<unknown>, objects: Set<SchemaNode>): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as SchemaNode;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name] as SchemaNode | undefined;
    if (target?.properties && !seen.has(target)) applyRules(target.properties as Record<string, SchemaNode>, rules.get(name) ?? []);
    closeObjects(target, document, rules, seen, objects);
    return;
  }
  if (node.properties) {
    objects.add(node);
    markOptionalNullable(node);
  }
  if (node.properties && node.additionalProperties === undefined) node.additionalProperties = false;
  for (const child of Object.values((node.properties as SchemaNode | undefined) ?? {})) closeObjects(child, document, rules, seen, objects);
  closeObjects(node.items, document, rules, seen, objects);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) for (const part of (node[key] as unknown[] | undefined) ?? []) closeObjects(part, document, rules, seen, objects);
}
