import type { Ldk } from '../ldk/ldk-loader';
import { isLdkPanic } from '../ldk/ldk-panic';
import { silentLogger } from '../ports/engine-logger.port';
import { RunState } from '../engine/run-state';
import { EventPump, type EventPumpDeps } from './event-pump';

/** LDK's event providers as fakes: `failing` makes the ChainMonitor's throw. */
function fakePump(failing: Error | null) {
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
    channelManager: { ...provider(null), get_and_clear_needs_persistence: () => true },
    onionMessenger: provider(null),
    peerManager: { process_events: jest.fn() },
    handler: {},
    persistManager,
    state,
    logger: silentLogger,
    onLdkFailure: (err: unknown) => failures.push(err),
  } as unknown as EventPumpDeps);
  return { pump, failures, persistManager };
}

describe('EventPump', () => {
  it('writes the manager when LDK says it changed', async () => {
    const { pump, failures, persistManager } = fakePump(null);
    await pump.run();
    expect(persistManager).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
  });

  it('reports any exception out of LDK event processing as LDK failing (a JS exception, not only a panic)', async () => {
    const { pump, failures, persistManager } = fakePump(new TypeError('a callback threw through WASM'));
    await expect(pump.run()).rejects.toThrow(/LDK event processing threw: TypeError/);
    expect(failures).toHaveLength(1);
    expect(isLdkPanic(failures[0])).toBe(true);
    expect(persistManager).not.toHaveBeenCalled();
  });
});
