import { randomBytes } from 'node:crypto';
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1';
import type { FundingRequest, FundingWallet } from '../lib/ports/funding-wallet.port';
import type { SweepWallet } from '../lib/ports/sweep-wallet.port';
import { txidOf } from '../lib/ldk/ldk-broadcaster';
import { P2WPKH_SATISFACTION_WEIGHT, type AnchorUtxo, type AnchorWallet } from '../lib/ports/anchor-wallet.port';

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

export interface WalletCoin {
  readonly txid: string;
  readonly vout: number;
  readonly valueSats: bigint;
}

/**
 * Test-only on-chain wallet: one P2WPKH key, coins added by hand (from the Faucet), funding
 * transactions signed with @scure/btc-signer. Enough to open channels, receive sweeps and pay
 * for anchor fee bumps. Coins for anchors are kept apart (`addAnchorCoin`) and stay listed
 * after a bump spent them: LDK re-bumps the same claim with the same coins (RBF).
 */
export class SingleKeyWallet implements FundingWallet, SweepWallet, AnchorWallet {
  private readonly privateKey = randomBytes(32);
  private readonly payment = p2wpkh(secp256k1.getPublicKey(this.privateKey, true), REGTEST);
  private coins: WalletCoin[] = [];
  private readonly anchorCoins: WalletCoin[] = [];
  readonly fundingTxs: string[] = [];
  /** Transactions signed for LDK's anchor bumps (txid, inputs spent). */
  readonly anchorSpends: Array<{ txid: string; inputs: string[] }> = [];

  get address(): string {
    if (!this.payment.address) throw new Error('no address');
    return this.payment.address;
  }

  get script(): Uint8Array {
    return this.payment.script;
  }

  addCoin(coin: WalletCoin): void {
    this.coins.push(coin);
  }

  private fundingHeld: Promise<void> | null = null;

  /** Funding requests from now on wait (the channel stays unfunded) until the returned release is called. */
  holdFunding(): () => void {
    let release!: () => void;
    this.fundingHeld = new Promise<void>((r) => (release = r));
    return () => {
      this.fundingHeld = null;
      release();
    };
  }

  async createFundingTransaction(request: FundingRequest): Promise<Uint8Array> {
    await this.fundingHeld;
    const satPerVb = Math.max(1, Math.ceil(request.feeRateSatPerKw / 250));
    const coin = this.coins.find((c) => c.valueSats >= request.valueSats + 1000n);
    if (!coin) throw new Error(`no coin covers ${request.valueSats} sats`);
    this.coins = this.coins.filter((c) => c !== coin);
    const tx = new Transaction();
    tx.addInput({ txid: hex.decode(coin.txid), index: coin.vout, witnessUtxo: { script: this.script, amount: coin.valueSats } });
    tx.addOutput({ script: request.outputScript, amount: request.valueSats });
    const feeSats = BigInt(Math.ceil(satPerVb * 155));
    const change = coin.valueSats - request.valueSats - feeSats;
    if (change > 546n) tx.addOutput({ script: this.script, amount: change });
    tx.sign(this.privateKey);
    tx.finalize();
    if (change > 546n) this.coins.push({ txid: tx.id, vout: 1, valueSats: change });
    this.fundingTxs.push(tx.id);
    return tx.extract();
  }

  async sweepScript(): Promise<Uint8Array> {
    return this.script;
  }

  // ---- AnchorWallet ---------------------------------------------------------------------

  /** A confirmed coin reserved for anchor fee bumps. */
  addAnchorCoin(coin: WalletCoin): void {
    this.anchorCoins.push(coin);
  }

  listConfirmedUtxos(): AnchorUtxo[] {
    return this.anchorCoins.map((c) => ({
      outpoint: `${c.txid}:${c.vout}`,
      valueSats: c.valueSats,
      scriptPubKey: this.script,
      satisfactionWeight: P2WPKH_SATISFACTION_WEIGHT,
    }));
  }

  changeScript(): Uint8Array {
    return this.script;
  }

  signPsbt(psbt: Uint8Array): Uint8Array {
    const tx = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
    const inputs: string[] = [];
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      if (!input.witnessUtxo || hex.encode(input.witnessUtxo.script) !== hex.encode(this.script)) continue;
      tx.signIdx(this.privateKey, i);
      tx.finalizeIdx(i);
      if (input.txid) inputs.push(`${hex.encode(input.txid)}:${input.index}`);
    }
    const raw = tx.toBytes(true, true);
    this.anchorSpends.push({ txid: txidOf(raw), inputs });
    return raw;
  }
}
