/** `admin` may call everything; `read` only GET endpoints (supplement.md "Authentication"). */
export const TOKEN_SCOPES = ['admin', 'read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** A stored credential. Only the hash of the secret is ever kept. */
export interface ApiToken {
  id: string;
  name: string;
  scope: TokenScope;
  tokenHashHex: string;
  createdAt: Date;
  revokedAt: Date | null;
}

/** What a request is allowed to do, once its token has been recognised. */
export interface Principal {
  tokenId: string;
  name: string;
  scope: TokenScope;
}

export function scopeAllowsMethod(scope: TokenScope, httpMethod: string): boolean {
  return scope === 'admin' || httpMethod.toUpperCase() === 'GET';
}
