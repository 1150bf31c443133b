export * from './lib/node-seed';
export * from './lib/seed-file';
