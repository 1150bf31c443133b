export { RgbLibEngine, type RgbLibEngineOptions, type RgbStockRestored, mapError as mapRgbLibError } from './lib/rgb-lib.engine';
export { EsploraChainView } from './lib/esplora-chain-view';
export { RgbLibShadowColouring } from './lib/rgb-lib-shadow-colouring';
export type { ShadowColourRequest, ShadowColoured, ShadowFundingAccepted } from './lib/rgb-lib.engine';
export { RgbLibAssetChannelWallet, type RgbLibAssetChannelWalletOptions } from './lib/rgb-lib-asset-channel-wallet';
