import { fromDisplayHex, sha256d, toDisplayHex } from '../parse/hash';

/** The merkle branch proving `txids[position]` (Esplora's /tx/:txid/merkle-proof "merkle"). */
export function merkleBranch(txids: readonly string[], position: number): string[] {
  let level = txids.map((txid) => fromDisplayHex(txid));
  let index = position;
  const branch: string[] = [];
  while (level.length > 1) {
    level = padOdd(level);
    branch.push(toDisplayHex(level[index ^ 1]));
    level = parentLevel(level);
    index >>= 1;
  }
  return branch;
}

/** The merkle root of the txids in display hex, as in a header's merkle_root. */
export function merkleRoot(txids: readonly string[]): string {
  let level = txids.map((txid) => fromDisplayHex(txid));
  while (level.length > 1) level = parentLevel(padOdd(level));
  return toDisplayHex(level[0]);
}

// An odd level pairs its last hash with itself.
function padOdd(level: Uint8Array[]): Uint8Array[] {
  return level.length % 2 === 1 ? [...level, level[level.length - 1]] : level;
}

function parentLevel(level: Uint8Array[]): Uint8Array[] {
  const next: Uint8Array[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const pair = new Uint8Array(64);
    pair.set(level[i], 0);
    pair.set(level[i + 1], 32);
    next.push(sha256d(pair));
  }
  return next;
}
