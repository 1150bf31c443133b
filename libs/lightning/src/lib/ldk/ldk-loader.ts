import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type * as LdkModule from 'lightningdevkit';

/** The `lightningdevkit` module namespace (LDK 0.1 compiled to WASM, generated TypeScript). */
export type Ldk = typeof LdkModule;

/**
 * A real `import()`, hidden from SWC: compiling to CommonJS turns a literal `import()` into
 * `require()`, which jest's module registry refuses for an ES module ("Must use import to load
 * ES Module"). Under plain Node 20.19+ `require()` of this package would work (it has no
 * top-level await), but one code path for both runtimes is simpler to trust.
 *
 * The source is made unique per evaluation of this module: V8 caches `new Function`
 * compilations by source, and a cached one keeps the dynamic-import hook of the jest test file
 * that compiled it first; a later test file in the same worker then failed with "Test
 * environment has been torn down" (seen when three LDK test files ran in one worker).
 */
const dynamicImport = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (specifier: string) => Promise<unknown>;

let loading: Promise<Ldk> | undefined;

/**
 * Loads the ESM-only `lightningdevkit` package and initialises its WASM exactly once per
 * module registry (process, or jest test file). Initialising twice would replace the WASM
 * instance under objects created from the first one, so every caller shares this promise.
 */
export function loadLdk(): Promise<Ldk> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

async function load(): Promise<Ldk> {
  // An absolute file URL: a `new Function` import has no referrer, so a bare specifier would
  // resolve against the working directory instead of this file.
  const entry = require.resolve('lightningdevkit');
  const ldk = (await dynamicImport(pathToFileURL(entry).href)) as Ldk;
  const wasm = readFileSync(require.resolve('lightningdevkit/liblightningjs.wasm'));
  await ldk.initializeWasmFromBinary(wasm);
  return ldk;
}
