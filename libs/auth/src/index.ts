export * from './lib/domain/api-token';
export * from './lib/ports/api-token-store.port';
export * from './lib/errors/auth.errors';
export * from './lib/services/api-token.service';
