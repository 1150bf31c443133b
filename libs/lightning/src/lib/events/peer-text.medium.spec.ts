import { NodeSeed } from '@rln/node-keys';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { describeOffer, describeRefund, parseOffer, parseRefund } from '../payments/bolt12';
import { bech32NoChecksum, encodeTlvStream, encodeTu64, utf8 } from '../payments/tlv';
import { translateEvent } from './event-translator';

// Text a peer wrote reaches our records through these translations; U+0000 in any of them made
// the database refuse the event or record (and the event outbox retry it forever).
describe('peer text where it enters the node (real LDK objects)', () => {
  let ldk: Ldk;
  const peerId = () => Uint8Array.from(Buffer.from(NodeSeed.generate().nodeId(), 'hex'));
  const noChannels = { counterpartyOf: () => null };

  beforeAll(async () => {
    ldk = await loadLdk();
  });

  function channelClosed(reason: ReturnType<Ldk['ClosureReason']['constructor_processing_error']>) {
    return ldk.Event.constructor_channel_closed(
      ldk.ChannelId.constructor_new(new Uint8Array(32).fill(7)),
      5n,
      reason,
      peerId(),
      ldk.Option_u64Z.constructor_some(100_000n),
      ldk.OutPoint.constructor_new(new Uint8Array(32).fill(1), 0),
      ldk.Option_u64Z.constructor_none(),
    );
  }

  it("sanitises a peer's force-close message and LDK's processing error", () => {
    const forced = translateEvent(ldk, channelClosed(ldk.ClosureReason.constructor_counterparty_force_closed(ldk.UntrustedString.constructor_new('bye\u0000\u0007now'))), noChannels);
    expect(forced).toMatchObject({ type: 'ChannelClosed', reason: 'CounterpartyForceClosed: bye\uFFFD\uFFFDnow' });
    const long = translateEvent(ldk, channelClosed(ldk.ClosureReason.constructor_counterparty_force_closed(ldk.UntrustedString.constructor_new('x'.repeat(60_000)))), noChannels);
    expect(long?.type === 'ChannelClosed' && long.reason.length).toBeLessThan(1100);
    const processing = translateEvent(ldk, channelClosed(ldk.ClosureReason.constructor_processing_error('peer sent \u0000')), noChannels);
    expect(processing).toMatchObject({ reason: 'ProcessingError: peer sent \uFFFD' });
  });

  // LDK's to_str (PrintableString) already replaces controls in notes and descriptions; the cap
  // is ours (an offer's description has no limit), and so is the guarantee if the bindings change.
  it("sanitises and caps the payer's note of a BOLT12 offer payment", () => {
    const claimedWithNote = (note: string) => {
      const fields = ldk.InvoiceRequestFields.constructor_new(peerId(), ldk.Option_u64Z.constructor_none(), ldk.UntrustedString.constructor_new(note), null);
      const purpose = ldk.PaymentPurpose.constructor_bolt12_offer_payment(
        ldk.Option_ThirtyTwoBytesZ.constructor_some(new Uint8Array(32).fill(3)),
        new Uint8Array(32).fill(4),
        ldk.Bolt12OfferContext.constructor_new(ldk.OfferId.constructor_new(new Uint8Array(32).fill(5)), fields),
      );
      const event = translateEvent(
        ldk,
        ldk.Event.constructor_payment_claimed(
          peerId(),
          new Uint8Array(32).fill(6),
          1_000n,
          purpose,
          [],
          ldk.Option_u64Z.constructor_none(),
          ldk.RecipientOnionFields.constructor_spontaneous_empty(),
          ldk.Option_ThirtyTwoBytesZ.constructor_none(),
        ),
        noChannels,
      );
      expect(event).toMatchObject({ type: 'PaymentClaimed', purpose: 'bolt12_offer' });
      return event?.type === 'PaymentClaimed' ? event.bolt12Offer?.payerNote : undefined;
    };
    expect(claimedWithNote('thanks\u0000')).toBe('thanks\uFFFD');
    expect([...(claimedWithNote('n'.repeat(3000)) ?? '')]).toHaveLength(1024);
  });

  it('sanitises and caps the description, issuer and payer note of offers and refunds a client hands in', () => {
    const offer = parseOffer(
      ldk,
      bech32NoChecksum(
        'lno',
        encodeTlvStream([
          { type: 8n, value: encodeTu64(1_000n) },
          { type: 10n, value: utf8(`coffee\u0000${'c'.repeat(5000)}`) },
          { type: 18n, value: utf8('shop\u0000') },
          { type: 22n, value: peerId() },
        ]),
      ),
    );
    const offerView = describeOffer(ldk, offer, 0);
    expect(offerView.issuer).toBe('shop\uFFFD');
    expect(offerView.description?.startsWith('coffee\uFFFDccc')).toBe(true);
    expect([...(offerView.description ?? '')]).toHaveLength(1024);

    const refund = parseRefund(
      ldk,
      bech32NoChecksum(
        'lnr',
        encodeTlvStream([
          { type: 0n, value: new Uint8Array(32).fill(9) },
          { type: 10n, value: utf8('refund\u0000') },
          { type: 82n, value: encodeTu64(2_000n) },
          { type: 88n, value: peerId() },
          { type: 89n, value: utf8(`sorry\u0000${'s'.repeat(2000)}`) },
        ]),
      ),
    );
    const refundView = describeRefund(ldk, refund, 0);
    expect(refundView.description).toBe('refund\uFFFD');
    expect(refundView.payerNote?.startsWith('sorry\uFFFDsss')).toBe(true);
    expect([...(refundView.payerNote ?? '')]).toHaveLength(1024);
  });
});
