import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventService } from '@rln/events';
import { EngineStore, EventJournal, EventOutbox, silentLogger, type LightningEvent } from '@rln/lightning';
import { newPayment } from '@rln/payments';
import { Database, TypeormDeadLetterStore, TypeormEventQueue, TypeormKvStore, TypeormPaymentStore, isUnstorableData } from '@rln/persistence';
import { createTestDatabase } from '@rln/testing';
import { createLightningPayments } from './lightning-payments.factory';

const PEER = `02${'11'.repeat(32)}`;
const SENT_ID = 'aa'.repeat(32);

// Events as a careless translation would hand them over: U+0000 from a peer, unsanitised.
const poisonedClaim: LightningEvent = {
  type: 'PaymentClaimed',
  paymentHash: 'bb'.repeat(32),
  amountMsat: 5_000n,
  purpose: 'bolt12_offer',
  customTlvs: [],
  counterpartyNodeId: PEER,
  bolt12Offer: { offerId: 'cc'.repeat(32), payerNote: 'thanks\u0000', quantity: null, payerSigningPubkey: PEER },
};
const poisonedClose: LightningEvent = { type: 'ChannelClosed', channelId: 'dd'.repeat(32), userChannelId: 7n, counterpartyNodeId: PEER, reason: 'CounterpartyForceClosed: bye\u0000' };
const ready: LightningEvent = { type: 'ChannelReady', channelId: 'ee'.repeat(32), userChannelId: 8n, counterpartyNodeId: PEER };
const sent: LightningEvent = { type: 'PaymentSent', paymentId: SENT_ID, paymentHash: SENT_ID, preimage: 'ff'.repeat(32), feePaidMsat: 10n };

/**
 * An engine event the database refuses (U+0000 in jsonb or text) used to stay at the head of
 * the event outbox forever: later events waited behind it and payment records stayed Pending.
 * Here the real delivery path (journal, outbox, dead-lettering sink, router, stores) runs on
 * each backend.
 */
function deadLetterSuite(backend: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>): void {
  describe(`an event the database can never store, on ${backend}`, () => {
    let db: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ db, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it('is set aside in event_dead_letter, and the events after it are delivered', async () => {
      const events = new EventService(new TypeormEventQueue(db));
      const deadLetters = new TypeormDeadLetterStore(db);
      const lightning = createLightningPayments({
        store: new TypeormPaymentStore(db),
        events,
        engine: () => {
          throw new Error('no engine in this test');
        },
        logger: silentLogger,
        deadLetters,
        isUnstorable: isUnstorableData,
      });
      await lightning.payments.recordPending(newPayment({ id: SENT_ID, kind: 'Bolt11', direction: 'Outbound', amountMsat: 1_000n, paymentHash: SENT_ID }));

      const store = new EngineStore(new TypeormKvStore(db));
      const journal = await EventJournal.open(store);
      const outbox = new EventOutbox(journal, lightning.sink, silentLogger, { retryDelayMs: () => 20 });
      for (const event of [poisonedClaim, poisonedClose, ready, sent]) outbox.enqueue(event);
      // What the engine's next ChannelManager write does: the journal's records are stored, then delivered.
      const taken = journal.writesForManager();
      await store.writeTogether(taken.writes);
      journal.written(taken);
      for (let i = 0; i < 500 && !outbox.isEmpty(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(outbox.isEmpty()).toBe(true);
      await outbox.stop(1_000);

      const clientEvents = await db.transaction((m) => m.query(`SELECT type FROM node_event ORDER BY id`));
      expect(clientEvents.map((e: { type: string }) => e.type)).toEqual(['ChannelReady', 'PaymentSuccessful']);
      expect(await lightning.payments.find(SENT_ID)).toMatchObject({ status: 'Succeeded', preimage: 'ff'.repeat(32) });

      expect(await deadLetters.count()).toBe(2);
      const letters: { source: string; type: string; payload: string; error: string }[] = await db.transaction((m) =>
        m.query(`SELECT source, type, payload, error FROM event_dead_letter ORDER BY id`),
      );
      expect(letters.map((l) => [l.source, l.type])).toEqual([
        ['lightning', 'PaymentClaimed'],
        ['lightning', 'ChannelClosed'],
      ]);
      // The payload is the event as JSON text, U+0000 escaped, bigints as strings: readable as it was.
      expect(JSON.parse(letters[1].payload)).toEqual({ ...poisonedClose, userChannelId: '7' });
      expect(JSON.parse(letters[0].payload)).toMatchObject({ bolt12Offer: { payerNote: 'thanks\u0000' }, amountMsat: '5000' });
      for (const letter of letters) expect(letter.error.length).toBeGreaterThan(0);
    }, 30_000);
  });
}

deadLetterSuite('PostgreSQL', async () => {
  const created = await createTestDatabase();
  const db = await Database.open({ kind: 'postgres', url: created.url });
  return {
    db,
    close: async () => {
      await db.close();
      await created.drop();
    },
  };
});

deadLetterSuite('PGlite', async () => {
  const db = await Database.open({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'dead-letter-pglite-')), 'db') });
  return { db, close: () => db.close() };
});
