import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { AssetChannelWallet, BegunFunding, FundingSeen, ShadowColouring, SignedClosing } from '@rln/rgb-channel';
import type { RgbLibEngine } from './rgb-lib.engine';
import { RgbLibShadowColouring } from './rgb-lib-shadow-colouring';

export interface RgbLibAssetChannelWalletOptions {
  /** sat/vB of the funding send; rgb-lib takes whole numbers. */
  readonly feeRateSatPerVb: number;
  /** How long a held funding send may wait for broadcast; past it the node's transfer scheduler fails it and frees its inputs. */
  readonly fundingExpirySecs: number;
  readonly nowSecs?: () => number;
}

/**
 * How long the receive behind a closing script stays open: a cooperative close may come years
 * after the opening named the script, and rgb-lib fails a receive past its expiry.
 */
const CLOSING_RECEIVE_SECS = 10 * 365 * 24 * 3600;

/** rgb-lib's handle on a held send: the PSBT to end it, the batch transfer to fail it. */
interface Handle {
  readonly psbt: string;
  readonly batchTransferIdx: number;
}

/**
 * The asset channel's wallet (rgb-channel's AssetChannelWallet port) over this node's rgb-lib:
 * the funding is an ordinary out-of-band witness send to the shadow 2-of-2, held between
 * `sendBegin` and `sendEnd` (protocol §5a says why), so rgb-lib's own books and this node's
 * send journal cover it like any other send.
 */
export class RgbLibAssetChannelWallet implements AssetChannelWallet {
  /** The receives behind closing scripts handed out by this process, to cancel those of openings given up. */
  private readonly closingReceives = new Map<string, number>();

  constructor(
    private readonly engine: RgbLibEngine,
    private readonly options: RgbLibAssetChannelWalletOptions,
  ) {}

  async beginFunding(request: { contractId: string; assetAmount: bigint; outputScript: Uint8Array; fundingSats: bigint; blinding: bigint }): Promise<BegunFunding> {
    const script = hex.encode(request.outputScript);
    const recipientId = await this.engine.recipientIdForScript(script);
    const now = this.options.nowSecs?.() ?? Math.floor(Date.now() / 1000);
    const begun = await this.engine.sendBegin({
      assetId: request.contractId,
      recipientId,
      amount: request.assetAmount,
      witnessAmountSats: request.fundingSats,
      witnessBlinding: request.blinding,
      transportEndpoints: [],
      feeRateSatPerVb: this.options.feeRateSatPerVb,
      minConfirmations: 1,
      donation: true,
      expiryUnixSecs: now + this.options.fundingExpirySecs,
    });
    const handle: Handle = { psbt: begun.psbt, batchTransferIdx: begun.batchTransferIdx };
    try {
      const tx = Transaction.fromPSBT(base64.decode(begun.psbt), { allowUnknownOutputs: true });
      const vout = Array.from({ length: tx.outputsLength }, (_, i) => i).find((i) => hex.encode(tx.getOutput(i).script ?? new Uint8Array()) === script);
      if (vout === undefined) throw new Error(`rgb-lib's funding send ${begun.txid} has no output to the shadow script`);
      if (tx.getOutput(vout).amount !== request.fundingSats) throw new Error(`rgb-lib's funding send pays ${tx.getOutput(vout).amount} sat to the shadow output, not ${request.fundingSats}`);
      await this.engine.consumeBegunSend(begun.psbt);
      return { txid: begun.txid, vout, handle: JSON.stringify(handle) };
    } catch (err) {
      await this.engine.failTransfer(begun.batchTransferIdx).catch(() => undefined);
      throw err;
    }
  }

  fundingConsignment(funding: BegunFunding, contractId: string): Promise<Uint8Array> {
    return this.engine.sendConsignment(handleOf(funding).psbt, contractId, funding.vout);
  }

