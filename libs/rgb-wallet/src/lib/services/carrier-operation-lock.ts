import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';

/**
 * A crashed operation must not hold a carrier forever (POST /rgb/utxos/release also frees it):
 * as long as the plain wallet holds an operation's inputs.
 */
export const CARRIER_OPERATION_LOCK_TTL_SECS = 3600;

/**
 * supplement.md "Carrier maintenance": top_up and sweep hold their carriers with lock kind
 * `operation` while they run. All or none: a carrier another lock holds is 409 and nothing stays
 * held. Returns the release, which the caller runs however the operation ends.
 */
export async function holdCarriers(store: RgbWalletStore, outpoints: readonly string[], operationId: string, nowUnixSecs: number): Promise<() => Promise<void>> {
  // Reservation ids are unique per lock; the operation id is what GET /rgb/utxos shows.
  const reservationIds = outpoints.map((_, i) => `${operationId}#${i}`);
  const release = async (): Promise<void> => {
    for (const reservationId of reservationIds) await store.releaseLock({ reservationId });
  };
  try {
    for (const [i, outpoint] of outpoints.entries()) {
      await store.addLock({ outpoint, reservationId: reservationIds[i], kind: 'operation', operationId, expiresAtUnixSecs: nowUnixSecs + CARRIER_OPERATION_LOCK_TTL_SECS }, nowUnixSecs);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
