import { secp256k1 } from '@noble/curves/secp256k1';
import { InMemoryKvStore } from '@rln/core/testing';
import {
  ANCHOR_SATS,
  anchorScript,
  anchorWitness,
  DUST_SATS,
  feeOf,
  feeratePerKw,
  findAnchor,
  p2wshOutputScript,
  replacementFloor,
  toRemoteScript,
  unsignedTxid,
  type AnchorFeeWallet,
  type AnchorParent,
  type AssetChannelOnChain,
  type FeeCoin,
  type StoredAssetChannel,
} from '@rln/rgb-channel';
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer';
import { anchoredCommitment } from '@rln/rgb-channel/testing';
import pino from 'pino';
import { AssetChannelAnchorBumps } from './asset-channel-anchor-bumps';
import type { ClosingChain } from './asset-channel-closes';

const secret = (n: number) => new Uint8Array(32).fill(n);
const pub = (n: number) => secp256k1.getPublicKey(secret(n), true);
const p2wpkhScript = (n: number) => OutScript.encode(p2wpkh(pub(n)));
const FUNDING_SATS = 40_000n;
const stored = { peerNodeId: '02'.repeat(33), record: { channelId: 'ab'.repeat(32) } } as unknown as StoredAssetChannel;

/** A commitment-shaped transaction spending the shadow output: a balance and both anchors (ours is pub(1)'s). */
function commitment(balanceSats: bigint, salt = 0): Transaction {
  return anchoredCommitment({ ourFunding: pub(1), peerFunding: pub(2), balanceKey: pub(3) }, balanceSats, salt);
}
/** 1,000 sat/kw at this weight: what an opening budget pre-signs. */
const PARENT_WEIGHT = 1_124n;
const parentTx = commitment(FUNDING_SATS - 2n * ANCHOR_SATS - 1_124n);

