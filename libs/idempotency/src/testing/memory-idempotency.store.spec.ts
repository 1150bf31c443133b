import { idempotencyStoreContract } from './idempotency-store.contract';
import { MemoryIdempotencyStore } from './memory-idempotency.store';

idempotencyStoreContract('MemoryIdempotencyStore', async () => new MemoryIdempotencyStore());
