import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Options } from '@swc/core';

/**
 * SWC's options for one file: the same transform that `node -r tools/register.js` (the dev path,
 * the test harness and the sandbox) applies when it loads a file, so the built node runs the
 * code every test runs. @swc-node/register derives them from tsconfig.base.json: ES2022,
 * CommonJS with ES-module interop, legacy decorators with decorator metadata (NestJS's
 * dependency injection and @nestjs/swagger read `design:type` and `design:paramtypes`),
 * define semantics for class fields (ES2022's default), class names kept (Nest and the error
 * filter use `constructor.name`). What differs is done at build time instead of load time:
 * the @rln/* path aliases become relative requires, and the source map goes to a file.
 */
export function swcOptions(root: string, source: string): Options {
  return {
    filename: source,
    // Relative to the emitted .js.map beside the .js: stack traces name the TypeScript file at the
    // place it has in the repository, mirrored under the output directory.
    sourceFileName: basename(source),
    sourceMaps: true,
    inlineSourcesContent: false,
    swcrc: false,
    configFile: false,
    isModule: true,
    minify: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: false, decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      keepClassNames: true,
      externalHelpers: false,
      baseUrl: root,
      paths: pathAliases(root),
    },
    module: { type: 'commonjs', noInterop: false },
  };
}

const aliasCache = new Map<string, Record<string, string[]>>();

/** tsconfig.base.json's `paths`, made absolute (as @swc-node/register does). */
export function pathAliases(root: string): Record<string, string[]> {
  const cached = aliasCache.get(root);
  if (cached) return cached;
  const tsconfig = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
  const paths = Object.fromEntries(Object.entries(tsconfig.compilerOptions?.paths ?? {}).map(([alias, targets]) => [alias, targets.map((target) => resolve(root, target))]));
  aliasCache.set(root, paths);
  return paths;
}
