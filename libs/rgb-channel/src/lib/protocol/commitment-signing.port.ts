import type { AssetState, Side } from './asset-state';
import type { CommitmentSignatures } from './channel-messages';

/**
 * Builds, colours and signs the shadow commitment transactions of a state. The update protocol
 * only decides which states get signed and when; this port knows how (addon + transaction
 * builder). Every method is deterministic: the same state and point give the same bytes. They
 * are async because colouring reads the RGB stock on the RGB worker; the caller runs one
 * protocol step per channel at a time.
 */
export interface CommitmentSigning {
  /** Our signatures on `holder`'s commitment `state`, built with that holder's per-commitment point. */
  sign(holder: Side, state: AssetState, holderPoint: Uint8Array): Promise<CommitmentSignatures>;
  /** True when `signatures` are the peer's valid signatures on our commitment `state`. */
  verify(holder: Side, state: AssetState, holderPoint: Uint8Array, signatures: CommitmentSignatures): Promise<boolean>;
  /** Our signature on the cooperative closing transaction of `state` (no HTLCs) paying to `scripts`. */
  signClosing(state: AssetState, scripts: Readonly<Record<Side, string>>): Promise<CommitmentSignatures>;
  /** True when `signatures` are the peer's valid signatures on that closing transaction. */
  verifyClosing(state: AssetState, scripts: Readonly<Record<Side, string>>, signatures: CommitmentSignatures): Promise<boolean>;
}
