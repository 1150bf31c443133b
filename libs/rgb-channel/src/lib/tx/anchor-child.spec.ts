import { secp256k1 } from '@noble/curves/secp256k1';
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer';
import { anchorChildWeight, anchorWitness, childFee, feeOf, feeratePerKw, findAnchor, replacementFloor, unsignedChild, type AnchorParent, type FeeCoin } from './anchor-child';
import { ANCHOR_SATS, DUST_SATS } from './shadow-commitment';
import { anchorScript } from './shadow-scripts';
import { unsignedTxid } from './commitment-tx';
import { verifyWitnessInput } from './witness-signatures';
import { anchoredCommitment } from '../../testing/anchored-commitment';

const secret = (n: number) => new Uint8Array(32).fill(n);
const pub = (n: number) => secp256k1.getPublicKey(secret(n), true);
const p2wpkhScript = (n: number) => OutScript.encode(p2wpkh(pub(n)));

/** A commitment-shaped transaction: one balance output and both anchors, in BIP 69 order as built. */
function commitment(fundingSats: bigint, balanceSats: bigint): Transaction {
  expect(fundingSats - balanceSats - 2n * ANCHOR_SATS).toBeGreaterThan(0n);
  return anchoredCommitment({ ourFunding: pub(1), peerFunding: pub(2), balanceKey: pub(3) }, balanceSats);
}

const coin: FeeCoin = { outpoint: `${'33'.repeat(32)}:1`, valueSats: 50_000n, scriptPubKey: p2wpkhScript(5) };
const change = p2wpkhScript(6);

function parentOf(tx: Transaction, fundingPubkey: Uint8Array, fundingSats: bigint, weight: bigint): AnchorParent {
  const anchor = findAnchor(tx, fundingPubkey);
  if (!anchor) throw new Error('no anchor');
  return { txid: unsignedTxid(tx), anchor, weight, feeSats: feeOf(tx, fundingSats) };
}

/** The child signed as the node signs it: the anchor with the funding key, the coin as the wallet does (P2WPKH). */
function signed(parent: AnchorParent, fee: bigint): Transaction {
  const child = unsignedChild(parent, coin, change, fee);
  child.updateInput(0, { finalScriptWitness: anchorWitness(child, parent.anchor, secret(1)) }, true);
  child.signIdx(secret(5), 1);
  child.finalizeIdx(1);
  return child;
}

describe('CPFP children through our anchor', () => {
  it('finds each side\'s anchor by its funding key, and none on a transaction without one', () => {
    const tx = commitment(40_000n, 38_000n);
    expect(findAnchor(tx, pub(1))?.vout).toBe(0);
    expect(findAnchor(tx, pub(2))?.vout).toBe(2);
    expect(findAnchor(tx, pub(9))).toBeNull();
    const closing = new Transaction({ version: 2 });
    closing.addInput({ txid: '22'.repeat(32), index: 0 });
    closing.addOutput({ script: p2wpkhScript(3), amount: 39_000n });
    expect(findAnchor(closing, pub(1))).toBeNull();
  });

  it('reads the commitment\'s fee from the shadow output it spends, and refuses one that pays out more', () => {
    const tx = commitment(40_000n, 38_000n);
    expect(feeOf(tx, 40_000n)).toBe(40_000n - 38_000n - 2n * ANCHOR_SATS);
    expect(() => feeOf(tx, 38_000n)).toThrow('pays out');
  });

  it('pays for the package to reach the target: (parent fee + child fee) over both weights', () => {
    const parent: AnchorParent = { ...parentOf(commitment(40_000n, 38_000n), pub(1), 40_000n, 1_124n), feeSats: 1_124n }; // 1,000 sat/kw
    const weight = anchorChildWeight(change, parent.anchor);
    const fee = childFee(parent, weight, 5_000n);
    expect(feeratePerKw(parent.feeSats + fee, parent.weight + weight)).toBeGreaterThanOrEqual(5_000n);
    expect(feeratePerKw(parent.feeSats + fee - 1n, parent.weight + weight)).toBeLessThan(5_000n);
    // A target the parent already meets still needs a child that relays on its own.
    expect(childFee(parent, weight, 500n)).toBe((253n * weight + 999n) / 1000n);
    // A replacement pays the old fee plus the incremental relay fee on its own size (BIP 125).
    expect(childFee(parent, weight, 5_000n, fee + 10_000n)).toBe(fee + 10_000n);
    expect(replacementFloor(fee, weight)).toBe(fee + (250n * weight + 999n) / 1000n);
  });

  it('signs our anchor so that the signature verifies under our funding key, and its weight never exceeds the estimate', () => {
    const parent = parentOf(commitment(40_000n, 38_000n), pub(1), 40_000n, 1_124n);
    const weight = anchorChildWeight(change, parent.anchor);
    const child = signed(parent, 2_000n);
    expect(BigInt(child.weight)).toBeLessThanOrEqual(weight);
    expect(weight - BigInt(child.weight)).toBeLessThanOrEqual(4n); // only the DER signatures' length varies
    const [der, script] = child.getInput(0).finalScriptWitness ?? [];
    expect(Buffer.from(script!).equals(Buffer.from(anchorScript(pub(1))))).toBe(true);
    const compact = secp256k1.Signature.fromDER(der!.slice(0, -1)).toCompactRawBytes();
    expect(der![der!.length - 1]).toBe(1); // SIGHASH_ALL
    expect(verifyWitnessInput(child, 0, anchorScript(pub(1)), ANCHOR_SATS, compact, pub(1))).toBe(true);
    expect(verifyWitnessInput(child, 0, anchorScript(pub(1)), ANCHOR_SATS, compact, pub(2))).toBe(false);
    // Spends the anchor and the coin, replaceable, and returns the rest as change.
    expect(child.getInput(0).index).toBe(parent.anchor.vout);
    expect(child.getInput(0).sequence).toBe(0xffff_fffd);
    expect(child.getInput(1).sequence).toBe(0xffff_fffd);
    expect(child.getOutput(0).amount).toBe(ANCHOR_SATS + coin.valueSats - 2_000n);
  });

  it('refuses a coin that cannot pay the fee and leave change above dust', () => {
    const parent = parentOf(commitment(40_000n, 38_000n), pub(1), 40_000n, 1_124n);
    expect(() => unsignedChild(parent, coin, change, coin.valueSats + ANCHOR_SATS - DUST_SATS + 1n)).toThrow('cannot pay');
    expect(unsignedChild(parent, coin, change, coin.valueSats + ANCHOR_SATS - DUST_SATS).getOutput(0).amount).toBe(DUST_SATS);
  });
});
