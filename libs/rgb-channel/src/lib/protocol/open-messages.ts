import { concat, encodeTlvStream, encodeTu64, utf8, type TlvRecord } from '@rln/core';
import type { ChannelBasepoints } from '../keys/channel-keys';
import type { ShadowBudget } from '../tx/shadow-commitment';
import type { ChannelPolicy } from './asset-state';
import { readSignatures, signatureRecords, type CommitmentSignatures } from './channel-messages';
import { exact, fixed, hex32, MalformedMessage, readTlvFields, text, toHex } from './wire-fields';

/**
 * The asset channel's opening messages (docs/design/rgb-channel-protocol.md §5a), BOLT 2's
 * open/accept/funding_created/funding_signed for the shadow output: odd custom types, TLV
 * streams. Not sequenced: an opening interrupted before `rgb_funding_signed` is abandoned
 * (nothing was broadcast) and started again.
 */
export const OPEN_MESSAGE_TYPES = {
  open: 32785,
  acceptOpen: 32787,
  fundingCreated: 32789,
  fundingSigned: 32791,
} as const;

/** What each side tells the other about itself at opening. */
export interface OpeningSide {
  readonly basepoints: ChannelBasepoints;
  /** Per-commitment points for commitments 0 and 1. */
  readonly points: readonly [Uint8Array, Uint8Array];
  /** Where its assets go in a cooperative close (output script). */
  readonly closingScript: Uint8Array;
}

export type OpenMessage =
  | {
      readonly kind: 'open';
      readonly channelId: string;
      readonly contractId: string;
      readonly assetAmount: bigint;
      readonly opener: OpeningSide;
      readonly policy: ChannelPolicy;
      readonly budget: ShadowBudget;
      /** What the acceptor signs to fetch the funding consignment (protocol §7). */
      readonly consignmentNonce: Uint8Array;
      /** Where the acceptor fetches it: the opener's `color_context_data`, `{txid}` standing for the funding txid. */
      readonly consignmentUrl: string;
    }
  | { readonly kind: 'acceptOpen'; readonly channelId: string; readonly acceptor: OpeningSide }
  | { readonly kind: 'fundingCreated'; readonly channelId: string; readonly fundingTxid: string; readonly fundingVout: number; readonly signatures: CommitmentSignatures }
  | { readonly kind: 'fundingSigned'; readonly channelId: string; readonly signatures: CommitmentSignatures };

const T = {
  channelId: 0n,
  commitmentSig: 10n, // 10, 12, 14 as in the update messages
  contractId: 40n,
  assetAmount: 42n,
  basepoints: 44n,
  points: 46n,
  closingScript: 48n,
  assetReserve: 50n,
  maxHtlcs: 52n,
  minExpiryDelta: 54n,
  maxExpiryDelta: 56n,
  fundingSats: 58n,
  assetOutputSats: 60n,
  htlcOutputSats: 62n,
  feeratePerKw: 64n,
  toSelfDelay: 66n,
  consignmentNonce: 68n,
  fundingTxid: 70n,
  fundingVout: 72n,
  consignmentUrl: 74n,
} as const;

/** Each opening message's TLVs (protocol §5a): any other even type is unknown to it and refused. */
const FIELDS: Readonly<Record<OpenMessage['kind'], ReadonlySet<bigint>>> = (() => {
  const signed = [T.commitmentSig, 12n, 14n];
  const side = [T.basepoints, T.points, T.closingScript];
  const terms = [T.contractId, T.assetAmount, T.assetReserve, T.maxHtlcs, T.minExpiryDelta, T.maxExpiryDelta, T.fundingSats, T.assetOutputSats, T.htlcOutputSats, T.feeratePerKw, T.toSelfDelay, T.consignmentNonce, T.consignmentUrl];
  return {
    open: new Set([T.channelId, ...side, ...terms]),
    acceptOpen: new Set([T.channelId, ...side]),
    fundingCreated: new Set([T.channelId, ...signed, T.fundingTxid, T.fundingVout]),
    fundingSigned: new Set([T.channelId, ...signed]),
  };
})();

const MAX_CONTRACT_ID = 128;
const MAX_SCRIPT = 64;
const MAX_URL = 512;

export function encodeOpenMessage(message: OpenMessage): { type: number; payload: Uint8Array } {
  const records: TlvRecord[] = [{ type: T.channelId, value: hex32(message.channelId, 'channel id') }];
  const u = (type: bigint, n: bigint | number) => records.push({ type, value: encodeTu64(BigInt(n)) });
  switch (message.kind) {
    case 'open':
      records.push({ type: T.contractId, value: utf8(message.contractId) });
      u(T.assetAmount, message.assetAmount);
      records.push(...sideRecords(message.opener));
      u(T.assetReserve, message.policy.assetReserve);
      u(T.maxHtlcs, message.policy.maxHtlcs);
      u(T.minExpiryDelta, message.policy.minExpiryDelta);
      u(T.maxExpiryDelta, message.policy.maxExpiryDelta);
      u(T.fundingSats, message.budget.fundingSats);
      u(T.assetOutputSats, message.budget.assetOutputSats);
      u(T.htlcOutputSats, message.budget.htlcOutputSats);
      u(T.feeratePerKw, message.budget.feeratePerKw);
      u(T.toSelfDelay, message.budget.toSelfDelay);
      records.push({ type: T.consignmentNonce, value: fixed(message.consignmentNonce, 32, 'consignment nonce') });
      records.push({ type: T.consignmentUrl, value: utf8(checkConsignmentUrl(message.consignmentUrl)) });
      break;
    case 'acceptOpen':
      records.push(...sideRecords(message.acceptor));
      break;
    case 'fundingCreated':
      records.push(...signatureRecords(message.signatures), { type: T.fundingTxid, value: hex32(message.fundingTxid, 'funding txid') });
      u(T.fundingVout, message.fundingVout);
      break;
    case 'fundingSigned':
      records.push(...signatureRecords(message.signatures));
      break;
  }
  return { type: OPEN_MESSAGE_TYPES[message.kind], payload: encodeTlvStream(records) };
}

