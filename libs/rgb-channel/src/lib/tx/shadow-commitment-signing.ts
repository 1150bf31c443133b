import { secp256k1 } from '@noble/curves/secp256k1';
import { SigHash, type Transaction } from '@scure/btc-signer';
import type { ChannelSecrets } from '../keys/channel-keys';
import { derivePrivateKey, derivePublicKey, revocationPublicKey } from '../keys/commitment-keys';
import { stateBlinding, type StateBlinding } from '../keys/state-blinding';
import { otherSide, type AssetState, type Side } from '../protocol/asset-state';
import type { CommitmentSignatures } from '../protocol/channel-messages';
import type { CommitmentSigning } from '../protocol/commitment-signing.port';
import { unsignedTxid } from './commitment-tx';
import { buildHtlcTx } from './htlc-tx';
import { buildClosingTx } from './closing-tx';
import { buildShadowCommitment, type ShadowChannel } from './shadow-commitment';
import type { BuiltCommitment } from './commitment-tx';
import type { ShadowColouring } from './shadow-colouring.port';
import { fundingScript, toLocalScript } from './shadow-scripts';
import { signWitnessInput, verifyWitnessInput } from './witness-signatures';

const EMPTY_OP_RETURN = Uint8Array.of(0x6a);

interface SignedInput {
  readonly tx: Transaction;
  readonly witnessScript: Uint8Array;
  readonly amount: bigint;
}

/**
 * The cooperative closing both sides signed: `signed` goes on chain; `uncoloured`, `assetMap`
 * and `blinding` colour it again to the same bytes (the closing consignment, §6).
 */
export interface SignedClosing {
  readonly signed: Transaction;
  readonly txid: string;
  readonly uncoloured: Transaction;
  readonly assetMap: ReadonlyMap<number, bigint>;
  /** Each side's output, by the layout (null: it has none). */
  readonly vouts: Readonly<Record<Side, number | null>>;
  readonly blinding: StateBlinding;
}

/** A holder's commitment of a state and its HTLC second stages, coloured: what gets signed. */
interface ColouredState {
  readonly commitment: SignedInput;
  readonly htlcTxs: readonly SignedInput[];
  readonly bundleId: Uint8Array;
}

/**
 * CommitmentSigning over the real shadow transactions: the holder's commitment spending the
 * shadow 2-of-2 (signed with our funding key) and each HTLC's second stage spending its output
 * on that commitment (signed with our HTLC key for the holder's point), all coloured through
 * `ShadowColouring` with the per-state blinding. `verify` rebuilds the same transactions and
 * checks the peer's signatures and that it coloured the same bundle.
 */
export class ShadowCommitmentSigning implements CommitmentSigning {
  constructor(
    private readonly channel: ShadowChannel,
    private readonly local: Side,
    private readonly secrets: ChannelSecrets,
    private readonly blindingSecret: Uint8Array,
    private readonly colouring: ShadowColouring,
  ) {}

