// Moved to tools/node-harness (shared with bench/); this path stays for the e2e specs.
export { ApiClient, eventually, type HttpResult } from '@rln/node-harness';
