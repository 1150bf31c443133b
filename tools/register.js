// Runs the TypeScript sources directly: SWC compiles on load (with decorator metadata, which
// NestJS dependency injection needs) and the tsconfig path aliases (@rln/*) resolve to libs/.
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || require('path').join(__dirname, '..', 'tsconfig.base.json');
require('@swc-node/register');
