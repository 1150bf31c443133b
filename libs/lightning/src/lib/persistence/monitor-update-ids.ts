/**
 * The newest update id LDK handed out per monitor, to tell the two kinds of `Persist` call
 * without an update apart. LDK 0.1.0 calls `update_persisted_channel(outpoint, None, monitor)`
 * both for a chain-sync write (the monitor's update id unchanged) and after an update the
 * monitor failed to apply (e.g. a pre-close update once the funding spend was seen): then the
 * monitor's latest update id has moved on, and ChainMonitor still waits for that id to be
 * reported. Never reported, it keeps the monitor "in progress" until a restart, and everything
 * waiting on it (claims, upstream revoke_and_ack releases) stalls.
 */
export class MonitorUpdateIds {
  private readonly latest = new Map<string, bigint>();

  /** A monitor LDK handed over whole (new, or loaded at start): its id is the baseline. */
  watched(key: string, latestUpdateId: bigint): void {
    this.latest.set(key, latestUpdateId);
  }

  /**
   * The update id to report for a `Persist` call: `updateId` when LDK passed an update; for a
   * call without one, the monitor's latest id if LDK handed it out without an update (a failed
   * one), else null (a chain-sync write, nothing to report).
   */
  toReport(key: string, updateId: bigint | null, monitorLatestId: bigint): bigint | null {
    const known = this.latest.get(key);
    if (updateId !== null) {
      this.latest.set(key, updateId);
      return updateId;
    }
    if (known === undefined || monitorLatestId <= known) return null;
    this.latest.set(key, monitorLatestId);
    return monitorLatestId;
  }

  /** The monitor was archived (its channel is gone). */
  forget(key: string): void {
    this.latest.delete(key);
  }
}
