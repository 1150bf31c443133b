import { ApiToken } from '../lib/domain/api-token';
import { ApiTokenStore } from '../lib/ports/api-token-store.port';

export class InMemoryApiTokenStore implements ApiTokenStore {
  private readonly tokens = new Map<string, ApiToken>();

  async insert(token: ApiToken): Promise<void> {
    this.tokens.set(token.id, { ...token });
  }
  async findByHash(tokenHashHex: string): Promise<ApiToken | null> {
    return [...this.tokens.values()].find((t) => t.tokenHashHex === tokenHashHex) ?? null;
  }
  async findByName(name: string): Promise<ApiToken | null> {
    return [...this.tokens.values()].find((t) => t.name === name && !t.revokedAt) ?? null;
  }
  async list(): Promise<ApiToken[]> {
    return [...this.tokens.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
  async markRevoked(id: string, at: Date): Promise<void> {
    const token = this.tokens.get(id);
    if (token) token.revokedAt = at;
  }
}
