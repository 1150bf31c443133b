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

/** Our CPFP child of one channel's commitment, written before it is broadcast (its txid and bytes are fixed). */
interface AnchorBumpRecord {
  readonly commitmentTxid: string;
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

export interface AssetChannelAnchorBumpsDeps {
  readonly kv: KvStore;
  readonly chain: () => ClosingChain;
  readonly onChain: AssetChannelOnChain;
  readonly wallet: AnchorFeeWallet;
  /** The rate a close on chain must confirm at now (sat/kw): the chain's urgent estimate, or the operator's floor. */
  readonly targetFeeratePerKw: () => bigint;
  readonly logger: Logger;
}

/**
 * CPFP of asset-channel commitments waiting in the mempool (docs/design/rgb-lightning.md §10,
 * "CPFP"): ours, whose pre-signed rate was fixed at opening, and the peer's, which a hostile peer
 * may leave at a low rate while its HTLCs run out. A child spending our anchor and one wallet coin
 * lifts the package to the target rate; a higher target later replaces the child (BIP 125) with
 * the same coin. Each child is written before its broadcast, so a kill at any point rebroadcasts
 * or replaces that child and never spends a second coin for one commitment.
 */
export class AssetChannelAnchorBumps {
  private readonly records: KvJsonRecords<AnchorBumpRecord>;

  constructor(private readonly deps: AssetChannelAnchorBumpsDeps) {
    this.records = new KvJsonRecords(deps.kv, ASSET_ANCHOR_BUMPS_NAMESPACE);
  }

  /** While `commitment` (a spend of the shadow output) waits in the mempool: lifts it to the target rate through our anchor. */
  async whileUnconfirmed(stored: StoredAssetChannel, commitment: Transaction): Promise<void> {
    const parent = this.deps.onChain.anchorParent(stored, commitment);
    if (!parent) return;
    const k = key(stored);
    const operationId = operationOf(stored);
    let record = await this.records.get(k);
    if (record && record.commitmentTxid !== parent.txid) {
      // Another commitment took the shadow output's place in the mempool: that child is void.
      this.deps.logger.info({ ...ids(stored), was: record.commitmentTxid, now: parent.txid }, 'asset channel CPFP: the commitment changed; starting over');
      await this.deps.wallet.release(operationId);
      await this.records.remove(k);
      record = null;
    }
    const target = clamp(this.deps.targetFeeratePerKw());
    if (record) {
      const packageRate = feeratePerKw(parent.feeSats + BigInt(record.feeSats), parent.weight + BigInt(record.weight));
      if (packageRate >= target) {
        if (!(await this.deps.chain().txConfirmation(record.txid))) await this.broadcast(stored, record, 'again');
        return;
      }
    } else if (feeratePerKw(parent.feeSats, parent.weight) >= target) {
      return;
    }
    const changeScript = record ? hex(record.changeScript) : await this.deps.wallet.changeScript();
    const weight = anchorChildWeight(changeScript, parent.anchor);
    const fee = childFee(parent, weight, target, record ? replacementFloor(BigInt(record.feeSats), BigInt(record.weight)) : 0n);
    let coin: FeeCoin | null;
    if (record) {
      coin = { outpoint: record.coin.outpoint, valueSats: BigInt(record.coin.valueSats), scriptPubKey: hex(record.coin.script) };
      if (ANCHOR_SATS + coin.valueSats - fee < DUST_SATS) {
        this.deps.logger.warn({ ...ids(stored), coin: coin.outpoint, feeSats: fee.toString() }, 'asset channel CPFP: the coin held cannot pay the higher rate; the child stays as it is');
        return;
      }
    } else {
      // Without a record nothing of ours spends a coin: one held from a kill before the record was written goes back first.
      await this.deps.wallet.release(operationId);
      coin = await this.deps.wallet.reserveCoin(operationId, fee + DUST_SATS - ANCHOR_SATS);
      if (!coin) {
        this.deps.logger.error({ ...ids(stored), commitment: parent.txid, feeSats: fee.toString() }, 'asset channel CPFP: the BTC wallet has no confirmed coin to pay for the close; fund the wallet');
        return;
      }
    }
    const next = await this.child(stored, parent, coin, changeScript, fee, weight, target);
    await this.records.put(k, next);
    await this.broadcast(stored, next, record ? 'replacing' : 'first');
    crashPoint('rgb-anchor:after-broadcast');
  }

