import { sha256 } from '@noble/hashes/sha256';
import { utf8 } from '@rln/core';
import type { Transaction } from '@scure/btc-signer';
import { deriveChannelSecrets, type ChannelSecrets } from '../keys/channel-keys';
import { derivePrivateKey, perCommitmentPoint, revocationPrivateKey, revocationPublicKey } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { ReceivedSecrets } from '../keys/received-secrets';
import { channelBlindingSecret, stateBlinding, sweepBlindingSecret } from '../keys/state-blinding';
import { serializeState } from '../protocol/asset-channel-record';
import { otherSide, type AssetHtlc, type AssetState, type Side } from '../protocol/asset-state';
import type { AssetChannelWallet } from '../service/asset-channel-wallet.port';
import type { AssetChannelStore, StoredAssetChannel } from '../store/asset-channel-store';
import { obscuringFactor, unsignedTxid, type BuiltCommitment } from '../tx/commitment-tx';
import { buildShadowCommitment } from '../tx/shadow-commitment';
import { ShadowCommitmentSigning, type SignedClosing } from '../tx/shadow-commitment-signing';
import { buildSweepTx, signSweep, type SweepInput } from '../tx/sweep-tx';
import { anchorWitness, feeOf, findAnchor, type AnchorParent } from '../tx/anchor-child';
import type { CommitmentOnChain } from '../protocol/commitment-on-chain-message';
import { commitmentNumberOf, type OnChainCommitment } from './on-chain-commitment';

/** An HTLC output of a commitment on chain that is not revoked: resolved by its preimage or its expiry. */
export interface OnChainHtlc {
  readonly vout: number;
  readonly htlc: AssetHtlc;
  /** We offered it: ours back after its expiry, the peer's with the preimage. */
  readonly offeredByUs: boolean;
  readonly assets: bigint;
  readonly sats: bigint;
}

/** A sweep, signed, in the form a cooperative closing has: what the wallet takes its consignment from. */
export type SignedSweep = SignedClosing;

/**
 * What a close on chain needs from an asset channel's keys and records (protocol §6, "What the
 * monitor must do"): which commitment a spend of the shadow output is, our own newest commitment
 * signed for broadcast, taking the one on chain into the stock, and our sweeps of its outputs.
 * Everything is rebuilt from the record, the signed-state history and the channel's keys, so a
 * restart at any point rebuilds the same transactions.
 */
export class AssetChannelOnChain {
  constructor(private readonly deps: { readonly store: AssetChannelStore; readonly wallet: AssetChannelWallet; readonly root: Uint8Array }) {}

  /**
   * The commitment `tx` is, or null when it is none of this channel's commitments (a closing, or
   * something we cannot recognise: never acted on). Candidates are every state either side
   * signed with the number the transaction carries, on both sides' commitments; their txids are
   * compared after colouring, since the RGB commitment is part of the txid.
   */
  async identify(stored: StoredAssetChannel, tx: Transaction, hint?: CommitmentOnChain): Promise<OnChainCommitment | null> {
    const { record, channel } = stored;
    const number = commitmentNumberOf(tx, obscuringFactor(channel.basepoints.opener.paymentBasepoint, channel.basepoints.acceptor.paymentBasepoint));
    if (number === null) return null;
    const txid = unsignedTxid(tx);
    const { signing, secrets } = this.logic(stored);
    const states = await this.statesNumbered(stored, number);
    const local = record.local;
    const candidates: Array<{ holder: Side; kind: OnChainCommitment['kind']; point: Uint8Array; secret?: Uint8Array }> = [];
    // On a lost state the peer proved even our newest commitment revoked (review rgb-monitor-issue17-1 #13).
    const revokedByUs = number < record.holder.state.number || record.status === 'state-lost';
    candidates.push({ holder: local, kind: revokedByUs ? 'ours-revoked' : 'ours', point: perCommitmentPoint(perCommitmentSecret(secrets.commitmentSeed, secretIndexOf(number))) });
    const revealed = ReceivedSecrets.fromStored(record.peerSecrets).secretAt(secretIndexOf(number)) ?? loose(stored, number);
    if (revealed) candidates.push({ holder: otherSide(local), kind: 'theirs-revoked', point: perCommitmentPoint(revealed), secret: revealed });
    else if (number === record.committed.number) candidates.push({ holder: otherSide(local), kind: 'theirs', point: hex(record.peerPoints.committed) });
    else if (number === record.committed.number + 1n) candidates.push({ holder: otherSide(local), kind: 'theirs', point: hex(record.peerPoints.next) });
    for (const candidate of candidates) {
      for (const state of states) {
        const txids = await signing.commitmentTxids(candidate.holder, state, candidate.point);
        if (txids.commitment !== txid) continue;
        return {
          txid,
          holder: candidate.holder,
          kind: candidate.kind,
          state,
          holderPoint: toHex(candidate.point),
          ...(candidate.secret ? { revocationSecret: toHex(candidate.secret) } : {}),
        };
      }
    }
    return this.fromHint(stored, txid, number, hint);
  }

