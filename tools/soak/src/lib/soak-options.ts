import type { Database } from './soak-network';

export interface SoakCliOptions {
  kills: number;
  seed: number | null;
  intervalSecs: number;
  database: Database;
  lightningWorkers: number;
  keep: boolean;
}

export const USAGE = `npm run soak -- --kills N [--seed S] [--interval-secs X] [--db postgres|pglite] [--workers W] [--keep]
  --kills N          nodes to kill -9 and restart, one at a time (required)
  --seed S           seed of every random choice (printed; default: a random one)
  --interval-secs X  mean pause between a node being back and the next kill (default 5)
  --db               the nodes' database: PostgreSQL (default; TEST_DATABASE_URL or tools/testing/start-postgres.sh) or PGlite (RLN_EMBEDDED_DATABASE=pglite)
  --workers W        concurrent Lightning clients (default 2)
  --keep             keep the nodes' directories and logs after a clean run`;

/** The command line; throws with the usage on anything it does not understand. */
export function parseSoakArgs(argv: readonly string[]): SoakCliOptions {
  const out: SoakCliOptions = { kills: -1, seed: null, intervalSecs: 5, database: 'postgres', lightningWorkers: 2, keep: false };
  const number = (flag: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || !Number.isFinite(n) || n < min) throw new Error(`${flag} needs a number ≥ ${min}\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    switch (flag) {
      case '--kills':
        out.kills = Math.floor(number(flag, argv[++i], 0));
        break;
      case '--seed':
        out.seed = Math.floor(number(flag, argv[++i], 0)) >>> 0;
        break;
      case '--interval-secs':
        out.intervalSecs = number(flag, argv[++i], 0);
        break;
      case '--workers':
        out.lightningWorkers = Math.floor(number(flag, argv[++i], 1));
        break;
      case '--db': {
        const db = argv[++i];
        if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db is postgres or pglite\n${USAGE}`);
        out.database = db;
        break;
      }
      case '--keep':
        out.keep = true;
        break;
      default:
        throw new Error(`unknown argument ${flag}\n${USAGE}`);
    }
  }
  if (out.kills < 0) throw new Error(`--kills is required\n${USAGE}`);
  return out;
}
