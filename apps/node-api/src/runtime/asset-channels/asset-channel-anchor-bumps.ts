import { crashPoint, KvJsonRecords, type KvStore } from '@rln/core';
import {
  ANCHOR_SATS,
  anchorChildWeight,
  childFee,
  DUST_SATS,
  feeratePerKw,
  replacementFloor,
  unsignedChild,
  type AnchorFeeWallet,
  type AnchorParent,
  type AssetChannelOnChain,
  type FeeCoin,
  type StoredAssetChannel,
} from '@rln/rgb-channel';
import type { Transaction } from '@scure/btc-signer';
import type { Logger } from 'pino';
import type { ClosingChain } from './asset-channel-closes';

export const ASSET_ANCHOR_BUMPS_NAMESPACE = 'rgb_anchor_bumps';
/** The plain wallet's own ceiling (10,000 sat/vB): an estimate above it is a unit mistake, not a fee market. */
const MAX_TARGET_PER_KW = 2_500_000n;
/** The relay floor, rounded up as LDK does. */
const MIN_TARGET_PER_KW = 253n;
/** The weight of a P2WPKH change output's script: every change script of the BIP 84 wallet. */
const P2WPKH_PLACEHOLDER = new Uint8Array(22);

/** Our CPFP child of one channel's commitment (or of one of our second stages), written before it is broadcast (its txid and bytes are fixed). */
interface AnchorBumpRecord {
  readonly parentTxid: string;
  readonly coin: { readonly outpoint: string; readonly valueSats: string; readonly script: string };
  readonly changeScript: string;
  readonly txid: string;
  readonly hex: string;
  readonly feeSats: string;
  readonly weight: string;
  readonly targetPerKw: string;
  /** The commitment confirmed: nothing more to pay (the coin is spent by the child, or free again). */
  readonly doneAtMs?: number;
}

/**
 * What a child bumps: the channel's commitment (one at a time: both sides' conflict), or our second
 * stage of the HTLC output `vout` of the commitment on chain, which spends `inputSats`.
 */
export type BumpedParent = { readonly kind: 'commitment' } | { readonly kind: 'second-stage'; readonly vout: number; readonly inputSats: bigint };
export const COMMITMENT: BumpedParent = { kind: 'commitment' };

export interface AssetChannelAnchorBumpsDeps {
  readonly kv: KvStore;
  readonly chain: () => ClosingChain;
  readonly onChain: AssetChannelOnChain;
  readonly wallet: AnchorFeeWallet;
  /** The rate a close on chain must confirm at now (sat/kw): the chain's urgent estimate, or the operator's floor. */
  readonly targetFeeratePerKw: () => bigint;
  /** The most one child pays (`RLN_RGB_CPFP_MAX_FEE_SATS`): what a peer's commitment can make us spend. */
  readonly maxChildFeeSats: bigint;
  readonly logger: Logger;
}

/**
 * CPFP of asset-channel commitments waiting in the mempool (docs/design/rgb-lightning.md §10,
 * "CPFP"): ours, whose pre-signed rate was fixed at opening, and the peer's, which a hostile peer
 * may leave at a low rate while its HTLCs run out. A child spending our anchor and one wallet coin
 * lifts the package to the target rate; a higher target later replaces the child (BIP 125, with a
 * coin of its own). Each child is written before its broadcast, so a kill at any point sends
 * that child again (while its coin is still ours) and never builds a second one beside it.
 */
export class AssetChannelAnchorBumps {
  private readonly records: KvJsonRecords<AnchorBumpRecord>;

  constructor(private readonly deps: AssetChannelAnchorBumpsDeps) {
    this.records = new KvJsonRecords(deps.kv, ASSET_ANCHOR_BUMPS_NAMESPACE);
  }

