import { Rng } from './rng';
import { parseSoakArgs } from './soak-options';

describe('parseSoakArgs', () => {
  it('reads every option, with defaults for the ones left out', () => {
    expect(parseSoakArgs(['--kills', '10'])).toEqual({ kills: 10, seed: null, intervalSecs: 5, database: 'postgres', lightningWorkers: 2, keep: false });
    expect(parseSoakArgs(['--kills', '3', '--seed', '77', '--interval-secs', '2.5', '--db', 'pglite', '--workers', '3', '--keep'])).toEqual({
      kills: 3,
      seed: 77,
      intervalSecs: 2.5,
      database: 'pglite',
      lightningWorkers: 3,
      keep: true,
    });
  });

  it.each([[[]], [['--kills']], [['--kills', '-1']], [['--kills', '2', '--db', 'mysql']], [['--kills', '2', '--fast']], [['--kills', '2', '--seed', 'x']]])('refuses %j with the usage', (argv) => {
    expect(() => parseSoakArgs(argv)).toThrow(/npm run soak -- --kills N/);
  });
});

describe('Rng', () => {
  const draws = (rng: Rng) => Array.from({ length: 5 }, () => rng.int(0, 1_000_000));

  it('repeats its draws for the same seed and differs for another', () => {
    expect(draws(new Rng(42))).toEqual(draws(new Rng(42)));
    expect(draws(new Rng(42))).not.toEqual(draws(new Rng(43)));
  });

  it('gives each named fork its own stream, independent of draws made on another', () => {
    const a = new Rng(7);
    const b = new Rng(7);
    draws(b.fork('killer'));
    expect(draws(a.fork('load'))).toEqual(draws(b.fork('load')));
    expect(draws(a.fork('load'))).not.toEqual(draws(a.fork('killer')));
  });

  it('keeps int, bigint and pick within their bounds and weighted to its keys', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
      const b = rng.bigint(1n, 20n);
      expect(b >= 1n && b <= 20n).toBe(true);
      expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
      expect(rng.weighted({ never: 0, always: 1 })).toBe('always');
    }
    expect(rng.hex32()).toMatch(/^[0-9a-f]{64}$/);
  });
});
