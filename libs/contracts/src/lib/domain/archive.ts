import { gunzipSync, gzipSync, strToU8, unzipSync, zipSync } from 'fflate';

export type ArchiveFormat = 'raw' | 'gzip' | 'zip';
export const ARCHIVE_FORMATS: readonly ArchiveFormat[] = ['raw', 'gzip', 'zip'];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const GZIP_MAGIC = [0x1f, 0x8b];

export function detectArchive(bytes: Uint8Array): ArchiveFormat {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, GZIP_MAGIC)) return 'gzip';
  return 'raw';
}

/**
 * The payload of an upload: a ZIP (PK 03 04) yields its one file entry, gzip is inflated,
 * anything else is raw. Throws with a readable reason on a damaged archive.
 */
export function unpackArchive(bytes: Uint8Array): { format: ArchiveFormat; payload: Uint8Array } {
  const format = detectArchive(bytes);
  if (format === 'raw') return { format, payload: bytes };
  if (format === 'gzip') {
    try {
      return { format, payload: gunzipSync(bytes) };
    } catch (error) {
      throw new Error(`damaged gzip data (${(error as Error).message})`);
    }
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw new Error(`damaged zip archive (${(error as Error).message})`);
  }
  const files = Object.entries(entries).filter(([name]) => !name.endsWith('/'));
  if (files.length !== 1) throw new Error(`a zip archive must hold exactly one file, found ${files.length}`);
  return { format, payload: files[0][1] };
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
