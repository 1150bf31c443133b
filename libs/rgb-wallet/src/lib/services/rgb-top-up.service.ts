import { randomBytes } from '@noble/hashes/utils';
import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { UtxoNotFoundError } from '@rln/btc-wallet';
import { requireOutpointList, requirePositiveFeeRate } from '../carriers/carrier-plan-rules';
import { builtAsPlanned, planTopUp, topUpResult, type TopUpPlan, type TopUpResult } from '../carriers/top-up-plan';
import { toContractId } from '../domain/contract-id';
import { RgbOperationFailedError } from '../errors/rgb-wallet.errors';
import type { RgbKeyring } from '../keys/rgb-keyring';
import type { CarrierConsignmentStore } from '../ports/carrier-consignment-store.port';
import type { CarrierFundingWallet } from '../ports/carrier-funding-wallet.port';
import type { TopUpRecorder } from '../ports/carrier-top-up-recorder.port';
import type { RgbEngineAccess } from '../ports/rgb-engine-access.port';
import type { CarrierTopUpEnded, CarrierTxInput, RgbEngine } from '../ports/rgb-engine.port';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';
import { carrierScriptBook } from './carrier-script-book';
import { holdCarriers } from './carrier-operation-lock';
import type { RgbUtxoService } from './rgb-utxo.service';

/** POST /rgb/utxos/top_up as the wire gives it: l1_inputs by outpoint only. */
export interface TopUpCommand {
  readonly rgbInput: string;
  readonly l1Inputs: readonly string[];
  readonly rgbOutput: { readonly address: string; readonly targetValueSats: bigint };
  readonly changeAddress: string;
  readonly feeRateSatPerVb: number;
}

/**
 * POST /rgb/utxos/top_up: one transaction spends the old carrier and the plain wallet's
 * l1_inputs, pays a bigger new carrier at an RGB address of this node and moves every allocation
 * of the old carrier onto it (an RGB transfer to ourselves), change back to the plain wallet.
 * `planTopUp` has the rules; rgb-lib colours the transaction and signs its carrier, the plain
 * wallet signs its inputs, rgb-lib broadcasts (docs/rgb.md "Carrier maintenance"). The carrier is
 * held with a lock of kind `operation`, the plain inputs by the plain wallet, while it runs.
 */
export class RgbTopUpService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly utxos: RgbUtxoService,
    private readonly wallet: () => CarrierFundingWallet,
    private readonly keyring: RgbKeyring,
    private readonly store: RgbWalletStore,
    private readonly consignments: CarrierConsignmentStore,
    private readonly recorder: TopUpRecorder,
    private readonly now: () => number,
  ) {}

  async topUp(cmd: TopUpCommand): Promise<TopUpResult> {
    requireOutpointList(cmd.l1Inputs, 'l1_inputs');
    requirePositiveFeeRate(cmd.feeRateSatPerVb);
    const { engine } = this.runtime.ready();
    const wallet = this.wallet();
    const plainUtxos = new Map((await wallet.listUtxos()).map((u) => [u.outpoint, u]));
    const l1Inputs = cmd.l1Inputs.map((outpoint) => {
      const utxo = plainUtxos.get(outpoint);
      if (!utxo) throw new UtxoNotFoundError(outpoint);
      return utxo;
    });
    await engine.sync();
    const plainWalletScripts = new Set((await wallet.watchedScripts()).keys());
    const plan = planTopUp({ ...cmd, l1Inputs }, await this.utxos.list(false), await carrierScriptBook(this.keyring, this.store), plainWalletScripts);
    const carrier = await this.carrierInput(engine, plan);
    const plainInputs = l1Inputs.map((u) => ({ outpoint: u.outpoint, valueSats: u.valueSats, scriptPubKeyHex: this.scriptOf(u.address) }));

    const operationId = `rgb-top-up:${hex.encode(randomBytes(8))}`;
    const release = await holdCarriers(this.store, [plan.oldOutpoint], operationId, this.now());
    let ended: CarrierTopUpEnded;
    try {
      await wallet.lockUtxos(cmd.l1Inputs, { operationId });
      try {
        const begun = await engine.topUpBegin({
          carrier,
          plainInputs,
          newCarrier: { scriptPubKeyHex: plan.newRgbOutput.scriptHex, valueSats: plan.newRgbOutput.valueSats },
          change: plan.change && { scriptPubKeyHex: plan.change.scriptHex, valueSats: plan.change.valueSats },
        });
        if (!builtAsPlanned(plan, begun)) {
          const built = `commitment ${begun.commitmentVout}, carrier ${begun.newCarrierVout}, change ${begun.changeVout}`;
          throw new RgbOperationFailedError('top_up', `rgb-lib laid out the outputs (${built}) other than planned`);
        }
        const witnesses = await wallet.signInputs({ unsignedTxHex: begun.unsignedTxHex, prevouts: [carrier, ...plainInputs], operationId });
        ended = await engine.topUpEnd(begun.psbt, witnesses);
      } catch (error) {
        // Spent inputs are released too: the wallet's sync sees them spent either way.
        await wallet.unlockUtxos({ operationId });
        throw error;
      }
    } finally {
      await release();
    }
    const createdAtUnixSecs = this.now();
    const moved = [];
    for (const c of ended.consignments) {
      const contractId = toContractId(c.assetId);
      const key = hex.encode(sha256(c.bytes));
      await this.consignments.saveConsignment({ key, contractId, data: c.bytes, createdAtUnixSecs });
      const allocation = plan.movedAllocations.filter((a) => a.contractId === contractId).reduce((sum, a) => sum + a.amount, 0n);
      moved.push({ contractId, amount: allocation, consignmentKey: key });
    }
    const result = topUpResult(plan, { txid: ended.txid, batchTransferIdx: ended.batchTransferIdx, moved });
    if (result.batchTransferIdx !== null) {
      // The single call site of the top-up's on-chain payment record (purpose `utxo_top_up`).
      await this.recorder.recordTopUp({
        txid: result.txid,
        batchTransferIdx: result.batchTransferIdx,
        oldOutpoint: plan.oldOutpoint,
        newOutpoint: `${result.txid}:${plan.newRgbOutput.vout}`,
        moved,
        createdAtUnixSecs,
      });
    }
    return result;
  }

  /** The old carrier's output: rgb-lib knows its derivation index on the coloured keychain. */
  private async carrierInput(engine: RgbEngine, plan: TopUpPlan): Promise<CarrierTxInput> {
    const unspent = (await engine.listUnspents()).find((u) => u.outpoint === plan.oldOutpoint);
    if (typeof unspent?.derivationIndex !== 'number') throw new RgbOperationFailedError('top_up', `rgb-lib does not know the derivation of ${plan.oldOutpoint}; POST /rgb/sync first`);
    return { outpoint: plan.oldOutpoint, valueSats: unspent.valueSats, scriptPubKeyHex: this.keyring.addressAt(unspent.derivationIndex).scriptPubKeyHex };
  }

  private scriptOf(address: string): string {
    const script = this.keyring.scriptOf(address);
    if (script === null) throw new RgbOperationFailedError('top_up', `the plain wallet's address ${address} does not parse`);
    return script;
  }
}
