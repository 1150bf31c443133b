import { plainAddress, plainWalletScripts, rgbAddress, scriptBook, scriptHexOf } from '../testing/carrier.fixtures';
import { fundResult, planFund, type FundRequest } from './fund-plan';

const book = scriptBook(3);
const plain = plainWalletScripts(3);
const valid: FundRequest = {
  inputs: ['aa:0', 'bb:1'],
  outputs: [
    { address: rgbAddress(1), valueSats: 20_000n },
    { address: rgbAddress(2), valueSats: 30_000n },
  ],
  changeAddress: plainAddress(1),
  feeRateSatPerVb: 1.5,
};

describe('planFund', () => {
  it('lays out the new carriers in request order, then change to the plain wallet', () => {
    expect(planFund(valid, book, plain)).toEqual({
      inputs: ['aa:0', 'bb:1'],
      outputs: [
        { address: rgbAddress(1), scriptHex: scriptHexOf(rgbAddress(1)), valueSats: 20_000n, vout: 0 },
        { address: rgbAddress(2), scriptHex: scriptHexOf(rgbAddress(2)), valueSats: 30_000n, vout: 1 },
      ],
      change: { address: plainAddress(1), scriptHex: scriptHexOf(plainAddress(1)) },
      feeRateSatPerVb: 1.5,
    });
  });

  it.each<[string, Partial<FundRequest>, string]>([
    ['no inputs', { inputs: [] }, 'inputs'],
    ['an input twice', { inputs: ['aa:0', 'aa:0'] }, 'inputs'],
    ['no outputs', { outputs: [] }, 'outputs'],
    ['a zero fee rate', { feeRateSatPerVb: 0 }, 'fee_rate_sats_per_vb'],
    ['a negative fee rate', { feeRateSatPerVb: -1 }, 'fee_rate_sats_per_vb'],
    ['an infinite fee rate', { feeRateSatPerVb: Number.POSITIVE_INFINITY }, 'fee_rate_sats_per_vb'],
    ['a NaN fee rate', { feeRateSatPerVb: Number.NaN }, 'fee_rate_sats_per_vb'],
    ['an output to a plain address', { outputs: [{ address: plainAddress(2), valueSats: 1_000n }] }, 'outputs[0].address'],
    ['an output to a taproot address the RGB wallet never handed out', { outputs: [{ address: rgbAddress(1), valueSats: 1n }, { address: rgbAddress(9), valueSats: 1_000n }] }, 'outputs[1].address'],
    ['an output to garbage', { outputs: [{ address: 'not-an-address', valueSats: 1_000n }] }, 'outputs[0].address'],
    ['a zero-value output', { outputs: [{ address: rgbAddress(1), valueSats: 0n }] }, 'outputs[0].value_sats'],
    ['a negative output', { outputs: [{ address: rgbAddress(1), valueSats: 1n }, { address: rgbAddress(2), valueSats: -5n }] }, 'outputs[1].value_sats'],
    ['change to an RGB output script', { changeAddress: rgbAddress(1) }, 'change_address'],
    ['change to another RGB address', { changeAddress: rgbAddress(3) }, 'change_address'],
    ['change to garbage', { changeAddress: 'bcrt1qnope' }, 'change_address'],
    ['change to an address of another wallet', { changeAddress: plainAddress(9) }, 'change_address'],
  ])('refuses %s (400 naming %s)', (_, patch, field) => {
    expect(() => planFund({ ...valid, ...patch }, book, plain)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field } }));
  });

  it('names the plain wallet when change would leave the node', () => {
    expect(() => planFund({ ...valid, changeAddress: plainAddress(9) }, book, plain)).toThrow(
      expect.objectContaining({ name: 'ForeignChangeAddressError', message: expect.stringMatching(/is not an address of this node's plain wallet/) }),
    );
  });
});

describe('fundResult', () => {
  it.each([
    ['with change', { vout: 2, address: plainAddress(1), valueSats: 1_234n }],
    ['without change', null],
  ])('%s', (_, change) => {
    const plan = planFund(valid, book, plain);
    expect(fundResult(plan, { txid: 'ff'.repeat(32), feeSats: 300n, change })).toEqual({
      txid: 'ff'.repeat(32),
      status: 'broadcast',
      outputs: [
        { address: rgbAddress(1), valueSats: 20_000n, vout: 0 },
        { address: rgbAddress(2), valueSats: 30_000n, vout: 1 },
      ],
      feeSats: 300n,
      change,
    });
  });
});
