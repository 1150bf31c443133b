import { InvalidRequestError } from '@rln/core';
import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import type { RgbKeyring } from '../keys/rgb-keyring';
import { RgbOperationFailedError } from '../errors/rgb-wallet.errors';
import type { RgbChainView } from '../ports/chain-status.port';
import type { CarrierFundingWallet } from '../ports/carrier-funding-wallet.port';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';

export interface FundRequest {
  readonly inputs: readonly string[];
  readonly outputs: readonly { readonly address: string; readonly valueSats: bigint }[];
  readonly changeAddress: string;
  readonly feeRateSatPerVb: number;
}

export interface FundResult {
  readonly txid: string;
  readonly status: 'broadcast';
  readonly outputs: readonly { readonly address: string; readonly valueSats: bigint; readonly vout: number }[];
  readonly feeSats: bigint;
  readonly change: { readonly address: string; readonly valueSats: bigint; readonly vout: number } | null;
}

/**
 * POST /rgb/utxos/fund: plain-wallet inputs (exactly those, no coin selection) pay RGB wallet
 * addresses; change goes back to the plain wallet and must not share a script with any RGB output.
 */
export class RgbFundService {
  constructor(
    private readonly wallet: () => CarrierFundingWallet,
    private readonly keyring: RgbKeyring,
    private readonly store: RgbWalletStore,
    private readonly chain: RgbChainView,
  ) {}

  async fund(req: FundRequest): Promise<FundResult> {
    if (req.inputs.length === 0) throw new InvalidRequestError('inputs must not be empty', undefined, { field: 'inputs' });
    if (new Set(req.inputs).size !== req.inputs.length) throw new InvalidRequestError('inputs lists an outpoint twice', undefined, { field: 'inputs' });
    if (req.outputs.length === 0) throw new InvalidRequestError('outputs must not be empty', undefined, { field: 'outputs' });
    if (!(Number.isFinite(req.feeRateSatPerVb) && req.feeRateSatPerVb > 0)) {
      throw new InvalidRequestError('fee_rate_sats_per_vb must be a positive number', undefined, { field: 'fee_rate_sats_per_vb' });
    }
    const rgbScripts = await this.rgbScripts();
    const outputScripts = req.outputs.map((o, i) => {
      const script = this.keyring.scriptOf(o.address);
      if (script === null || !rgbScripts.has(script)) {
        throw new InvalidRequestError(`outputs[${i}].address ${o.address} is not an RGB wallet address of this node`, 'Take RGB addresses from POST /rgb/address/new', { field: `outputs[${i}].address` });
      }
      if (o.valueSats <= 0n) throw new InvalidRequestError(`outputs[${i}].value_sats must be positive`, undefined, { field: `outputs[${i}].value_sats` });
      return script;
    });
    const changeScript = this.keyring.scriptOf(req.changeAddress);
    if (changeScript === null) throw new InvalidRequestError(`change_address ${req.changeAddress} is not a valid address`, undefined, { field: 'change_address' });
    if (outputScripts.includes(changeScript) || rgbScripts.has(changeScript)) {
      throw new InvalidRequestError('change_address must differ from every RGB output script', 'Use an address from POST /wallet/address/new', { field: 'change_address' });
    }

    const wallet = this.wallet();
    const operationId = `rgb-fund:${hex.encode(randomBytes(8))}`;
    const signed = await wallet.buildAndSignTransaction({
      outputs: req.outputs,
      feeRateSatPerVb: req.feeRateSatPerVb,
      inputs: req.inputs,
      changeAddress: req.changeAddress,
      lockFor: operationId,
    });
    try {
      await this.chain.broadcast(signed.txHex);
    } catch (error) {
      await wallet.unlockUtxos({ operationId });
      throw new RgbOperationFailedError('fund', `broadcast refused: ${(error as Error).message}`);
    }
    return {
      txid: signed.txid,
      status: 'broadcast',
      outputs: req.outputs.map((o, vout) => ({ address: o.address, valueSats: o.valueSats, vout })),
      feeSats: signed.feeSats,
      change: signed.change ? { address: signed.change.address, valueSats: signed.change.valueSats, vout: signed.change.vout } : null,
    };
  }

  /** Scripts of every RGB address handed out so far. */
  private async rgbScripts(): Promise<Set<string>> {
    const last = await this.store.lastAddressIndex();
    const scripts = new Set<string>();
    for (let i = 0; last !== null && i <= last; i++) scripts.add(this.keyring.addressAt(i).scriptPubKeyHex);
    return scripts;
  }
}
