import { schnorr } from '@noble/curves/secp256k1';
import { readBolt12String } from './bolt12-string';
import { signatureVectors } from './testdata/vectors';
import { bolt12MerkleRoot, bolt12SignatureDigest, decodeTlvStream, encodeTlvStream } from './tlv';

// BOLT 12's signature vectors (lightning/bolts bolt12/signature-test.json) through the merkle
// root and digest this node signs its invoices with (offers-handler.ts).

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('BOLT 12 signature vectors (lightning/bolts bolt12/signature-test.json)', () => {
  const vectors = signatureVectors();

  it('holds every vector of the file', () => {
    expect(vectors).toHaveLength(4);
  });

  // Each vector lists its records as the leaves' inputs: `H(\`LnLeaf\`,<record>)`.
  it.each(vectors.map((v) => [v.comment, v] as const))('merkle root: %s', (_, vector) => {
    const records = vector.bolt12
      ? decodeTlvStream(readBolt12String(vector.bolt12, 'lnr'))
      : decodeTlvStream(
          Buffer.from(
            vector.leaves.map((leaf) => /^H\(`LnLeaf`,([0-9a-f]+)\)$/.exec(Object.keys(leaf)[0])?.[1] ?? '').join(''),
            'hex',
          ),
        );
    expect(hex(encodeTlvStream([records[0]]))).toBe(vector['first-tlv']); // the record LnNonce commits to
    expect(hex(bolt12MerkleRoot(records))).toBe(vector.merkle);
  });

  it('signs and verifies the invoice_request vector as BOLT 12 says', () => {
    const vector = vectors.find((v) => v.signature !== undefined);
    if (!vector?.bolt12 || !vector.signature) throw new Error('the file holds a signed invoice_request');
    const records = decodeTlvStream(readBolt12String(vector.bolt12, 'lnr'));
    const digest = bolt12SignatureDigest('invoice_request', records);
    expect(hex(digest)).toBe(vector['H(signature_tag,merkle)']);
    expect(hex(records.find((r) => r.type === 240n)?.value ?? new Uint8Array(0))).toBe(vector.signature);
    const payerId = records.find((r) => r.type === 88n)?.value ?? new Uint8Array(0);
    expect(schnorr.verify(vector.signature, digest, payerId.subarray(1))).toBe(true);
  });
});
