import { InvalidRequestError } from '@rln/core';
import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { confirmationsByCarrier, prunedConfirmations, txidOf } from '../carriers/carrier-confirmations';
import { carrierToReserve, reservationExpiry } from '../carriers/carrier-reservation';
import { carrierSummaries, type CarrierSummary } from '../carriers/carrier-summary';
import { carrierUtxos, type CarrierUtxo } from '../carriers/carrier-utxo';
import { freeCarriers, isCarrier } from '../carriers/free-carriers';
import type { RgbChainView, TxConfirmation } from '../ports/chain-status.port';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';
import type { RgbEngineAccess } from '../ports/rgb-engine-access.port';

/**
 * The RGB wallet's carrier UTXOs (rgb-lib's colourable outputs) with their allocations,
 * confirmation (as of the last `refresh=true`) and locks; manual reservations. The rules
 * live in ../carriers; this service reads and writes.
 */
export class RgbUtxoService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly store: RgbWalletStore,
    private readonly chain: RgbChainView,
    private readonly now: () => number,
  ) {}

  /**
   * `refresh`: sync rgb-lib, let it advance its transfers (a confirmed top-up settles, and only
   * then does rgb-lib stop listing the carrier it spent), and re-read every carrier's
   * confirmation from the indexer first.
   */
  async list(refresh: boolean): Promise<CarrierUtxo[]> {
    const { engine } = this.runtime.ready();
    if (refresh) {
      await engine.sync();
      await engine.refresh();
    }
    const unspents = await this.carriers();
    if (refresh) await this.store.saveConfirmations(await this.readConfirmations(unspents));
    const now = this.now();
    const [confirmations, locks] = await Promise.all([this.store.confirmations(), this.store.listLocks(now)]);
    return carrierUtxos(unspents, confirmations, locks, now);
  }

  /** `refresh`: a local reconcile first (expired reservations dropped, stale confirmations pruned). */
  async summary(refresh: boolean): Promise<CarrierSummary[]> {
    this.runtime.ready();
    const unspents = await this.carriers();
    if (refresh) {
      await this.store.saveConfirmations(prunedConfirmations(await this.store.confirmations(), unspents.map((u) => u.outpoint)));
    }
    const now = this.now();
    const [confirmations, locks] = await Promise.all([this.store.confirmations(), this.store.listLocks(now)]);
    return carrierSummaries(unspents, confirmations, locks, now);
  }

  /** supplement.md "RGB UTXO reservations": the given outpoint, or a free carrier the node picks. */
  async reserve(input: { outpoint?: string; ttlSecs?: number }): Promise<{ reservationId: string; outpoint: string; reservedUntilUnixSecs: number }> {
    this.runtime.ready();
    const now = this.now();
    const expiresAtUnixSecs = reservationExpiry(now, input.ttlSecs);
    const unspents = await this.carriers();
    const locks = input.outpoint === undefined ? await this.store.listLocks(now) : [];
    const outpoint = carrierToReserve(unspents, locks, now, input.outpoint);
    const reservationId = `rsv_${hex.encode(randomBytes(16))}`;
    await this.store.addLock({ outpoint, reservationId, kind: 'manual_reservation', operationId: reservationId, expiresAtUnixSecs }, now);
    return { reservationId, outpoint, reservedUntilUnixSecs: expiresAtUnixSecs };
  }

  async release(selector: { reservationId?: string; outpoint?: string }): Promise<boolean> {
    if ((selector.reservationId === undefined) === (selector.outpoint === undefined)) {
      throw new InvalidRequestError('Give exactly one of reservation_id and outpoint');
    }
    return this.store.releaseLock(selector.reservationId !== undefined ? { reservationId: selector.reservationId } : { outpoint: selector.outpoint as string });
  }

  /** Carriers free for a new operation, after a sync of rgb-lib's wallet. */
  async freeCarriers(): Promise<RgbUnspent[]> {
    const { engine } = this.runtime.ready();
    await engine.sync();
    const now = this.now();
    return freeCarriers(await engine.listUnspents(), await this.store.listLocks(now), now);
  }

  private async carriers(): Promise<RgbUnspent[]> {
    const { engine } = this.runtime.ready();
    return (await engine.listUnspents()).filter(isCarrier);
  }

  private async readConfirmations(unspents: readonly RgbUnspent[]): Promise<Map<string, TxConfirmation>> {
    const byTxid = new Map<string, TxConfirmation | null>();
    for (const txid of new Set(unspents.map((u) => txidOf(u.outpoint)))) byTxid.set(txid, await this.chain.txConfirmation(txid));
    return confirmationsByCarrier(unspents.map((u) => u.outpoint), byTxid);
  }
}
