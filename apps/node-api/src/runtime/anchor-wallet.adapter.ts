import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { AnchorUtxo, AnchorWallet, P2WPKH_SATISFACTION_WEIGHT } from '@rln/lightning';
import type { SpendableCoin } from '@rln/btc-wallet';

/**
 * LDK bumps anchor-channel closes by calling its wallet synchronously from WASM, while the
 * plain wallet reads an async database. This adapter answers from a snapshot of the wallet's
 * spendable coins (with their keys), refreshed after every wallet sync and at each change
 * script request; it signs only inputs whose script is one of those coins.
 */
export class AnchorWalletAdapter implements AnchorWallet {
  private coins: SpendableCoin[] = [];
  private change: Uint8Array | null = null;
  /** Coins taken for our own CPFP of asset-channel commitments: never offered to LDK. */
  private readonly taken = new Set<string>();
  /** Coins LDK put in a bump it signed: never taken for ours (the wallet's lock comes only with its sync). */
  private readonly signedForLdk = new Set<string>();

  /** Takes a new snapshot; asks for a fresh change script only when the last one got used. */
  async refresh(coins: SpendableCoin[], newChangeScript: () => Promise<Uint8Array>): Promise<void> {
    this.coins = coins;
    const used = this.change !== null && coins.some((c) => hex.encode(c.scriptPubKey) === hex.encode(this.change as Uint8Array));
    if (this.change === null || used) this.change = await newChangeScript();
  }

  listConfirmedUtxos(): AnchorUtxo[] {
    return this.coins.filter((c) => !this.taken.has(c.outpoint)).map((c) => ({ outpoint: c.outpoint, valueSats: c.valueSats, scriptPubKey: c.scriptPubKey, satisfactionWeight: P2WPKH_SATISFACTION_WEIGHT }));
  }

  /**
   * Takes the smallest coin of at least `minSats` neither LDK nor an earlier take has, so LDK's
   * bumps and ours never spend one coin twice (JS runs LDK's select-and-sign in one go, so
   * nothing interleaves with this synchronous choice). Null when no coin is big enough.
   */
  take(minSats: bigint, skip: ReadonlySet<string> = new Set()): SpendableCoin | null {
    const free = this.coins.filter((c) => c.valueSats >= minSats && !this.taken.has(c.outpoint) && !this.signedForLdk.has(c.outpoint) && !skip.has(c.outpoint));
    const coin = free.sort((a, b) => (a.valueSats < b.valueSats ? -1 : a.valueSats > b.valueSats ? 1 : 0))[0] ?? null;
    if (coin) this.taken.add(coin.outpoint);
    return coin;
  }

  /** Offers a taken coin to LDK again (our child was given up, or its lock failed). */
  giveBack(outpoint: string): void {
    this.taken.delete(outpoint);
  }

  /** Throws before the first snapshot; the engine's bump handler turns that into an LDK error. */
  changeScript(): Uint8Array {
    if (!this.change) throw new Error('the on-chain wallet has not been synced yet');
    return this.change;
  }

  /** Errors propagate to the engine's bump handler, which reports them to LDK as a failed attempt. */
  signPsbt(psbt: Uint8Array): Uint8Array {
    const tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
    const byScript = new Map(this.coins.map((c) => [hex.encode(c.scriptPubKey), c]));
    for (let i = 0; i < tx.inputsLength; i++) {
      const script = tx.getInput(i).witnessUtxo?.script;
      const coin = script ? byScript.get(hex.encode(script)) : undefined;
      if (!coin) continue;
      const input = tx.getInput(i);
      if (input.txid) this.signedForLdk.add(`${hex.encode(input.txid)}:${input.index}`);
      tx.signIdx(coin.signingKey, i);
      tx.finalizeIdx(i);
    }
    return tx.toBytes(true, true);
  }
}
