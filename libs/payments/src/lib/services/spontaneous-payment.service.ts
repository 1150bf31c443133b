import { createHash, randomBytes } from 'node:crypto';
import { InvalidRequestError, crashPoint } from '@rln/core';
import { newPayment } from '../domain/new-payment';
import { CustomTlv, Payment } from '../domain/payment';
import { PaymentEngine } from '../ports/payment-engine.port';
import { PaymentService } from './payment.service';

/** Custom TLV records live in the odd/even range >= 2^16 (BOLT4 reserves lower types). */
const MIN_CUSTOM_TLV_TYPE = 1n << 16n;
/** The keysend preimage record; a client may not set it. */
const KEYSEND_TLV_TYPE = 5482373484n;

/** Keysend: a payment to a node id without an invoice, optionally with custom TLVs. */
export class SpontaneousPaymentService {
  constructor(
    private readonly engine: PaymentEngine,
    private readonly payments: PaymentService,
  ) {}

  /** `operationKey`: see PaymentService.madeUnder; the payment remembers it. */
  async send(counterpartyNodeId: string, amountMsat: bigint, customTlvs: CustomTlv[], operationKey: string | null = null): Promise<Payment> {
    const earlier = await this.payments.madeUnder(operationKey);
    if (earlier) return earlier;
    if (amountMsat <= 0n) throw new InvalidRequestError('amount_msat must be positive', undefined, { field: 'amount_msat' });
    if (counterpartyNodeId === this.engine.nodeId()) throw new InvalidRequestError('Cannot pay this node itself', undefined, { field: 'counterparty_node_id' });
    const seen = new Set<bigint>();
    for (const tlv of customTlvs) {
      if (tlv.type < MIN_CUSTOM_TLV_TYPE || tlv.type === KEYSEND_TLV_TYPE) {
        throw new InvalidRequestError(`custom TLV type ${tlv.type} is reserved; use types >= 65536`, undefined, { field: 'custom_tlvs' });
      }
      if (seen.has(tlv.type)) throw new InvalidRequestError(`custom TLV type ${tlv.type} appears twice`, undefined, { field: 'custom_tlvs' });
      seen.add(tlv.type);
    }
    // The preimage is chosen here so the Pending record exists before any HTLC leaves.
    const preimage = randomBytes(32);
    const paymentHash = createHash('sha256').update(preimage).digest('hex');
    const record = await this.payments.recordPending(
      newPayment({ id: paymentHash, kind: 'Spontaneous', direction: 'Outbound', amountMsat, paymentHash, counterpartyNodeId, customTlvs, operationKey }),
    );
    crashPoint('keysend:after-record');
    await this.payments.sendOrFail(record.id, () =>
      this.engine.sendKeysend({
        counterpartyNodeId,
        amountMsat,
        preimage: preimage.toString('hex'),
        customTlvs: [...customTlvs].sort((a, b) => (a.type < b.type ? -1 : 1)).map((t) => ({ type: t.type, value: Buffer.from(t.valueHex, 'hex') })),
      }),
    );
    crashPoint('keysend:after-send');
    return record;
  }
}