  /**
   * The peer's commitment as its `rgb_commitment_on_chain` describes it, when we could not
   * recognise it ourselves (our state is older: a restored backup). Trusted only because the
   * transaction rebuilt and coloured from it, over our own stock, has the txid on chain.
   */
  private async fromHint(stored: StoredAssetChannel, txid: string, number: bigint, hint: CommitmentOnChain | undefined): Promise<OnChainCommitment | null> {
    if (!hint || hint.channelId !== stored.record.channelId || hint.txid !== txid || hint.state.number !== number) return null;
    const holder = otherSide(stored.record.local);
    const { state } = hint;
    if (state.openerAssets + state.acceptorAssets + state.htlcs.reduce((n, h) => n + h.assetAmount, 0n) !== channelTotal(stored)) return null;
    let rebuilt: string;
    try {
      rebuilt = (await this.logic(stored).signing.commitmentTxids(holder, state, hex(hint.holderPoint))).commitment;
    } catch {
      return null; // a state that cannot even be built (a budget it breaks, a bad point) is no commitment of ours
    }
    if (rebuilt !== txid) return null;
    // A commitment the peer revoked is justice's, even when only its description told us the state (review #14).
    const revealed = ReceivedSecrets.fromStored(stored.record.peerSecrets).secretAt(secretIndexOf(number)) ?? loose(stored, number);
    if (revealed && toHex(perCommitmentPoint(revealed)) === hint.holderPoint) return { txid, holder, kind: 'theirs-revoked', state, holderPoint: hint.holderPoint, revocationSecret: toHex(revealed) };
    return { txid, holder, kind: 'theirs', state, holderPoint: hint.holderPoint };
  }

  /** Our newest commitment the peer signed, with both signatures: what a force close broadcasts. */
  async holderCommitment(stored: StoredAssetChannel): Promise<Transaction> {
    const { record } = stored;
    if (record.status === 'state-lost') throw new Error('our newest commitment is revoked (the peer proved a newer state): it must never be broadcast');
    const { signing, secrets } = this.logic(stored);
    const point = perCommitmentPoint(perCommitmentSecret(secrets.commitmentSeed, secretIndexOf(record.holder.state.number)));
    const theirs = { commitment: hex(record.holder.signatures.commitment), htlcs: record.holder.signatures.htlcs.map(hex), bundleId: hex(record.holder.signatures.bundleId) };
    return signing.signedHolderCommitment(record.holder.state, point, theirs);
  }

  /** Takes the commitment on chain into the stock (idempotent); its layout tells which outputs are ours. */
  async consume(stored: StoredAssetChannel, found: OnChainCommitment): Promise<BuiltCommitment> {
    const { built, tx } = await this.logic(stored).signing.consumeCommitment(found.holder, found.state, hex(found.holderPoint));
    if (unsignedTxid(tx) !== found.txid) throw new Error(`the commitment coloured again is ${unsignedTxid(tx)}, not ${found.txid} on chain`);
    return built;
  }