  /** Once the spend of the shadow output confirmed: a child that never made it lets its coin go. */
  async afterConfirmed(stored: StoredAssetChannel): Promise<void> {
    const k = key(stored);
    const record = await this.records.get(k);
    if (!record || record.doneAtMs !== undefined) return;
    const seen = await this.deps.chain().txConfirmation(record.txid);
    if (seen?.status === 'mempool') return; // it still confirms; the wallet's sync frees nothing until then
    if (!seen) {
      await this.deps.wallet.release(operationOf(stored));
      this.deps.logger.info({ ...ids(stored), child: record.txid }, 'asset channel CPFP: the commitment confirmed without our child; its coin is free again');
    }
    await this.records.put(k, { ...record, doneAtMs: Date.now() });
  }

  private async child(stored: StoredAssetChannel, parent: AnchorParent, coin: FeeCoin, changeScript: Uint8Array, fee: bigint, weight: bigint, target: bigint): Promise<AnchorBumpRecord> {
    const tx = unsignedChild(parent, coin, changeScript, fee);
    const prevouts = [
      { scriptPubKeyHex: toHex(tx.getInput(0).witnessUtxo?.script ?? new Uint8Array()), valueSats: ANCHOR_SATS },
      { scriptPubKeyHex: toHex(coin.scriptPubKey), valueSats: coin.valueSats },
    ];
    const coinWitness = await this.deps.wallet.signCoin(operationOf(stored), toHex(tx.unsignedTx), prevouts, 1);
    tx.updateInput(0, { finalScriptWitness: this.deps.onChain.anchorWitness(stored, tx, parent) }, true);
    tx.updateInput(1, { finalScriptWitness: coinWitness }, true);
    if (BigInt(tx.weight) > weight) throw new Error(`the CPFP child weighs ${tx.weight}, above its estimate ${weight}`);
    return {
      commitmentTxid: parent.txid,
      coin: { outpoint: coin.outpoint, valueSats: coin.valueSats.toString(), script: toHex(coin.scriptPubKey) },
      changeScript: toHex(changeScript),
      txid: tx.id,
      hex: tx.hex,
      feeSats: fee.toString(),
      weight: weight.toString(),
      targetPerKw: target.toString(),
    };
  }

  private async broadcast(stored: StoredAssetChannel, record: AnchorBumpRecord, how: 'first' | 'again' | 'replacing'): Promise<void> {
    try {
      await this.deps.chain().broadcast(record.hex);
    } catch (err) {
      this.deps.logger.warn({ err, ...ids(stored), child: record.txid, how }, 'asset channel CPFP: the child was refused; will retry');
      return;
    }
    this.deps.logger.warn(
      { ...ids(stored), commitment: record.commitmentTxid, child: record.txid, feeSats: record.feeSats, targetPerKw: record.targetPerKw, coin: record.coin.outpoint, how },
      'asset channel commitment bumped through our anchor (CPFP)',
    );
  }
}

function clamp(rate: bigint): bigint {
  return rate < MIN_TARGET_PER_KW ? MIN_TARGET_PER_KW : rate > MAX_TARGET_PER_KW ? MAX_TARGET_PER_KW : rate;
}

function key(stored: StoredAssetChannel): string {
  return `${stored.peerNodeId}:${stored.record.channelId}`;
}

/** The wallet operation holding the coin of this channel's child. */
function operationOf(stored: StoredAssetChannel): string {
  return `rgb-anchor:${stored.record.channelId}`;
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
