import { Injectable } from '@nestjs/common';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { RgbServices } from '../rgb/rgb-services';
import { BalancesResponseDto, RgbOnchainBalanceDto } from './balances.dto';

@Injectable()
export class BalancesService {
  constructor(
    private readonly wallet: WalletRuntime,
    private readonly lightning: LightningRuntime,
    private readonly rgb: RgbServices,
  ) {}

  async balances(): Promise<BalancesResponseDto> {
    const onchain = await this.wallet.ready().balances();
    const channels = this.lightning.ready().listChannels();
    const lightningMsat = channels.reduce((sum, c) => sum + c.localBalanceMsat, 0n);
    return {
      btc: {
        onchain_total_sats: onchain.totalSats.toString(),
        onchain_spendable_sats: onchain.spendableSats.toString(),
        lightning_total_sats: (lightningMsat / 1000n).toString(),
      },
      rgb: { onchain: await this.rgbOnchain(), channels: [] },
    };
  }

  /** A node without an RGB indexer configured holds no RGB state: its list is empty. */
  private async rgbOnchain(): Promise<RgbOnchainBalanceDto[]> {
    if (!this.rgb.runtime.isConfigured()) return [];
    const contracts = await this.rgb.contracts.list();
    const balances = await Promise.all(contracts.map((c) => this.rgb.contracts.balance(c.contractId)));
    return balances.map(({ contractId, balance: b }) => ({
      contract_id: contractId,
      mined: b.mined.toString(),
      tentative: b.tentative.toString(),
      offchain: b.offchain.toString(),
      archived: b.archived.toString(),
      total: b.total.toString(),
    }));
  }
}
