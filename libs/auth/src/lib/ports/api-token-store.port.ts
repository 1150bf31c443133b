import { ApiToken } from '../domain/api-token';

export interface ApiTokenStore {
  insert(token: ApiToken): Promise<void>;
  findByHash(tokenHashHex: string): Promise<ApiToken | null>;
  findByName(name: string): Promise<ApiToken | null>;
  list(): Promise<ApiToken[]>;
  markRevoked(id: string, at: Date): Promise<void>;
}
