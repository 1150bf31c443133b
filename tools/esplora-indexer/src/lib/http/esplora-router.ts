import { bytesToHex } from '@noble/hashes/utils';
import { isHash256Hex, scriptHashOf } from '../parse/hash';
import type { EsploraQueryService } from '../query/esplora-query.service';
import { addressToScript } from '../script/address';
import type { NetworkParams } from '../script/network';
import { badRequest, type HttpReply, json, octets, orNotFound, text, unavailable } from './http-reply';
import type { BroadcastOutcome } from './tx-broadcaster';

export interface RouterDeps {
  readonly queries: EsploraQueryService;
  readonly broadcast: (body: string) => Promise<BroadcastOutcome>;
  readonly feeEstimates: () => Promise<Record<string, number>>;
  readonly network: () => NetworkParams;
}

type Handler = (params: string[], body: string, deps: RouterDeps) => HttpReply | Promise<HttpReply>;

interface Route {
  readonly method: 'GET' | 'POST';
  readonly pattern: RegExp;
  readonly handle: Handler;
}

const HASH = '([^/]+)';
const NUM = '([^/]+)';

/** Parameters are validated in the handlers so a malformed one is a 400, not a 404. */
const ROUTES: readonly Route[] = [
  get('/blocks/tip/height', (_, __, d) => orNotFound(d.queries.tipHeight(), 'Block', (h) => text(String(h)))),
  get('/blocks/tip/hash', (_, __, d) => orNotFound(d.queries.tipHash(), 'Block', text)),
  get('/blocks', (_, __, d) => json(d.queries.blocks())),
  get(`/blocks/${NUM}`, ([h], _, d) => withHeight(h, (height) => orNotFound(d.queries.blocks(height), 'Block', json))),
  get(`/block-height/${NUM}`, ([h], _, d) => withHeight(h, (height) => orNotFound(d.queries.blockHashAt(height), 'Block', text))),
  get(`/block/${HASH}`, ([hash], _, d) => withHash(hash, (id) => orNotFound(d.queries.block(id), 'Block', json))),
  get(`/block/${HASH}/header`, ([hash], _, d) => withHash(hash, (id) => orNotFound(d.queries.blockHeaderHex(id), 'Block', text))),
  get(`/block/${HASH}/status`, ([hash], _, d) => withHash(hash, (id) => json(d.queries.blockStatus(id)))),
  get(`/block/${HASH}/txids`, ([hash], _, d) => withHash(hash, (id) => orNotFound(d.queries.blockTxids(id), 'Block', json))),
  get(`/block/${HASH}/txid/${NUM}`, ([hash, i], _, d) =>
    withHash(hash, (id) => withHeight(i, (index) => orNotFound(d.queries.blockTxids(id)?.[index], 'Transaction', text))),
  ),
  get(`/block/${HASH}/txs`, ([hash], _, d) => withHash(hash, (id) => orNotFound(d.queries.blockTxs(id, 0), 'Block', json))),
  get(`/block/${HASH}/txs/${NUM}`, ([hash, start], _, d) =>
    withHash(hash, (id) => withHeight(start, (index) => orNotFound(d.queries.blockTxs(id, index), 'Block', json))),
  ),
  get(`/block/${HASH}/raw`, ([hash], _, d) => withHash(hash, (id) => orNotFound(d.queries.blockRaw(id), 'Block', octets))),
  get(`/tx/${HASH}`, ([txid], _, d) => withHash(txid, (id) => orNotFound(d.queries.tx(id), 'Transaction', json))),
  get(`/tx/${HASH}/status`, ([txid], _, d) => withHash(txid, (id) => json(d.queries.txStatus(id)))),
  get(`/tx/${HASH}/raw`, ([txid], _, d) => withHash(txid, (id) => orNotFound(d.queries.txRaw(id), 'Transaction', octets))),
  get(`/tx/${HASH}/hex`, ([txid], _, d) =>
    withHash(txid, (id) => orNotFound(d.queries.txRaw(id), 'Transaction', (raw) => text(bytesToHex(raw)))),
  ),
  get(`/tx/${HASH}/merkle-proof`, ([txid], _, d) => withHash(txid, (id) => orNotFound(d.queries.merkleProof(id), 'Transaction', json))),
  get(`/tx/${HASH}/outspend/${NUM}`, ([txid, v], _, d) => withHash(txid, (id) => withHeight(v, (vout) => json(d.queries.outspend(id, vout))))),
  get(`/tx/${HASH}/outspends`, ([txid], _, d) => withHash(txid, (id) => orNotFound(d.queries.outspends(id), 'Transaction', json))),
  { method: 'POST', pattern: /^\/tx$/, handle: (_, body, d) => d.broadcast(body).then(broadcastReply) },
  get('/mempool/txids', (_, __, d) => json(d.queries.mempoolTxids())),
  get('/fee-estimates', async (_, __, d) => json(await d.feeEstimates())),
  ...scriptRoutes('scripthash', (hash) => (isHash256Hex(hash.toLowerCase()) ? hash.toLowerCase() : undefined)),
  ...scriptRoutes('address', (address, d) => {
    try {
      return scriptHashOf(addressToScript(address, d.network()));
    } catch {
      return undefined;
    }
  }),
];

