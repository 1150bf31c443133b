import { gzipSync, zipSync } from 'fflate';
import { parseBindingAmount } from './asset-amount';
import { normalizeContractId, toContractId, toRgbLibId } from '@rln/rgb-wallet';
import { parseIssuerFile } from './issuer';
import { consignmentFileName, consignmentKind } from './rgb-consignment';

const ID = 'WZxIxji4-nlVQx30-kQgAOB7-wBo4VJ2-yFwGyvV-m2nm2qw';

describe('contract ids', () => {
  it('maps rgb-lib ids to contract ids and accepts both forms on input', () => {
    expect(toContractId(`rgb:${ID}`)).toBe(`contract:${ID}`);
    expect(toRgbLibId(`contract:${ID}`)).toBe(`rgb:${ID}`);
    expect(normalizeContractId(`rgb:${ID}`)).toBe(`contract:${ID}`);
    expect(() => normalizeContractId('nope')).toThrow(expect.objectContaining({ code: 'InvalidRequest' }));
  });
});

describe('amounts for the binding', () => {
  it('refuses more than 2^53 − 1 with a clear 400', () => {
    expect(parseBindingAmount('9007199254740991', 'issued_supply')).toBe(9007199254740991n);
    expect(() => parseBindingAmount('9007199254740992', 'issued_supply')).toThrow(expect.objectContaining({ code: 'InvalidRequest' }));
    expect(() => parseBindingAmount('0', 'issued_supply')).toThrow();
  });
});

describe('RGB consignment containers', () => {
  const withHeader = (kind: string) => new Uint8Array([...new TextEncoder().encode(`RGB\0${kind}`), 1, 2, 3]);

  it('recognises contract and transfer consignments by their header only', () => {
    expect(consignmentKind(withHeader('CON'))).toBe('contract');
    expect(consignmentKind(withHeader('TFR'))).toBe('transfer');
    expect(consignmentKind(withHeader('KIT'))).toBeNull();
    expect(consignmentKind(new TextEncoder().encode('{"format":"json"}'))).toBeNull();
    expect(consignmentKind(new Uint8Array([0x52, 0x47, 0x42]))).toBeNull();
  });

  it('names downloads after the contract', () => {
    expect(consignmentFileName(`contract:${ID}`)).toBe(`contract_${ID}.rgb`);
  });
});

describe('issuer files', () => {
  const json = new TextEncoder().encode(JSON.stringify({ format: 'rln-issuer/1', schema: 'CFA' }));

  it('loads raw, gzip and zip files', () => {
    for (const bytes of [json, gzipSync(json), zipSync({ 'issuer.json': json })]) expect(parseIssuerFile('x', bytes)).toMatchObject({ name: 'x', schema: 'CFA' });
  });

  it('names what is wrong with an invalid file', () => {
    expect(() => parseIssuerFile('x', new TextEncoder().encode('{'))).toThrow(/JSON/);
    expect(() => parseIssuerFile('x', new TextEncoder().encode('{"format":"rln-issuer/1","schema":"ABC"}'))).toThrow(/schema/);
    expect(() => parseIssuerFile('x', new Uint8Array([0x1f, 0x8b, 1]))).toThrow(/gzip/);
  });
});
