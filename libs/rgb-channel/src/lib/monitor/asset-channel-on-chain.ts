import type { Transaction } from '@scure/btc-signer';
import { deriveChannelSecrets, type ChannelSecrets } from '../keys/channel-keys';
import { derivePrivateKey, perCommitmentPoint, revocationPrivateKey } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { ReceivedSecrets } from '../keys/received-secrets';
import { channelBlindingSecret, stateBlinding, sweepBlindingSecret } from '../keys/state-blinding';
import { serializeState } from '../protocol/asset-channel-record';
import { otherSide, type AssetState, type Side } from '../protocol/asset-state';
import type { AssetChannelWallet } from '../service/asset-channel-wallet.port';
import type { AssetChannelStore, StoredAssetChannel } from '../store/asset-channel-store';
import { obscuringFactor, unsignedTxid, type BuiltCommitment } from '../tx/commitment-tx';
import { ShadowCommitmentSigning, type SignedClosing } from '../tx/shadow-commitment-signing';
import { buildSweepTx, signSweep, type SweepInput } from '../tx/sweep-tx';
import { commitmentNumberOf, type OnChainCommitment } from './on-chain-commitment';

/** An output of a commitment on chain that this node cannot spend yet (HTLC outputs: issue 17's next step). */
export interface UnhandledOutput {
  readonly vout: number;
  readonly kind: string;
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
  async identify(stored: StoredAssetChannel, tx: Transaction): Promise<OnChainCommitment | null> {
    const { record, channel } = stored;
    const number = commitmentNumberOf(tx, obscuringFactor(channel.basepoints.opener.paymentBasepoint, channel.basepoints.acceptor.paymentBasepoint));
    if (number === null) return null;
    const txid = unsignedTxid(tx);
    const { signing, secrets } = this.logic(stored);
    const states = await this.statesNumbered(stored, number);
    const local = record.local;
    const candidates: Array<{ holder: Side; kind: OnChainCommitment['kind']; point: Uint8Array; secret?: Uint8Array }> = [];
    candidates.push({ holder: local, kind: number < record.holder.state.number ? 'ours-revoked' : 'ours', point: perCommitmentPoint(perCommitmentSecret(secrets.commitmentSeed, secretIndexOf(number))) });
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
    return null;
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
   * The outputs of `found` that are ours to sweep, each with its witness path and key, and those
   * we cannot spend yet. Our own revoked commitment gives us nothing: the peer may take it all.
   */
  sweepInputs(stored: StoredAssetChannel, found: OnChainCommitment, built: BuiltCommitment): { sweeps: SweepInput[]; unhandled: UnhandledOutput[] } {
    const { secrets } = this.logic(stored);
    const { budget } = stored.channel;
    const point = hex(found.holderPoint);
    const sweeps: SweepInput[] = [];
    const unhandled: UnhandledOutput[] = [];
    if (found.kind === 'ours-revoked') return { sweeps, unhandled };
    built.outputs.forEach((output, vout) => {
      const base = { txid: found.txid, vout, sats: output.sats, assets: output.assets, witnessScript: output.witnessScript };
      if (output.kind === 'anchor') return;
      if (output.kind === 'htlc') {
        unhandled.push({ vout, kind: 'htlc', assets: output.assets, sats: output.sats });
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
    return { sweeps, unhandled };
  }

  /**
   * Our sweep of one output into `outputScript`, coloured (when it holds assets) and signed: the
   * same bytes again for the same script and fee rate, so a restart after the broadcast rebuilds
   * the transaction the chain has, and the wallet takes its consignment.
   */
  async sweep(stored: StoredAssetChannel, found: OnChainCommitment, input: SweepInput, outputScript: Uint8Array, feeratePerKw: bigint): Promise<SignedSweep> {
    const built = buildSweepTx([input], outputScript, feeratePerKw);
    const blinding = stateBlinding(sweepBlindingSecret(this.logic(stored).secrets.fundingSecret), 'sweep', found.state.number, input.vout);
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
