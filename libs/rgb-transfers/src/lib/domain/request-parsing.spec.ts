import { parseInvoiceRequest } from './invoice-request';
import { parseSendOptions } from './send-request';

const CONTRACT = 'contract:' + 'A'.repeat(20);

describe('parseInvoiceRequest', () => {
  it('applies defaults', () => {
    expect(parseInvoiceRequest({ contractId: CONTRACT, amount: '10' })).toEqual({ contractId: CONTRACT, amount: 10n, expirySecs: 86_400, kind: 'blinded', nonce: null, blindingUtxo: null, outOfBand: false });
  });

  it.each([
    [{ amount: '0' }, 'amount'],
    [{ amount: '1.5' }, 'amount'],
    [{ expirySecs: '0' }, 'expiry_secs'],
    [{ expirySecs: '60.5' }, 'expiry_secs'],
    [{ expirySecs: '99999999999' }, 'expiry_secs'],
    [{ nonce: '' }, 'nonce'],
    [{ nonce: 'has space' }, 'nonce'],
    [{ blindingUtxo: 'nope' }, 'blinding_utxo'],
    [{ useWitnessUtxo: true, blindingUtxo: `${'a'.repeat(64)}:0` }, 'blinding_utxo'],
    [{ contractId: 'abc' }, 'contract_id'],
  ])('refuses %j naming %s', (over, field) => {
    expect(() => parseInvoiceRequest({ contractId: CONTRACT, amount: '10', ...over })).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: expect.objectContaining({ field }) }));
  });
});

describe('parseSendOptions', () => {
  it('rounds a fractional fee rate up to rgb-lib whole sat/vB', () => {
    expect(parseSendOptions({ feeRateSatsPerVb: 1.2 }, 'blinded')).toEqual({ feeRateSatPerVb: 2, witnessOutputSats: null });
  });

  it('gives a witness payee a default output', () => {
    expect(parseSendOptions({}, 'witness').witnessOutputSats).toBe(1000n);
    expect(parseSendOptions({ satsForFeeAndOutputs: '5000' }, 'witness').witnessOutputSats).toBe(5000n);
  });

  it.each([
    [{ feeRateSatsPerVb: 0 }, 'witness', 'fee_rate_sats_per_vb'],
    [{ feeRateSatsPerVb: -1 }, 'witness', 'fee_rate_sats_per_vb'],
    [{ feeRateSatsPerVb: 5000 }, 'witness', 'fee_rate_sats_per_vb'],
    [{ satsForFeeAndOutputs: '100' }, 'witness', 'sats_for_fee_and_outputs'],
    [{ satsForFeeAndOutputs: 'x' }, 'witness', 'sats_for_fee_and_outputs'],
    [{ satsForFeeAndOutputs: '1000' }, 'blinded', 'sats_for_fee_and_outputs'],
  ] as const)('refuses %j on a %s invoice', (options, kind, field) => {
    expect(() => parseSendOptions(options, kind)).toThrow(expect.objectContaining({ details: expect.objectContaining({ field }) }));
  });
});
