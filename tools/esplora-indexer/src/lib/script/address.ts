import { sha256 } from '@noble/hashes/sha256';
import { bech32, bech32m, createBase58check } from '@scure/base';
import type { NetworkParams } from './network';
import { witnessProgram } from './script-type';

const base58check = createBase58check(sha256);
const BECH32_LIMIT = 90;

/** The address Esplora shows for an output script, or undefined for non-address scripts (p2pk, op_return, …). */
export function scriptToAddress(s: Uint8Array, net: NetworkParams): string | undefined {
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 20 && s[23] === 0x88 && s[24] === 0xac) {
    return base58check.encode(Uint8Array.of(net.pubKeyHashPrefix, ...s.subarray(3, 23)));
  }
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 20 && s[22] === 0x87) {
    return base58check.encode(Uint8Array.of(net.scriptHashPrefix, ...s.subarray(2, 22)));
  }
  const wp = witnessProgram(s);
  if (!wp) return undefined;
  if (wp.version === 0 && wp.program.length !== 20 && wp.program.length !== 32) return undefined;
  const words = [wp.version, ...bech32.toWords(wp.program)];
  // BIP350: version 0 keeps bech32, later versions use bech32m.
  return wp.version === 0 ? bech32.encode(net.bech32Hrp, words, BECH32_LIMIT) : bech32m.encode(net.bech32Hrp, words, BECH32_LIMIT);
}

/** The output script an address pays to; throws on an invalid address or one of another network. */
export function addressToScript(address: string, net: NetworkParams): Uint8Array {
  const lower = address.toLowerCase();
  if (lower.startsWith(`${net.bech32Hrp}1`)) return segwitScript(lower, net);
  const payload = base58check.decode(address);
  if (payload.length !== 21) throw new Error('invalid address length');
  const hash = payload.subarray(1);
  if (payload[0] === net.pubKeyHashPrefix) return Uint8Array.of(0x76, 0xa9, 20, ...hash, 0x88, 0xac);
  if (payload[0] === net.scriptHashPrefix) return Uint8Array.of(0xa9, 20, ...hash, 0x87);
  throw new Error('address is for another network');
}

function segwitScript(address: string, net: NetworkParams): Uint8Array {
  const version = bech32.decodeUnsafe(address, BECH32_LIMIT)?.words[0];
  const decoded = version === 0 ? bech32.decode(address as `${string}1${string}`, BECH32_LIMIT) : bech32m.decode(address as `${string}1${string}`, BECH32_LIMIT);
  if (decoded.prefix !== net.bech32Hrp) throw new Error('address is for another network');
  const [witnessVersion, ...rest] = decoded.words;
  const program = bech32.fromWords(rest);
  if (witnessVersion > 16 || program.length < 2 || program.length > 40) throw new Error('invalid witness program');
  if (witnessVersion === 0 && program.length !== 20 && program.length !== 32) throw new Error('invalid v0 program');
  const versionOp = witnessVersion === 0 ? 0x00 : 0x50 + witnessVersion;
  return Uint8Array.of(versionOp, program.length, ...program);
}
