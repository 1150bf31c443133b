import type { Ldk } from '../ldk/ldk-loader';
import { isLdkPanic } from '../ldk/ldk-panic';
import { silentLogger } from '../ports/engine-logger.port';
import { RunState } from '../engine/run-state';
import { EventPump, type EventPumpDeps } from './event-pump';

/** LDK's event providers as fakes: `failing` makes the ChainMonitor's throw. */
function fakePump(failing: Error | null, changes: boolean[] = [], waitsForManager = () => false) {
  const provider = (throws: Error | null) => ({
    as_EventsProvider: () => ({
      process_pending_events: jest.fn(() => {
        if (throws) throw throws;
      }),
    }),
  });
  const failures: unknown[] = [];
  const state = new RunState();
  const persistManager = jest.fn(async () => undefined);
  const pump = new EventPump({
    ldk: {} as Ldk,
    chainMonitor: provider(failing),
    // LDK's flag is cleared on reading: `changes` are the answers in turn, then true.
    channelManager: { ...provider(null), get_and_clear_needs_persistence: () => changes.shift() ?? true },
    onionMessenger: provider(null),
    peerManager: { process_events: jest.fn() },
    handler: {},
    persistManager,
    waitsForManager,
    state,
    logger: silentLogger,
    onLdkFailure: (err: unknown) => failures.push(err),
  } as unknown as EventPumpDeps);
  return { pump, failures, persistManager, state };
}

describe('EventPump', () => {
  it('writes the manager when LDK says it changed', async () => {
    const { pump, failures, persistManager } = fakePump(null);
    await pump.run();
    expect(persistManager).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
  });

  it('writes the manager when state waits for it (a monitor update, a journaled event) though LDK says it did not change', async () => {
    let waiting = true;
    const { pump, persistManager } = fakePump(null, [false, false], () => waiting);
    await pump.run();
    expect(persistManager).toHaveBeenCalledTimes(1);
    waiting = false;
    await pump.run();
    expect(persistManager).toHaveBeenCalledTimes(1);
  });

  it('reports any exception out of LDK event processing as LDK failing (a JS exception, not only a panic)', async () => {
    const { pump, failures, persistManager } = fakePump(new TypeError('a callback threw through WASM'));
    await expect(pump.run()).rejects.toThrow(/LDK event processing threw: TypeError/);
    expect(failures).toHaveLength(1);
    expect(isLdkPanic(failures[0])).toBe(true);
    expect(persistManager).not.toHaveBeenCalled();
  });

  it('handleNow processes LDK at once and leaves the manager write to a run, which still sees that LDK said it changed', async () => {
    const { pump, persistManager, state } = fakePump(null, [true, false]);
    pump.handleNow(); // reads (and so clears) LDK's "changed" flag
    expect(persistManager).not.toHaveBeenCalled();
    state.stopped = true; // no scheduled run: the explicit one below must write
    await pump.run(); // LDK now answers false
    expect(persistManager).toHaveBeenCalledTimes(1);
  });

  it('handleNow throws LDK failing to its caller and does nothing once the engine failed', () => {
    const { pump, state } = fakePump(new TypeError('boom'));
    expect(() => pump.handleNow()).toThrow(/LDK event processing threw/);
    state.fatal = new Error('LDK failed');
    expect(() => pump.handleNow()).not.toThrow();
  });
});
