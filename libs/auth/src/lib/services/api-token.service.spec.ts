import { ApiTokenService, hashToken } from './api-token.service';
import { InMemoryApiTokenStore } from '../../testing/in-memory-api-token-store';
import { ForbiddenError, UnauthorizedError } from '../errors/auth.errors';

describe('ApiTokenService', () => {
  let store: InMemoryApiTokenStore;
  let service: ApiTokenService;

  beforeEach(() => {
    store = new InMemoryApiTokenStore();
    service = new ApiTokenService(store);
  });

  it('keeps only the hash of a created token', async () => {
    const { token } = await service.create('ops', 'admin');
    const [stored] = await store.list();
    expect(token).toMatch(/^rln_[A-Za-z0-9_-]{43}$/);
    expect(stored.tokenHashHex).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('authorizes an admin token for any method', async () => {
    const { token } = await service.create('ops', 'admin');
    await expect(service.authorize(`Bearer ${token}`, 'POST')).resolves.toMatchObject({ name: 'ops', scope: 'admin' });
  });

  it('lets a read token GET but not POST (403)', async () => {
    const { token } = await service.create('viewer', 'read');
    await expect(service.authorize(`Bearer ${token}`, 'GET')).resolves.toMatchObject({ scope: 'read' });
    await expect(service.authorize(`Bearer ${token}`, 'POST')).rejects.toBeInstanceOf(ForbiddenError);
  });

  it.each([undefined, '', 'Basic abc', 'Bearer', 'Bearer a b'])('rejects header %p with 401', async (header) => {
    await expect(service.authorize(header, 'GET')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects an unknown token', async () => {
    await service.create('ops', 'admin');
    await expect(service.authorize('Bearer rln_nottherightone', 'GET')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('rejects a revoked token and frees its name', async () => {
    const { token } = await service.create('ops', 'admin');
    await service.revoke('ops');
    await expect(service.authorize(`Bearer ${token}`, 'GET')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(service.create('ops', 'read')).resolves.toBeDefined();
    expect((await service.list()).map((t) => [t.name, t.revoked])).toEqual([
      ['ops', true],
      ['ops', false],
    ]);
  });

  it('refuses a duplicate active name and a bad name', async () => {
    await service.create('ops', 'admin');
    await expect(service.create('ops', 'admin')).rejects.toMatchObject({ code: 'Conflict' });
    await expect(service.create('bad name!', 'admin')).rejects.toMatchObject({ code: 'InvalidRequest' });
  });
});
