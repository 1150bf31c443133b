import type { EngineFence } from '@rln/core';
import type { LeaseGrant, LeaseHolder } from '@rln/persistence';
import pino from 'pino';
import { EngineLeaseKeeper, type EngineLeasePort, type LeaseMetrics } from './engine-lease-keeper';

// ttl 4000 ms: renewals every 1000 ms, follower polls every 500 ms, the lease is valid here
// until 4000 - ceil(4000 / 3) = 2666 ms after the last successful renewal was sent.
const TTL_MS = 4000;
const RENEW_MS = 1000;
const POLL_MS = 500;
const VALID_MS = 2666;
const EPOCH = 7n;

/** PgEngineLease in memory: grants the epochs queued in `grants`, one per tryAcquire, then none. */
class FakeLease implements EngineLeasePort {
  current: LeaseHolder | null = null;
  grants: bigint[] = [EPOCH];
  /** What the replaced holder's lease still had to run (a dead session's, taken early). */
  previousExpiresInMs = 0;
  renewAnswer: (epoch: bigint) => Promise<boolean> = async () => true;
  readonly calls: string[] = [];

  async holder(): Promise<LeaseHolder | null> {
    this.calls.push('holder');
    return this.current;
  }

  async tryAcquire(): Promise<LeaseGrant | null> {
    this.calls.push('tryAcquire');
    const epoch = this.grants.shift();
    return epoch === undefined ? null : { epoch, previousExpiresInMs: this.previousExpiresInMs };
  }

  renew(epoch: bigint): Promise<boolean> {
    this.calls.push(`renew:${epoch}`);
    return this.renewAnswer(epoch);
  }

  /** Done a few microtasks later, like a database round trip: close must wait for it. */
  async release(epoch: bigint): Promise<void> {
    for (let i = 0; i < 3; i++) await Promise.resolve();
    this.calls.push(`release:${epoch}`);
  }

  async close(): Promise<void> {
    this.calls.push('close');
  }

  count(call: string): number {
    return this.calls.filter((c) => c === call).length;
  }
}

/** Production's onLost exits the process; here it throws this, so nothing after it runs either. */
class LostMarker extends Error {
  constructor(readonly reason: string) {
    super(`lost: ${reason}`);
  }
}

