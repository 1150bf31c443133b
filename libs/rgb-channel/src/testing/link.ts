import { createHash } from 'node:crypto';
import { perCommitmentPoint } from '../lib/keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../lib/keys/per-commitment-secret';
import { deserializeRecord, serializeRecord } from '../lib/protocol/asset-channel-record';
import type { ChannelEvent, UpdateStep } from '../lib/protocol/asset-channel-updates';
import type { AssetChange, AssetState, Side } from '../lib/protocol/asset-state';
import { decodeMessage } from '../lib/protocol/channel-messages';
import { openedPair, type PairSide } from './signed-pair';

export const TIP = 1_000;
const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
export const TOTAL = 1_000n;

export function preimageOf(label: string): { preimage: string; hash: string } {
  const preimage = createHash('sha256').update(`preimage ${label}`).digest('hex');
  return { preimage, hash: createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex') };
}

export interface Frame {
  readonly type: number;
  readonly payload: Uint8Array;
}

/**
 * Two sides of one asset channel and the connection between them. Every step's record goes
 * through its stored form (as the node writes it) before its messages are queued, and a restart
 * drops the connection with whatever was in flight.
 */
export class Link {
  readonly sides: Record<Side, PairSide>;
  readonly inFlight: Record<Side, Frame[]> = { opener: [], acceptor: [] };
  readonly events: Record<Side, ChannelEvent[]> = { opener: [], acceptor: [] };
  /** Each side's view of the chain tip (they may differ by a block or two). */
  readonly tip: Record<Side, number> = { opener: TIP, acceptor: TIP };

  private constructor(sides: Record<Side, PairSide>) {
    this.sides = sides;
  }

  static async open(assets = TOTAL, signing: 'digest' | 'shadow' = 'digest'): Promise<Link> {
    return new Link(await openedPair(assets, undefined, signing));
  }

  async apply(side: Side, step: UpdateStep | Promise<UpdateStep>, { send = true } = {}): Promise<void> {
    step = await step;
    checkRevealsFollowSignatures(step);
    await this.checkHolderSignatures(side, step);
    for (const s of [step.record.committed, step.record.holder.state, step.record.round?.next]) if (s) expect(assetTotal(s)).toBe(TOTAL);
    this.sides[side].record = deserializeRecord(serializeRecord(step.record));
    this.events[side].push(...step.events);
    if (send) this.inFlight[other(side)].push(...step.send);
  }

  /** Every write holds the peer's valid signatures on the commitment it would broadcast (review T3). */
  private async checkHolderSignatures(side: Side, step: UpdateStep): Promise<void> {
    const { holder } = step.record;
    const me = this.sides[side];
    const point = perCommitmentPoint(perCommitmentSecret(me.commitmentSeed, secretIndexOf(holder.state.number)));
    const signatures = { commitment: bytes(holder.signatures.commitment), htlcs: holder.signatures.htlcs.map(bytes), bundleId: bytes(holder.signatures.bundleId) };
    expect(await me.signing.verify(side, holder.state, point, signatures)).toBe(true);
  }

  async propose(side: Side, changes: AssetChange[]): Promise<void> {
    await this.apply(side, this.sides[side].updates.propose(this.sides[side].record, changes, this.tip[side]));
  }

  async shutdown(side: Side): Promise<void> {
    await this.apply(side, this.sides[side].updates.shutdown(this.sides[side].record));
  }

  /** Delivers the next message in flight to `to`; false when none. */
  async deliver(to: Side, { send = true } = {}): Promise<boolean> {
    const frame = this.inFlight[to].shift();
    if (!frame) return false;
    await this.apply(to, this.sides[to].updates.receive(this.sides[to].record, frame.type, frame.payload, this.tip[to]), { send });
    return true;
  }

  async deliverAll(): Promise<void> {
    for (let i = 0; i < 1_000; i++) if (!(await this.deliver('opener')) && !(await this.deliver('acceptor'))) return;
    throw new Error('the sides never went quiet');
  }

  /** A kill of `sides` (or a disconnect): the connection drops with what was in flight; records are what was stored. */
  restart(): void {
    this.inFlight.opener = [];
    this.inFlight.acceptor = [];
  }

  reconnect(): void {
    for (const side of ['opener', 'acceptor'] as const) this.inFlight[other(side)].push(this.sides[side].updates.reestablish(this.sides[side].record));
  }

  record(side: Side) {
    return this.sides[side].record;
  }

  failures(): ChannelEvent[] {
    return [...this.events.opener, ...this.events.acceptor].filter((e) => e.type === 'peer-failed' || e.type === 'local-state-lost');
  }
}

export function other(side: Side): Side {
  return side === 'opener' ? 'acceptor' : 'opener';
}

function assetTotal(s: AssetState): bigint {
  return s.openerAssets + s.acceptorAssets + s.htlcs.reduce((n, h) => n + h.assetAmount, 0n);
}

/** A step that reveals the secret of commitment n must store the peer's signature on n + 1 in the same write. */
function checkRevealsFollowSignatures(step: UpdateStep): void {
  for (const frame of step.send) {
    const message = decodeMessage(frame.type, frame.payload);
    if (message.kind === 'commit' || message.kind === 'revoke') expect(step.record.holder.state.number).toBeGreaterThanOrEqual(message.number);
  }
}

export async function add(link: Link, from: Side, amount: bigint, label: string): Promise<{ preimage: string; hash: string }> {
  const p = preimageOf(label);
  const id = link.record(from).committed.nextHtlcId[from];
  await link.propose(from, [{ kind: 'add', htlc: { id, offeredBy: from, paymentHash: p.hash, assetAmount: amount, cltvExpiry: link.tip[from] + 144 } }]);
  return p;
}

export function htlcId(link: Link, hash: string): { id: bigint; offeredBy: Side } {
  const h = link.record('opener').committed.htlcs.find((x) => x.paymentHash === hash);
  if (!h) throw new Error(`no committed HTLC ${hash}`);
  return { id: h.id, offeredBy: h.offeredBy };
}

/** One whole payment of `amount` from `from`: HTLC added, then fulfilled by the payee. */
export async function pay(link: Link, from: Side, amount: bigint, label: string): Promise<void> {
  const p = await add(link, from, amount, label);
  await link.deliverAll();
  const { id } = htlcId(link, p.hash);
  await link.propose(other(from), [{ kind: 'fulfill', offeredBy: from, id, preimage: p.preimage }]);
  await link.deliverAll();
}