  /** While `tx` (a spend of the shadow output, or our second stage) waits in the mempool: lifts it to the target rate through our anchor. */
  async whileUnconfirmed(stored: StoredAssetChannel, tx: Transaction, what: BumpedParent = COMMITMENT): Promise<void> {
    const parent = this.deps.onChain.anchorParent(stored, tx, what.kind === 'second-stage' ? what.inputSats : undefined);
    if (!parent) return;
    const k = key(stored, what);
    const operationId = operationOf(stored, what);
    let record = await this.records.get(k);
    if (record && record.parentTxid !== parent.txid) {
      // Another commitment took the shadow output's place in the mempool: that child is void.
      this.deps.logger.info({ ...ids(stored), was: record.parentTxid, now: parent.txid }, 'asset channel CPFP: the parent changed; starting over');
      record = await this.forget(k, operationId);
    }
    const target = clampFeeratePerKw(this.deps.targetFeeratePerKw());
    if (record) {
      const packageRate = feeratePerKw(parent.feeSats + BigInt(record.feeSats), parent.weight + BigInt(record.weight));
      if (packageRate >= target) {
        if (await this.deps.chain().txConfirmation(record.txid)) return;
        // The child is gone (evicted with its parent, or never sent before a kill). Sent again only
        // while its coin is still unspent and held by us: else another spend of the wallet took
        // it, which our child must not replace (review rgb-cpfp-issue17-1 M1).
        if (await this.coinStillOurs(record, operationId)) {
          await this.broadcast(stored, record, 'again', what);
          return;
        }
        this.deps.logger.warn({ ...ids(stored), child: record.txid, coin: record.coin.outpoint }, 'asset channel CPFP: the child\'s coin is no longer ours; building another');
        record = await this.forget(k, operationId);
      }
    }
    if (!record && feeratePerKw(parent.feeSats, parent.weight) >= target) return;
    const weight = anchorChildWeight(record ? hex(record.changeScript) : P2WPKH_PLACEHOLDER, parent.anchor);
    // A replacement pays BIP 125's floor over the child it replaces; every child stops at the cap (review M4).
    const floor = record ? replacementFloor(BigInt(record.feeSats), BigInt(record.weight)) : 0n;
    const wanted = childFee(parent, weight, target, floor);
    const fee = wanted > this.deps.maxChildFeeSats ? this.deps.maxChildFeeSats : wanted;
    if (fee < wanted) {
      if (fee < floor || fee < childFee(parent, weight, 0n)) {
        this.deps.logger.error({ ...ids(stored), parent: parent.txid, wantedSats: wanted.toString(), capSats: fee.toString() }, 'asset channel CPFP: the fee the target needs is above RLN_RGB_CPFP_MAX_FEE_SATS; not bumped further');
        return;
      }
      this.deps.logger.warn({ ...ids(stored), parent: parent.txid, wantedSats: wanted.toString(), capSats: fee.toString() }, 'asset channel CPFP: paying RLN_RGB_CPFP_MAX_FEE_SATS, less than the target needs');
    }
    if (!record) {
      // Without a record nothing of ours spends a coin: one held from a kill before the record was written goes back first.
      await this.deps.wallet.release(operationId);
    }
    // A replacement takes a coin of its own too: the wallet counts the first child's coin spent
    // from the moment it is in the mempool, so it can no longer sign it (review H1). The anchor
    // input alone makes the new child replace the old one, whose coin then comes back.
    const coin = await this.deps.wallet.reserveCoin(operationId, fee + DUST_SATS - ANCHOR_SATS);
    if (!coin) {
      this.deps.logger.error({ ...ids(stored), parent: parent.txid, feeSats: fee.toString() }, 'asset channel CPFP: the BTC wallet has no confirmed coin to pay for the close; fund the wallet');
      return;
    }
    const changeScript = record ? hex(record.changeScript) : await this.deps.wallet.changeScript();
    if (anchorChildWeight(changeScript, parent.anchor) > weight) throw new Error('the wallet\'s change script is not P2WPKH');
    const next = await this.child(stored, operationId, parent, coin, changeScript, fee, weight, target);
    await this.records.put(k, next);
    await this.broadcast(stored, next, record ? 'replacing' : 'first', what);
    crashPoint('rgb-anchor:after-broadcast');
  }

  /** Once the parent (the spend of the shadow output, or our second stage) confirmed: a child that never made it lets its coin go. */
  async afterConfirmed(stored: StoredAssetChannel, what: BumpedParent = COMMITMENT): Promise<void> {
    const k = key(stored, what);
    const record = await this.records.get(k);
    if (record?.doneAtMs !== undefined) return;
    if (!record) {
      // A coin taken before a kill, with no child written, is held by nobody else (review M2).
      await this.deps.wallet.release(operationOf(stored, what));
      return;
    }
    const seen = await this.deps.chain().txConfirmation(record.txid);
    if (seen?.status === 'mempool') return; // it still confirms; the wallet's sync frees nothing until then
    // The child's own coin is spent (its lock went with it) or never was; any other the operation
    // holds is a replacement's taken before a kill that wrote no record for it.
    await this.deps.wallet.release(operationOf(stored, what));
    if (!seen) this.deps.logger.info({ ...ids(stored), child: record.txid }, 'asset channel CPFP: the parent confirmed without our child; its coin is free again');
    await this.records.put(k, { ...record, doneAtMs: Date.now() });
  }

