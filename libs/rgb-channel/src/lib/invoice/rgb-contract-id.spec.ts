import { sha256 } from '@noble/hashes/sha256';
import { concat, utf8 } from '@rln/core';
import { interfaceContractId, readRgbContractId, rgbLibContractId } from './rgb-contract-id';

// An asset id from RGB-Tools' own tests (rgb-lightning-node src/test/openchannel_fail.rs at
// 6887cbf95eaa0208a42ff73b41bd4b3959655bf4), as rgb-lib's ContractId::to_string writes it.
const RGB_TOOLS_ID = 'rgb:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U';
const BODY = RGB_TOOLS_ID.slice('rgb:'.length);

describe('RGB contract ids (Baid64, rust-baid64)', () => {
  it('reads an id RGB-Tools wrote and writes it back the same, in either prefix', () => {
    const id = readRgbContractId(RGB_TOOLS_ID);
    expect(id).toHaveLength(32);
    expect(rgbLibContractId(id!)).toBe(RGB_TOOLS_ID);
    expect(interfaceContractId(id!)).toBe(`contract:${BODY}`);
  });

  it.each([
    ['without dashes', `rgb:${BODY.replaceAll('-', '')}`],
    ['without the prefix', BODY],
    ['with the 4-byte checksum appended (embed_checksum)', 'checksum'],
  ])('reads the id %s, as from_baid64_str does', (_, text) => {
    const id = readRgbContractId(RGB_TOOLS_ID)!;
    const input = text === 'checksum' ? withChecksum(id) : text;
    expect(rgbLibContractId(readRgbContractId(input)!)).toBe(RGB_TOOLS_ID);
  });

  it('reads the interface form contract:<id> only when asked to', () => {
    expect(readRgbContractId(`contract:${BODY}`)).toBeUndefined();
    expect(rgbLibContractId(readRgbContractId(`contract:${BODY}`, true)!)).toBe(RGB_TOOLS_ID);
  });

  it.each([
    ['another prefix', `asset:${BODY}`],
    ['a character outside the alphabet', `rgb:${BODY.replace('E', '+')}`],
    ['too few characters', `rgb:${BODY.slice(0, -2)}`],
    ['non-zero bits past the last byte', `rgb:${BODY.slice(0, -1)}V`],
    ['RGB v0.10 Baid58 (RGB-Tools openapi.yaml)', 'rgb:2dkSTbr-jFhznbPmo-TQafzswCN-av4gTsJjX-ttx6CNou5-M98k8Zd'],
    ['a wrong checksum', 'bad-checksum'],
    ['nothing', ''],
    ['an overlong string', `rgb:${'A'.repeat(200)}`],
  ])('refuses %s', (_, text) => {
    const input = text === 'bad-checksum' ? withChecksum(readRgbContractId(RGB_TOOLS_ID)!, 1) : text;
    expect(readRgbContractId(input)).toBeUndefined();
  });
});

/** The id with rust-baid64's checksum (SHA-256(SHA-256("rgb") || id), bytes 0, 1, 1, 2) embedded; `flip` spoils it. */
function withChecksum(id: Uint8Array, flip = 0): string {
  const digest = sha256(concat([sha256(utf8('rgb')), id]));
  const bytes = Uint8Array.of(...id, digest[0] ^ flip, digest[1], digest[1], digest[2]);
  return `rgb:${Buffer.from(bytes).toString('base64').replaceAll('+', '_').replaceAll('/', '~')}`;
}
