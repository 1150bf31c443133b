import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import { transformFileSync } from '@swc/core';
import { BuildError } from './build-error';
import { classifySpecifier, requiredSpecifiers } from './required-specifiers';
import { swcOptions } from './swc-options';

/** One file of the output: a compiled TypeScript module, or a .js/.json file copied as it is. */
export interface GraphModule {
  /** Path relative to the repository root, with `/` separators: `libs/core/src/index.ts`. */
  readonly source: string;
  /** Where it goes, relative to the output directory: the same path, `.ts` → `.js`. */
  readonly output: string;
  readonly code: string;
  /** The source map (JSON) of a compiled module. */
  readonly map: string | null;
  /** Packages it requires by name (not Node built-ins). */
  readonly packages: readonly string[];
}

/**
 * Compiles `entries` and everything they require, file by file, with SWC. The walk follows the
 * compiled code's own `require()`s, so exactly the modules the node can load are built (type-only
 * imports are gone by then) and an @rln/* alias is followed after SWC has made it relative.
 * Output paths mirror the repository's, so `__dirname`-relative paths keep working.
 */
export function compileGraph(root: string, entries: readonly string[]): GraphModule[] {
  const modules = new Map<string, GraphModule>();
  const queue = entries.map((entry) => resolve(root, entry));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = toPosix(relative(root, file));
    if (modules.has(source)) continue;
    if (source.startsWith('..') || source.split('/').includes('node_modules')) {
      throw new BuildError(`${source} is outside the repository's own sources; a relative require must not reach it`);
    }
    const module = file.endsWith('.ts') ? compile(root, file, source) : copied(file, source);
    modules.set(source, module);
    for (const specifier of requiredSpecifiers(module.code)) {
      if (classifySpecifier(specifier).kind !== 'relative') continue;
      queue.push(resolveRelative(file, specifier, source));
    }
  }
  return [...modules.values()];
}

function compile(root: string, file: string, source: string): GraphModule {
  let result;
  try {
    result = transformFileSync(file, swcOptions(root, file));
  } catch (error) {
    throw new BuildError(`SWC could not compile ${source}: ${(error as Error).message}`);
  }
  return { source, output: source.replace(/\.ts$/, '.js'), code: result.code, map: result.map ?? null, packages: packagesOf(result.code) };
}

function copied(file: string, source: string): GraphModule {
  const code = readFileSync(file, 'utf8');
  return { source, output: source, code, map: null, packages: file.endsWith('.js') ? packagesOf(code) : [] };
}

function packagesOf(code: string): string[] {
  const names = new Set<string>();
  for (const specifier of requiredSpecifiers(code)) {
    const kind = classifySpecifier(specifier);
    if (kind.kind === 'package') names.add(kind.name);
  }
  return [...names];
}

/** Node's resolution of a relative require, over the sources: `x.ts`, `x/index.ts`, then `.js`/`.json` files. */
function resolveRelative(from: string, specifier: string, fromSource: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}/index.ts`, ...(['.js', '.json'].includes(extname(base)) ? [base] : []), `${base}.js`, `${base}.json`, `${base}/index.js`];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new BuildError(`${fromSource}: require("${specifier}") resolves to no source file (tried ${candidates.map((c) => relative(dirname(from), c)).join(', ')})`);
  return found;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
