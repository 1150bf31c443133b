export * from './lib/errors/domain.error';
export * from './lib/errors/common.errors';
export * from './lib/ports/kv-store.port';
export * from './lib/testing-hooks/crash-point';
export * from './lib/text/peer-text';
export * from './lib/fs/durable-file';
export * from './lib/wire/tlv-stream';
export * from './lib/kv/kv-json-records';
