import { sha256 } from '@noble/hashes/sha256';
import { concat, utf8 } from '@rln/core';
import { CONTRACT_ID_PREFIX, RGB_LIB_ID_PREFIX } from '@rln/rgb-wallet';
import { utils } from '@scure/base';

/**
 * RGB v0.11 contract ids (rgb-lib 0.3's `ContractId`) as text: Baid64, from UBIDECO/rust-baid64
 * src/lib.rs. The 32-byte id in base64 without padding over the alphabet below, behind the
 * human-readable identifier `rgb:`, cut into a chunk of 8 characters and then chunks of 7
 * (`rgb:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U`). A reader (`from_baid64_str`)
 * takes the id with or without `rgb:` and dashes, and with a 4-byte checksum appended.
 */
const BAID64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~';
const baid64 = utils.chain(utils.radix2(6), utils.alphabet(BAID64_ALPHABET), utils.join(''));
const CONTRACT_ID_HRI = 'rgb';
const CONTRACT_ID_BYTES = 32;
const CHECKSUM_BYTES = 4;
/** Longer text is not a contract id (49 characters and a prefix, or 54 with a checksum). */
const MAX_CONTRACT_ID_CHARS = 128;

/**
 * The 32 bytes of a contract id written as RGB-Tools writes it (`rgb:<id>`, what
 * `ContractId::from_str` reads), or undefined when it is not one. `alsoInterfaceForm` also
 * accepts this interface's `contract:<id>` (for our own requests, never for an invoice field).
 */
export function readRgbContractId(text: string, alsoInterfaceForm = false): Uint8Array | undefined {
  if (text.length > MAX_CONTRACT_ID_CHARS) return undefined;
  let body = text;
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    const prefix = text.slice(0, colon + 1);
    if (prefix !== RGB_LIB_ID_PREFIX && !(alsoInterfaceForm && prefix === CONTRACT_ID_PREFIX)) return undefined;
    body = text.slice(colon + 1);
  }
  let data: Uint8Array;
  try {
    data = baid64.decode(body.replaceAll('-', ''));
  } catch {
    return undefined;
  }
  const payload = data.subarray(0, CONTRACT_ID_BYTES);
  if (data.length === CONTRACT_ID_BYTES) return payload;
  if (data.length !== CONTRACT_ID_BYTES + CHECKSUM_BYTES) return undefined;
  const expected = baid64Checksum(payload);
  return expected.every((byte, i) => byte === data[CONTRACT_ID_BYTES + i]) ? payload : undefined;
}

/** `rgb:<id>` in the canonical (chunked) form: what RGB-Tools' `ContractId::to_string` writes. */
export function rgbLibContractId(id: Uint8Array): string {
  return `${RGB_LIB_ID_PREFIX}${chunkedBody(id)}`;
}

/** `contract:<id>`, the interface's form, of the same canonical body. */
export function interfaceContractId(id: Uint8Array): string {
  return `${CONTRACT_ID_PREFIX}${chunkedBody(id)}`;
}

function chunkedBody(id: Uint8Array): string {
  if (id.length !== CONTRACT_ID_BYTES) throw new RangeError(`a contract id is ${CONTRACT_ID_BYTES} bytes`);
  const text = baid64.encode(id);
  const chunks = [text.slice(0, 8)];
  for (let i = 8; i < text.length; i += 7) chunks.push(text.slice(i, i + 7));
  return chunks.join('-');
}

/** rust-baid64 `check`: SHA-256(SHA-256(hri) || payload), bytes 0, 1, 1, 2 (sic). */
function baid64Checksum(payload: Uint8Array): Uint8Array {
  const digest = sha256(concat([sha256(utf8(CONTRACT_ID_HRI)), payload]));
  return Uint8Array.of(digest[0], digest[1], digest[1], digest[2]);
}
