import type { BitcoinRpcClient } from '@rln/chain';

/**
 * The fees of the given transactions that are mined (inputs' values minus outputs'), read from
 * btcd (--txindex): what the RGB wallets paid for their transfers, which no record carries.
 */
export async function minedFeesSats(rpc: BitcoinRpcClient, txids: Iterable<string>): Promise<bigint> {
  let fees = 0n;
  for (const txid of new Set(txids)) {
    const tx = await rpc.getRawTransactionVerbose(txid);
    if (tx.confirmations === 0) continue;
    let inputs = 0n;
    for (const input of tx.vin) {
      if (input.txid === undefined || input.vout === undefined) continue;
      const prev = await rpc.getRawTransactionVerbose(input.txid);
      inputs += prev.vout.find((o) => o.n === input.vout)?.valueSats ?? 0n;
    }
    fees += inputs - tx.vout.reduce((sum, o) => sum + o.valueSats, 0n);
  }
  return fees;
}
