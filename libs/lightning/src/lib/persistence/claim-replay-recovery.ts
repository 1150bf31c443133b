import type { ChannelMonitor } from 'lightningdevkit';
import { claimingPaymentHashes, withoutClaimingPayments } from './stored-manager-claims';

/** One read of manager bytes against freshly read monitors (a failed read may have consumed them). */
export type ManagerReadAttempt<R> = (manager: Uint8Array) => Promise<{ read: R; monitors: ChannelMonitor[]; ok: boolean }>;

/**
 * Reads a manager LDK 0.1.0 refused with DecodeError::InvalidValue by removing in-flight claims
 * whose preimage a monitor already holds (finding A, stored-manager-claims.ts). LDK does not
 * name the claims it refused, and removing one whose preimage no monitor holds would lose its
 * PaymentClaimed (the claim still completes, but our record would stay Pending), so only the
 * claims the read cannot do without are removed: first all of them (if that does not load,
 * nothing will), then each is put back in turn and kept when the read still succeeds. A claim
 * is refused for its own preimage alone, so this finds exactly the refused set in n + 1 reads.
 * The stored bytes are left as they are; the engine writes a new manager once LDK has loaded
 * this one. Returns null when nothing helps (the caller reports the error).
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
  if (claims.length === 0) return null;
  const readWithout = (strip: string[]) => attempt(withoutClaimingPayments(stored, nodeId, new Set(strip)));
  let strip = [...claims];
  let loaded = await readWithout(strip);
  if (!loaded.ok) return null;
  for (const claim of claims) {
    const fewer = strip.filter((c) => c !== claim);
    if (fewer.length === strip.length) continue;
    const attemptFewer = await readWithout(fewer);
    if (attemptFewer.ok) {
      strip = fewer;
      loaded = attemptFewer;
    }
  }
  return { read: loaded.read, monitors: loaded.monitors, strippedClaims: strip };
}
