import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ConflictError, InvalidRequestError, NotFoundError } from '@rln/core';
import { ApiToken, Principal, TokenScope, scopeAllowsMethod } from '../domain/api-token';
import { ApiTokenStore } from '../ports/api-token-store.port';
import { ForbiddenError, UnauthorizedError } from '../errors/auth.errors';

const TOKEN_PREFIX = 'rln_';
const SECRET_BYTES = 32;
const NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The view of a token that may be shown to an operator: never the secret or its hash. */
export interface ApiTokenView {
  id: string;
  name: string;
  scope: TokenScope;
  created_at_unix_secs: string;
  revoked: boolean;
}

/**
 * Issues, recognises and revokes bearer tokens. Tokens carry 256 random bits, so a plain
 * SHA-256 is a sufficient one-way hash (no password stretching needed); the database holds
 * only that hash.
 */
export class ApiTokenService {
  constructor(
    private readonly store: ApiTokenStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(name: string, scope: TokenScope): Promise<{ token: string; view: ApiTokenView }> {
    if (!NAME_PATTERN.test(name)) {
      throw new InvalidRequestError(`Token name '${name}' is invalid`, 'Use 1-64 letters, digits, dot, dash or underscore.');
    }
    const existing = await this.store.findByName(name);
    if (existing && !existing.revokedAt) {
      throw new ConflictError(`A token named '${name}' already exists`, 'Revoke it first or choose another name.');
    }
    const secret = TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
    const token: ApiToken = {
      id: randomUUID(),
      name,
      scope,
      tokenHashHex: hashToken(secret),
      createdAt: this.now(),
      revokedAt: null,
    };
    await this.store.insert(token);
    return { token: secret, view: toView(token) };
  }

  async list(): Promise<ApiTokenView[]> {
    return (await this.store.list()).map(toView);
  }

  async revoke(name: string): Promise<void> {
    const token = await this.store.findByName(name);
    if (!token || token.revokedAt) throw new NotFoundError(`No active token named '${name}'`);
    await this.store.markRevoked(token.id, this.now());
  }

  /** Resolves an `Authorization` header to a principal allowed to use `httpMethod`. */
  async authorize(authorizationHeader: string | undefined, httpMethod: string): Promise<Principal> {
    const presented = parseBearer(authorizationHeader);
    const presentedHash = hashToken(presented);
    const token = await this.store.findByHash(presentedHash);
    // The lookup is by hash, which reveals nothing about the secret; the final comparison
    // is still constant-time so no code path compares secret-derived bytes early-exit.
    if (!token || !constantTimeEqualHex(token.tokenHashHex, presentedHash) || token.revokedAt) {
      throw new UnauthorizedError('Unknown or revoked token', 'Create a token with `node-api token create`.');
    }
    if (!scopeAllowsMethod(token.scope, httpMethod)) {
      throw new ForbiddenError(`Token '${token.name}' has scope '${token.scope}', which cannot call ${httpMethod} endpoints`);
    }
    return { tokenId: token.id, name: token.name, scope: token.scope };
  }
}

function parseBearer(header: string | undefined): string {
  if (!header) {
    throw new UnauthorizedError('Missing Authorization header', 'Send `Authorization: Bearer <token>`.');
  }
  const match = /^Bearer ([A-Za-z0-9_\-.~+/]+=*)$/.exec(header.trim());
  if (!match) {
    throw new UnauthorizedError('Malformed Authorization header', 'Send `Authorization: Bearer <token>`.');
  }
  return match[1];
}

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function toView(token: ApiToken): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    created_at_unix_secs: Math.floor(token.createdAt.getTime() / 1000).toString(),
    revoked: token.revokedAt !== null,
  };
}