/** Answers one request; unknown routes are 404 text, as in Esplora. */
export async function routeRequest(method: string, url: string, body: string, deps: RouterDeps): Promise<HttpReply> {
  const path = url.split('?')[0].replace(/\/+$/, '') || '/';
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (match && route.method === method) return route.handle(match.slice(1).map(safeDecode), body, deps);
  }
  return text('Not Found', 404);
}

function safeDecode(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param; // malformed escapes then fail validation as a 400
  }
}

function get(path: string, handle: Handler): Route {
  return { method: 'GET', pattern: new RegExp(`^${path}$`), handle };
}

/** The same history endpoints keyed by script hash or by address. */
function scriptRoutes(kind: 'scripthash' | 'address', toScriptHash: (param: string, d: RouterDeps) => string | undefined): Route[] {
  const withScript = (param: string, d: RouterDeps, reply: (scriptHash: string) => HttpReply): HttpReply => {
    const scriptHash = toScriptHash(param, d);
    return scriptHash === undefined ? badRequest(`Invalid ${kind}`) : reply(scriptHash);
  };
  return [
    get(`/${kind}/${HASH}`, ([p], _, d) => withScript(p, d, (sh) => json({ [kind]: p, ...d.queries.scriptStats(sh) }))),
    get(`/${kind}/${HASH}/txs`, ([p], _, d) => withScript(p, d, (sh) => json(d.queries.scriptTxs(sh)))),
    get(`/${kind}/${HASH}/txs/chain`, ([p], _, d) => withScript(p, d, (sh) => json(d.queries.scriptChainTxs(sh)))),
    get(`/${kind}/${HASH}/txs/chain/${HASH}`, ([p, last], _, d) =>
      withScript(p, d, (sh) => withHash(last, (txid) => json(d.queries.scriptChainTxs(sh, txid)))),
    ),
    get(`/${kind}/${HASH}/txs/mempool`, ([p], _, d) => withScript(p, d, (sh) => json(d.queries.scriptMempoolTxs(sh)))),
    get(`/${kind}/${HASH}/utxo`, ([p], _, d) => withScript(p, d, (sh) => json(d.queries.scriptUtxos(sh)))),
  ];
}

function withHash(param: string, reply: (hash: string) => HttpReply): HttpReply {
  const hash = param.toLowerCase();
  return isHash256Hex(hash) ? reply(hash) : badRequest('Invalid hex string');
}

function withHeight(param: string, reply: (n: number) => HttpReply): HttpReply {
  return /^\d{1,10}$/.test(param) ? reply(Number(param)) : badRequest('Invalid number');
}

function broadcastReply(outcome: BroadcastOutcome): HttpReply {
  switch (outcome.kind) {
    case 'accepted':
      return text(outcome.txid);
    case 'rejected':
      return badRequest(outcome.message);
    case 'unavailable':
      return unavailable(outcome.message);
  }
}
