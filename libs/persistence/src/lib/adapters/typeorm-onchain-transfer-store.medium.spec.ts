import type { OnchainTransferRecord } from '@rln/rgb-transfers';
import { Database } from '../database';
import { TypeormOnchainTransferStore } from './typeorm-onchain-transfer-store';
import { TypeormRgbStore } from './typeorm-rgb-store';

const RECORD: OnchainTransferRecord = {
  id: 'utxob:abc',
  direction: 'Inbound',
  status: 'pending',
  createdAtUnixSecs: 100,
  updatedAtUnixSecs: 100,
  expiresAtUnixSecs: 200,
  invoice: 'rgb:~/~/utxob:abc',
  recipientId: 'utxob:abc',
  recipientKind: 'blinded',
  transport: 'proxy',
  contractId: 'contract:abcdefghijkl',
  amount: 18446744073709551615n,
  txid: null,
  consignmentKey: null,
  purpose: null,
  batchTransferIdx: 3,
  stage: null,
  psbt: null,
  blindingUtxo: `${'a'.repeat(64)}:1`,
  nonce: 'n-1',
  failureReason: null,
  idempotencyKey: null,
  receivedNotified: false,
};

describe('TypeormOnchainTransferStore on PGlite', () => {
  let db: Database;
  let store: TypeormOnchainTransferStore;

  beforeAll(async () => {
    db = await Database.open({ kind: 'pglite', dataDir: 'memory' });
    store = new TypeormOnchainTransferStore(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('round-trips a record, u64 amounts included, and finds it by recipient and nonce', async () => {
    await store.insert(RECORD);
    expect(await store.get(RECORD.id)).toEqual(RECORD);
    expect(await store.findInbound('utxob:abc')).toEqual(RECORD);
    expect(await store.findByNonce('n-1')).toEqual(RECORD);
    expect(await store.findInbound('other')).toBeNull();
  });

  it('refuses a second invoice with the same nonce', async () => {
    await expect(store.insert({ ...RECORD, id: 'utxob:def', recipientId: 'utxob:def' })).rejects.toThrow();
  });

  it('updates only while the status is the expected one, and never out of a terminal state', async () => {
    const updated = await store.update(RECORD.id, 'pending', { status: 'succeeded', txid: 'b'.repeat(64), receivedNotified: true, updatedAtUnixSecs: 150 });
    expect(updated).toMatchObject({ status: 'succeeded', txid: 'b'.repeat(64), receivedNotified: true, updatedAtUnixSecs: 150, amount: RECORD.amount });
    expect(await store.update(RECORD.id, 'pending', { status: 'failed' })).toBeNull();
    expect((await store.get(RECORD.id))?.status).toBe('succeeded');
    expect(await store.listByStatus('pending')).toEqual([]);
  });

  it('refuses a second live send to one invoice (409), and allows one again once the first failed', async () => {
    const send = { ...RECORD, id: 'send-a', direction: 'Outbound' as const, recipientId: 'utxob:live', nonce: null, stage: 'preparing' as const };
    await store.insert(send);
    await expect(store.insert({ ...send, id: 'send-b' })).rejects.toMatchObject({ code: 'Conflict' });
    await store.update('send-a', 'pending', { status: 'failed' });
    await store.insert({ ...send, id: 'send-c' });
    expect((await store.get('send-c'))?.status).toBe('pending');
  });

  it('lists newest first', async () => {
    await store.insert({ ...RECORD, id: 'out-1', direction: 'Outbound', recipientId: 'utxob:zzz', nonce: null, createdAtUnixSecs: 300, stage: 'preparing' });
    expect((await store.list()).map((r) => r.id).slice(0, 1)).toEqual(['out-1']);
  });

  it('saves a transfer consignment idempotently under its content key', async () => {
    const rgb = new TypeormRgbStore(db);
    const consignment = { key: 'c'.repeat(64), contractId: RECORD.contractId as string, data: new Uint8Array([1, 2, 3]), createdAtUnixSecs: 1 };
    await rgb.saveConsignment(consignment);
    await rgb.saveConsignment(consignment);
    expect(await rgb.getConsignment(consignment.key)).toMatchObject({ data: new Uint8Array([1, 2, 3]) });
  });
});
