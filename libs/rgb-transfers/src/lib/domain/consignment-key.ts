import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';

/** supplement.md: a transfer consignment's key is the lowercase hex SHA-256 of its raw bytes, the same on both nodes. */
export function consignmentKeyOf(bytes: Uint8Array): string {
  return hex.encode(sha256(bytes));
}
