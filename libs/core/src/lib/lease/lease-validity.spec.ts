import { LeaseValidity } from './lease-validity';

describe('LeaseValidity', () => {
  it('is invalid until granted, then valid until the ttl minus the margin after the send', () => {
    const v = new LeaseValidity(6000, 2000);
    expect(v.isValid(0)).toBe(false);
    v.granted(1000);
    expect(v.isValid(4999)).toBe(true);
    expect(v.isValid(5000)).toBe(false);
    expect(v.remainingMs(4000)).toBe(1000);
  });

  it('counts from the send, so a slow answer never extends it', () => {
    const v = new LeaseValidity(6000, 2000);
    v.granted(1000); // answered much later: still 1000 + 4000
    expect(v.isValid(5000)).toBe(false);
  });

  it('never moves back when an older renewal answers after a newer one', () => {
    const v = new LeaseValidity(6000, 2000);
    v.granted(3000);
    v.granted(1000);
    expect(v.isValid(6500)).toBe(true);
  });

  it('stays invalid once revoked', () => {
    const v = new LeaseValidity(6000, 2000);
    v.granted(0);
    v.revoke();
    expect(v.isValid(1)).toBe(false);
    v.granted(2); // a renewal answered after the loss
    expect(v.isValid(3)).toBe(false);
  });

  it('refuses a margin that leaves no validity or no safety', () => {
    expect(() => new LeaseValidity(1000, 0)).toThrow(/margin/);
    expect(() => new LeaseValidity(1000, 1000)).toThrow(/margin/);
  });
});