function metricsFake(): jest.Mocked<LeaseMetrics> {
  return {
    setReplicaRole: jest.fn(),
    setLeaseEpoch: jest.fn(),
    leaseAcquired: jest.fn(),
    leaseRenewed: jest.fn(),
    leaseRenewFailed: jest.fn(),
    leaseLost: jest.fn(),
  };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const otherHolder: LeaseHolder = { replicaId: 'replica-b', url: 'http://10.0.0.2:3000', epoch: 3n, expired: false, alive: true };

describe('EngineLeaseKeeper', () => {
  let lease: FakeLease;
  let metrics: jest.Mocked<LeaseMetrics>;
  let onAcquired: jest.Mock<Promise<void>, [EngineFence]>;
  let onLost: jest.Mock<never, [string]>;

  beforeEach(() => {
    jest.useFakeTimers();
    lease = new FakeLease();
    metrics = metricsFake();
    onAcquired = jest.fn(async (_fence: EngineFence) => undefined);
    onLost = jest.fn((reason: string): never => {
      throw new LostMarker(reason);
    });
  });

  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  /** A started keeper; `now` defaults to the fake timers' clock, so validity and timers move together. */
  function startKeeper(now: () => number = () => jest.now()): EngineLeaseKeeper {
    const keeper = new EngineLeaseKeeper({
      replicaId: 'replica-a',
      lease,
      ttlMs: TTL_MS,
      onAcquired,
      onLost,
      metrics,
      logger: pino({ level: 'silent' }),
      now,
    });
    keeper.start();
    return keeper;
  }

  /** Starts a keeper and lets its first tick take the free lease. */
  async function startHolder(now?: () => number): Promise<EngineLeaseKeeper> {
    const keeper = startKeeper(now);
    await jest.advanceTimersByTimeAsync(0);
    expect(keeper.role()).toBe('holder');
    return keeper;
  }

  describe('after taking over early', () => {
    it("waits out the replaced holder's own lease (less its margin) before starting the engine, renewing meanwhile", async () => {
      lease.current = { ...otherHolder, alive: false };
      lease.previousExpiresInMs = 3000; // its clock ends the lease at 3000 - 1334 ms
      const keeper = startKeeper();
      await jest.advanceTimersByTimeAsync(0);
      expect(keeper.role()).toBe('holder');
      await jest.advanceTimersByTimeAsync(1500);
      expect(onAcquired).not.toHaveBeenCalled();
      expect(lease.calls.some((c) => c.startsWith('renew'))).toBe(true);
      await jest.advanceTimersByTimeAsync(500);
      expect(onAcquired).toHaveBeenCalledTimes(1);
      expect(onLost).not.toHaveBeenCalled();
    });
  });

  it('gives the lease up (onLost) when the engine cannot start under it, rather than hold it with no engine', async () => {
    onAcquired.mockRejectedValueOnce(new Error('ENOSPC copying rgb-lib data'));
    startKeeper();
    await jest.advanceTimersByTimeAsync(0);
    expect(onLost).toHaveBeenCalledWith(expect.stringContaining('ENOSPC'));
  });

  describe('as a follower', () => {
    it('stays follower while another replica holds a live lease, reports it as the holder and polls it every pollMs', async () => {
      lease.current = otherHolder;
      const keeper = startKeeper();
      expect(metrics.setReplicaRole).toHaveBeenCalledWith('follower');

      await jest.advanceTimersByTimeAsync(0);
      expect(keeper.role()).toBe('follower');
      expect(keeper.holder()).toEqual(otherHolder);
      expect(lease.count('holder')).toBe(1);

      await jest.advanceTimersByTimeAsync(POLL_MS * 4);
      expect(lease.count('holder')).toBe(5);
      expect(lease.count('tryAcquire')).toBe(0);
      expect(onAcquired).not.toHaveBeenCalled();
      expect(metrics.setReplicaRole).not.toHaveBeenCalledWith('holder');
      expect(metrics.leaseAcquired).not.toHaveBeenCalled();
      expect(onLost).not.toHaveBeenCalled();
    });

    it.each<[string, LeaseHolder | null]>([
      ['no replica holds the lease', null],
      ['the holder did not renew in time', { ...otherHolder, expired: true }],
      ["the holder's session is gone (it died)", { ...otherHolder, alive: false }],
    ])('takes the lease when %s: becomes holder, starts the engine with the granted fence, reports it', async (_, current) => {
      lease.current = current;
      const keeper = startKeeper();
      expect(keeper.holder()).toBeNull();

      await jest.advanceTimersByTimeAsync(0);
      expect(lease.count('tryAcquire')).toBe(1);
      expect(keeper.role()).toBe('holder');
      expect(keeper.holder()).toEqual({ replicaId: 'replica-a', url: null, epoch: EPOCH, expired: false, alive: true });
      expect(onAcquired).toHaveBeenCalledTimes(1);
      expect(onAcquired.mock.calls[0][0].epoch).toBe(EPOCH);
      expect(metrics.setReplicaRole).toHaveBeenLastCalledWith('holder');
      expect(metrics.setLeaseEpoch).toHaveBeenCalledWith(EPOCH);
      expect(metrics.leaseAcquired).toHaveBeenCalledTimes(1);
      expect(onLost).not.toHaveBeenCalled();
    });

    it('does not report an expired or dead holder as the forwarding target, and stays follower when another replica wins the race', async () => {
      lease.current = { ...otherHolder, expired: true };
      lease.grants = [];
      const keeper = startKeeper();
      await jest.advanceTimersByTimeAsync(0);
      expect(lease.count('tryAcquire')).toBe(1);
      expect(keeper.role()).toBe('follower');
      expect(keeper.holder()).toBeNull();

      lease.current = { ...otherHolder, alive: false };
      await jest.advanceTimersByTimeAsync(POLL_MS);
      expect(keeper.holder()).toBeNull();
      expect(onAcquired).not.toHaveBeenCalled();
      expect(metrics.leaseAcquired).not.toHaveBeenCalled();
    });

    it('sessionLost does nothing on a follower', async () => {
      lease.current = otherHolder;
      const keeper = startKeeper();
      await jest.advanceTimersByTimeAsync(0);
      expect(() => keeper.sessionLost(new Error('connection reset'))).not.toThrow();
      expect(onLost).not.toHaveBeenCalled();
      expect(metrics.leaseLost).not.toHaveBeenCalled();
    });
  });

  describe('as the holder', () => {
    it('renews every ttl/4 and stays valid while renewals succeed', async () => {
      const keeper = await startHolder();
      await jest.advanceTimersByTimeAsync(RENEW_MS - 1);
      expect(lease.count(`renew:${EPOCH}`)).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(lease.count(`renew:${EPOCH}`)).toBe(1);
      await jest.advanceTimersByTimeAsync(RENEW_MS * 9);
      expect(lease.count(`renew:${EPOCH}`)).toBe(10);
      expect(metrics.leaseRenewed).toHaveBeenCalledTimes(10);
      expect(lease.count('holder')).toBe(1);
      expect(keeper.role()).toBe('holder');
      expect(onLost).not.toHaveBeenCalled();
    });

    it('calls onLost when the database refuses a renewal (another replica holds a later epoch)', async () => {
      const keeper = await startHolder();
      lease.renewAnswer = async () => false;
      await jest.advanceTimersByTimeAsync(RENEW_MS);
      expect(onLost).toHaveBeenCalledTimes(1);
      expect(onLost.mock.calls[0][0]).toMatch(/another replica holds the engine lease \(epoch 7 is over\)/);
      expect(keeper.role()).toBe('follower');
      expect(metrics.leaseLost).toHaveBeenCalledTimes(1);
      expect(metrics.leaseRenewed).not.toHaveBeenCalled();
    });

    it('keeps the lease through a failed renewal (database error) when a later one succeeds in time', async () => {
      const keeper = await startHolder();
      lease.renewAnswer = async () => {
        throw new Error('connection terminated');
      };
      await jest.advanceTimersByTimeAsync(RENEW_MS);
      expect(metrics.leaseRenewFailed).toHaveBeenCalledTimes(1);
      lease.renewAnswer = async () => true;
      await jest.advanceTimersByTimeAsync(RENEW_MS * 4);
      expect(keeper.role()).toBe('holder');
      expect(onLost).not.toHaveBeenCalled();
    });

    it('the watchdog calls onLost once no renewal answered within ttl - ttl/3 of acquiring (a renewal that never answers)', async () => {
      const keeper = await startHolder();
      lease.renewAnswer = () => new Promise<boolean>(() => undefined);
      await jest.advanceTimersByTimeAsync(2600);
      expect(lease.count(`renew:${EPOCH}`)).toBe(1);
      expect(onLost).not.toHaveBeenCalled();

      await expect(jest.advanceTimersByTimeAsync(100)).rejects.toThrow(LostMarker);
      expect(onLost).toHaveBeenCalledTimes(1);
      expect(onLost).toHaveBeenCalledWith('the lease expired before a renewal answered');
      expect(keeper.role()).toBe('follower');
      expect(metrics.leaseLost).toHaveBeenCalledTimes(1);

      await jest.advanceTimersByTimeAsync(1000);
      expect(onLost).toHaveBeenCalledTimes(1);
    });

    it("the watchdog measures from the last successful renewal's send time, not from its answer", async () => {
      await startHolder();
      const slow = deferred<boolean>();
      lease.renewAnswer = () => slow.promise;
      await jest.advanceTimersByTimeAsync(RENEW_MS); // t=1000: renewal sent
      lease.renewAnswer = () => new Promise<boolean>(() => undefined);
      await jest.advanceTimersByTimeAsync(500); // t=1500: it answers
      slow.resolve(true);
      await jest.advanceTimersByTimeAsync(0);
      expect(metrics.leaseRenewed).toHaveBeenCalledTimes(1);

      // Valid until 1000 + 2666 = 3666 (not 2666 from the grant, not 1500 + 2666 from the answer).
      await jest.advanceTimersByTimeAsync(3600 - 1500);
      expect(lease.count(`renew:${EPOCH}`)).toBe(2); // the next one, sent at 2500, never answers
      expect(onLost).not.toHaveBeenCalled();
      await expect(jest.advanceTimersByTimeAsync(100)).rejects.toThrow(LostMarker);
      expect(onLost).toHaveBeenCalledTimes(1);
    });

    it('fence.assertHeld does nothing while the lease is valid and calls onLost once it is not', async () => {
      let clock = 0;
      const keeper = await startHolder(() => clock);
      const fence = onAcquired.mock.calls[0][0];

      clock = VALID_MS - 1;
      expect(() => fence.assertHeld()).not.toThrow();
      expect(onLost).not.toHaveBeenCalled();

      // A renewal sent at 1000 moves validity to 1000 + 2666.
      clock = 1000;
      await jest.advanceTimersByTimeAsync(RENEW_MS);
      expect(metrics.leaseRenewed).toHaveBeenCalledTimes(1);
      clock = 1000 + VALID_MS - 1;
      expect(() => fence.assertHeld()).not.toThrow();
      expect(onLost).not.toHaveBeenCalled();

      clock = 1000 + VALID_MS;
      expect(() => fence.assertHeld()).toThrow(LostMarker);
      expect(onLost).toHaveBeenCalledTimes(1);
      expect(onLost).toHaveBeenCalledWith('the lease expired');
      expect(keeper.role()).toBe('follower');
      expect(metrics.leaseLost).toHaveBeenCalledTimes(1);
    });

    it('fence.lost hands its reason to onLost', async () => {
      await startHolder();
      const fence = onAcquired.mock.calls[0][0];
      expect(() => fence.lost('epoch 8 wrote the channel manager')).toThrow(LostMarker);
      expect(onLost).toHaveBeenCalledWith('epoch 8 wrote the channel manager');
    });

    it('sessionLost calls onLost on the holder', async () => {
      const keeper = await startHolder();
      expect(() => keeper.sessionLost(new Error('connection reset'))).toThrow(LostMarker);
      expect(onLost).toHaveBeenCalledTimes(1);
      expect(onLost.mock.calls[0][0]).toMatch(/lease session broke \(connection reset\)/);
      expect(keeper.role()).toBe('follower');
    });
  });

  describe('stop', () => {
    it('a holder releases its epoch, then closes the lease, and stops renewing', async () => {
      const keeper = await startHolder();
      await keeper.stop();
      expect(lease.calls.slice(-2)).toEqual([`release:${EPOCH}`, 'close']);
      const calls = lease.calls.length;
      await jest.advanceTimersByTimeAsync(RENEW_MS * 5);
      expect(lease.calls).toHaveLength(calls);
      expect(onLost).not.toHaveBeenCalled();
    });

    it('a follower only closes the lease and stops polling', async () => {
      lease.current = otherHolder;
      const keeper = startKeeper();
      await jest.advanceTimersByTimeAsync(0);
      await keeper.stop();
      expect(lease.calls).toEqual(['holder', 'close']);
      await jest.advanceTimersByTimeAsync(POLL_MS * 5);
      expect(lease.calls).toEqual(['holder', 'close']);
    });
  });
});
