import { fromDisplayHex, sha256d, toDisplayHex } from '../parse/hash';
import { merkleBranch, merkleRoot } from './merkle-branch';

const txids = Array.from({ length: 5 }, (_, i) => toDisplayHex(sha256d(Uint8Array.of(i))));

/** Folds a branch up to the root, as a verifier does. */
function fold(txid: string, branch: string[], position: number): string {
  let hash = fromDisplayHex(txid);
  let index = position;
  for (const sibling of branch) {
    const s = fromDisplayHex(sibling);
    hash = sha256d(Uint8Array.from(index % 2 === 0 ? [...hash, ...s] : [...s, ...hash]));
    index >>= 1;
  }
  return toDisplayHex(hash);
}

describe('merkle', () => {
  it('the root of one txid is the txid', () => {
    expect(merkleRoot([txids[0]])).toBe(txids[0]);
    expect(merkleBranch([txids[0]], 0)).toEqual([]);
  });

  it.each([0, 1, 2, 3, 4])('the branch of position %i folds to the root (odd levels duplicated)', (position) => {
    const branch = merkleBranch(txids, position);
    expect(branch).toHaveLength(3);
    expect(fold(txids[position], branch, position)).toBe(merkleRoot(txids));
  });
});
