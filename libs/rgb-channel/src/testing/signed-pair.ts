import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { concat, utf8 } from '@rln/core';
import { basepointsOf, deriveChannelSecrets } from '../lib/keys/channel-keys';
import { perCommitmentPoint } from '../lib/keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../lib/keys/per-commitment-secret';
import { initialState, type AssetState, type ChannelPolicy, type Side } from '../lib/protocol/asset-state';
import { openedChannelRecord, type AssetChannelRecord } from '../lib/protocol/asset-channel-record';
import type { CommitmentSignatures } from '../lib/protocol/channel-messages';
import type { CommitmentSigning } from '../lib/protocol/commitment-signing.port';
import { AssetChannelUpdates } from '../lib/protocol/asset-channel-updates';
import { channelBlindingSecret } from '../lib/keys/state-blinding';
import { ShadowCommitmentSigning } from '../lib/tx/shadow-commitment-signing';
import type { ShadowChannel } from '../lib/tx/shadow-commitment';
import { HashColouring } from './hash-colouring';

/**
 * A CommitmentSigning for tests of the update protocol: real secp256k1 signatures by each side's
 * funding key over a digest of (channel, holder, state, per-commitment point), and a "bundle id"
 * that is a hash of the same. It signs what the protocol asks and verifies what the peer sent,
 * so a state or point mismatch between the two sides fails verification as a real commitment
 * would; it does not build transactions (that is the transaction builder's job).
 */
export class DigestSigning implements CommitmentSigning {
  constructor(
    private readonly channelId: string,
    private readonly fundingSecret: Uint8Array,
    private readonly peerFundingPubkey: Uint8Array,
  ) {}

  async sign(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<CommitmentSignatures> {
    return this.signNow(holder, state, holderPoint);
  }

  private signNow(holder: Side, state: AssetState, holderPoint: Uint8Array): CommitmentSignatures {
    const digest = commitmentDigest(this.channelId, holder, state, holderPoint);
    const htlcs = state.htlcs.map((_, i) => secp256k1.sign(sha256(concat([digest, Uint8Array.of(i)])), this.fundingSecret).toCompactRawBytes());
    return { commitment: secp256k1.sign(digest, this.fundingSecret).toCompactRawBytes(), htlcs, bundleId: sha256(concat([utf8('bundle'), digest])) };
  }

  async signClosing(state: AssetState, scripts: Readonly<Record<Side, string>>): Promise<CommitmentSignatures> {
    return this.signNow('opener', state, utf8(`closing ${scripts.opener} ${scripts.acceptor}`));
  }

  async verifyClosing(state: AssetState, scripts: Readonly<Record<Side, string>>, signatures: CommitmentSignatures): Promise<boolean> {
    return this.verifyNow('opener', state, utf8(`closing ${scripts.opener} ${scripts.acceptor}`), signatures);
  }

  async verify(holder: Side, state: AssetState, holderPoint: Uint8Array, signatures: CommitmentSignatures): Promise<boolean> {
    return this.verifyNow(holder, state, holderPoint, signatures);
  }

  private verifyNow(holder: Side, state: AssetState, holderPoint: Uint8Array, signatures: CommitmentSignatures): boolean {
    const digest = commitmentDigest(this.channelId, holder, state, holderPoint);
    if (Buffer.compare(signatures.bundleId, sha256(concat([utf8('bundle'), digest]))) !== 0) return false;
    if (signatures.htlcs.length !== state.htlcs.length) return false;
    const ok = (sig: Uint8Array, msg: Uint8Array) => secp256k1.verify(sig, msg, this.peerFundingPubkey);
    return ok(signatures.commitment, digest) && signatures.htlcs.every((sig, i) => ok(sig, sha256(concat([digest, Uint8Array.of(i)]))));
  }
}

function commitmentDigest(channelId: string, holder: Side, state: AssetState, point: Uint8Array): Uint8Array {
  const text = JSON.stringify({ channelId, holder, state }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return sha256(concat([utf8(text), point]));
}

export const TEST_CONTRACT_ID = 'rgb:test-contract';

/** Each side's closing output script (P2WPKH-shaped, arbitrary keys). */
export const CLOSING_SCRIPTS = { opener: `0014${'01'.repeat(20)}`, acceptor: `0014${'02'.repeat(20)}` } as const;

export const TEST_POLICY: ChannelPolicy = { assetReserve: 10n, maxHtlcs: 4, minExpiryDelta: 18, maxExpiryDelta: 2016 };

export interface PairSide {
  readonly side: Side;
  readonly updates: AssetChannelUpdates;
  /** This side's signer (verifies the peer's signatures on our commitments). */
  readonly signing: CommitmentSigning;
  readonly commitmentSeed: Uint8Array;
  record: AssetChannelRecord;
}

/**
 * Both sides of a freshly opened asset channel (commitment 0 signed both ways), opener holding
 * `assets`. `signing` picks DigestSigning (fast) or the real shadow transactions over
 * HashColouring (`shadow`). The opener's secrets derive from root 0x01…, index 1; the
 * acceptor's from 0x02…, index 2.
 */
export async function openedPair(assets: bigint, policy: ChannelPolicy = TEST_POLICY, signing: 'digest' | 'shadow' = 'digest'): Promise<{ opener: PairSide; acceptor: PairSide; channel: ShadowChannel }> {
  const channelId = '0a'.repeat(32);
  const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(1), 1n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(2), 2n) };
  const point = (side: Side, n: bigint) => perCommitmentPoint(perCommitmentSecret(secrets[side].commitmentSeed, secretIndexOf(n)));
  const basepoints = { opener: basepointsOf(secrets.opener), acceptor: basepointsOf(secrets.acceptor) };
  const shadow: ShadowChannel = {
    fundingTxid: channelId,
    fundingVout: 1,
    basepoints,
    budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 },
  };
  const makeSigning = (side: Side): CommitmentSigning => {
    const peer: Side = side === 'opener' ? 'acceptor' : 'opener';
    if (signing === 'digest') return new DigestSigning(channelId, secrets[side].fundingSecret, basepoints[peer].fundingPubkey);
    return new ShadowCommitmentSigning(shadow, side, secrets[side], channelBlindingSecret(secrets[side].fundingSecret, basepoints[peer].fundingPubkey), new HashColouring());
  };
  const initial = initialState(assets);
  const make = async (side: Side): Promise<PairSide> => {
    const peer: Side = side === 'opener' ? 'acceptor' : 'opener';
    const sigs = await makeSigning(peer).sign(side, initial, point(side, 0n));
    const signing = makeSigning(side);
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    const updates = new AssetChannelUpdates(signing, secrets[side].commitmentSeed);
    // Opened and funded: the funding confirmed on both sides.
    const opened = openedChannelRecord({
        channelId,
        local: side,
        contractId: TEST_CONTRACT_ID,
        policy,
        initial,
        holderSignatures: { commitment: hex(sigs.commitment), htlcs: sigs.htlcs.map(hex), bundleId: hex(sigs.bundleId) },
        peerPoints: { committed: hex(point(peer, 0n)), next: hex(point(peer, 1n)) },
        closingScripts: CLOSING_SCRIPTS,
      });
    return { side, commitmentSeed: secrets[side].commitmentSeed, signing, updates, record: updates.fundingConfirmed(opened) };
  };
  return { opener: await make('opener'), acceptor: await make('acceptor'), channel: shadow };
}