  /**
   * The outputs of `found` that are ours to sweep as they are, each with its witness path and key,
   * and its HTLC outputs, whose resolution waits on a preimage or an expiry (`htlcSpend`,
   * `ourSecondStage`). A revoked commitment of the peer is all ours, HTLC outputs included; our
   * own revoked commitment gives us nothing: the peer may take it all.
   */
  sweepInputs(stored: StoredAssetChannel, found: OnChainCommitment, built: BuiltCommitment): { sweeps: SweepInput[]; htlcs: OnChainHtlc[] } {
    const { secrets } = this.logic(stored);
    const { budget } = stored.channel;
    const point = hex(found.holderPoint);
    const sweeps: SweepInput[] = [];
    const htlcs: OnChainHtlc[] = [];
    if (found.kind === 'ours-revoked') return { sweeps, htlcs };
    const local = stored.record.local;
    built.outputs.forEach((output, vout) => {
      const base = { txid: found.txid, vout, sats: output.sats, assets: output.assets, witnessScript: output.witnessScript };
      if (output.kind === 'anchor') return;
      if (output.kind === 'htlc') {
        const htlc = found.state.htlcs.find((h) => h.paymentHash === output.paymentHash);
        if (!htlc) throw new Error(`HTLC output ${vout} matches no HTLC of the state`);
        if (found.kind === 'theirs-revoked') {
          const revocationSecret = revocationPrivateKey(secrets.revocationBasepointSecret, hex(found.revocationSecret ?? ''));
          sweeps.push({ ...base, path: 'revoked-htlc', csv: 0, secret: revocationSecret, revocationPubkey: this.revocationPubkey(stored, point), paymentHash: htlc.paymentHash });
        } else {
          htlcs.push({ vout, htlc, offeredByUs: htlc.offeredBy === local, assets: output.assets, sats: output.sats });
        }
        return;
      }
      const holderOutput = output.kind === 'to_local';
      if (found.kind === 'ours' && holderOutput) {
        sweeps.push({ ...base, path: 'delayed', csv: budget.toSelfDelay, secret: derivePrivateKey(secrets.delayedPaymentBasepointSecret, point) });
      } else if (found.kind !== 'ours' && !holderOutput) {
        // The peer's commitment pays our to_remote to our payment basepoint itself (no per-commitment tweak).
        sweeps.push({ ...base, path: 'remote', csv: 1, secret: secrets.paymentBasepointSecret });
      } else if (found.kind === 'theirs-revoked' && holderOutput) {
        sweeps.push({ ...base, path: 'revoked', csv: 0, secret: revocationPrivateKey(secrets.revocationBasepointSecret, hex(found.revocationSecret ?? '')) });
      }
    });
    return { sweeps, htlcs };
  }

  /**
   * Our spend of an HTLC output of the peer's commitment: with the preimage an HTLC it offered us,
   * after its expiry one we offered (both with our HTLC key for its point, after one block).
   */
  htlcSpend(stored: StoredAssetChannel, found: OnChainCommitment, built: BuiltCommitment, on: OnChainHtlc, preimage: Uint8Array | null): SweepInput {
    if (found.kind !== 'theirs') throw new Error('only the peer\'s commitment has HTLC outputs we spend directly');
    const output = built.outputs[on.vout];
    const secret = derivePrivateKey(this.logic(stored).secrets.htlcBasepointSecret, hex(found.holderPoint));
    const base = { txid: found.txid, vout: on.vout, sats: output.sats, assets: output.assets, witnessScript: output.witnessScript, csv: 1, secret };
    if (on.offeredByUs) return { ...base, path: 'htlc-timeout', cltvExpiry: on.htlc.cltvExpiry };
    if (!preimage) throw new Error('an HTLC offered to us is claimed only with its preimage');
    return { ...base, path: 'htlc-preimage', preimage };
  }

