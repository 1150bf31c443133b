import type { PlainWallet } from '@rln/btc-wallet';
import type { AnchorFeeWallet, FeeCoin } from '@rln/rgb-channel';
import type { AnchorWalletAdapter } from '../anchor-wallet.adapter';
import { newChangeScript } from '../lightning-runtime';

/** Coins tried per reservation: the snapshot may name one another operation locked since. */
const ATTEMPTS = 3;

/**
 * The plain BTC wallet as the payer of asset-channel CPFP children. The coin is chosen from the
 * snapshot LDK's anchor bumps draw from (so the two never pick one coin) and then locked in the
 * wallet under the channel's operation with no expiry: the wallet's sync frees it once the child
 * spends it, `release` when the child is given up.
 */
export class PlainAnchorFeeWallet implements AnchorFeeWallet {
  /** The coin each operation took from the snapshot this run (to offer it to LDK again on release). */
  private readonly takenBy = new Map<string, string>();

  constructor(
    private readonly wallet: () => PlainWallet,
    private readonly snapshot: AnchorWalletAdapter,
  ) {}

  async reserveCoin(operationId: string, minSats: bigint): Promise<FeeCoin | null> {
    const refused = new Set<string>();
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const coin = this.snapshot.take(minSats, refused);
      if (!coin) return null;
      try {
        await this.wallet().lockUtxos([coin.outpoint], { operationId, ttlSecs: null });
      } catch {
        // Spent or held by another operation since the snapshot: the next sync drops it.
        this.snapshot.giveBack(coin.outpoint);
        refused.add(coin.outpoint);
        continue;
      }
      // A replacement's new coin: the one before it is spent by the child it replaces, or comes back.
      const before = this.takenBy.get(operationId);
      if (before) this.snapshot.giveBack(before);
      this.takenBy.set(operationId, coin.outpoint);
      return { outpoint: coin.outpoint, valueSats: coin.valueSats, scriptPubKey: coin.scriptPubKey };
    }
    return null;
  }

  async holdCoin(operationId: string, outpoint: string): Promise<boolean> {
    try {
      await this.wallet().lockUtxos([outpoint], { operationId, ttlSecs: null });
      return true;
    } catch {
      return false; // spent, or held by another operation
    }
  }

  async signCoin(operationId: string, unsignedTxHex: string, prevouts: ReadonlyArray<{ readonly scriptPubKeyHex: string; readonly valueSats: bigint }>, inputIndex: number): Promise<Uint8Array[]> {
    const signed = await this.wallet().signInputs({ unsignedTxHex, prevouts, operationId });
    const own = signed.find((w) => w.inputIndex === inputIndex);
    if (!own || signed.length !== 1) throw new Error(`the wallet signed inputs ${signed.map((w) => w.inputIndex).join(',')}, not only ${inputIndex}`);
    return own.witness.map((item) => Uint8Array.from(Buffer.from(item, 'hex')));
  }

  changeScript(): Promise<Uint8Array> {
    return newChangeScript(this.wallet());
  }

  async release(operationId: string): Promise<void> {
    await this.wallet().unlockUtxos({ operationId });
    const outpoint = this.takenBy.get(operationId);
    if (outpoint) this.snapshot.giveBack(outpoint);
    this.takenBy.delete(operationId);
  }
}
