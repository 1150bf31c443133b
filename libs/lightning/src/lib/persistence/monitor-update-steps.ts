import { readBigSize } from '../ldk/big-size';

/**
 * What a serialised `ChannelMonitorUpdate` (LDK 0.1, `ChannelMonitorUpdate::write`) holds,
 * read without deserialising it in LDK: the bindings expose no accessor for its steps.
 *
 * Layout: version u8, min version u8, update_id u64, step count u64 (big-endian), then each
 * step as an enum id u8 followed by a BigSize-length-prefixed TLV stream, then trailing TLVs.
 * Step ids (channelmonitor.rs, `impl_writeable_tlv_based_enum_upgradable!(ChannelMonitorUpdateStep`):
 * 0 holder commitment, 1 counterparty commitment, 2 payment preimage, 3 commitment secret,
 * 4 force closed, 5 shutdown script.
 */
const PAYMENT_PREIMAGE_STEP = 2;

/**
 * True when the update gives the monitor a payment preimage (a claim: LDK holds the other
 * channels' revoke_and_ack updates that depend on it until it completes). Bytes it cannot read
 * count as a claim, the order that holds other channels back rather than letting them run.
 */
export function carriesPaymentPreimage(update: Uint8Array): boolean {
  try {
    return stepIds(update).includes(PAYMENT_PREIMAGE_STEP);
  } catch {
    return true;
  }
}

/** The enum ids of the update's steps, in order; throws on bytes shorter than they claim. */
export function stepIds(update: Uint8Array): number[] {
  const view = new DataView(update.buffer, update.byteOffset, update.byteLength);
  let at = 2 + 8; // version prefix, update_id
  const count = view.getBigUint64(at);
  at += 8;
  if (count > BigInt(update.length)) throw new RangeError(`step count ${count} exceeds the update`);
  const ids: number[] = [];
  for (let i = 0n; i < count; i++) {
    ids.push(view.getUint8(at));
    at += 1;
    const { value, size } = readBigSize(update, at);
    at += size;
    if (value > BigInt(update.length - at)) throw new RangeError('step longer than the update');
    at += Number(value);
  }
  return ids;
}
