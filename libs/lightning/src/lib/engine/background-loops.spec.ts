import { isLdkPanic } from '../ldk/ldk-panic';
import { silentLogger } from '../ports/engine-logger.port';
import { BackgroundLoops, type BackgroundLoopsDeps } from './background-loops';
import { RunState } from './run-state';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The parts stop and the HTLC forward timer touch, as recording fakes (the loops are not started). */
function fakeParts() {
  const parts = {
    state: new RunState(),
    channelManager: { get_our_node_id: () => new Uint8Array(33), process_pending_htlc_forwards: jest.fn() },
    peerManager: { disconnect_all_peers: jest.fn() },
    pump: { settled: jest.fn(async () => undefined), run: jest.fn(async () => undefined), wake: jest.fn(), handleNow: jest.fn() },
    events: { runningJobs: () => 0, replayCount: 0 },
    outbox: null,
    connections: { close: jest.fn(async () => undefined) },
    store: { flush: jest.fn(async () => undefined) },
    writer: { persistManager: jest.fn(async () => undefined), persistGraph: jest.fn(async () => undefined) },
    persister: { stop: jest.fn(), writesPending: 0, writesStarted: 0, claimsSettled: true, waitingForManager: false },
    logger: silentLogger,
    intervals: {},
  };
  const loops = new BackgroundLoops(parts as unknown as BackgroundLoopsDeps);
  return { parts, loops };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await sleep(5);
  expect(check()).toBe(true);
}

