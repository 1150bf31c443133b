import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { unpackArchive } from '@rln/contracts';
import { CONSIGNMENT_REQUEST_HEADERS, MAX_FUNDING_CONSIGNMENT_BYTES, signConsignmentRequest, type FundingConsignmentOffers, type FundingConsignments } from '@rln/rgb-channel';
const FETCH_TIMEOUT_MS = 30_000;

export interface HttpFundingConsignmentsDeps {
  readonly offers: FundingConsignmentOffers;
  /** This node's key secret: it signs the download request (protocol §7). */
  readonly nodeSecret: () => Uint8Array;
  /** The host (IP or name) the peer is connected from/at, or null when it is not connected. */
  readonly peerHost: (peerNodeId: string) => string | null;
}

/**
 * The funding consignment transport over HTTP (protocol §7): the opener's offers are served by
 * GET /rgb/consignments/{txid} to the proven peer; the acceptor downloads from the opener's
 * `color_context_data`, only from the host its Lightning connection runs to, following no
 * redirect and reading at most MAX_FUNDING_CONSIGNMENT_BYTES. The URL is the peer's choice, so it
 * must not become a way into the acceptor's own network (review F15).
 */
export class HttpFundingConsignments implements FundingConsignments {
  constructor(private readonly deps: HttpFundingConsignmentsDeps) {}

  offer(entry: { peerNodeId: string; channelId: string; txid: string; nonce: Uint8Array; bytes: Uint8Array }): Promise<void> {
    return this.deps.offers.offer(entry);
  }

  async fetch(request: { peerNodeId: string; urlTemplate: string; txid: string; nonce: Uint8Array }): Promise<Uint8Array> {
    const url = new URL(request.urlTemplate.replace('{txid}', request.txid));
    const host = this.deps.peerHost(request.peerNodeId);
    if (!host) throw new Error('the peer is not connected: its consignment URL cannot be checked against its address');
    if (!sameHost(url.hostname, host)) throw new Error(`the consignment URL's host ${url.hostname} is not the peer's ${host}`);
    const proof = signConsignmentRequest(this.deps.nodeSecret(), request.txid, request.nonce, randomBytes(32));
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: {
        [CONSIGNMENT_REQUEST_HEADERS.node]: proof.nodeId,
        [CONSIGNMENT_REQUEST_HEADERS.requestNonce]: proof.requestNonce,
        [CONSIGNMENT_REQUEST_HEADERS.signature]: proof.signature,
      },
    });
    if (!response.ok) throw new Error(`the peer's consignment endpoint answered ${response.status}`);
    const body = await readCapped(response, MAX_FUNDING_CONSIGNMENT_BYTES);
    return unpackArchive(body).payload;
  }
}

/** Names compare case-insensitively; IPv6 literals arrive bracketed in URLs. */
function sameHost(urlHost: string, peerHost: string): boolean {
  const strip = (h: string) => h.replace(/^\[|\]$/g, '').toLowerCase();
  const a = strip(urlHost);
  const b = strip(peerHost);
  return a === b && (isIP(a) !== 0 || /^[a-z0-9.-]+$/.test(a));
}

async function readCapped(response: Response, max: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) throw new Error(`the consignment is ${declared} bytes, more than ${max}`);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new Error(`the consignment is more than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Uint8Array.from(Buffer.concat(chunks));
}
