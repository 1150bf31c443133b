import { PayloadTooLargeError } from '@rln/core';
import { gzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import { MAX_INFLATED_BYTES, packArchive, unpackArchive } from './archive';

const payload = new TextEncoder().encode('RGB\0TFR consignment bytes '.repeat(100));

/** A ZIP as streaming writers make it: sizes in data descriptors after each file, not in its header. */
function streamedZip(files: Record<string, Uint8Array>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, data] of Object.entries(files)) {
    const entry = new ZipDeflate(name);
    zip.add(entry);
    entry.push(data, true);
  }
  zip.end();
  return Buffer.concat(parts);
}

describe('unpackArchive', () => {
  it.each(['raw', 'gzip', 'zip'] as const)('reads back what packArchive wrote as %s', (format) => {
    expect(unpackArchive(packArchive(payload, format, 'c.rgbc'))).toEqual({ format, payload });
  });

  it('reads a ZIP whose sizes are in data descriptors, and skips directory entries', () => {
    expect(unpackArchive(streamedZip({ 'dir/': new Uint8Array(), 'dir/c.rgbc': payload })).payload).toEqual(payload);
  });

  it('refuses a ZIP with no file or with more than one, stopping at the second of many', () => {
    expect(() => unpackArchive(zipSync({ 'empty/': new Uint8Array() }))).toThrow('exactly one file, found 0');
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, payload.subarray(0, 10)]));
    expect(() => unpackArchive(zipSync(many))).toThrow('exactly one file, found more');
  });

  it('explains damaged archives', () => {
    const gz = gzipSync(payload);
    expect(() => unpackArchive(gz.subarray(0, gz.length - 20))).toThrow(/damaged gzip data/);
    // Cut inside the file's data (fflate checks no CRC: corrupt content is for rgb-lib's validation to refuse).
    expect(() => unpackArchive(packArchive(payload, 'zip', 'c.rgbc').subarray(0, 60))).toThrow(/damaged zip archive/);
  });

  describe('compression bombs', () => {
    const cap = 1024 * 1024;
    const bomb = new Uint8Array(cap + 1);

    it('stop inflating gzip past the cap', () => {
      expect(() => unpackArchive(gzipSync(bomb), cap)).toThrow(PayloadTooLargeError);
      expect(unpackArchive(gzipSync(bomb.subarray(0, cap)), cap).payload).toHaveLength(cap);
    });

    it('stop inflating a ZIP entry past the cap, whatever size its headers declare', () => {
      const zip = zipSync({ 'c.rgbc': bomb });
      // Claim 16 bytes uncompressed in both the local header (offset 22) and the central directory.
      const lying = zip.slice();
      const view = new DataView(lying.buffer);
      view.setUint32(22, 16, true);
      const central = lying.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
      view.setUint32(central + 24, 16, true);
      expect(() => unpackArchive(lying, cap)).toThrow(PayloadTooLargeError);
      expect(() => unpackArchive(streamedZip({ 'c.rgbc': bomb }), cap)).toThrow(PayloadTooLargeError);
    });

    it('the default cap is 64 MiB: a 64 MiB + 1 gzip of zeros (65 kB on the wire) is refused', () => {
      expect(MAX_INFLATED_BYTES).toBe(64 * 1024 * 1024);
      const wire = gzipSync(new Uint8Array(MAX_INFLATED_BYTES + 1), { level: 9 });
      expect(wire.length).toBeLessThan(100_000);
      expect(() => unpackArchive(wire)).toThrow('inflates to more than 67108864 bytes');
    });
  });
});
