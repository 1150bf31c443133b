export { RGB_PROXY_PATH, startRgbProxyServer, type RgbProxyServerOptions, type StartedRgbProxyServer } from './lib/rgb-proxy-server';