  /**
   * Ends the held send, once: rgb-lib's `sendEnd` does not look at the transfer's state, so a
   * send already ended is left alone and a failed one (expired, released) is never broadcast
   * after its inputs were freed (review R3).
   */
  async endFunding(funding: BegunFunding): Promise<void> {
    const { psbt, batchTransferIdx } = handleOf(funding);
    const transfer = (await this.engine.listTransfers(null)).find((t) => t.batchTransferIdx === batchTransferIdx);
    if (!transfer || transfer.status === 'Failed') throw new Error(`the funding send ${funding.txid} was released; it cannot be broadcast`);
    if (transfer.status === 'WaitingConfirmations' || transfer.status === 'Settled') return;
    await this.engine.sendEnd(psbt);
    // rgb-lib marks the spent inputs only when its wallet syncs: without it the asset would
    // still count as ours on chain beside the same units in the channel.
    await this.engine.sync();
  }

  async abandonFunding(funding: BegunFunding): Promise<void> {
    await this.engine.failTransfer(handleOf(funding).batchTransferIdx);
  }

  async acceptFunding(request: {
    consignment: Uint8Array;
    txid: string;
    vout: number;
    blinding: bigint;
    expected: { contractId: string; outputScript: Uint8Array; sats: bigint };
  }): Promise<FundingSeen> {
    const accepted = await this.engine.acceptShadowFunding(request);
    const witness = Transaction.fromRaw(hex.decode(accepted.witnessTxHex), { allowUnknownOutputs: true });
    if (request.vout >= witness.outputsLength) throw new Error(`the funding transaction has no output ${request.vout}`);
    const output = witness.getOutput(request.vout);
    return {
      txid: request.txid,
      vout: request.vout,
      outputScript: output.script ?? new Uint8Array(),
      sats: output.amount ?? 0n,
      contractId: accepted.contractId,
      assets: accepted.amount,
      allInputsSegwit: accepted.allInputsSegwit,
    };
  }

  colouring(contractId: string): ShadowColouring {
    return new RgbLibShadowColouring(this.engine, contractId);
  }

  /**
   * An out-of-band witness receive of any asset (the acceptor may not know the contract yet when
   * it names its script): a new taproot address of rgb-lib's coloured keychain, so the closing's
   * output is one rgb-lib syncs, spends and counts like any other it received.
   */
  async closingScript(): Promise<Uint8Array> {
    const now = this.options.nowSecs?.() ?? Math.floor(Date.now() / 1000);
    const receive = await this.engine.receive({ kind: 'witness', assetId: null, amount: 0n, expiryUnixSecs: now + CLOSING_RECEIVE_SECS, transportEndpoints: [], minConfirmations: 1 });
    if (!receive.scriptPubkeyHex) throw new Error(`rgb-lib's witness receive ${receive.recipientId} names no output script`);
    this.closingReceives.set(receive.scriptPubkeyHex, receive.batchTransferIdx);
    return hex.decode(receive.scriptPubkeyHex);
  }

  async releaseClosingScript(script: Uint8Array): Promise<void> {
    const key = hex.encode(script);
    const idx = this.closingReceives.get(key);
    if (idx === undefined) return;
    this.closingReceives.delete(key);
    await this.engine.failTransfer(idx);
  }

  async receiveClosing(closing: SignedClosing, contractId: string, vout: number): Promise<void> {
    if ((await this.closingReceipt(contractId, closing.txid)) !== 'none') return;
    if (!closing.assetMap.get(vout)) throw new Error(`the closing ${closing.txid} pays no asset at vout ${vout}`);
    const consignment = await this.engine.closingConsignment({
      txHex: hex.encode(closing.uncoloured.unsignedTx),
      contractId,
      allocations: [...closing.assetMap].map(([v, amount]) => ({ vout: v, amount })),
      blinding: closing.blinding.blinding,
      nonce: closing.blinding.nonce,
      signedTxHex: closing.signed.hex,
      vout,
    });
    // Validated first, then matched by rgb-lib to the receive whose script the output pays.
    await this.engine.acceptConsignment(consignment, { closing: true });
  }

  async closingReceipt(_contractId: string, txid: string): Promise<'none' | 'receiving' | 'settled'> {
    const received = (await this.engine.listTransfers(null)).find((t) => t.kind === 'ReceiveWitness' && t.txid === txid);
    if (!received) return 'none';
    if (received.status === 'Failed') throw new Error(`rgb-lib failed its receive of the closing ${txid}`);
    return received.status === 'Settled' ? 'settled' : 'receiving';
  }
}

function handleOf(funding: BegunFunding): Handle {
  return JSON.parse(funding.handle) as Handle;
}
