import type { OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ErrorBody } from '../errors/error-body';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

interface PathMethods {
  pattern: RegExp;
  /** How many `{param}` segments the template has: a literal segment beats a parameter. */
  params: number;
  methods: ReadonlySet<string>;
}

/**
 * 405 with `Allow` (RFC 9110 §15.5.6) for a path the API serves under other methods; a path it
 * does not serve stays 404 NotFound (supplement "Error body"). Nest has no 405 of its own, and a
 * 404 for `PUT /status` tells a client the resource is missing when only the method is wrong.
 * The table comes from the published OpenAPI document, so it cannot drift from the routes.
 */
export function methodNotAllowed(document: OpenAPIObject): RequestHandler {
  const table = pathMethods(document);
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = allowedMethods(table, req.path);
    if (allowed === null || allowed.has(req.method) || (req.method === 'HEAD' && allowed.has('GET'))) return next();
    const allow = [...allowed].sort().join(', ');
    const body: ErrorBody = { error: 'MethodNotAllowed', message: `${req.method} is not allowed on ${req.path}`, hint: `Allowed: ${allow}.` };
    res.status(405).set('Allow', allow).json(body);
  };
}

/**
 * The methods the most specific matching templates allow, or null when no template matches.
 * `/rgb/utxos/fund` (POST) is also an instance of `/rgb/utxos/{outpoint}` (GET), but the document
 * gives it POST alone: the templates with the fewest parameters decide, as in a router where a
 * literal segment wins.
 */
export function allowedMethods(table: readonly PathMethods[], path: string): ReadonlySet<string> | null {
  const matching = table.filter((entry) => entry.pattern.test(path));
  if (matching.length === 0) return null;
  const fewest = Math.min(...matching.map((entry) => entry.params));
  return new Set(matching.filter((entry) => entry.params === fewest).flatMap((entry) => [...entry.methods]));
}

export function pathMethods(document: OpenAPIObject): PathMethods[] {
  return Object.entries(document.paths).map(([template, item]) => ({
    pattern: templatePattern(template),
    params: (template.match(/\{[^}]+\}/g) ?? []).length,
    methods: new Set(METHODS.filter((method) => item[method]).map((method) => method.toUpperCase())),
  }));
}

/** `/api/v1/payment/{paymentId}` → /^\/api\/v1\/payment\/[^/]+\/?$/ (Express's non-strict trailing slash). */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}
