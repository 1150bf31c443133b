export * from './lib/node-process';
