import { InvalidRequestError } from '@rln/core';
import { BUILT_IN_ISSUERS, isValidIssuerName, parseIssuerFile, type Issuer } from '../domain/issuer';
import { IssuerNotFoundError } from '../errors/contract.errors';
import type { ContractStore } from '../ports/contract-store.port';

/** Built-in issuers (one per rgb-lib schema) plus imported issuer files; a bad file never breaks it. */
export class IssuerRegistryService {
  constructor(
    private readonly store: ContractStore,
    private readonly now: () => number,
  ) {}

  async list(): Promise<{ issuers: string[]; invalid: { name: string; error: string }[] }> {
    const stored = await this.store.listIssuers();
    const valid = stored.filter((s) => s.error === null).map((s) => s.name);
    const invalid = stored.filter((s) => s.error !== null).map((s) => ({ name: s.name, error: s.error as string }));
    return { issuers: [...BUILT_IN_ISSUERS.map((i) => i.name), ...valid.filter((n) => !BUILT_IN_ISSUERS.some((b) => b.name === n))], invalid };
  }

  /** Loads and records an issuer file; an invalid one is recorded with its error and refused (400). */
  async import(name: string, bytes: Uint8Array): Promise<string> {
    if (!isValidIssuerName(name)) {
      throw new InvalidRequestError('name must be 1-64 letters, digits, ".", "_" or "-"', undefined, { field: 'name' });
    }
    if (BUILT_IN_ISSUERS.some((b) => b.name === name)) throw new InvalidRequestError(`"${name}" is a built-in issuer`, undefined, { field: 'name' });
    let issuer: Issuer | null = null;
    let error: string | null = null;
    try {
      issuer = parseIssuerFile(name, bytes);
    } catch (e) {
      error = (e as Error).message;
    }
    await this.store.saveIssuer({ name, source: bytes, schema: issuer?.schema ?? null, error, updatedAtUnixSecs: this.now() });
    if (error !== null) {
      throw new InvalidRequestError(`Issuer file "${name}" is invalid: ${error}`, 'It is listed in invalid_issuers; see docs/rgb.md for the format', { issuer_name: name, error });
    }
    return name;
  }

  async resolve(name: string): Promise<Issuer> {
    const builtIn = BUILT_IN_ISSUERS.find((b) => b.name === name);
    if (builtIn) return builtIn;
    const stored = (await this.store.listIssuers()).find((s) => s.name === name && s.error === null);
    if (!stored) throw new IssuerNotFoundError(name);
    return parseIssuerFile(name, stored.source);
  }
}
