import type { CarrierScriptBook } from '../carriers/carrier-plan-rules';
import type { RgbKeyring } from '../keys/rgb-keyring';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';

/** The scripts the capacity operations check addresses against: every RGB address handed out so far. */
export async function carrierScriptBook(keyring: RgbKeyring, store: RgbWalletStore): Promise<CarrierScriptBook> {
  const last = await store.lastAddressIndex();
  const rgbScripts = new Set<string>();
  for (let i = 0; last !== null && i <= last; i++) rgbScripts.add(keyring.addressAt(i).scriptPubKeyHex);
  return { rgbScripts, scriptOf: (address) => keyring.scriptOf(address) };
}
