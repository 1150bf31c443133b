// npm run build:client [-- --out DIR]: libs/client as an npm package another service installs
// (JavaScript + declarations + the document), without the monorepo's path aliases.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
export const DEFAULT_CLIENT_OUT_DIR = join(ROOT, 'dist', 'client');

/** Compiles libs/client with tsc into `outDir` and writes its package.json; returns outDir. */
export function buildClientPackage(outDir = DEFAULT_CLIENT_OUT_DIR): string {
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tsconfig = join(out, 'tsconfig.build.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'commonjs',
        moduleResolution: 'node',
        lib: ['ES2022', 'DOM'],
        strict: true,
        declaration: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        types: [],
        rootDir: join(ROOT, 'libs', 'client', 'src'),
        outDir: out,
        typeRoots: [join(ROOT, 'node_modules', '@types')],
      },
      files: [join(ROOT, 'libs', 'client', 'src', 'index.ts')],
    }),
  );
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', tsconfig], { cwd: ROOT, stdio: 'inherit' });
  rmSync(tsconfig);
  const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; license: string; dependencies: Record<string, string> };
  const dependencies = Object.fromEntries(['openapi-fetch', 'ajv'].map((name) => [name, rootPackage.dependencies[name]]));
  const manifest = {
    name: '@rln/client',
    version: rootPackage.version,
    description: 'Typed client of the RGB + Lightning node, generated from its OpenAPI document',
    license: rootPackage.license,
    main: 'index.js',
    types: 'index.d.ts',
    engines: { node: '>=20.19' },
    dependencies,
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(out, 'README.md'), readFileSync(join(ROOT, 'libs', 'client', 'README.md')));
  return out;
}

if (require.main === module) {
  const at = process.argv.indexOf('--out');
  const out = buildClientPackage(at >= 0 ? process.argv[at + 1] : undefined);
  process.stdout.write(`built ${out} (@rln/client); install it elsewhere with npm install ${out}\n`);
}
