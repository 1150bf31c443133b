import { InMemoryWalletStore } from './in-memory-wallet-store';
import { walletStoreContract } from './wallet-store.contract';

describe('InMemoryWalletStore', () => {
  walletStoreContract(
    async () => new InMemoryWalletStore(),
    async () => undefined,
  );
});
