export { EsploraIndexer, type EsploraIndexerOptions } from './lib/esplora-indexer';
export type { IndexerRpc } from './lib/ports/indexer-rpc.port';
export { FEE_TARGETS, MIN_RELAY_SAT_PER_VB } from './lib/fee/fee-estimates';
export type { BlockView, OutspendView, TxStatusView, TxView, UtxoView } from './lib/query/esplora-views';
export { scriptHashOf } from './lib/parse/hash';
