import { rgbProxyStoreContract } from '../../testing/rgb-proxy-store.contract';
import { MemoryRgbProxyStore } from './memory-rgb-proxy.store';

describe('MemoryRgbProxyStore', () => {
  rgbProxyStoreContract(
    async () => new MemoryRgbProxyStore(),
    async () => undefined,
  );
});
