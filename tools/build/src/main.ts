// npm run build [-- --out DIR] [--cli-out DIR]: the node and `rln` compiled to plain JavaScript
// (tools/build/README.md).
import { join, relative } from 'node:path';
import { BuildError } from './lib/build-error';
import { BUILT_MAIN, DEFAULT_OUT_DIR, buildNodeApi } from './lib/build-node-api';
import { BUILT_RLN_CLI, DEFAULT_CLI_OUT_DIR, buildRlnCli } from './lib/build-rln-cli';

const ROOT = join(__dirname, '..', '..', '..');
const USAGE = `usage: npm run build [-- --out DIR] [--cli-out DIR]
  without options: the node in ${DEFAULT_OUT_DIR} and rln in ${DEFAULT_CLI_OUT_DIR}
  --out DIR: the node in DIR; --cli-out DIR: rln in DIR (either alone builds only that one)`;

function main(args: string[]): number {
  let outDir: string | undefined;
  let cliOutDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) outDir = args[++i] as string;
    else if (args[i] === '--cli-out' && args[i + 1]) cliOutDir = args[++i] as string;
    else {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
  }
  const both = outDir === undefined && cliOutDir === undefined;
  let failed = false;
  const attempt = (build: () => string) => {
    try {
      process.stdout.write(`${build()}\n`);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      process.stderr.write(`build failed:\n${error.message}\n`);
      failed = true;
    }
  };
  if (both || outDir !== undefined) {
    attempt(() => {
      const result = buildNodeApi(ROOT, outDir ?? DEFAULT_OUT_DIR);
      const shown = relative(process.cwd(), result.outDir) || '.';
      return `built ${shown}: ${result.modules} modules and ${result.assets} files copied in ${seconds(result.elapsedMs)}; run it with node ${join(shown, BUILT_MAIN)}`;
    });
  }
  if (both || cliOutDir !== undefined) {
    attempt(() => {
      const result = buildRlnCli(ROOT, cliOutDir ?? DEFAULT_CLI_OUT_DIR);
      const shown = relative(process.cwd(), result.outDir) || '.';
      return `built ${shown}: ${result.modules} modules in ${seconds(result.elapsedMs)}; run it with node ${join(shown, BUILT_RLN_CLI)} --help`;
    });
  }
  return failed ? 1 : 0;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

process.exitCode = main(process.argv.slice(2));
