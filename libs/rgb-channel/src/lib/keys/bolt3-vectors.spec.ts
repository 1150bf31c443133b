import vectors from './testdata/bolt3-vectors.json';
import { perCommitmentSecret, secretIndexOf, FIRST_SECRET_INDEX } from './per-commitment-secret';
import { InconsistentRevocationSecret, ReceivedSecrets } from './received-secrets';
import { derivePrivateKey, derivePublicKey, perCommitmentPoint, revocationPrivateKey, revocationPublicKey } from './commitment-keys';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

// Published vectors: lightning/bolts 03-transactions.md, Appendices D and E (see the JSON's `source`).
describe('BOLT 3 per-commitment secrets and key derivation (published vectors)', () => {
  it.each(vectors.generation)('generate_from_seed: $name', ({ seed, index, output }) => {
    expect(hex(perCommitmentSecret(bytes(seed), BigInt(index)))).toBe(output);
  });

  it.each(vectors.storage)('insert_secret: $name', ({ steps }) => {
    const secrets = new ReceivedSecrets();
    for (const step of steps) {
      const insert = () => secrets.insert(BigInt(step.index), bytes(step.secret));
      if (step.ok) expect(insert).not.toThrow();
      else expect(insert).toThrow(InconsistentRevocationSecret);
    }
  });

  it('derives every earlier secret from the compact store, survives a store round trip and knows nothing unrevealed', () => {
    const seed = bytes('ff'.repeat(32));
    const secrets = new ReceivedSecrets();
    for (let n = 0n; n < 70n; n++) secrets.insert(secretIndexOf(n), perCommitmentSecret(seed, secretIndexOf(n)));
    const reloaded = ReceivedSecrets.fromStored(JSON.parse(JSON.stringify(secrets.toStored())));
    for (let n = 0n; n < 70n; n++) expect(hex(reloaded.secretAt(secretIndexOf(n))!)).toBe(hex(perCommitmentSecret(seed, secretIndexOf(n))));
    expect(reloaded.secretAt(secretIndexOf(70n))).toBeUndefined();
    expect(secretIndexOf(0n)).toBe(FIRST_SECRET_INDEX);
  });

  it('a refused secret leaves the store as it was', () => {
    const seed = bytes('01'.repeat(32));
    const secrets = new ReceivedSecrets();
    secrets.insert(secretIndexOf(0n), perCommitmentSecret(seed, secretIndexOf(0n)));
    const before = JSON.stringify(secrets.toStored());
    expect(() => secrets.insert(secretIndexOf(1n), perCommitmentSecret(bytes('02'.repeat(32)), secretIndexOf(1n)))).toThrow(InconsistentRevocationSecret);
    expect(JSON.stringify(secrets.toStored())).toBe(before);
  });

  it('Appendix E: pubkey, privkey, revocation pubkey and revocation privkey', () => {
    const k = vectors.keyDerivation;
    expect(hex(perCommitmentPoint(bytes(k.per_commitment_secret)))).toBe(k.per_commitment_point);
    expect(hex(derivePublicKey(bytes(k.base_point), bytes(k.per_commitment_point)))).toBe(k.localpubkey);
    expect(hex(derivePrivateKey(bytes(k.base_secret), bytes(k.per_commitment_point)))).toBe(k.localprivkey);
    expect(hex(revocationPublicKey(bytes(k.base_point), bytes(k.per_commitment_point)))).toBe(k.revocationpubkey);
    expect(hex(revocationPrivateKey(bytes(k.base_secret), bytes(k.per_commitment_secret)))).toBe(k.revocationprivkey);
  });
});