  async sign(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<CommitmentSignatures> {
    if (holder === this.local) throw new Error('we sign only the peer\'s commitments');
    const coloured = await this.colour(holder, state, holderPoint);
    const htlcSecret = derivePrivateKey(this.secrets.htlcBasepointSecret, holderPoint);
    return {
      commitment: signWitnessInput(coloured.commitment.tx, 0, coloured.commitment.witnessScript, coloured.commitment.amount, this.secrets.fundingSecret),
      htlcs: coloured.htlcTxs.map((h) => signWitnessInput(h.tx, 0, h.witnessScript, h.amount, htlcSecret)),
      bundleId: coloured.bundleId,
    };
  }

  async verify(holder: Side, state: AssetState, holderPoint: Uint8Array, signatures: CommitmentSignatures): Promise<boolean> {
    if (holder !== this.local) return false;
    const coloured = await this.colour(holder, state, holderPoint);
    if (Buffer.compare(coloured.bundleId, signatures.bundleId) !== 0 || signatures.htlcs.length !== coloured.htlcTxs.length) return false;
    const peer = this.channel.basepoints[otherSide(holder)];
    const peerHtlcKey = derivePublicKey(peer.htlcBasepoint, holderPoint);
    const c = coloured.commitment;
    return (
      verifyWitnessInput(c.tx, 0, c.witnessScript, c.amount, signatures.commitment, peer.fundingPubkey) &&
      coloured.htlcTxs.every((h, i) => verifyWitnessInput(h.tx, 0, h.witnessScript, h.amount, signatures.htlcs[i], peerHtlcKey))
    );
  }

  /**
   * The txids of `holder`'s commitment of `state` and of its HTLC second stages, in output order:
   * how the chain shows that commitment whoever broadcasts it. With the signed-state history and
   * the peer's revealed secret this names a revoked commitment of the peer (review X3).
   */
  async commitmentTxids(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<{ commitment: string; htlcs: string[] }> {
    const coloured = await this.colour(holder, state, holderPoint);
    return { commitment: unsignedTxid(coloured.commitment.tx), htlcs: coloured.htlcTxs.map((h) => unsignedTxid(h.tx)) };
  }

  /** Colours `tx` and checks the port only filled its empty OP_RETURN (review X4): the HTLC second stages take their vouts and amounts from the uncoloured layout. */
  private async colourChecked(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, consume = false): Promise<{ tx: Transaction; bundleId: Uint8Array }> {
    const coloured = await this.colouring.colour(tx, assetMap, blinding, { consume });
    const indices = Array.from({ length: tx.outputsLength }, (_, i) => i);
    const host = indices.find((i) => Buffer.compare(tx.getOutput(i).script ?? new Uint8Array(), EMPTY_OP_RETURN) === 0);
    const same = host !== undefined && coloured.tx.outputsLength === tx.outputsLength && coloured.tx.inputsLength === tx.inputsLength && coloured.tx.lockTime === tx.lockTime;
    const outputsKept = same && indices.every((i) => i === host || sameOutput(tx, coloured.tx, i));
    const opReturn = same ? Buffer.from(coloured.tx.getOutput(host).script ?? []) : Buffer.alloc(0);
    if (!outputsKept || opReturn.length !== 34 || opReturn[0] !== 0x6a || opReturn[1] !== 0x20 || coloured.tx.getOutput(host as number).amount !== 0n) {
      throw new Error('the colouring changed more than the OP_RETURN commitment');
    }
    return coloured;
  }

  /**
   * Our commitment of `state` with both signatures, ready to broadcast (a force close): rebuilt
   * and coloured again from the record, the peer's stored signature checked again.
   */
  async signedHolderCommitment(state: AssetState, holderPoint: Uint8Array, theirs: CommitmentSignatures): Promise<Transaction> {
    const coloured = await this.colour(this.local, state, holderPoint);
    const c = coloured.commitment;
    const peer = this.channel.basepoints[otherSide(this.local)];
    if (!verifyWitnessInput(c.tx, 0, c.witnessScript, c.amount, theirs.commitment, peer.fundingPubkey)) throw new Error("the peer's signature on our commitment does not verify");
    const ours = signWitnessInput(c.tx, 0, c.witnessScript, c.amount, this.secrets.fundingSecret);
    return this.withFundingWitness(c.tx, c.witnessScript, ours, theirs.commitment);
  }

  /**
   * Takes `holder`'s commitment of `state` into the stock: it is on chain, and whatever spends its
   * outputs is coloured over it from now on, after a restart too (protocol §6, "What the monitor
   * must do"). Idempotent. Returns its layout and coloured transaction.
   */
  async consumeCommitment(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<{ tx: Transaction; built: BuiltCommitment }> {
    const built = buildShadowCommitment(this.channel, holder, state, holderPoint);
    const kind = holder === 'opener' ? 'opener-commitment' : 'acceptor-commitment';
    const coloured = await this.colourChecked(built.tx, built.assetMap, stateBlinding(this.blindingSecret, kind, state.number), true);
    return { tx: coloured.tx, built };
  }

  /**
   * The second stage of the HTLC at `vout` of `holder`'s commitment of `state`, coloured and taken
   * into the stock (the commitment first, again: idempotent). Ours is signed by both sides (the
   * peer's stored signature checked again) with the preimage for an HTLC-success; the peer's
   * (from a revoked commitment, found on chain) is only consumed, so justice can colour over it.
   * Returns the transaction and its CSV-delayed output 0, which holds the HTLC's assets.
   */
  async secondStage(
    holder: Side,
    state: AssetState,
    holderPoint: Uint8Array,
    vout: number,
    sign: { readonly theirs: CommitmentSignatures; readonly preimage: Uint8Array | null } | null,
  ): Promise<{ tx: Transaction; txid: string; delayed: { readonly sats: bigint; readonly assets: bigint; readonly witnessScript: Uint8Array } }> {
    const { channel } = this;
    const h = channel.basepoints[holder];
    const p = channel.basepoints[otherSide(holder)];
    const built = buildShadowCommitment(channel, holder, state, holderPoint);
    const kind = holder === 'opener' ? 'opener-commitment' : 'acceptor-commitment';
    const commitment = await this.colourChecked(built.tx, built.assetMap, stateBlinding(this.blindingSecret, kind, state.number), true);
    const htlcVouts = built.outputs.flatMap((o, i) => (o.kind === 'htlc' ? [i] : []));
    const index = htlcVouts.indexOf(vout);
    const output = built.outputs[vout];
    const htlc = state.htlcs.find((x) => x.paymentHash === output?.paymentHash);
    if (index < 0 || !htlc) throw new Error(`output ${vout} of the commitment is no HTLC`);
    const timeout = output.offeredByHolder === true;
    const revocation = revocationPublicKey(p.revocationBasepoint, holderPoint);
    const delayedKey = derivePublicKey(h.delayedPaymentBasepoint, holderPoint);
    const second = buildHtlcTx({
      kind: timeout ? 'timeout' : 'success',
      commitmentTxid: unsignedTxid(commitment.tx),
      vout,
      htlcSats: output.sats,
      cltvExpiry: htlc.cltvExpiry,
      revocationPubkey: revocation,
      holderDelayedPubkey: delayedKey,
      holderFundingPubkey: h.fundingPubkey,
      toSelfDelay: channel.budget.toSelfDelay,
      feeratePerKw: channel.budget.feeratePerKw,
      assets: output.assets,
    });
    const blinding = stateBlinding(this.blindingSecret, `${holder}-htlc-${timeout ? 'timeout' : 'success'}`, state.number, vout);
    const coloured = (await this.colourChecked(second.tx, second.assetMap, blinding, true)).tx;
    const delayed = { sats: coloured.getOutput(0).amount ?? 0n, assets: output.assets, witnessScript: toLocalScript(revocation, channel.budget.toSelfDelay, delayedKey) };
    const txid = unsignedTxid(coloured);
    if (!sign) return { tx: coloured, txid, delayed };
    if (holder !== this.local) throw new Error("only our own second stages are signed");
    if (!timeout && sign.preimage?.length !== 32) throw new Error('an HTLC-success needs the preimage');
    const theirs = sign.theirs.htlcs[index];
    if (!theirs || !verifyWitnessInput(coloured, 0, output.witnessScript, output.sats, theirs, derivePublicKey(p.htlcBasepoint, holderPoint))) {
      throw new Error(`the peer's signature on our second stage of output ${vout} does not verify`);
    }
    const ours = signWitnessInput(coloured, 0, output.witnessScript, output.sats, derivePrivateKey(this.secrets.htlcBasepointSecret, holderPoint));
    const signed = coloured.clone();
    // BOLT 3: `0 <remotehtlcsig> <localhtlcsig> <>` (timeout) or `… <payment_preimage>` (success).
    signed.updateInput(0, { finalScriptWitness: [new Uint8Array(0), der(theirs), der(ours), timeout ? new Uint8Array(0) : (sign.preimage as Uint8Array), output.witnessScript] }, true);
    return { tx: signed, txid, delayed };
  }

  /** Colours a sweep of our own (not signed by the peer): the same bytes again after a restart, given the same blinding. */
  async colourSweep(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding): Promise<Transaction> {
    return (await this.colourChecked(tx, assetMap, blinding)).tx;
  }

  async signClosing(state: AssetState, scripts: Readonly<Record<Side, string>>): Promise<CommitmentSignatures> {
    const closing = await this.colourClosing(state, scripts);
    return { commitment: signWitnessInput(closing.tx, 0, closing.witnessScript, closing.amount, this.secrets.fundingSecret), htlcs: [], bundleId: closing.bundleId };
  }

  async verifyClosing(state: AssetState, scripts: Readonly<Record<Side, string>>, signatures: CommitmentSignatures): Promise<boolean> {
    const closing = await this.colourClosing(state, scripts);
    const peer = this.channel.basepoints[otherSide(this.local)];
    if (Buffer.compare(closing.bundleId, signatures.bundleId) !== 0 || signatures.htlcs.length !== 0) return false;
    return verifyWitnessInput(closing.tx, 0, closing.witnessScript, closing.amount, signatures.commitment, peer.fundingPubkey);
  }

  /**
   * The closing of `state` with both signatures in its witness, ready to broadcast. Built again
   * from the record (RFC 6979 gives our same signature), so a restart loses nothing; the peer's
   * signature is checked again, so a record that was tampered with yields no transaction.
   */
  async signedClosing(state: AssetState, scripts: Readonly<Record<Side, string>>, theirs: CommitmentSignatures): Promise<SignedClosing> {
    const closing = await this.colourClosing(state, scripts);
    const peer = this.channel.basepoints[otherSide(this.local)];
    if (!verifyWitnessInput(closing.tx, 0, closing.witnessScript, closing.amount, theirs.commitment, peer.fundingPubkey)) {
      throw new Error("the peer's closing signature does not verify");
    }
    const ours = signWitnessInput(closing.tx, 0, closing.witnessScript, closing.amount, this.secrets.fundingSecret);
    const signed = this.withFundingWitness(closing.tx, closing.witnessScript, ours, theirs.commitment);
    return { signed, txid: signed.id, uncoloured: closing.built.tx, assetMap: closing.built.assetMap, vouts: closing.built.vouts, blinding: closing.blinding };
  }

  /** The txid the closing of `state` has (witnesses are not part of it): how the chain shows it. */
  async closingTxid(state: AssetState, scripts: Readonly<Record<Side, string>>): Promise<string> {
    return unsignedTxid((await this.colourClosing(state, scripts)).tx);
  }

  /**
   * The closing of `state` as the chain has it (`onChain`, with the witnesses the chain accepted):
   * when the peer broadcast the closing we signed but withheld its own signature from us
   * (review CL-1), the transaction itself is all we need.
   */
  async closingFromChain(state: AssetState, scripts: Readonly<Record<Side, string>>, onChain: Transaction): Promise<SignedClosing> {
    const closing = await this.colourClosing(state, scripts);
    const [txid, expected] = [unsignedTxid(onChain), unsignedTxid(closing.tx)];
    if (txid !== expected) throw new Error(`the transaction ${txid} is not the closing ${expected}`);
    return { signed: onChain, txid, uncoloured: closing.built.tx, assetMap: closing.built.assetMap, vouts: closing.built.vouts, blinding: closing.blinding };
  }

  /** `tx` with the 2-of-2 witness of the shadow funding input: CHECKMULTISIG takes the signatures in the order of the script's keys (sorted, BOLT 3). */
  private withFundingWitness(tx: Transaction, witnessScript: Uint8Array, ours: Uint8Array, theirs: Uint8Array): Transaction {
    const own = this.channel.basepoints[this.local];
    const peer = this.channel.basepoints[otherSide(this.local)];
    const bySortedKey = Buffer.compare(own.fundingPubkey, peer.fundingPubkey) <= 0 ? [ours, theirs] : [theirs, ours];
    const signed = tx.clone();
    signed.updateInput(0, { finalScriptWitness: [new Uint8Array(0), ...bySortedKey.map(der), witnessScript] }, true);
    return signed;
  }

  private async colourClosing(state: AssetState, scripts: Readonly<Record<Side, string>>) {
    const built = buildClosingTx(this.channel, state, scripts);
    const blinding = stateBlinding(this.blindingSecret, 'closing', state.number);
    const coloured = await this.colourChecked(built.tx, built.assetMap, blinding);
    return { tx: coloured.tx, witnessScript: built.witnessScript, amount: this.channel.budget.fundingSats, bundleId: coloured.bundleId, built, blinding };
  }

  private async colour(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<ColouredState> {
    const { channel } = this;
    const h = channel.basepoints[holder];
    const p = channel.basepoints[otherSide(holder)];
    const built = buildShadowCommitment(channel, holder, state, holderPoint);
    const kind = holder === 'opener' ? 'opener-commitment' : 'acceptor-commitment';
    // Coloured before its second stages, which spend what this colouring assigns (protocol §6).
    const commitment = await this.colourChecked(built.tx, built.assetMap, stateBlinding(this.blindingSecret, kind, state.number));
    const commitmentTxid = unsignedTxid(commitment.tx);
    const revocation = revocationPublicKey(p.revocationBasepoint, holderPoint);
    const htlcTxs: SignedInput[] = [];
    for (const [vout, output] of built.outputs.entries()) {
      if (output.kind !== 'htlc') continue;
      const htlc = state.htlcs.find((x) => x.paymentHash === output.paymentHash);
      if (!htlc) throw new Error(`HTLC output ${vout} matches no HTLC of the state`);
      const timeout = output.offeredByHolder === true;
      const second = buildHtlcTx({
        kind: timeout ? 'timeout' : 'success',
        commitmentTxid,
        vout,
        htlcSats: output.sats,
        cltvExpiry: htlc.cltvExpiry,
        revocationPubkey: revocation,
        holderDelayedPubkey: derivePublicKey(h.delayedPaymentBasepoint, holderPoint),
        holderFundingPubkey: h.fundingPubkey,
        toSelfDelay: channel.budget.toSelfDelay,
        feeratePerKw: channel.budget.feeratePerKw,
        assets: output.assets,
      });
      const colouredHtlc = await this.colourChecked(second.tx, second.assetMap, stateBlinding(this.blindingSecret, `${holder}-htlc-${timeout ? 'timeout' : 'success'}`, state.number, vout));
      // The script signed is the output's own (review X7), not one derived a second time.
      htlcTxs.push({ tx: colouredHtlc.tx, witnessScript: output.witnessScript, amount: output.sats });
    }
    return {
      commitment: { tx: commitment.tx, witnessScript: fundingScript(h.fundingPubkey, p.fundingPubkey), amount: channel.budget.fundingSats },
      htlcTxs,
      bundleId: commitment.bundleId,
    };
  }
}

/** A compact signature in the witness's form: DER plus the SIGHASH_ALL byte. */
function der(compact: Uint8Array): Uint8Array {
  return Uint8Array.from([...secp256k1.Signature.fromCompact(compact).toDERRawBytes(), SigHash.ALL]);
}

function sameOutput(a: Transaction, b: Transaction, i: number): boolean {
  const x = a.getOutput(i);
  const y = b.getOutput(i);
  return x.amount === y.amount && Buffer.compare(x.script ?? new Uint8Array(), y.script ?? new Uint8Array()) === 0;
}