  /**
   * Our second stage of an HTLC output of our own commitment (HTLC-timeout after the expiry, or
   * HTLC-success with the preimage), signed by both sides, coloured and taken into the stock; and
   * its delayed output as a sweep input, spendable `to_self_delay` blocks after it confirmed.
   */
  async ourSecondStage(stored: StoredAssetChannel, found: OnChainCommitment, on: OnChainHtlc, preimage: Uint8Array | null): Promise<{ signed: Transaction; txid: string; delayed: SweepInput }> {
    if (found.kind !== 'ours') throw new Error('second stages of ours spend our own commitment');
    const { record } = stored;
    if (found.state.number !== record.holder.state.number) throw new Error(`the peer's signatures are on our commitment ${record.holder.state.number}, not ${found.state.number}`);
    const theirs = { commitment: hex(record.holder.signatures.commitment), htlcs: record.holder.signatures.htlcs.map(hex), bundleId: hex(record.holder.signatures.bundleId) };
    const { signing, secrets } = this.logic(stored);
    const point = hex(found.holderPoint);
    const second = await signing.secondStage(record.local, found.state, point, on.vout, { theirs, preimage });
    const delayed: SweepInput = {
      txid: second.txid,
      vout: 0,
      sats: second.delayed.sats,
      assets: second.delayed.assets,
      witnessScript: second.delayed.witnessScript,
      path: 'delayed',
      csv: stored.channel.budget.toSelfDelay,
      secret: derivePrivateKey(secrets.delayedPaymentBasepointSecret, point),
    };
    return { signed: second.tx, txid: second.txid, delayed };
  }

  /**
   * When the peer spent an HTLC output of its revoked commitment through its second stage
   * (`spenderTxid`), that transaction's delayed output is ours by the revocation key: the second
   * stage is coloured and consumed as the peer signed it, and its output returned as a justice
   * input. Null when the spender is not that second stage.
   */
  async revokedSecondStage(stored: StoredAssetChannel, found: OnChainCommitment, vout: number, spenderTxid: string): Promise<SweepInput | null> {
    if (found.kind !== 'theirs-revoked') return null;
    const { signing, secrets } = this.logic(stored);
    const point = hex(found.holderPoint);
    // Checked before anything is consumed: a spender that is not that second stage leaves the stock alone (review #15).
    const built = buildShadowCommitment(stored.channel, found.holder, found.state, point);
    const index = built.outputs.flatMap((o, i) => (o.kind === 'htlc' ? [i] : [])).indexOf(vout);
    const txids = await signing.commitmentTxids(found.holder, found.state, point);
    if (index < 0 || txids.htlcs[index] !== spenderTxid) return null;
    const second = await signing.secondStage(found.holder, found.state, point, vout, null);
    if (second.txid !== spenderTxid) return null;
    return {
      txid: second.txid,
      vout: 0,
      sats: second.delayed.sats,
      assets: second.delayed.assets,
      witnessScript: second.delayed.witnessScript,
      path: 'revoked',
      csv: 0,
      secret: revocationPrivateKey(secrets.revocationBasepointSecret, hex(found.revocationSecret ?? '')),
    };
  }

  private revocationPubkey(stored: StoredAssetChannel, holderPoint: Uint8Array): Uint8Array {
    const local = stored.record.local;
    return revocationPublicKey(stored.channel.basepoints[local].revocationBasepoint, holderPoint);
  }

  /**
   * `tx` as the parent of a CPFP child through our anchor, or null when it has no anchor of ours
   * (a cooperative closing, a foreign spend). `inputSats` is what it spends: the shadow output for
   * a commitment (the default), the HTLC output for our second stage (which carries our anchor too).
   */
  anchorParent(stored: StoredAssetChannel, tx: Transaction, inputSats: bigint = stored.channel.budget.fundingSats): AnchorParent | null {
    const anchor = findAnchor(tx, stored.channel.basepoints[stored.record.local].fundingPubkey);
    if (!anchor) return null;
    return { txid: unsignedTxid(tx), anchor, weight: BigInt(tx.weight), feeSats: feeOf(tx, inputSats) };
  }

