import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import type { CustomMessageHandler } from '../ports/custom-message-handler.port';
import { silentLogger } from '../ports/engine-logger.port';
import { CustomMessageBridge } from './custom-message-bridge';
import { hasFeature, PeerFeatureGate } from './peer-feature-gate';

/**
 * Issue 17: a custom protocol's messages are taken only from peers that advertised its feature
 * bit in their `init`. Decided in the bridge, the one place that sees both a peer's `init` and
 * its messages; driven here through LDK's own handler object, as the PeerManager calls it.
 */
const BIT = 1_025;
const TYPE = 32_769;
const node = (b: number) => Uint8Array.of(2, ...new Array(32).fill(b));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('hasFeature and PeerFeatureGate', () => {
  const flags = (...bits: number[]) => {
    const out = new Uint8Array(1 + (Math.max(...bits) >> 3));
    for (const b of bits) out[b >> 3] |= 1 << (b & 7);
    return out;
  };

  it('reads either bit of the pair from little-endian flags, and nothing else', () => {
    expect(hasFeature(flags(BIT), BIT)).toBe(true);
    expect(hasFeature(flags(BIT - 1), BIT)).toBe(true);
    expect(hasFeature(flags(BIT + 1, BIT - 2, 7), BIT)).toBe(false);
    expect(hasFeature(new Uint8Array(0), BIT)).toBe(false);
  });

  it('allows a peer from an init with the bit until it disconnects or reconnects without it', () => {
    const gate = new PeerFeatureGate(BIT);
    expect(gate.allows('a')).toBe(false);
    gate.connected('a', flags(BIT));
    gate.connected('b', flags(9));
    expect([gate.allows('a'), gate.allows('b')]).toEqual([true, false]);
    gate.disconnected('a');
    expect(gate.allows('a')).toBe(false);
    gate.connected('a', flags(BIT));
    gate.connected('a', flags(9));
    expect(gate.allows('a')).toBe(false);
  });

  it.each([0, 255, 1_024, 1.5])('refuses %p as a custom feature bit', (bit) => {
    expect(() => new PeerFeatureGate(bit)).toThrow(RangeError);
  });
});

describe('CustomMessageBridge with a feature bit', () => {
  let ldk: Ldk;
  beforeAll(async () => {
    ldk = await loadLdk();
  });

  function bridge(featureBit?: number) {
    const received: Array<{ peer: string; type: number }> = [];
    const port: CustomMessageHandler = { messageTypes: [TYPE], featureBit, onMessage: (peer, type) => received.push({ peer, type }) };
    return { handler: new CustomMessageBridge(ldk, port, silentLogger).handler, received };
  }
  const init = (bits: number[]) => {
    const features = ldk.InitFeatures.constructor_empty();
    for (const b of bits) expect(features.set_optional_custom_bit(b).is_ok()).toBeTruthy();
    return ldk.Init.constructor_new(features, ldk.Option_CVec_ThirtyTwoBytesZZ.constructor_none(), ldk.Option_SocketAddressZ.constructor_none());
  };
  const message = () => ldk.Type.new_impl({ type_id: () => TYPE, debug_str: () => 'test', write: () => Uint8Array.of(1, 2, 3) });

  it('advertises the bit in our init', () => {
    const { handler } = bridge(BIT);
    expect(hasFeature(handler.provided_init_features(node(1)).le_flags(), BIT)).toBe(true);
    expect(hasFeature(bridge().handler.provided_init_features(node(1)).le_flags(), BIT)).toBe(false);
  });

  it('hands on messages from a peer that advertised it and drops the others', () => {
    const { handler, received } = bridge(BIT);
    const [speaks, silent, stranger] = [node(1), node(2), node(3)];
    expect(handler.peer_connected(speaks, init([BIT]), true).is_ok()).toBeTruthy();
    expect(handler.peer_connected(silent, init([BIT + 2]), false).is_ok()).toBeTruthy();
    for (const peer of [speaks, silent, stranger]) expect(handler.handle_custom_message(message(), peer).is_ok()).toBeTruthy();
    expect(received).toEqual([{ peer: hex(speaks), type: TYPE }]);
    handler.peer_disconnected(speaks);
    handler.handle_custom_message(message(), speaks);
    expect(received).toHaveLength(1);
  });

  it('without a feature bit hands on every peer\'s messages, as before', () => {
    const { handler, received } = bridge();
    handler.handle_custom_message(message(), node(3));
    expect(received).toEqual([{ peer: hex(node(3)), type: TYPE }]);
  });
});
