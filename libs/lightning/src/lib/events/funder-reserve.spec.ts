import { funderReserveProblem, MIN_FUNDER_RESERVE_SATS } from './funder-reserve';

describe('funderReserveProblem', () => {
  it('refuses an anchor channel whose reserve for us is under 1000 sat', () => {
    expect(funderReserveProblem({ anchors: true, ourReserveSats: 0n })).toMatch(/reserve to 0 sat/);
    expect(funderReserveProblem({ anchors: true, ourReserveSats: MIN_FUNDER_RESERVE_SATS - 1n })).not.toBeNull();
  });

  it('lets the rest go on: enough reserve, or no anchors', () => {
    expect(funderReserveProblem({ anchors: true, ourReserveSats: MIN_FUNDER_RESERVE_SATS })).toBeNull();
    expect(funderReserveProblem({ anchors: false, ourReserveSats: 0n })).toBeNull();
  });

  it('fails closed when the reserve or the channel cannot be read', () => {
    expect(funderReserveProblem({ anchors: true, ourReserveSats: null })).toMatch(/cannot be read; not funding/);
    expect(funderReserveProblem({ anchors: false, ourReserveSats: null })).toMatch(/cannot be read; not funding/);
    expect(funderReserveProblem(null)).toMatch(/not listed by LDK/);
  });
});
