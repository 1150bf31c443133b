import type { ContractBalance } from '@rln/contracts';

/** The plain wallet's on-chain balances. */
export interface PlainWalletBalancePort {
  balances(): Promise<{ totalSats: bigint; spendableSats: bigint }>;
}

/** Our side of every open channel. */
export interface LightningBalancePort {
  listChannels(): readonly { localBalanceMsat: bigint }[];
}

/** The balance of every RGB contract the node holds (none when RGB is off); `offchain` is its asset channels' part. */
export interface RgbBalancePort {
  onchainBalances(): Promise<{ contractId: string; balance: ContractBalance }[]>;
}

/** Our side of every live asset channel (rgb-lib asset ids). */
export interface RgbChannelBalancePort {
  channelBalances(): Promise<{ channelId: string; contractId: string; localAmount: bigint; remoteAmount: bigint }[]>;
}

export interface NodeBalances {
  onchainTotalSats: bigint;
  onchainSpendableSats: bigint;
  lightningTotalSats: bigint;
  rgbOnchain: { contractId: string; balance: ContractBalance }[];
  rgbChannels: { channelId: string; contractId: string; localAmount: bigint; remoteAmount: bigint }[];
}

/** GET /balances: the plain wallet, Lightning and RGB in one view. */
export class BalancesService {
  constructor(
    private readonly wallet: PlainWalletBalancePort,
    private readonly lightning: LightningBalancePort,
    private readonly rgb: RgbBalancePort,
    private readonly rgbChannels: RgbChannelBalancePort,
  ) {}

  async balances(): Promise<NodeBalances> {
    const onchain = await this.wallet.balances();
    const lightningMsat = this.lightning.listChannels().reduce((sum, c) => sum + c.localBalanceMsat, 0n);
    return {
      onchainTotalSats: onchain.totalSats,
      onchainSpendableSats: onchain.spendableSats,
      lightningTotalSats: lightningMsat / 1000n,
      rgbOnchain: await this.rgb.onchainBalances(),
      rgbChannels: await this.rgbChannels.channelBalances(),
    };
  }
}
