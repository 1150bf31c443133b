export { RgbLibEngine, type RgbLibEngineOptions, type RgbStockRestored, mapError as mapRgbLibError } from './lib/rgb-lib.engine';
export { EsploraChainView } from './lib/esplora-chain-view';
