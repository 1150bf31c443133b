import type { ContractBalance } from '@rln/contracts';

/** The plain wallet's on-chain balances. */
export interface PlainWalletBalancePort {
  balances(): Promise<{ totalSats: bigint; spendableSats: bigint }>;
}

/** Our side of every open channel. */
export interface LightningBalancePort {
  listChannels(): readonly { localBalanceMsat: bigint }[];
}

/** The balance of every RGB contract the node holds on chain (none when RGB is off). */
export interface RgbBalancePort {
  onchainBalances(): Promise<{ contractId: string; balance: ContractBalance }[]>;
}

export interface NodeBalances {
  onchainTotalSats: bigint;
  onchainSpendableSats: bigint;
  lightningTotalSats: bigint;
  rgbOnchain: { contractId: string; balance: ContractBalance }[];
}

/** GET /balances: the plain wallet, Lightning and RGB in one view. */
export class BalancesService {
  constructor(
    private readonly wallet: PlainWalletBalancePort,
    private readonly lightning: LightningBalancePort,
    private readonly rgb: RgbBalancePort,
  ) {}

  async balances(): Promise<NodeBalances> {
    const onchain = await this.wallet.balances();
    const lightningMsat = this.lightning.listChannels().reduce((sum, c) => sum + c.localBalanceMsat, 0n);
    return {
      onchainTotalSats: onchain.totalSats,
      onchainSpendableSats: onchain.spendableSats,
      lightningTotalSats: lightningMsat / 1000n,
      rgbOnchain: await this.rgb.onchainBalances(),
    };
  }
}
