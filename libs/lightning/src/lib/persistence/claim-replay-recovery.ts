import type { ChannelMonitor } from 'lightningdevkit';
import { claimingPaymentHashes, withoutClaimingPayments } from './stored-manager-claims';

/** One read of manager bytes against freshly read monitors (a failed read may have consumed them). */
export type ManagerReadAttempt<R> = (manager: Uint8Array) => Promise<{ read: R; monitors: ChannelMonitor[]; ok: boolean }>;

/** Every subset is tried up to this many in-flight claims; beyond it only all of them at once. */
const SUBSETS_UP_TO = 4;

/**
 * Reads a manager LDK 0.1.0 refused with DecodeError::InvalidValue by removing in-flight claims
 * whose preimage a monitor already holds (finding A, stored-manager-claims.ts). The refused
 * claims are not named by LDK, and removing one whose preimage no monitor holds would lose its
 * PaymentClaimed, so the smallest set of claims that makes the read succeed is removed: subsets
 * by increasing size. The stored bytes are left as they are; the engine writes a new manager
 * once LDK has loaded this one. Returns null when nothing helps (the caller reports the error).
 */
export async function readWithoutClaimReplay<R>(
  stored: Uint8Array,
  nodeId: Uint8Array,
  attempt: ManagerReadAttempt<R>,
): Promise<{ read: R; monitors: ChannelMonitor[]; strippedClaims: string[] } | null> {
  let claims: string[];
  try {
    claims = claimingPaymentHashes(stored, nodeId);
  } catch {
    return null;
  }
  for (const subset of subsetsBySize(claims)) {
    const result = await attempt(withoutClaimingPayments(stored, nodeId, new Set(subset)));
    if (result.ok) return { read: result.read, monitors: result.monitors, strippedClaims: subset };
  }
  return null;
}

/** Non-empty subsets, smallest first; only the whole set when there are too many. */
export function subsetsBySize<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  if (items.length > SUBSETS_UP_TO) return [[...items]];
  const all: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) all.push(items.filter((_, i) => (mask >> i) & 1));
  return all.sort((a, b) => a.length - b.length);
}
