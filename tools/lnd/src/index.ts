export { Lnd, KEYSEND_TLV_TYPE, b64ToHex, type LndBtcdBackend, type LndHopHint, type LndOptions, type SendPaymentResult } from './lib/lnd.harness';
export { LND_VERSION, lndBinDir, resolveLndBinary } from './lib/lnd-binary';
export { lndArgs, lndPaths } from './lib/lnd-args';
export { LndRestClient, LndRestError, type LndRestOptions } from './lib/lnd-rest';
export type {
  LndChannel,
  LndChannelPoint,
  LndClosedChannel,
  LndGetInfo,
  LndInvoice,
  LndPayReq,
  LndPayment,
  LndPendingChannels,
  LndWalletBalance,
} from './lib/lnd-types';
