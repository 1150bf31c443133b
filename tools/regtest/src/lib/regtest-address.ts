import { Address, OutScript } from '@scure/btc-signer';
import { REGTEST_NETWORK } from './regtest-network';

/** scriptPubKey of any regtest address (p2pkh, p2sh, p2wpkh, p2wsh, p2tr). */
export function regtestAddressScript(address: string): Uint8Array {
  try {
    return OutScript.encode(Address(REGTEST_NETWORK).decode(address));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`not a valid regtest address "${address}": ${why}`);
  }
}
