export * from './lib/domain/asset-amount';
export * from './lib/domain/archive';
export * from './lib/domain/issuer';
export * from './lib/domain/rgb-consignment';
export * from './lib/errors/contract.errors';
export * from './lib/ports/contract-store.port';
export * from './lib/services/issuer-registry.service';
export * from './lib/services/contract.service';
