import { deriveSecret } from './per-commitment-secret';

/** A revealed per-commitment secret that does not belong to the chain the peer revealed before. */
export class InconsistentRevocationSecret extends Error {
  constructor(readonly index: bigint) {
    super(`the secret for index ${index} does not derive the secrets revealed before it`);
  }
}

interface Known {
  readonly index: bigint;
  readonly secret: Uint8Array;
}

/** What `ReceivedSecrets` stores: at most 49 (index, secret) pairs, hex. */
export type StoredSecrets = ReadonlyArray<{ readonly bucket: number; readonly index: string; readonly secret: string } | null>;

/**
 * The per-commitment secrets a peer revealed (revoking its commitments), kept in BOLT 3's compact
 * form: 49 buckets, one secret per run of trailing zero bits, from which every earlier secret
 * derives. Each insert checks that the new secret derives every secret known before it, so a
 * peer cannot hand us a secret from another chain and leave a revoked state unpunishable.
 */
export class ReceivedSecrets {
  private readonly known: Array<Known | undefined> = new Array(49);

  static fromStored(stored: StoredSecrets): ReceivedSecrets {
    const secrets = new ReceivedSecrets();
    for (const entry of stored) {
      if (entry) secrets.known[entry.bucket] = { index: BigInt(entry.index), secret: Uint8Array.from(Buffer.from(entry.secret, 'hex')) };
    }
    return secrets;
  }

  toStored(): StoredSecrets {
    return this.known.map((k, bucket) => (k ? { bucket, index: k.index.toString(), secret: Buffer.from(k.secret).toString('hex') } : null));
  }

  /** BOLT 3 `insert_secret`; throws InconsistentRevocationSecret and changes nothing on a mismatch. */
  insert(index: bigint, secret: Uint8Array): void {
    const bucket = trailingZeros(index);
    for (let b = 0; b < bucket; b++) {
      const k = this.known[b];
      if (k && !equal(deriveSecret(secret, bucket, k.index), k.secret)) throw new InconsistentRevocationSecret(index);
    }
    this.known[bucket] = { index, secret: Uint8Array.from(secret) };
  }

  /** BOLT 3 `derive_old_secret`: the secret at `index`, or undefined when not revealed yet. */
  secretAt(index: bigint): Uint8Array | undefined {
    for (let b = 0; b < this.known.length; b++) {
      const k = this.known[b];
      const mask = ~((1n << BigInt(b)) - 1n);
      if (k && (index & mask) === k.index) return deriveSecret(k.secret, b, index);
    }
    return undefined;
  }
}

function trailingZeros(index: bigint): number {
  for (let b = 0; b < 48; b++) if ((index >> BigInt(b)) & 1n) return b;
  return 48;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
