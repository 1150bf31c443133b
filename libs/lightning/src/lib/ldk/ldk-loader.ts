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
 */
const dynamicImport = new Function('specifier', `return import(specifier); // ${Math.random()}`) as (specifier: string) => Promise<unknown>;

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
