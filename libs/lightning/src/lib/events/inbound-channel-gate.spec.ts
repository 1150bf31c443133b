import { InboundChannelGate, type PendingInboundChannel } from './inbound-channel-gate';

const ALICE = `02${'a'.repeat(64)}`;
const BOB = `03${'b'.repeat(64)}`;
const TRUSTED = `02${'c'.repeat(64)}`;

/** `n` pending channels of distinct strangers (throwaway node ids). */
function strangers(n: number, funded: boolean): PendingInboundChannel[] {
  return Array.from({ length: n }, (_, i) => ({ peer: `02${i.toString(16).padStart(64, '0')}`, funded }));
}

describe('InboundChannelGate', () => {
  it('accepts anyone by default, up to one pending channel per peer and 50 unfunded in all', () => {
    const gate = new InboundChannelGate();
    expect(gate.refusal(ALICE, [])).toBeNull();
    expect(gate.refusal(ALICE, [{ peer: ALICE, funded: false }])).toMatch(/waiting for confirmation/);
    expect(gate.refusal(ALICE, [{ peer: ALICE.toUpperCase(), funded: true }])).toMatch(/waiting for confirmation/);
    expect(gate.refusal(BOB, strangers(49, false))).toBeNull();
    expect(gate.refusal(BOB, strangers(50, false))).toMatch(/too many channels waiting for funding/);
  });

  it('does not count funded unconfirmed channels against the global cap', () => {
    const gate = new InboundChannelGate();
    // 500 throwaway ids that sent funding_created for a transaction never broadcast block nobody.
    expect(gate.refusal(BOB, strangers(500, true))).toBeNull();
    expect(gate.refusal(BOB, [...strangers(500, true), ...strangers(49, false)])).toBeNull();
    expect(gate.refusal(BOB, [...strangers(1, true), ...strangers(50, false)])).not.toBeNull();
  });

  it('refuses everyone with accept none, listed peers too', () => {
    expect(new InboundChannelGate({ accept: 'none' }).refusal(ALICE, [])).toMatch(/does not accept inbound channels/);
    expect(new InboundChannelGate({ accept: 'none', allowedPeers: [ALICE] }).refusal(ALICE, [])).not.toBeNull();
  });

  it('accepts only listed peers with an allow-list (node ids in any case)', () => {
    const gate = new InboundChannelGate({ accept: 'allow-list', allowedPeers: [ALICE.toUpperCase()] });
    expect(gate.refusal(ALICE, [])).toBeNull();
    expect(gate.refusal(BOB, [])).toMatch(/only from peers it knows/);
    expect(new InboundChannelGate({ accept: 'allow-list' }).refusal(ALICE, [])).not.toBeNull();
  });

  it('exempts listed peers from the limits, and does not count their channels against strangers', () => {
    for (const accept of ['any', 'allow-list'] as const) {
      const gate = new InboundChannelGate({ accept, allowedPeers: [TRUSTED] });
      expect(gate.refusal(TRUSTED, [{ peer: TRUSTED, funded: false }, ...strangers(50, false)])).toBeNull();
    }
    const gate = new InboundChannelGate({ accept: 'any', allowedPeers: [TRUSTED], maxUnfunded: 2 });
    const trustedPending = Array.from({ length: 5 }, () => ({ peer: TRUSTED, funded: false }));
    expect(gate.refusal(BOB, [...trustedPending, ...strangers(1, false)])).toBeNull();
    expect(gate.refusal(BOB, [...trustedPending, ...strangers(2, false)])).not.toBeNull();
  });

  it('takes configured limits', () => {
    const gate = new InboundChannelGate({ accept: 'any', maxPendingPerPeer: 2, maxUnfunded: 3 });
    expect(gate.refusal(ALICE, [{ peer: ALICE, funded: true }])).toBeNull();
    expect(gate.refusal(ALICE, [{ peer: ALICE, funded: true }, { peer: ALICE, funded: false }])).not.toBeNull();
    expect(gate.refusal(ALICE, strangers(2, false))).toBeNull();
    expect(gate.refusal(ALICE, strangers(3, false))).toMatch(/too many/);
  });
});
