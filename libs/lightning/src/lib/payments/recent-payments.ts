import type { ChannelManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import { LightningError } from '../engine/lightning.error';

/**
 * DuplicatePayment when LDK tracks payment `id` (hex) as in flight or as paid. LDK refuses
 * only in-flight duplicates itself; one it still remembers as fulfilled is refused here too.
 */
export function refuseDuplicatePayment(ldk: Ldk, channelManager: ChannelManager, id: string): void {
  for (const p of channelManager.list_recent_payments()) {
    const pid = (p as unknown as { payment_id?: Uint8Array }).payment_id;
    if (pid === undefined || toHex(pid) !== id) continue;
    if (p instanceof ldk.RecentPaymentDetails_Pending) throw new LightningError('DuplicatePayment', `payment ${id} is already in flight`);
    if (p instanceof ldk.RecentPaymentDetails_Fulfilled) throw new LightningError('DuplicatePayment', `payment ${id} was already paid`);
  }
}
