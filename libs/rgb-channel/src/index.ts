export * from './lib/keys/per-commitment-secret';
export * from './lib/keys/received-secrets';
export * from './lib/keys/commitment-keys';
export * from './lib/keys/channel-keys';
export * from './lib/keys/state-blinding';
