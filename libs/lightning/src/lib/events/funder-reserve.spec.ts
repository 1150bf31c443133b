import { funderReserveProblem, MIN_FUNDER_RESERVE_SATS } from './funder-reserve';

describe('funderReserveProblem', () => {
  it('refuses an anchor channel whose reserve for us is under 1000 sat', () => {
    expect(funderReserveProblem({ anchors: true, ourReserveSats: 0n })).toMatch(/reserve to 0 sat/);
    expect(funderReserveProblem({ anchors: true, ourReserveSats: MIN_FUNDER_RESERVE_SATS - 1n })).not.toBeNull();
  });

  it('lets the rest go on: enough reserve, no anchors, reserve not known', () => {
    expect(funderReserveProblem({ anchors: true, ourReserveSats: MIN_FUNDER_RESERVE_SATS })).toBeNull();
    expect(funderReserveProblem({ anchors: false, ourReserveSats: 0n })).toBeNull();
    expect(funderReserveProblem({ anchors: true, ourReserveSats: null })).toBeNull();
  });
});
