/** The rows a BTC run can measure; all of them unless `--only` names some. */
export const ROWS = ['two-node', 'three-node', 'age', 'reads'] as const;
export type Row = (typeof ROWS)[number];

export interface Options {
  n: number;
  k: number;
  m: number;
  amountSats: number;
  pg: boolean;
  lnd: boolean;
  ours: boolean;
  profile: boolean;
  write: boolean;
  rgb: boolean;
  rows: ReadonlySet<Row>;
  /** Sequential payments of the channel-age row. */
  ageN: number;
  /** Requests/s on each read endpoint, seconds each, autocannon connections. */
  readsRate: number;
  readsSeconds: number;
  readsConnections: number;
}

export const USAGE =
  'npm run bench:payments -- [--n 200] [--k 8] [--m 400] [--amount-sats 1000] [--pg] [--skip-lnd] [--skip-ours] [--no-profile] [--no-write] [--rgb]\n' +
  `    [--only ${ROWS.join(',')}] [--age-n 5000] [--reads-rate 500] [--reads-seconds 10] [--reads-connections 10]`;

export function parseArgs(argv: readonly string[]): Options {
  const o: Options = {
    n: 200,
    k: 8,
    m: 400,
    amountSats: 1000,
    pg: false,
    lnd: true,
    ours: true,
    profile: true,
    write: true,
    rgb: false,
    rows: new Set(ROWS),
    ageN: 5000,
    readsRate: 500,
    readsSeconds: 10,
    // Each connection sends its 50 requests of a second back to back, the next one starting
    // 100 ms later (paced-reads.ts): 500/s stays reachable while a response takes up to ~20 ms.
    readsConnections: 10,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const num = (min = 1) => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < min) throw new Error(`${a} needs an integer of at least ${min}`);
      return v;
    };
    if (a === '--n') o.n = num();
    else if (a === '--k') o.k = num();
    else if (a === '--m') o.m = num();
    else if (a === '--amount-sats') o.amountSats = num();
    else if (a === '--pg') o.pg = true;
    else if (a === '--skip-lnd') o.lnd = false;
    else if (a === '--skip-ours') o.ours = false;
    else if (a === '--no-profile') o.profile = false;
    else if (a === '--no-write') o.write = false;
    else if (a === '--rgb') o.rgb = true;
    else if (a === '--only') o.rows = parseRows(value());
    // Ten windows' worth at least: the first and the last window must not overlap.
    else if (a === '--age-n') o.ageN = num(10);
    else if (a === '--reads-rate') o.readsRate = num();
    // The achieved rate is counted while all connections run: from the last start, a second in, to the first end.
    else if (a === '--reads-seconds') o.readsSeconds = num(2);
    else if (a === '--reads-connections') o.readsConnections = num();
    else throw new Error(`unknown argument ${a}\nusage: ${USAGE}`);
  }
  return o;
}

function parseRows(list: string): Set<Row> {
  const rows = new Set<Row>();
  for (const name of list.split(',').map((s) => s.trim())) {
    const row = ROWS.find((r) => r === name);
    if (!row) throw new Error(`--only takes a comma-separated list of ${ROWS.join(', ')}; got ${name}`);
    rows.add(row);
  }
  return rows;
}
