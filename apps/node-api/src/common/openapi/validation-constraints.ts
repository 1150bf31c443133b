import { getMetadataStorage } from 'class-validator';

type Schema = Record<string, unknown>;
export interface Rule {
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

/**
 * The class-validator rules of request DTOs, by class name, as JSON Schema keywords: the
 * published document then states the shapes the validation pipe enforces (patterns, lengths,
 * sizes, bounds) instead of a bare `string`. Only built-in rules with a JSON Schema twin are
 * carried (IsU64String is a `matches` with an exact bound pattern); other custom rules stay in
 * the descriptions.
 */
export function validationRulesByClass(): Map<string, Rule[]> {
  // class-validator keeps its registry in a Map keyed by class; it has no public listing.
  const registry = (getMetadataStorage() as unknown as { validationMetadatas: Map<object, Rule[]> }).validationMetadatas;
  const byName = new Map<string, Rule[]>();
  for (const target of registry.keys()) {
    // A subclass DTO is validated with its ancestors' rules too (class-validator walks the
    // prototype chain); the registry lists each rule only under the class that declared it.
    const rules: Rule[] = [];
    for (let cls: object | null = target; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) rules.push(...(registry.get(cls) ?? []));
    const name = (target as { name: string }).name;
    byName.set(name, [...(byName.get(name) ?? []), ...rules]);
  }
  return byName;
}

/** Adds to `properties` the JSON Schema keywords of `rules`, keeping any the DTO states itself. */
export function applyRules(properties: Record<string, Schema>, rules: Rule[]): void {
  for (const rule of rules) {
    const property = properties[rule.propertyName];
    if (!property) continue;
    const target = rule.each ? (property.items as Schema | undefined) : property;
    if (!target || typeof target.$ref === 'string') continue;
    const keywords = keywordsOf(rule, target);
    for (const [key, value] of Object.entries(keywords)) if (target[key] === undefined) target[key] = value;
  }
}

function keywordsOf(rule: Rule, schema: Schema): Schema {
  const [first] = rule.constraints ?? [];
  const isString = schema.type === 'string' || schema.type === undefined;
  const isNumber = schema.type === 'integer' || schema.type === 'number';
  switch (rule.name) {
    case 'matches':
      return first instanceof RegExp && first.flags === '' && isString ? { pattern: first.source } : {};
    case 'minLength':
      return isString && typeof first === 'number' ? { minLength: first } : {};
    case 'maxLength':
      return isString && typeof first === 'number' ? { maxLength: first } : {};
    case 'isNotEmpty':
      return schema.type === 'string' ? { minLength: 1 } : {};
    case 'arrayMinSize':
      return schema.type === 'array' && typeof first === 'number' ? { minItems: first } : {};
    case 'arrayMaxSize':
      return schema.type === 'array' && typeof first === 'number' ? { maxItems: first } : {};
    case 'isPositive':
      // OpenAPI 3.0 spells an exclusive bound as a boolean beside `minimum`.
      return isNumber ? { minimum: 0, exclusiveMinimum: true } : {};
    case 'min':
      return isNumber && typeof first === 'number' ? { minimum: first } : {};
    case 'max':
      return isNumber && typeof first === 'number' ? { maximum: first } : {};
    default:
      return {};
  }
}
