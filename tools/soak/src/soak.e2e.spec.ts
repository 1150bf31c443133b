import { renderSummary } from './lib/report';
import { randomSeed } from './lib/rng';
import { runSoak, type SoakResult } from './lib/soak';

jest.setTimeout(600_000);

/**
 * The kill -9 soak with a small N for CI (tools/soak/README.md): three node processes on
 * PostgreSQL, a mixed load, four kills. A new seed every run (RLN_SOAK_SEED pins one); the
 * summary, with the seed and the command that repeats it, is printed either way.
 *
 * Runs in `.ci/run`. It was quarantined while known findings made random-seed runs fail
 * (docs/reliability.md "Kill -9 soak": a ChannelManager LDK 0.1.0 could not read after a kill
 * mid-claim, a channel force-closed for a manager behind its monitor, rgb-lib's stock truncated
 * by a kill, rgb-lib's broadcast before its commit); each is now fixed or worked around.
 * `RLN_SOAK_E2E=0` skips it; `npm run soak` runs any N.
 */
const describeSoak = process.env['RLN_SOAK_E2E'] === '0' ? describe.skip : describe;

describeSoak('kill -9 soak (4 kills)', () => {
  it('keeps every payment terminal and agreed on both sides, the balances adding up, the channels open and the asset whole', async () => {
    const seed = process.env['RLN_SOAK_SEED'] ? Number(process.env['RLN_SOAK_SEED']) : randomSeed();
    const lines: string[] = [];
    let result: SoakResult;
    try {
      result = await runSoak({ kills: 4, seed, intervalSecs: 2, database: 'postgres', lightningWorkers: 2, keep: false, log: (line) => lines.push(line) });
    } finally {
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    process.stdout.write(`\n${renderSummary(result)}\n`);

    expect(result.kills).toHaveLength(4);
    // The load ran through the kills: payments were taken, RGB sends too.
    const accepted = Object.values(result.tally).reduce((sum, t) => sum + t.accepted, 0);
    expect(accepted).toBeGreaterThan(10);
    expect(result.tally.rgb.accepted).toBeGreaterThan(0);
    expect(result.report.violations).toEqual([]);
  });
});