  /** The witness of our anchor, input 0 of `child` (`unsignedChild`). */
  anchorWitness(stored: StoredAssetChannel, child: Transaction, parent: AnchorParent): Uint8Array[] {
    return anchorWitness(child, parent.anchor, this.logic(stored).secrets.fundingSecret);
  }

  /**
   * Our sweep of one output into `outputScript`, coloured (when it holds assets) and signed: the
   * same bytes again for the same script and fee rate, so a restart after the broadcast rebuilds
   * the transaction the chain has, and the wallet takes its consignment.
   */
  async sweep(stored: StoredAssetChannel, input: SweepInput, outputScript: Uint8Array, feeratePerKw: bigint): Promise<SignedSweep> {
    const built = buildSweepTx([input], outputScript, feeratePerKw);
    // One blinding per output swept (a commitment's or a second stage's), from a secret only we hold.
    const index = new DataView(sha256(utf8(`${input.txid}:${input.vout}`)).buffer).getUint32(0);
    const blinding = stateBlinding(sweepBlindingSecret(this.logic(stored).secrets.fundingSecret), 'sweep', 0n, index);
    const coloured = built.assetMap.size > 0 ? await this.logic(stored).signing.colourSweep(built.tx, built.assetMap, blinding) : built.tx;
    const signed = signSweep(coloured, [input]);
    return { signed, txid: signed.id, uncoloured: built.tx, assetMap: built.assetMap, vouts: { opener: 1, acceptor: 1 }, blinding };
  }

  private async statesNumbered(stored: StoredAssetChannel, number: bigint): Promise<AssetState[]> {
    const { record } = stored;
    const fromRecord = [record.committed, record.holder.state, ...(record.round ? [record.round.next] : [])].filter((s) => s.number === number);
    const all = [...fromRecord, ...(await this.deps.store.signedStates(stored.peerNodeId, record.channelId, number))];
    const seen = new Set<string>();
    return all.filter((s) => {
      const key = serializeState(s);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private logic(stored: StoredAssetChannel): { signing: ShadowCommitmentSigning; secrets: ChannelSecrets } {
    const secrets = deriveChannelSecrets(this.deps.root, stored.keyIndex);
    const local = stored.record.local;
    const blindingSecret = channelBlindingSecret(secrets.fundingSecret, stored.channel.basepoints[otherSide(local)].fundingPubkey);
    return { secrets, signing: new ShadowCommitmentSigning(stored.channel, local, secrets, blindingSecret, this.deps.wallet.colouring(stored.record.contractId)) };
  }
}

/** What the channel carries: every state of it allocates exactly this. */
function channelTotal(stored: StoredAssetChannel): bigint {
  const s = stored.record.committed;
  return s.openerAssets + s.acceptorAssets + s.htlcs.reduce((n, h) => n + h.assetAmount, 0n);
}

function loose(stored: StoredAssetChannel, number: bigint): Uint8Array | undefined {
  const found = stored.record.looseSecrets?.find((s) => s.number === number);
  return found ? hex(found.secret) : undefined;
}

function hex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'));
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/**
 * The preimage a spend of an HTLC output revealed, if any: the 32-byte witness item that hashes
 * to the payment hash (an HTLC-success of the peer's, or its direct claim of ours).
 */
export function preimageIn(spender: Transaction, paymentHash: string): string | null {
  for (let i = 0; i < spender.inputsLength; i++) {
    for (const item of spender.getInput(i).finalScriptWitness ?? []) {
      if (item.length === 32 && Buffer.from(sha256(item)).toString('hex') === paymentHash) return toHex(item);
    }
  }
  return null;
}