describe('BackgroundLoops', () => {
  it('stops normally: peers disconnected, sockets closed, the manager written last', async () => {
    const { parts, loops } = fakeParts();
    await loops.stop();
    expect(parts.peerManager.disconnect_all_peers).toHaveBeenCalled();
    expect(parts.connections.close).toHaveBeenCalled();
    expect(parts.writer.persistManager).toHaveBeenCalled();
    expect(parts.state.fatal).toBeNull();
  });

  it('closes the sockets and resolves when LDK throws at stop (a JS exception, not a panic); nothing of LDK is written', async () => {
    const { parts, loops } = fakeParts();
    parts.peerManager.disconnect_all_peers.mockImplementation(() => {
      throw new Error('already borrowed');
    });
    await expect(loops.stop()).resolves.toBeUndefined();
    expect(parts.connections.close).toHaveBeenCalled();
    expect(isLdkPanic(parts.state.fatal)).toBe(true);
    expect(parts.pump.run).not.toHaveBeenCalled();
    expect(parts.writer.persistManager).not.toHaveBeenCalled();
    expect(parts.persister.stop).toHaveBeenCalled();
  });

  it('a stored-peer load that fails (the store closed by a stop racing the start) is logged, not left unhandled', async () => {
    const { parts } = fakeParts();
    const warnings: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const deps = {
      ...parts,
      pump: { ...parts.pump, listenForLdkNotifications: jest.fn() },
      logger: { ...silentLogger, warn: (_o: object, msg: string) => warnings.push(msg) },
      intervals: { chainPollMs: 60_000, peerTickMs: 60_000, managerTickMs: 60_000 },
      refundPayer: { resume: jest.fn(async () => undefined) },
      peers: { load: jest.fn(async () => Promise.reject(new Error('Connection terminated'))), reconnect: jest.fn(async () => undefined) },
    };
    const loops = new BackgroundLoops(deps as unknown as BackgroundLoopsDeps);
    try {
      loops.start();
      await until(() => warnings.length > 0);
      await sleep(20);
      expect(warnings).toEqual(['loading or reconnecting the stored peers failed']);
      expect(deps.peers.reconnect).not.toHaveBeenCalled();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await loops.stop();
    }
  });

  it('clears a pending HTLC forward timer at stop, and schedules none after', async () => {
    const { parts, loops } = fakeParts();
    loops.forwardHtlcsAfter(20);
    await loops.stop();
    loops.forwardHtlcsAfter(0);
    await sleep(60);
    expect(parts.channelManager.process_pending_htlc_forwards).not.toHaveBeenCalled();
  });

  it('forwards HTLCs when the timer fires and wakes the pump', async () => {
    const { parts, loops } = fakeParts();
    loops.forwardHtlcsAfter(0);
    await until(() => parts.pump.wake.mock.calls.length > 0);
    expect(parts.channelManager.process_pending_htlc_forwards).toHaveBeenCalledTimes(1);
    await loops.stop();
  });

  it('a JS exception out of the forward stops the engine as wedged: LDK is not asked again, sockets close', async () => {
    const { parts, loops } = fakeParts();
    parts.channelManager.process_pending_htlc_forwards.mockImplementation(() => {
      throw new TypeError('a callback threw through WASM');
    });
    loops.forwardHtlcsAfter(0);
    await until(() => parts.connections.close.mock.calls.length > 0);
    expect(isLdkPanic(parts.state.fatal)).toBe(true);
    expect(parts.state.isRunning()).toBe(false);
    expect(parts.peerManager.disconnect_all_peers).not.toHaveBeenCalled();
    await expect(loops.stop()).resolves.toBeUndefined();
    expect(parts.writer.persistManager).not.toHaveBeenCalled();
  });

  it('a failure that is not LDK\'s (a monitor write) still disconnects peers through LDK', async () => {
    const { parts, loops } = fakeParts();
    loops.fail(new Error('database down'));
    await loops.stop();
    expect(isLdkPanic(parts.state.fatal)).toBe(false);
    expect(parts.peerManager.disconnect_all_peers).toHaveBeenCalled();
    expect(parts.connections.close).toHaveBeenCalled();
    expect(parts.writer.persistManager).not.toHaveBeenCalled();
  });

  describe('settleClaims (before an operator force close)', () => {
    it('has LDK handle its events, then answers true when no claim is in flight, whatever other writes are pending', async () => {
      const { parts, loops } = fakeParts();
      parts.persister.writesPending = 3;
      await expect(loops.settleClaims(1_000)).resolves.toBe(true);
      expect(parts.pump.handleNow).toHaveBeenCalledTimes(1);
    });

    it('waits for a claim in flight, running the pump while a write waits for the manager', async () => {
      const { parts, loops } = fakeParts();
      parts.persister.claimsSettled = false;
      parts.persister.waitingForManager = true;
      parts.pump.run.mockImplementation(async () => {
        parts.persister.waitingForManager = false;
        setTimeout(() => (parts.persister.claimsSettled = true), 20);
      });
      await expect(loops.settleClaims(1_000)).resolves.toBe(true);
      expect(parts.pump.run).toHaveBeenCalled();
      expect(parts.pump.handleNow).toHaveBeenCalledTimes(1);
    });

    it('waits again when handling events started a claim (e.g. an automatic claim), and times out while it stays', async () => {
      const { parts, loops } = fakeParts();
      parts.pump.handleNow.mockImplementation(() => (parts.persister.claimsSettled = false));
      await expect(loops.settleClaims(50)).resolves.toBe(false);
      expect(parts.pump.handleNow).toHaveBeenCalledTimes(1);
    });

    it('is not settled while LDK was asked to offer an event again (its pass stops there: a PaymentSent behind it is not handled)', async () => {
      const { parts, loops } = fakeParts();
      parts.pump.handleNow.mockImplementation(() => {
        parts.events.replayCount++;
      });
      await expect(loops.settleClaims(50)).resolves.toBe(false);
      expect(parts.pump.handleNow.mock.calls.length).toBeGreaterThan(1);
      parts.pump.handleNow.mockImplementation(() => undefined);
      await expect(loops.settleClaims(1_000)).resolves.toBe(true);
    });

    it('answers false and stops the engine when LDK fails while handling events', async () => {
      const { parts, loops } = fakeParts();
      parts.pump.handleNow.mockImplementation(() => {
        throw new TypeError('LDK threw');
      });
      await expect(loops.settleClaims(1_000)).resolves.toBe(false);
      expect(parts.state.fatal).not.toBeNull();
    });
  });
});