function setup(options: { coins?: FeeCoin[]; maxFeeSats?: bigint } = {}) {
  const mempool = new Map<string, 'mempool' | 'confirmed'>();
  const broadcasts: Transaction[] = [];
  const chain: ClosingChain = {
    txConfirmation: async (txid) => {
      const status = mempool.get(txid);
      return status === undefined ? null : status === 'confirmed' ? { status: 'confirmed', height: 100, blockHash: '00'.repeat(32) } : { status: 'mempool' };
    },
    txHex: async () => null,
    spender: async () => null,
    broadcast: async (hex) => {
      const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'));
      broadcasts.push(tx);
      mempool.set(tx.id, 'mempool');
      return tx.id;
    },
  };
  const onChain = {
    anchorParent: (_s: StoredAssetChannel, tx: Transaction, inputSats = FUNDING_SATS): AnchorParent | null => {
      const anchor = findAnchor(tx, pub(1));
      return anchor ? { txid: unsignedTxid(tx), anchor, weight: PARENT_WEIGHT, feeSats: feeOf(tx, inputSats) } : null;
    },
    anchorWitness: (_s: StoredAssetChannel, child: Transaction, parent: AnchorParent) => anchorWitness(child, parent.anchor, secret(1)),
  } as unknown as AssetChannelOnChain;
  const coins = [...(options.coins ?? [{ outpoint: `${'33'.repeat(32)}:1`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) }])];
  const calls = { reserved: [] as bigint[], released: 0, failSign: false, changeScripts: 0, spentElsewhere: new Set<string>() };
  const wallet: AnchorFeeWallet = {
    reserveCoin: async (_op, minSats) => {
      calls.reserved.push(minSats);
      const index = coins.findIndex((c) => c.valueSats >= minSats);
      return index < 0 ? null : (coins.splice(index, 1)[0] ?? null);
    },
    signCoin: async (_op, unsignedTxHex, prevouts, inputIndex) => {
      if (calls.failSign) throw new Error('killed before the record');
      const tx = Transaction.fromRaw(Buffer.from(unsignedTxHex, 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
      prevouts.forEach((p, i) => tx.updateInput(i, { witnessUtxo: { script: Buffer.from(p.scriptPubKeyHex, 'hex'), amount: p.valueSats } }, true));
      tx.signIdx(secret(5), inputIndex);
      tx.finalizeIdx(inputIndex);
      return tx.getInput(inputIndex).finalScriptWitness ?? [];
    },
    holdCoin: async (_op, outpoint) => !calls.spentElsewhere.has(outpoint),
    changeScript: async () => {
      calls.changeScripts++;
      return p2wpkhScript(6);
    },
    release: async () => {
      calls.released++;
    },
  };
  let target = 5_000n;
  const bumps = new AssetChannelAnchorBumps({ kv: new InMemoryKvStore(), chain: () => chain, onChain, wallet, targetFeeratePerKw: () => target, maxChildFeeSats: options.maxFeeSats ?? 200_000n, logger: pino({ level: 'silent' }) });
  return {
    bumps,
    mempool,
    broadcasts,
    calls,
    setTarget: (rate: bigint) => {
      target = rate;
    },
  };
}

const feeOfChild = (child: Transaction) => ANCHOR_SATS + 50_000n - (child.getOutput(0).amount ?? 0n);

describe('CPFP of asset-channel commitments (AssetChannelAnchorBumps)', () => {
  it('lifts a commitment below the target with one child spending our anchor and one coin, to at least the target', async () => {
    const t = setup();
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(1);
    const child = t.broadcasts[0]!;
    expect(Buffer.from(child.getInput(0).txid!).toString('hex')).toBe(unsignedTxid(parentTx));
    expect(child.getInput(0).index).toBe(0);
    const fee = feeOfChild(child);
    expect(feeratePerKw(1_124n + fee, PARENT_WEIGHT + BigInt(child.weight))).toBeGreaterThanOrEqual(5_000n);
    expect(t.calls.reserved).toEqual([fee + DUST_SATS - ANCHOR_SATS]);
  });

  it('leaves a commitment at or above the target alone, and pays nothing', async () => {
    const t = setup();
    t.setTarget(1_000n);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(0);
    expect(t.calls.reserved).toHaveLength(0);
  });

  it('does nothing while its child waits in the mempool, and broadcasts the same child again when it vanished (no second coin)', async () => {
    const t = setup();
    await t.bumps.whileUnconfirmed(stored, parentTx);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(1);
    t.mempool.clear(); // evicted, or the broadcast was lost to a kill right after the record
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(2);
    expect(t.broadcasts[1]!.id).toBe(t.broadcasts[0]!.id);
    expect(t.calls.reserved).toHaveLength(1);
  });

  it('replaces its child when the target rises, with a coin of its own (the first is spent in the wallet\'s eyes), paying at least BIP 125\'s floor', async () => {
    const t = setup({ coins: [1, 2].map((n) => ({ outpoint: `${'33'.repeat(32)}:${n}`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) })) });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    const first = t.broadcasts[0]!;
    t.setTarget(20_000n);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(2);
    const second = t.broadcasts[1]!;
    expect(second.id).not.toBe(first.id);
    // The same anchor (so it replaces the first), another coin.
    expect(Buffer.from(second.getInput(0).txid!).toString('hex')).toBe(unsignedTxid(parentTx));
    expect(second.getInput(1).index).not.toBe(first.getInput(1).index);
    expect(feeOfChild(second)).toBeGreaterThanOrEqual(replacementFloor(feeOfChild(first), BigInt(first.weight)));
    expect(feeratePerKw(1_124n + feeOfChild(second), PARENT_WEIGHT + BigInt(second.weight))).toBeGreaterThanOrEqual(20_000n);
    expect(t.calls.reserved).toHaveLength(2);
    expect(t.calls.changeScripts).toBe(1); // the replacement keeps the first child's change script
  });

  it('keeps its child when no coin can pay the higher rate', async () => {
    const t = setup({ coins: [{ outpoint: `${'33'.repeat(32)}:1`, valueSats: 12_000n, scriptPubKey: p2wpkhScript(5) }] });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    t.setTarget(20_000n);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(1);
  });

  it('sends a vanished child again only while its coin is still ours; a coin another spend took means a new child (review M1)', async () => {
    const t = setup({ coins: [1, 2].map((n) => ({ outpoint: `${'33'.repeat(32)}:${n}`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) })) });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    const first = t.broadcasts[0]!;
    t.mempool.clear();
    t.calls.spentElsewhere.add(`${'33'.repeat(32)}:${first.getInput(1).index}`);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(2);
    expect(t.broadcasts[1]!.id).not.toBe(first.id);
    expect(t.broadcasts[1]!.getInput(1).index).not.toBe(first.getInput(1).index);
  });

  it('never pays more than the cap for one child: less than the target needs is still paid, below the relay floor nothing is (review M4)', async () => {
    const capped = setup({ maxFeeSats: 2_000n });
    await capped.bumps.whileUnconfirmed(stored, parentTx);
    expect(capped.broadcasts).toHaveLength(1);
    expect(feeOfChild(capped.broadcasts[0]!)).toBe(2_000n);
    const tiny = setup({ maxFeeSats: 100n });
    await tiny.bumps.whileUnconfirmed(stored, parentTx);
    expect(tiny.broadcasts).toHaveLength(0);
    expect(tiny.calls.reserved).toHaveLength(0);
  });

  it('asks the wallet for a change address only once it has a coin to spend (review L1)', async () => {
    const t = setup({ coins: [] });
    for (let i = 0; i < 3; i++) await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.calls.changeScripts).toBe(0);
  });

  it('starts over (the old coin released) when another commitment took the shadow output\'s place', async () => {
    const t = setup({ coins: [1, 2].map((n) => ({ outpoint: `${'33'.repeat(32)}:${n}`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) })) });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    const other = commitment(FUNDING_SATS - 2n * ANCHOR_SATS - 1_124n, 1);
    await t.bumps.whileUnconfirmed(stored, other);
    expect(t.broadcasts).toHaveLength(2);
    expect(Buffer.from(t.broadcasts[1]!.getInput(0).txid!).toString('hex')).toBe(unsignedTxid(other));
    expect(t.calls.released).toBeGreaterThanOrEqual(1);
  });

  it('a failure between taking the coin and writing the child (a kill) releases that coin before taking one again', async () => {
    const t = setup({ coins: [1, 2].map((n) => ({ outpoint: `${'33'.repeat(32)}:${n}`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) })) });
    t.calls.failSign = true;
    await expect(t.bumps.whileUnconfirmed(stored, parentTx)).rejects.toThrow('killed');
    const releasedBefore = t.calls.released;
    t.calls.failSign = false;
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.calls.released).toBe(releasedBefore + 1);
    expect(t.broadcasts).toHaveLength(1);
  });

  it('without a coin big enough nothing is written or broadcast, and the next try may still pay', async () => {
    const t = setup({ coins: [] });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(0);
  });

  it('after the parent confirmed with no child written (a kill after taking the coin), the coin goes back (review M2)', async () => {
    const t = setup();
    t.calls.failSign = true;
    await expect(t.bumps.whileUnconfirmed(stored, parentTx)).rejects.toThrow('killed');
    const released = t.calls.released;
    await t.bumps.afterConfirmed(stored);
    expect(t.calls.released).toBe(released + 1);
  });

  it('after the commitment confirmed: a child still waiting keeps its coin; one that never made it, or confirmed, ends with the operation\'s locks released once', async () => {
    const t = setup();
    await t.bumps.whileUnconfirmed(stored, parentTx);
    const child = t.broadcasts[0]!.id;
    const released = t.calls.released;
    await t.bumps.afterConfirmed(stored); // still in the mempool
    expect(t.calls.released).toBe(released);
    t.mempool.delete(child);
    await t.bumps.afterConfirmed(stored);
    expect(t.calls.released).toBe(released + 1);
    await t.bumps.afterConfirmed(stored); // done: looked at once
    expect(t.calls.released).toBe(released + 1);

    // Confirmed with its parent: its coin is spent; the operation's locks go (a replacement's
    // coin taken before a kill would otherwise stay held), once.
    const u = setup();
    await u.bumps.whileUnconfirmed(stored, parentTx);
    const before = u.calls.released;
    u.mempool.set(u.broadcasts[0]!.id, 'confirmed');
    await u.bumps.afterConfirmed(stored);
    await u.bumps.afterConfirmed(stored);
    expect(u.calls.released).toBe(before + 1);
  });

  it('bumps our second stages apart from the commitment: its own record and coin, its fee read from the HTLC output it spends', async () => {
    const t = setup({ coins: [1, 2].map((n) => ({ outpoint: `${'33'.repeat(32)}:${n}`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) })) });
    await t.bumps.whileUnconfirmed(stored, parentTx);
    // A second stage spending a 3,000-sat HTLC output: 330 to our anchor, 1,546 kept, 1,124 fee (1,000 sat/kw).
    const stage = new Transaction({ version: 2, allowUnknownOutputs: true });
    stage.addInput({ txid: unsignedTxid(parentTx), index: 3 });
    stage.addOutput({ script: p2wshOutputScript(toRemoteScript(pub(3))), amount: 1_546n });
    stage.addOutput({ script: p2wshOutputScript(anchorScript(pub(1))), amount: ANCHOR_SATS });
    const what = { kind: 'second-stage' as const, vout: 3, inputSats: 3_000n };
    await t.bumps.whileUnconfirmed(stored, stage, what);
    expect(t.broadcasts).toHaveLength(2);
    expect(t.calls.reserved).toHaveLength(2);
    const child = t.broadcasts[1]!;
    expect(Buffer.from(child.getInput(0).txid!).toString('hex')).toBe(unsignedTxid(stage));
    expect(child.getInput(0).index).toBe(1);
    expect(feeratePerKw(1_124n + feeOfChild(child), PARENT_WEIGHT + BigInt(child.weight))).toBeGreaterThanOrEqual(5_000n);
    // The stage confirmed without its child: only its coin goes back; the commitment's child is untouched.
    t.mempool.delete(child.id);
    const released = t.calls.released;
    await t.bumps.afterConfirmed(stored, what);
    expect(t.calls.released).toBe(released + 1);
    await t.bumps.whileUnconfirmed(stored, parentTx);
    expect(t.broadcasts).toHaveLength(2);
  });

  it('a spend of the shadow output without our anchor (a closing) is never bumped', async () => {
    const t = setup();
    const closing = new Transaction({ version: 2 });
    closing.addInput({ txid: '22'.repeat(32), index: 0 });
    closing.addOutput({ script: p2wpkhScript(3), amount: 39_000n });
    await t.bumps.whileUnconfirmed(stored, closing);
    expect(t.broadcasts).toHaveLength(0);
  });
});
