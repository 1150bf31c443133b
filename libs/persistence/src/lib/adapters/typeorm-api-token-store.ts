import { ApiToken, ApiTokenStore, isTokenScope } from '@rln/auth';
import { IsNull } from 'typeorm';
import { Database } from '../database';
import { ApiTokenEntity } from '../entities/api-token.entity';

export class TypeormApiTokenStore implements ApiTokenStore {
  constructor(private readonly db: Database) {}

  async insert(token: ApiToken): Promise<void> {
    await this.db.transaction((m) =>
      m.insert(ApiTokenEntity, {
        id: token.id,
        name: token.name,
        scope: token.scope,
        tokenHash: token.tokenHashHex,
        createdAt: token.createdAt,
        revokedAt: token.revokedAt,
      }),
    );
  }

  async findByHash(tokenHashHex: string): Promise<ApiToken | null> {
    const row = await this.db.single((m) => m.findOneBy(ApiTokenEntity, { tokenHash: tokenHashHex }));
    return row ? toDomain(row) : null;
  }

  async findByName(name: string): Promise<ApiToken | null> {
    const row = await this.db.single((m) => m.findOneBy(ApiTokenEntity, { name, revokedAt: IsNull() }));
    return row ? toDomain(row) : null;
  }

  async list(): Promise<ApiToken[]> {
    const rows = await this.db.single((m) => m.find(ApiTokenEntity, { order: { createdAt: 'ASC' } }));
    return rows.map(toDomain);
  }

  async markRevoked(id: string, at: Date): Promise<void> {
    await this.db.transaction((m) => m.update(ApiTokenEntity, { id }, { revokedAt: at }));
  }
}

function toDomain(row: ApiTokenEntity): ApiToken {
  if (!isTokenScope(row.scope)) throw new Error(`api_token ${row.id} has unknown scope ${row.scope}`);
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    tokenHashHex: row.tokenHash,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}