export function decodeOpenMessage(type: number, payload: Uint8Array): OpenMessage {
  const kind = (Object.keys(OPEN_MESSAGE_TYPES) as Array<keyof typeof OPEN_MESSAGE_TYPES>).find((k) => OPEN_MESSAGE_TYPES[k] === type);
  if (!kind) throw new MalformedMessage(`unknown opening message type ${type}`);
  const { get, u64 } = readTlvFields(payload, FIELDS[kind], kind);
  const small = (t: bigint, max: number) => Number(u64(t, BigInt(max)));
  const channelId = toHex(exact(get(T.channelId), 32, 'channel id'));
  const signatures = () => readSignatures(get);
  const side = (): OpeningSide => {
    const bp = exact(get(T.basepoints), 5 * 33, 'basepoints');
    const pts = exact(get(T.points), 2 * 33, 'points');
    const script = get(T.closingScript);
    if (script.length === 0 || script.length > MAX_SCRIPT) throw new MalformedMessage('a closing script is 1..64 bytes');
    const at = (b: Uint8Array, i: number) => b.slice(i * 33, (i + 1) * 33);
    return {
      basepoints: { fundingPubkey: at(bp, 0), revocationBasepoint: at(bp, 1), paymentBasepoint: at(bp, 2), delayedPaymentBasepoint: at(bp, 3), htlcBasepoint: at(bp, 4) },
      points: [at(pts, 0), at(pts, 1)],
      closingScript: script,
    };
  };
  switch (kind) {
    case 'open': {
      const contractId = get(T.contractId);
      if (contractId.length === 0 || contractId.length > MAX_CONTRACT_ID) throw new MalformedMessage('a contract id is 1..128 bytes');
      return {
        kind,
        channelId,
        contractId: text(contractId, MAX_CONTRACT_ID),
        assetAmount: u64(T.assetAmount),
        opener: side(),
        policy: { assetReserve: u64(T.assetReserve), maxHtlcs: small(T.maxHtlcs, 0xffff), minExpiryDelta: small(T.minExpiryDelta, 0xffff), maxExpiryDelta: small(T.maxExpiryDelta, 0xffff) },
        budget: {
          fundingSats: u64(T.fundingSats, 21_000_000n * 100_000_000n),
          assetOutputSats: u64(T.assetOutputSats, 21_000_000n * 100_000_000n),
          htlcOutputSats: u64(T.htlcOutputSats, 21_000_000n * 100_000_000n),
          feeratePerKw: u64(T.feeratePerKw, 0xffff_ffffn),
          toSelfDelay: small(T.toSelfDelay, 0xffff),
        },
        consignmentNonce: exact(get(T.consignmentNonce), 32, 'consignment nonce'),
        consignmentUrl: readConsignmentUrl(get(T.consignmentUrl)),
      };
    }
    case 'acceptOpen':
      return { kind, channelId, acceptor: side() };
    case 'fundingCreated':
      return { kind, channelId, fundingTxid: toHex(exact(get(T.fundingTxid), 32, 'funding txid')), fundingVout: small(T.fundingVout, 0xffff), signatures: signatures() };
    case 'fundingSigned':
      return { kind, channelId, signatures: signatures() };
  }
}

/** An http(s) URL template naming `{txid}`, at most 512 bytes: what the acceptor will fetch (protocol §7). */
export function checkConsignmentUrl(template: string): string {
  if (utf8(template).length > MAX_URL) throw new RangeError(`a consignment URL is at most ${MAX_URL} bytes`);
  let url: URL;
  try {
    url = new URL(template.replace('{txid}', '0'.repeat(64)));
  } catch {
    throw new RangeError(`${JSON.stringify(template)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RangeError('a consignment URL is http or https');
  if (!template.includes('{txid}')) throw new RangeError('a consignment URL names the funding txid as {txid}');
  return template;
}

function readConsignmentUrl(bytes: Uint8Array): string {
  try {
    return checkConsignmentUrl(text(bytes));
  } catch (err) {
    throw new MalformedMessage((err as Error).message);
  }
}

function sideRecords(side: OpeningSide): TlvRecord[] {
  const b = side.basepoints;
  const keys = [b.fundingPubkey, b.revocationBasepoint, b.paymentBasepoint, b.delayedPaymentBasepoint, b.htlcBasepoint].map((k) => fixed(k, 33, 'basepoint'));
  if (side.closingScript.length === 0 || side.closingScript.length > MAX_SCRIPT) throw new RangeError('a closing script is 1..64 bytes');
  return [
    { type: T.basepoints, value: concat(keys) },
    { type: T.points, value: concat(side.points.map((p) => fixed(p, 33, 'point'))) },
    { type: T.closingScript, value: side.closingScript },
  ];
}
