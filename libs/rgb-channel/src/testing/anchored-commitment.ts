import { Transaction } from '@scure/btc-signer';
import { ANCHOR_SATS } from '../lib/tx/shadow-commitment';
import { anchorScript, p2wshOutputScript, toRemoteScript } from '../lib/tx/shadow-scripts';

/**
 * A commitment-shaped transaction for CPFP tests: a spend of the shadow output (outpoint
 * `22…22:inputIndex`) with `ourFunding`'s anchor first, one balance output to `balanceKey`,
 * and `peerFunding`'s anchor last.
 */
export function anchoredCommitment(keys: { readonly ourFunding: Uint8Array; readonly peerFunding: Uint8Array; readonly balanceKey: Uint8Array }, balanceSats: bigint, inputIndex = 0): Transaction {
  const tx = new Transaction({ version: 2, allowUnknownOutputs: true });
  tx.addInput({ txid: '22'.repeat(32), index: inputIndex, sequence: 0x80_00_00_01 });
  tx.addOutput({ script: p2wshOutputScript(anchorScript(keys.ourFunding)), amount: ANCHOR_SATS });
  tx.addOutput({ script: p2wshOutputScript(toRemoteScript(keys.balanceKey)), amount: balanceSats });
  tx.addOutput({ script: p2wshOutputScript(anchorScript(keys.peerFunding)), amount: ANCHOR_SATS });
  return tx;
}
