import { InboundChannelGate, type PendingInboundChannel } from './inbound-channel-gate';

const ALICE = `02${'a'.repeat(64)}`;
const BOB = `03${'b'.repeat(64)}`;
const TRUSTED = `02${'c'.repeat(64)}`;

/** `n` pending channels of distinct strangers (throwaway node ids). */
function strangers(n: number, funded: boolean, from = 0): PendingInboundChannel[] {
  return Array.from({ length: n }, (_, i) => ({ peer: `02${(from + i).toString(16).padStart(64, '0')}`, funded }));
}

describe('InboundChannelGate', () => {
  it('accepts anyone by default, up to one pending channel per peer and 40 unfunded in all', () => {
    const gate = new InboundChannelGate();
    expect(gate.refusal(ALICE, [])).toBeNull();
    expect(gate.refusal(ALICE, [{ peer: ALICE, funded: false }])).toMatch(/waiting for confirmation/);
    expect(gate.refusal(ALICE, [{ peer: ALICE.toUpperCase(), funded: true }])).toMatch(/waiting for confirmation/);
    expect(gate.refusal(BOB, strangers(39, false))).toBeNull();
    expect(gate.refusal(BOB, strangers(40, false))).toMatch(/too many channels waiting for funding/);
  });

  it("keeps unlisted peers waiting for a confirmation under LDK's limit of 50, so listed peers keep 10 places", () => {
    const gate = new InboundChannelGate({ accept: 'any', allowedPeers: [TRUSTED] });
    // Throwaway ids that sent funding_created for a transaction never broadcast: LDK counts them.
    expect(gate.refusal(BOB, strangers(39, true))).toBeNull();
    expect(gate.refusal(BOB, strangers(40, true))).toMatch(/too many peers with channels waiting for confirmation/);
    expect(gate.refusal(BOB, [...strangers(20, true), ...strangers(20, false, 20)])).not.toBeNull();
    expect(gate.refusal(BOB, [...strangers(20, true), ...strangers(19, false, 20)])).toBeNull();
    // Counted per peer: one peer with several channels is one place (when its own limit allows).
    const several = new InboundChannelGate({ accept: 'any', maxPendingPerPeer: 5 });
    expect(several.refusal(BOB, Array.from({ length: 60 }, () => ({ peer: ALICE, funded: true })))).toBeNull();
    // A listed peer still gets in.
    expect(gate.refusal(TRUSTED, strangers(40, true))).toBeNull();
  });

  it('clamps a configured unfunded limit to 40', () => {
    const gate = new InboundChannelGate({ accept: 'any', maxUnfunded: 1000 });
    expect(gate.refusal(BOB, strangers(40, false))).not.toBeNull();
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
