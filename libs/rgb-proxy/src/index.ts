export * from './lib/protocol/json-rpc';
export * from './lib/protocol/rgb-proxy-protocol';
export { requestFromFormFields, requestFromJson } from './lib/protocol/request';
export * from './lib/errors/rgb-proxy.errors';
export * from './lib/ports/rgb-proxy-store.port';
export * from './lib/ports/recipient-policy.port';
export * from './lib/services/rgb-proxy.service';
export * from './lib/store/memory-rgb-proxy.store';
export { RgbProxyHttp, sendRgbProxyReply, type RgbProxyHttpOptions, type RgbProxyHttpReply } from './lib/http/rgb-proxy-http';
