import { resolve } from 'node:path';
import { checkPackages, checkPathUsers, writeBuild } from './build-node-api';
import { compileGraph } from './compile-graph';

/** The operator's command line (docs/cli.md): HTTP only, so neither the addon nor LDK. */
export const RLN_CLI_ENTRIES = ['apps/rln-cli/src/main.ts'] as const;

export const DEFAULT_CLI_OUT_DIR = 'dist/rln-cli';
/** `node dist/rln-cli/apps/rln-cli/src/main.js status` */
export const BUILT_RLN_CLI = 'apps/rln-cli/src/main.js';

export interface RlnCliBuildResult {
  readonly outDir: string;
  readonly modules: number;
  readonly elapsedMs: number;
}

/**
 * Compiles `rln` the way buildNodeApi compiles the node: every module its entry reaches (libs/client
 * and its OpenAPI document included), the same checks, swapped in at the end. It reads no file by
 * a path of its own, so there are no assets; its packages (commander, openapi-fetch, ajv) come from
 * node_modules at run time.
 */
export function buildRlnCli(root: string, outDir: string = DEFAULT_CLI_OUT_DIR): RlnCliBuildResult {
  const started = Date.now();
  const out = resolve(root, outDir);
  const modules = compileGraph(root, RLN_CLI_ENTRIES);
  checkPackages(root, modules);
  checkPathUsers(modules, []);
  writeBuild(root, out, modules, []);
  return { outDir: out, modules: modules.length, elapsedMs: Date.now() - started };
}
