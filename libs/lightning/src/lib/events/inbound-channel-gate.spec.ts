import { InboundChannelGate } from './inbound-channel-gate';

const ALICE = `02${'a'.repeat(64)}`;
const BOB = `03${'b'.repeat(64)}`;
const none = { fromPeer: 0, total: 0 };

describe('InboundChannelGate', () => {
  it('accepts anyone by default, up to one pending channel per peer and 50 in all', () => {
    const gate = new InboundChannelGate();
    expect(gate.refusal(ALICE, none)).toBeNull();
    expect(gate.refusal(ALICE, { fromPeer: 1, total: 1 })).toMatch(/waiting for confirmation/);
    expect(gate.refusal(BOB, { fromPeer: 0, total: 49 })).toBeNull();
    expect(gate.refusal(BOB, { fromPeer: 0, total: 50 })).toMatch(/too many channels/);
  });

  it('refuses everyone with accept none', () => {
    expect(new InboundChannelGate({ accept: 'none' }).refusal(ALICE, none)).toMatch(/does not accept inbound channels/);
  });

  it('accepts only listed peers with an allow-list (node ids in any case)', () => {
    const gate = new InboundChannelGate({ accept: 'allow-list', allowedPeers: [ALICE.toUpperCase()] });
    expect(gate.refusal(ALICE, none)).toBeNull();
    expect(gate.refusal(BOB, none)).toMatch(/only from peers it knows/);
    expect(new InboundChannelGate({ accept: 'allow-list' }).refusal(ALICE, none)).not.toBeNull();
  });

  it('applies the pending caps to listed peers too, with configurable limits', () => {
    const gate = new InboundChannelGate({ accept: 'allow-list', allowedPeers: [ALICE], maxPendingPerPeer: 2, maxPending: 3 });
    expect(gate.refusal(ALICE, { fromPeer: 1, total: 2 })).toBeNull();
    expect(gate.refusal(ALICE, { fromPeer: 2, total: 2 })).not.toBeNull();
    expect(gate.refusal(ALICE, { fromPeer: 0, total: 3 })).not.toBeNull();
  });
});