  /** Drops a record whose child is void, and lets the coins its operation holds go. */
  private async forget(k: string, operationId: string): Promise<null> {
    await this.deps.wallet.release(operationId);
    await this.records.remove(k);
    return null;
  }

  /** The child's coin is unspent, or spent by that child only, and held by us again. */
  private async coinStillOurs(record: AnchorBumpRecord, operationId: string): Promise<boolean> {
    const [txid, vout] = record.coin.outpoint.split(':');
    const spender = await this.deps.chain().spender(txid ?? '', Number(vout));
    if (spender && spender !== record.txid) return false;
    return this.deps.wallet.holdCoin(operationId, record.coin.outpoint);
  }

  private async child(stored: StoredAssetChannel, operationId: string, parent: AnchorParent, coin: FeeCoin, changeScript: Uint8Array, fee: bigint, weight: bigint, target: bigint): Promise<AnchorBumpRecord> {
    const tx = unsignedChild(parent, coin, changeScript, fee);
    const prevouts = [
      { scriptPubKeyHex: toHex(tx.getInput(0).witnessUtxo?.script ?? new Uint8Array()), valueSats: ANCHOR_SATS },
      { scriptPubKeyHex: toHex(coin.scriptPubKey), valueSats: coin.valueSats },
    ];
    const coinWitness = await this.deps.wallet.signCoin(operationId, toHex(tx.unsignedTx), prevouts, 1);
    tx.updateInput(0, { finalScriptWitness: this.deps.onChain.anchorWitness(stored, tx, parent) }, true);
    tx.updateInput(1, { finalScriptWitness: coinWitness }, true);
    if (BigInt(tx.weight) > weight) throw new Error(`the CPFP child weighs ${tx.weight}, above its estimate ${weight}`);
    return {
      parentTxid: parent.txid,
      coin: { outpoint: coin.outpoint, valueSats: coin.valueSats.toString(), script: toHex(coin.scriptPubKey) },
      changeScript: toHex(changeScript),
      txid: tx.id,
      hex: tx.hex,
      feeSats: fee.toString(),
      weight: weight.toString(),
      targetPerKw: target.toString(),
    };
  }

  private async broadcast(stored: StoredAssetChannel, record: AnchorBumpRecord, how: 'first' | 'again' | 'replacing', what: BumpedParent): Promise<void> {
    try {
      await this.deps.chain().broadcast(record.hex);
    } catch (err) {
      this.deps.logger.warn({ err, ...ids(stored), child: record.txid, how }, 'asset channel CPFP: the child was refused; will retry');
      return;
    }
    this.deps.logger.warn(
      { ...ids(stored), parent: record.parentTxid, bumped: what.kind === 'commitment' ? 'commitment' : `second stage of HTLC output ${what.vout}`, child: record.txid, feeSats: record.feeSats, targetPerKw: record.targetPerKw, coin: record.coin.outpoint, how },
      what.kind === 'commitment' ? 'asset channel commitment bumped through our anchor (CPFP)' : 'asset channel second stage bumped through our anchor (CPFP)',
    );
  }
}

/** A rate within the relay floor and the plain wallet's ceiling. */
export function clampFeeratePerKw(rate: bigint): bigint {
  return rate < MIN_TARGET_PER_KW ? MIN_TARGET_PER_KW : rate > MAX_TARGET_PER_KW ? MAX_TARGET_PER_KW : rate;
}

function key(stored: StoredAssetChannel, what: BumpedParent): string {
  const base = `${stored.peerNodeId}:${stored.record.channelId}`;
  return what.kind === 'commitment' ? base : `${base}:htlc:${what.vout}`;
}

/** The wallet operation holding the coin of this parent's child. */
function operationOf(stored: StoredAssetChannel, what: BumpedParent): string {
  const base = `rgb-anchor:${stored.record.channelId}`;
  return what.kind === 'commitment' ? base : `${base}:htlc:${what.vout}`;
}

function ids(stored: StoredAssetChannel): { peerNodeId: string; channelId: string } {
  return { peerNodeId: stored.peerNodeId, channelId: stored.record.channelId };
}

function hex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'));
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
