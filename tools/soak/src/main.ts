import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { renderSummary } from './lib/report';
import { randomSeed } from './lib/rng';
import { runSoak } from './lib/soak';
import { parseSoakArgs } from './lib/soak-options';

const ROOT = join(__dirname, '..', '..', '..');

/** `npm run soak -- --kills N [--seed S] [--interval-secs X]`: exits 1 on any violation. */
async function main(): Promise<number> {
  let cli;
  try {
    cli = parseSoakArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (cli.database === 'postgres' && !process.env['TEST_DATABASE_URL']) {
    process.env['TEST_DATABASE_URL'] = execFileSync('bash', [join(ROOT, 'tools/testing/start-postgres.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  }
  const seed = cli.seed ?? randomSeed();
  const started = Date.now();
  const log = (line: string) => process.stdout.write(`[soak ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}\n`);
  const result = await runSoak({ ...cli, seed, log });
  process.stdout.write(`\n${renderSummary(result)}\n`);
  return result.report.violations.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`soak failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
