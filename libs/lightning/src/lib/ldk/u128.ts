/**
 * The 0.1 bindings write u128 values little-endian into WASM but read them back big-endian
 * (`decodeUint128` in bindings.mjs), so every u128 coming out of LDK (user_channel_id in
 * events and ChannelDetails) is byte-swapped. Values we pass in are correct; values we read
 * go through this to get the same number back.
 */
export function fromLdkU128(value: bigint): bigint {
  let out = 0n;
  let v = value;
  for (let i = 0; i < 16; i++) {
    out = (out << 8n) | (v & 0xffn);
    v >>= 8n;
  }
  return out;
}
