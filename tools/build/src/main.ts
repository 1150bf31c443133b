// npm run build [-- --out DIR]: the node compiled to plain JavaScript (tools/build/README.md).
import { join, relative } from 'node:path';
import { BuildError } from './lib/build-error';
import { BUILT_MAIN, DEFAULT_OUT_DIR, buildNodeApi } from './lib/build-node-api';

const ROOT = join(__dirname, '..', '..', '..');
const USAGE = 'usage: npm run build [-- --out DIR]   (default dist/node-api)';

function main(args: string[]): number {
  let outDir = DEFAULT_OUT_DIR;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) outDir = args[++i] as string;
    else {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
  }
  try {
    const result = buildNodeApi(ROOT, outDir);
    const shown = relative(process.cwd(), result.outDir) || '.';
    process.stdout.write(`built ${shown}: ${result.modules} modules and ${result.assets} files copied in ${(result.elapsedMs / 1000).toFixed(1)} s; run it with node ${join(shown, BUILT_MAIN)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    process.stderr.write(`build failed:\n${error.message}\n`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
