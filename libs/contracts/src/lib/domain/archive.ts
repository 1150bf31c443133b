import { PayloadTooLargeError } from '@rln/core';
import { Gunzip, gzipSync, strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';

export type ArchiveFormat = 'raw' | 'gzip' | 'zip';
export const ARCHIVE_FORMATS: readonly ArchiveFormat[] = ['raw', 'gzip', 'zip'];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const GZIP_MAGIC = [0x1f, 0x8b];

export function detectArchive(bytes: Uint8Array): ArchiveFormat {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, GZIP_MAGIC)) return 'gzip';
  return 'raw';
}

/** The most an upload may inflate to: the largest consignment the node accepts raw. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Archives are inflated this many input bytes at a time, so one step never allocates much past the cap. */
const FEED_BYTES = 16 * 1024;

/**
 * The payload of an upload: a ZIP (PK 03 04) yields its one file entry, gzip is inflated,
 * anything else is raw. Inflation stops at MAX_INFLATED_BYTES (PayloadTooLargeError) and a ZIP
 * at its second file, so a compression bomb costs little. Throws with a readable reason on a
 * damaged archive.
 */
export function unpackArchive(bytes: Uint8Array, maxInflatedBytes = MAX_INFLATED_BYTES): { format: ArchiveFormat; payload: Uint8Array } {
  const format = detectArchive(bytes);
  if (format === 'raw') return { format, payload: bytes };
  const sink = new BoundedSink(maxInflatedBytes);
  if (format === 'gzip') {
    // 10-byte header and 8-byte trailer at least; the trailer's ISIZE checks the length inflated.
    if (bytes.length < 18) throw new Error('damaged gzip data (too short)');
    const gunzip = new Gunzip();
    gunzip.ondata = (chunk, final) => sink.take(chunk, final);
    feed(bytes, (chunk, final) => gunzip.push(chunk, final), 'damaged gzip data');
    const payload = sink.bytes();
    const declared = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 4, 4).getUint32(0, true);
    if (!sink.complete || declared !== payload.length % 2 ** 32) throw new Error('damaged gzip data (truncated)');
    return { format, payload };
  }
  let files = 0;
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return;
    files += 1;
    if (files > 1) throw new Error('a zip archive must hold exactly one file, found more');
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      sink.take(chunk, final);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  feed(bytes, (chunk, final) => unzip.push(chunk, final), 'damaged zip archive');
  if (files === 0) throw new Error('a zip archive must hold exactly one file, found 0');
  if (!sink.complete) throw new Error('damaged zip archive (its file is truncated)');
  return { format, payload: sink.bytes() };
}

/** Pushes the input in small steps; a damaged stream becomes a readable Error, the size cap stays itself. */
function feed(bytes: Uint8Array, push: (chunk: Uint8Array, final: boolean) => void, damaged: string): void {
  try {
    for (let at = 0; at < bytes.length; at += FEED_BYTES) push(bytes.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= bytes.length);
  } catch (error) {
    if (error instanceof PayloadTooLargeError || (error instanceof Error && error.message.startsWith('a zip archive'))) throw error;
    throw new Error(`${damaged} (${(error as Error).message})`);
  }
}

/** Collects inflated chunks up to a cap. */
class BoundedSink {
  private readonly chunks: Uint8Array[] = [];
  private total = 0;
  complete = false;

  constructor(private readonly maxBytes: number) {}

  take(chunk: Uint8Array, final: boolean): void {
    this.total += chunk.length;
    if (this.total > this.maxBytes) {
      throw new PayloadTooLargeError(`the archive inflates to more than ${this.maxBytes} bytes`, 'Upload the consignment raw or in an archive within the limit');
    }
    this.chunks.push(chunk);
    if (final) this.complete = true;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.total);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** Encodes a payload for download; `entryName` names the file inside a zip. */
export function packArchive(payload: Uint8Array, format: ArchiveFormat, entryName: string): Uint8Array {
  if (format === 'raw') return payload;
  if (format === 'gzip') return gzipSync(payload);
  return zipSync({ [entryName]: payload });
}

export function utf8(text: string): Uint8Array {
  return strToU8(text);
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}
