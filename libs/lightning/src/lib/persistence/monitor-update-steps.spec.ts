import { loadLdk } from '../ldk/ldk-loader';
import { carriesPaymentPreimage, stepIds } from './monitor-update-steps';

/** A ChannelMonitorUpdate as LDK 0.1 writes it: version prefix, id, count, steps (id, BigSize length, body), trailing TLVs. */
function update(steps: { id: number; body: number[] }[], trailing: number[] = [0]): Uint8Array {
  const head = [1, 1, ...u64(42n), ...u64(BigInt(steps.length))];
  const body = steps.flatMap((s) => [s.id, ...bigSize(s.body.length), ...s.body]);
  return Uint8Array.from([...head, ...body, ...trailing]);
}
const u64 = (n: bigint) => [...Buffer.from(n.toString(16).padStart(16, '0'), 'hex')];
const bigSize = (n: number) => (n < 0xfd ? [n] : [0xfd, n >> 8, n & 0xff]);

describe('monitor update steps', () => {
  it('reads the step ids in order, across one-byte and three-byte lengths', () => {
    const bytes = update([
      { id: 0, body: Array(300).fill(7) },
      { id: 1, body: [1, 2, 3] },
      { id: 2, body: Array(40).fill(9) },
    ]);
    expect(stepIds(bytes)).toEqual([0, 1, 2]);
  });

  it('tells a claim (a payment preimage step) from commitment-only updates', () => {
    expect(carriesPaymentPreimage(update([{ id: 2, body: [0, 32, ...Array(32).fill(1)] }, { id: 1, body: [5] }]))).toBe(true);
    expect(carriesPaymentPreimage(update([{ id: 0, body: [5] }, { id: 1, body: [5] }]))).toBe(false);
    expect(carriesPaymentPreimage(update([{ id: 3, body: [0, 8, ...Array(8).fill(0)] }]))).toBe(false);
    expect(carriesPaymentPreimage(update([]))).toBe(false);
  });

  it('counts bytes it cannot read as a claim (the cautious order)', () => {
    const truncated = update([{ id: 0, body: Array(50).fill(1) }]).subarray(0, 30);
    expect(() => stepIds(truncated)).toThrow(RangeError);
    expect(carriesPaymentPreimage(truncated)).toBe(true);
    expect(carriesPaymentPreimage(Uint8Array.of(1, 1))).toBe(true);
    const hugeCount = Uint8Array.from([1, 1, ...u64(1n), ...u64(1n << 40n)]);
    expect(carriesPaymentPreimage(hugeCount)).toBe(true);
  });
});

describe('monitor update steps, against LDK 0.1.0 itself', () => {
  it("reads what LDK's ChannelMonitorUpdate writes: LDK parses the hand-built claim update and writes the same bytes back", async () => {
    const ldk = await loadLdk();
    // A PaymentPreimage step: TLV (0, payment_preimage) of 32 bytes; no counterparty/channel id.
    const claim = update([{ id: 2, body: [0, 32, ...Array(32).fill(0xab)] }]);
    const read = ldk.ChannelMonitorUpdate.constructor_read(claim);
    if (!(read instanceof ldk.Result_ChannelMonitorUpdateDecodeErrorZ_OK)) throw new Error('LDK could not read the update');
    expect(read.res.get_update_id()).toBe(42n);
    const written = read.res.write();
    expect(Buffer.from(written).toString('hex')).toBe(Buffer.from(claim).toString('hex'));
    expect(carriesPaymentPreimage(written)).toBe(true);
  });
});
