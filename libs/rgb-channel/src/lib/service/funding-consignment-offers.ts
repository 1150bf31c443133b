import { utf8, type KvStore } from '@rln/core';
import { verifyConsignmentRequest, type ConsignmentRequestProof } from './consignment-request';

/** KvStore namespace of the funding consignments an opener offers: key = funding txid. */
export const FUNDING_OFFERS_NAMESPACE = 'rgb_channel_funding_offers';
/** Requests one offer answers at most: enough for retries, not for a scraper. */
export const MAX_REQUESTS_PER_OFFER = 16;

interface StoredOffer {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly nonce: string;
  readonly consignment: string;
  readonly seenRequestNonces: readonly string[];
}

/** Why a request was refused; the endpoint answers every case alike (404) so a prober learns nothing. */
export type OfferRefusal = 'unknown' | 'not-authorised' | 'replayed' | 'exhausted';

/**
 * The opener's side of the funding consignment transport (protocol §7): each offer is served
 * only to the opening's peer, against a node-key signature over the funding txid, the opening's
 * nonce and a fresh request nonce, and each request nonce once. Knowing the txid is not enough.
 */
export class FundingConsignmentOffers {
  constructor(private readonly kv: KvStore) {}

  async offer(entry: { peerNodeId: string; channelId: string; txid: string; nonce: Uint8Array; bytes: Uint8Array }): Promise<void> {
    const stored: StoredOffer = {
      peerNodeId: entry.peerNodeId,
      channelId: entry.channelId,
      nonce: Buffer.from(entry.nonce).toString('hex'),
      consignment: Buffer.from(entry.bytes).toString('base64'),
      seenRequestNonces: [],
    };
    const existing = await this.kv.get(FUNDING_OFFERS_NAMESPACE, entry.txid);
    await this.kv.put(FUNDING_OFFERS_NAMESPACE, entry.txid, encode(stored), existing?.version ?? 0n);
  }

  /** Whether `txid` names an offer: the endpoint asks for a proof only then. */
  async has(txid: string): Promise<boolean> {
    return (await this.kv.get(FUNDING_OFFERS_NAMESPACE, txid)) !== null;
  }

  /** The consignment, once the proof checks out and its request nonce is recorded as used. */
  async serve(txid: string, proof: ConsignmentRequestProof): Promise<{ bytes: Uint8Array } | { refused: OfferRefusal }> {
    const entry = await this.kv.get(FUNDING_OFFERS_NAMESPACE, txid);
    if (!entry) return { refused: 'unknown' };
    const offer = JSON.parse(new TextDecoder().decode(entry.value)) as StoredOffer;
    if (!verifyConsignmentRequest(offer.peerNodeId, txid, Uint8Array.from(Buffer.from(offer.nonce, 'hex')), proof)) return { refused: 'not-authorised' };
    if (offer.seenRequestNonces.includes(proof.requestNonce)) return { refused: 'replayed' };
    if (offer.seenRequestNonces.length >= MAX_REQUESTS_PER_OFFER) return { refused: 'exhausted' };
    // Recorded before answering, over the version read: two copies of one request cannot both pass.
    await this.kv.put(FUNDING_OFFERS_NAMESPACE, txid, encode({ ...offer, seenRequestNonces: [...offer.seenRequestNonces, proof.requestNonce] }), entry.version);
    return { bytes: Uint8Array.from(Buffer.from(offer.consignment, 'base64')) };
  }
}

function encode(offer: StoredOffer): Uint8Array {
  return utf8(JSON.stringify(offer));
}
