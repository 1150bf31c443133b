export { RgbLibEngine, type RgbLibEngineOptions, mapError as mapRgbLibError } from './lib/rgb-lib.engine';
export { EsploraChainView } from './lib/esplora-chain-view';
