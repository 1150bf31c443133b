// Moved to tools/node-harness (shared with bench/); this path stays for the e2e specs.
export { RegtestNodeEnv, type TestNode } from '@rln/node-harness';
