import { constants, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { BuildError } from './build-error';
import { type GraphModule, compileGraph } from './compile-graph';

/** The node and its token command line. */
export const NODE_API_ENTRIES = ['apps/node-api/src/main.ts', 'apps/node-api/src/cli.ts'] as const;

/** Where `npm start` runs the node from: `<out>/apps/node-api/src/main.js`. */
export const DEFAULT_OUT_DIR = 'dist/node-api';
export const BUILT_MAIN = 'apps/node-api/src/main.js';
export const BUILT_CLI = 'apps/node-api/src/cli.js';

/**
 * Files the compiled code reaches by a path built from `__dirname` rather than by `require()`,
 * so the walk cannot see them: copied to the same place relative to the code. A compiled module
 * that uses `__dirname` and is not listed here fails the build (its files would be missing).
 */
export const PATH_ASSETS: readonly { user: string; files: readonly string[]; why: string }[] = [
  { user: 'apps/node-api/src/runtime/version.ts', files: ['package.json'], why: "the node's version, four directories up" },
  {
    user: 'libs/rgb-lib-adapter/src/lib/rgb-lib.engine.ts',
    files: ['libs/rgb-lib-adapter/src/lib/rgb-lib.worker.js', 'native/rgb-addon/index.js', 'native/rgb-addon/rgb_addon.node'],
    why: 'the rgb-lib worker thread (plain CommonJS) and the addon it loads by path',
  },
];

export interface NodeApiBuildResult {
  readonly outDir: string;
  readonly modules: number;
  readonly assets: number;
  readonly elapsedMs: number;
}

/**
 * Compiles the node to plain CommonJS in `outDir` (absolute, or relative to `root`): every module
 * the entries reach, with source maps, and the PATH_ASSETS; the result runs with `node`, no loader.
 * Built beside `outDir` and swapped in at the end, so a failed build leaves the last one in place.
 */
export function buildNodeApi(root: string, outDir: string = DEFAULT_OUT_DIR): NodeApiBuildResult {
  const started = Date.now();
  const out = resolve(root, outDir);
  const addon = join(root, 'native/rgb-addon/rgb_addon.node');
  if (!existsSync(addon)) throw new BuildError(`${addon} is missing: build the rgb-lib addon first (bash tools/rgb-addon/build-addon.sh)`);

  const modules = compileGraph(root, NODE_API_ENTRIES);
  checkPackages(root, modules);
  checkPathUsers(modules, PATH_ASSETS);
  const assets = PATH_ASSETS.flatMap((asset) => asset.files);
  writeBuild(root, out, modules, assets);
  return { outDir: out, modules: modules.length, assets: assets.length, elapsedMs: Date.now() - started };
}

/**
 * Writes `modules` and copies `assets` (repository paths) into `out`, built beside it and swapped
 * in at the end, so a failed build leaves the last one in place.
 */
export function writeBuild(root: string, out: string, modules: readonly GraphModule[], assets: readonly string[]): void {
  const staging = `${out}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const module of modules) writeModule(staging, module);
    for (const file of assets) {
      const target = join(staging, file);
      mkdirSync(dirname(target), { recursive: true });
      // A copy-on-write clone where the file system has them (the addon is 50 MB).
      copyFileSync(join(root, file), target, constants.COPYFILE_FICLONE);
    }
    swapIn(staging, out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function writeModule(staging: string, module: GraphModule): void {
  const target = join(staging, module.output);
  mkdirSync(dirname(target), { recursive: true });
  if (module.map === null) {
    writeFileSync(target, module.code);
    return;
  }
  writeFileSync(target, `${module.code}\n//# sourceMappingURL=${basename(target)}.map\n`);
  writeFileSync(`${target}.map`, module.map);
}

/** Replaces `out` with `staging` by two renames; the previous build is removed afterwards. */
function swapIn(staging: string, out: string): void {
  const previous = `${out}.previous-${process.pid}`;
  mkdirSync(dirname(out), { recursive: true });
  if (existsSync(out)) renameSync(out, previous);
  renameSync(staging, out);
  rmSync(previous, { recursive: true, force: true });
}

/**
 * Every package the built code requires by name must be a runtime dependency in package.json:
 * the production install (`npm ci --omit=dev`, the Docker image) has nothing else. An @rln/*
 * name here is an alias that was not rewritten (missing from tsconfig.base.json's paths).
 */
export function checkPackages(root: string, modules: readonly GraphModule[]): void {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
  const problems: string[] = [];
  for (const module of modules) {
    for (const name of module.packages) {
      if (name.startsWith('@rln/')) problems.push(`${module.source}: require("${name}…") was not rewritten; is the alias in tsconfig.base.json's paths?`);
      else if (!runtime.has(name)) problems.push(`${module.source}: requires '${name}', which is not in package.json "dependencies" (a production install would lack it)`);
    }
  }
  if (problems.length > 0) throw new BuildError(problems.join('\n'));
}

export function checkPathUsers(modules: readonly GraphModule[], pathAssets: readonly { user: string }[]): void {
  const known = new Set(pathAssets.map((asset) => asset.user));
  const unknown = modules.filter((module) => module.map !== null && /\b__(dirname|filename)\b/.test(module.code) && !known.has(module.source));
  if (unknown.length > 0) {
    throw new BuildError(
      `these modules build paths from __dirname/__filename, so the files they reach that way must be copied into the build: ` +
        `${unknown.map((module) => module.source).join(', ')}; list them in PATH_ASSETS (tools/build/src/lib/build-node-api.ts)`,
    );
  }
}
