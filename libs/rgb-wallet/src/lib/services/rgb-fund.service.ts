import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { fundResult, planFund, type FundRequest, type FundResult } from '../carriers/fund-plan';
import type { RgbKeyring } from '../keys/rgb-keyring';
import { RgbOperationFailedError } from '../errors/rgb-wallet.errors';
import type { RgbChainView } from '../ports/chain-status.port';
import type { CarrierFundingWallet } from '../ports/carrier-funding-wallet.port';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';
import { carrierScriptBook } from './carrier-script-book';

/**
 * POST /rgb/utxos/fund: plain-wallet inputs (exactly those, no coin selection) pay RGB wallet
 * addresses; change goes back to the plain wallet. The rules are `planFund`'s; this service
 * has the plain wallet build and sign the plan, and broadcasts it.
 */
export class RgbFundService {
  constructor(
    private readonly wallet: () => CarrierFundingWallet,
    private readonly keyring: RgbKeyring,
    private readonly store: RgbWalletStore,
    private readonly chain: RgbChainView,
  ) {}

  async fund(req: FundRequest): Promise<FundResult> {
    const wallet = this.wallet();
    const plan = planFund(req, await carrierScriptBook(this.keyring, this.store), new Set((await wallet.watchedScripts()).keys()));
    const operationId = `rgb-fund:${hex.encode(randomBytes(8))}`;
    const signed = await wallet.buildAndSignTransaction({
      outputs: plan.outputs.map((o) => ({ address: o.address, valueSats: o.valueSats })),
      feeRateSatPerVb: plan.feeRateSatPerVb,
      inputs: plan.inputs,
      changeAddress: plan.change.address,
      lockFor: operationId,
    });
    try {
      await this.chain.broadcast(signed.txHex);
    } catch (error) {
      await wallet.unlockUtxos({ operationId });
      throw new RgbOperationFailedError('fund', `broadcast refused: ${(error as Error).message}`);
    }
    return fundResult(plan, signed);
  }
}
