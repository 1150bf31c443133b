import { ConflictError, InvalidRequestError } from '@rln/core';
import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { freeCarriers } from '../carriers/free-carriers';
import { toContractId } from '../domain/contract-id';
import { RgbUtxoNotFoundError } from '../errors/rgb-wallet.errors';
import type { RgbChainView, TxConfirmation } from '../ports/chain-status.port';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbWalletStore, RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import type { RgbEngineAccess } from '../ports/rgb-engine-access.port';

export const DEFAULT_RGB_RESERVATION_TTL_SECS = 300;
export const MAX_RGB_RESERVATION_TTL_SECS = 30 * 24 * 3600;

export type AllocationLayer = 'base' | 'active' | 'pending';
export type SpendRole = 'rgb-state' | 'fee-support';

export interface CarrierUtxo {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly confirmation: TxConfirmation;
  readonly lock: { readonly locked: false; readonly kind: 'none' } | { readonly locked: true; readonly kind: RgbUtxoLock['kind']; readonly operationId: string; readonly expiresAtUnixSecs: number | null };
  readonly allocations: readonly { readonly contractId: string; readonly amount: bigint; readonly layer: AllocationLayer }[];
  readonly hasMixedAssetAllocations: boolean;
  readonly spendRoles: readonly SpendRole[];
}

export interface CarrierSummary {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly confirmedHeight: number;
  readonly reserved: boolean;
  readonly reservedUntilUnixSecs: number | null;
  readonly assets: readonly { readonly contractId: string; readonly amount: bigint }[];
}

/**
 * The RGB wallet's carrier UTXOs (rgb-lib's colourable outputs) with their allocations,
 * confirmation (as of the last `refresh=true`) and locks; manual reservations.
 */
export class RgbUtxoService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly store: RgbWalletStore,
    private readonly chain: RgbChainView,
    private readonly now: () => number,
  ) {}

  /** `refresh`: sync rgb-lib and re-read every carrier's confirmation from the indexer first. */
  async list(refresh: boolean): Promise<CarrierUtxo[]> {
    const { engine } = this.runtime.ready();
    if (refresh) await engine.sync();
    const unspents = await this.carriers();
    if (refresh) await this.store.saveConfirmations(await this.readConfirmations(unspents));
    const [confirmations, locks] = await Promise.all([this.store.confirmations(), this.store.listLocks(this.now())]);
    const lockOf = new Map(locks.map((l) => [l.outpoint, l]));
    return unspents.map((u) => {
      const confirmation = confirmations.get(u.outpoint) ?? { status: 'mempool' as const };
      const lock = lockOf.get(u.outpoint);
      const allocations = u.allocations.map((a) => ({
        contractId: toContractId(a.assetId),
        amount: a.amount,
        layer: (!a.settled ? 'pending' : confirmation.status === 'confirmed' ? 'base' : 'active') as AllocationLayer,
      }));
      const contracts = new Set(allocations.map((a) => a.contractId));
      return {
        outpoint: u.outpoint,
        valueSats: u.valueSats,
        confirmation,
        lock: lock
          ? { locked: true as const, kind: lock.kind, operationId: lock.operationId, expiresAtUnixSecs: lock.expiresAtUnixSecs }
          : { locked: false as const, kind: 'none' as const },
        allocations,
        hasMixedAssetAllocations: contracts.size > 1,
        spendRoles: allocations.length > 0 ? ['rgb-state'] : ['rgb-state', 'fee-support'],
      };
    });
  }

  /** `refresh`: a local reconcile first (expired reservations dropped, stale confirmations pruned). */
  async summary(refresh: boolean): Promise<CarrierSummary[]> {
    this.runtime.ready();
    const unspents = await this.carriers();
    if (refresh) {
      const live = new Set(unspents.map((u) => u.outpoint));
      const kept = new Map([...(await this.store.confirmations())].filter(([outpoint]) => live.has(outpoint)));
      await this.store.saveConfirmations(kept);
    }
    const [confirmations, locks] = await Promise.all([this.store.confirmations(), this.store.listLocks(this.now())]);
    const lockOf = new Map(locks.map((l) => [l.outpoint, l]));
    return unspents.map((u) => {
      const confirmation = confirmations.get(u.outpoint);
      const lock = lockOf.get(u.outpoint);
      const assets = new Map<string, bigint>();
      for (const a of u.allocations) {
        const id = toContractId(a.assetId);
        assets.set(id, (assets.get(id) ?? 0n) + a.amount);
      }
      return {
        outpoint: u.outpoint,
        valueSats: u.valueSats,
        confirmedHeight: confirmation?.status === 'confirmed' ? confirmation.height : 0,
        reserved: lock !== undefined,
        reservedUntilUnixSecs: lock?.expiresAtUnixSecs ?? null,
        assets: [...assets].map(([contractId, amount]) => ({ contractId, amount })),
      };
    });
  }

  /** supplement.md "RGB UTXO reservations": the given outpoint, or a free carrier the node picks. */
  async reserve(input: { outpoint?: string; ttlSecs?: number }): Promise<{ reservationId: string; outpoint: string; reservedUntilUnixSecs: number }> {
    this.runtime.ready();
    const ttl = input.ttlSecs ?? DEFAULT_RGB_RESERVATION_TTL_SECS;
    if (!Number.isInteger(ttl) || ttl < 1 || ttl > MAX_RGB_RESERVATION_TTL_SECS) {
      throw new InvalidRequestError(`ttl_secs must be an integer from 1 to ${MAX_RGB_RESERVATION_TTL_SECS}`, undefined, { field: 'ttl_secs' });
    }
    const now = this.now();
    const unspents = await this.carriers();
    let outpoint: string;
    if (input.outpoint !== undefined) {
      if (!unspents.some((u) => u.outpoint === input.outpoint)) throw new RgbUtxoNotFoundError(input.outpoint);
      outpoint = input.outpoint;
    } else {
      const free = freeCarriers(unspents, await this.store.listLocks(now));
      if (free.length === 0) throw new ConflictError('No free RGB UTXO to reserve', 'Fund the RGB wallet with POST /rgb/utxos/fund, then POST /rgb/sync');
      outpoint = free[0].outpoint;
    }
    const reservationId = `rsv_${hex.encode(randomBytes(16))}`;
    const expiresAtUnixSecs = now + ttl;
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
    return freeCarriers(await engine.listUnspents(), await this.store.listLocks(this.now()));
  }

  private async carriers(): Promise<RgbUnspent[]> {
    const { engine } = this.runtime.ready();
    return (await engine.listUnspents()).filter((u) => u.colorable);
  }

  private async readConfirmations(unspents: readonly RgbUnspent[]): Promise<Map<string, TxConfirmation>> {
    const byTxid = new Map<string, TxConfirmation | null>();
    const out = new Map<string, TxConfirmation>();
    for (const u of unspents) {
      const txid = u.outpoint.split(':')[0];
      if (!byTxid.has(txid)) byTxid.set(txid, await this.chain.txConfirmation(txid));
      out.set(u.outpoint, byTxid.get(txid) ?? { status: 'mempool' });
    }
    return out;
  }
}
