import { parseInvoiceRequest } from './invoice-request';
import { parseSendOptions, resolveSendTerms } from './send-request';

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

describe('resolveSendTerms', () => {
  const ASSET = 'rgb:' + 'A'.repeat(20);
  const OTHER = 'contract:' + 'B'.repeat(20);

  it('takes the invoice’s contract and amount, and accepts the same ones repeated in either id form', () => {
    expect(resolveSendTerms({ assetId: ASSET, amount: 10n }, {})).toEqual({ assetId: ASSET, amount: 10n });
    expect(resolveSendTerms({ assetId: ASSET, amount: 10n }, { contractId: CONTRACT, amount: '10' })).toEqual({ assetId: ASSET, amount: 10n });
    expect(resolveSendTerms({ assetId: ASSET, amount: 10n }, { contractId: ASSET })).toEqual({ assetId: ASSET, amount: 10n });
  });

  it('fills in what an open invoice (an rgb-lib wallet’s for an asset it has not seen) leaves out', () => {
    expect(resolveSendTerms({ assetId: null, amount: 7n }, { contractId: CONTRACT })).toEqual({ assetId: ASSET, amount: 7n });
    expect(resolveSendTerms({ assetId: null, amount: null }, { contractId: CONTRACT, amount: '3' })).toEqual({ assetId: ASSET, amount: 3n });
    expect(resolveSendTerms({ assetId: ASSET, amount: 0n }, { amount: '3' })).toEqual({ assetId: ASSET, amount: 3n });
  });

  it.each([
    ['no contract', null, 7n, {}, 'invoice'],
    ['no amount', ASSET, null, {}, 'invoice'],
    ['another contract', ASSET, 10n, { contractId: OTHER }, 'contract_id'],
    ['another amount', ASSET, 10n, { amount: '11' }, 'amount'],
    ['a malformed contract id', null, 10n, { contractId: 'abc' }, 'contract_id'],
    ['a zero amount', ASSET, null, { amount: '0' }, 'amount'],
    ['a fractional amount', ASSET, null, { amount: '1.5' }, 'amount'],
  ] as const)('refuses %s, naming the field', (_why, assetId, amount, options, field) => {
    expect(() => resolveSendTerms({ assetId, amount }, options)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: expect.objectContaining({ field }) }));
  });
});
