export { InteropWallet, type InteropWalletOptions, type ReceiveOptions, type SendOptions } from './interop-wallet';
export { InteropWalletError, buildInteropWallet, resolveInteropWalletBinary } from './interop-wallet-process';
export type * from './interop-wallet-types';
