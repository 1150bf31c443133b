import { FundingWaitClock } from './unconfirmed-inbound-channels';

const ch = (channelId: string) => ({ channelId, peer: `02${channelId.padStart(64, '0')}` });

describe('FundingWaitClock', () => {
  it('counts blocks from when a channel was first seen waiting, and names it once the timeout passed', () => {
    const clock = new FundingWaitClock(6);
    expect(clock.overdue(100, [ch('a')])).toEqual([]);
    expect(clock.overdue(103, [ch('a'), ch('b')])).toEqual([]);
    expect(clock.overdue(106, [ch('a'), ch('b')])).toEqual([ch('a')]);
    expect(clock.overdue(109, [ch('b')])).toEqual([ch('b')]);
  });

  it('forgets a channel that stopped waiting (confirmed or closed): seen again, it starts over', () => {
    const clock = new FundingWaitClock(6);
    clock.overdue(100, [ch('a')]);
    clock.overdue(104, []);
    expect(clock.overdue(106, [ch('a')])).toEqual([]);
    expect(clock.overdue(112, [ch('a')])).toEqual([ch('a')]);
  });
});
