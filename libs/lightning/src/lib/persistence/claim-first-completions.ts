import type { MonitorOutpoint } from './manager-first-queue';

/** Durable monitor updates to report to LDK (`channel_monitor_updated`), oldest first. */
export interface CompletionReport {
  readonly key: string;
  readonly outpoint: MonitorOutpoint;
  readonly updateIds: readonly bigint[];
}

interface ChannelUpdates {
  readonly outpoint: MonitorOutpoint;
  /** Handed out by LDK, not durable yet. */
  readonly outstanding: Set<bigint>;
  /** Durable, not reported yet. */
  durable: bigint[];
  /** A claim (preimage update) was handed out since the channel last had nothing outstanding. */
  claim: boolean;
}

/**
 * The order in which durable monitor updates are reported, around LDK 0.1.0's #3907 (fixed
 * in 0.1.5, which no bindings carry): when a channel's last in-flight update completes, LDK
 * resumes it even if it holds blocked updates, and a later update then overtakes a blocked one
 * ("Attempted to apply ChannelMonitorUpdates out of order", a panic). A channel holds blocked
 * updates while a claim it depends on is in flight: a forward's downstream revoke_and_ack
 * update waits for the upstream preimage update. LDK releases it when it handles the upstream
 * channel's completion, and hands it out (in flight again) before it handles any later one.
 *
 * So: a channel with a claim outstanding reports whatever is durable at once; every other
 * channel's durable updates wait while any claim is outstanding, and are reported after the
 * claim channels' in the same call. A downstream channel then never runs out of in-flight
 * updates while its revoke_and_ack update is blocked. Not covered: a channel that is both
 * carrying a claim and blocked by another one (forwards in both directions over the same
 * channels at once, MPP claims across channels); LDK 0.1.5 is the cure.
 */
export class ClaimFirstCompletions {
  private readonly channels = new Map<string, ChannelUpdates>();

  /** LDK handed out an update (in flight until `durable`). */
  handedOut(key: string, outpoint: MonitorOutpoint, updateId: bigint, carriesClaim: boolean): void {
    const channel = this.channel(key, outpoint);
    channel.outstanding.add(updateId);
    if (carriesClaim) channel.claim = true;
  }

  /** Those updates are durable (reported once `release` lets them go). */
  durable(key: string, outpoint: MonitorOutpoint, updateIds: readonly bigint[]): void {
    const channel = this.channel(key, outpoint);
    for (const id of updateIds) {
      channel.outstanding.delete(id);
      channel.durable.push(id);
    }
  }

  /** The channel's monitor was archived: it no longer holds others back. */
  forget(key: string): void {
    this.channels.delete(key);
  }

  /** True while a claim handed out by LDK is not durable and reported yet. */
  get claimOutstanding(): boolean {
    for (const c of this.channels.values()) if (c.claim) return true;
    return false;
  }

  /** Durable updates not reported yet (held behind a claim). */
  get held(): number {
    let n = 0;
    for (const c of this.channels.values()) n += c.durable.length;
    return n;
  }

  /**
   * The durable updates to report now, claim channels first; they count as reported. Call it
   * right before reporting, after LDK handled its events (a claim handed out then counts).
   */
  release(): CompletionReport[] {
    const reports: CompletionReport[] = [];
    let claimOutstanding = false;
    for (const [key, channel] of this.channels) {
      if (!channel.claim) continue;
      this.take(key, channel, reports);
      if (channel.outstanding.size === 0) channel.claim = false;
      else claimOutstanding = true;
    }
    if (!claimOutstanding) {
      for (const [key, channel] of this.channels) this.take(key, channel, reports);
    }
    for (const [key, channel] of this.channels) {
      if (channel.outstanding.size === 0 && channel.durable.length === 0) this.channels.delete(key);
    }
    return reports;
  }

  private take(key: string, channel: ChannelUpdates, into: CompletionReport[]): void {
    if (channel.durable.length === 0) return;
    into.push({ key, outpoint: channel.outpoint, updateIds: channel.durable });
    channel.durable = [];
  }

  private channel(key: string, outpoint: MonitorOutpoint): ChannelUpdates {
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { outpoint, outstanding: new Set(), durable: [], claim: false };
      this.channels.set(key, channel);
    }
    return channel;
  }
}
