import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { planSweep, sweepResult, type SweepRequest, type SweepResult } from '../carriers/sweep-plan';
import { RgbOperationFailedError } from '../errors/rgb-wallet.errors';
import type { RgbKeyring } from '../keys/rgb-keyring';
import type { CarrierFundingWallet } from '../ports/carrier-funding-wallet.port';
import type { RgbEngineAccess } from '../ports/rgb-engine-access.port';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';
import { carrierScriptBook } from './carrier-script-book';
import { holdCarriers } from './carrier-operation-lock';
import type { RgbUtxoService } from './rgb-utxo.service';

/**
 * POST /rgb/utxos/sweep: carriers without RGB allocations spent whole to a plain-wallet
 * address. `planSweep` refuses a carrier with any allocation or an open blinded receive (409,
 * nothing spent); rgb-lib checks again against its stock and the indexer, signs and broadcasts,
 * marking the carriers spent (docs/rgb.md "Carrier maintenance").
 */
export class RgbSweepService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly utxos: RgbUtxoService,
    /** The plain wallet: the only place a sweep may send to. */
    private readonly wallet: () => Pick<CarrierFundingWallet, 'watchedScripts'>,
    private readonly keyring: RgbKeyring,
    private readonly store: RgbWalletStore,
    private readonly now: () => number,
  ) {}

  async sweep(req: SweepRequest): Promise<SweepResult> {
    const { engine } = this.runtime.ready();
    await engine.sync();
    const plainWalletScripts = new Set((await this.wallet().watchedScripts()).keys());
    const plan = planSweep(req, await this.utxos.list(false), await carrierScriptBook(this.keyring, this.store), plainWalletScripts);
    const derivation = new Map((await engine.listUnspents()).map((u) => [u.outpoint, u.derivationIndex]));
    const inputs = plan.inputs.map((i) => {
      const index = derivation.get(i.outpoint);
      if (typeof index !== 'number') throw new RgbOperationFailedError('sweep', `rgb-lib does not know the derivation of ${i.outpoint}; POST /rgb/sync first`);
      return { outpoint: i.outpoint, valueSats: i.valueSats, scriptPubKeyHex: this.keyring.addressAt(index).scriptPubKeyHex };
    });
    const operationId = `rgb-sweep:${hex.encode(randomBytes(8))}`;
    const release = await holdCarriers(this.store, inputs.map((i) => i.outpoint), operationId, this.now());
    try {
      const { txid } = await engine.sweepCarriers({ inputs, destination: { scriptPubKeyHex: plan.destination.scriptHex, valueSats: plan.destination.valueSats } });
      return sweepResult(plan, txid);
    } finally {
      await release();
    }
  }
}
