import { ConflictError } from '@rln/core';
import { carrierUtxo, outpoint, plainAddress, plainWalletScripts, rgbAddress, scriptBook, scriptHexOf, signPlan } from '../testing/carrier.fixtures';
import type { CarrierAllocation } from './carrier-allocations';
import type { CarrierUtxo } from './carrier-utxo';
import { planTopUp, type TopUpPlan, type TopUpRequest } from './top-up-plan';

const book = scriptBook(3);
const plain = plainWalletScripts(3);
const NIA: CarrierAllocation = { contractId: 'contract:nia', amount: 1_000n, layer: 'base' };
const OPRET = `6a20${'00'.repeat(32)}`;

const withState = carrierUtxo(1, 10_000n, { allocations: [NIA], spendRoles: ['rgb-state'] });
const empty = carrierUtxo(2, 10_000n);
const carriers: CarrierUtxo[] = [
  withState,
  empty,
  carrierUtxo(3, 10_000n, { allocations: [{ ...NIA, layer: 'pending' }] }),
  carrierUtxo(4, 10_000n, { lock: { locked: true, kind: 'manual_reservation', operationId: 'rsv_1', expiresAtUnixSecs: 99 } }),
  carrierUtxo(5, 10_000n, { allocations: [NIA, { ...NIA, contractId: 'contract:cfa', layer: 'active' }], hasMixedAssetAllocations: true }),
];

function request(old: CarrierUtxo, l1Sats: number[], targetSats: number, feeRateSatPerVb = 2, patch: Partial<TopUpRequest> = {}): TopUpRequest {
  return {
    rgbInput: old.outpoint,
    l1Inputs: l1Sats.map((sats, i) => ({ outpoint: outpoint(100 + i, 1), valueSats: BigInt(sats) })),
    rgbOutput: { address: rgbAddress(2), targetValueSats: BigInt(targetSats) },
    changeAddress: plainAddress(1),
    feeRateSatPerVb,
    ...patch,
  };
}

/** Inputs = new carrier + change + fee, and the signed transaction is no bigger than planned. */
function expectBalanced(plan: TopUpPlan): void {
  const inputSats = plan.inputs.reduce((a, i) => a + i.valueSats, 0n);
  expect(inputSats).toBe(plan.newRgbOutput.valueSats + (plan.change?.valueSats ?? 0n) + plan.feeSats);
  const outputs = [...(plan.commitmentVout === null ? [] : [{ scriptHex: OPRET, valueSats: 0n }]), plan.newRgbOutput, ...(plan.change ? [plan.change] : [])];
  const signed = signPlan({ inputs: plan.inputs, outputs });
  const plainInputs = plan.inputs.filter((i) => i.source === 'plain').length;
  expect(signed.vsize).toBeLessThanOrEqual(plan.vsize);
  expect(plan.vsize - signed.vsize).toBeLessThanOrEqual(plainInputs);
}

describe('planTopUp', () => {
  // Weights: fixed 42, P2TR key-path input 230, P2WPKH input 272, P2TR output 172, opret 172, P2WPKH change 124.
  it.each<[string, TopUpRequest, { vsize: number; feeSats: bigint; commitmentVout: number | null; change: [bigint, number] | null }]>([
    ['moves the allocations: commitment first, then the new carrier and change', request(withState, [50_000], 30_000, 2), { vsize: 253, feeSats: 506n, commitmentVout: 0, change: [29_494n, 2] }],
    ['an empty carrier needs no commitment', request(empty, [50_000], 30_000, 2), { vsize: 210, feeSats: 420n, commitmentVout: null, change: [29_580n, 1] }],
    ['a fractional rate rounds the fee up', request(withState, [50_000], 30_000, 1.5), { vsize: 253, feeSats: 380n, commitmentVout: 0, change: [29_620n, 2] }],
    ['several plain inputs', request(withState, [15_000, 15_000], 30_000, 1), { vsize: 321, feeSats: 321n, commitmentVout: 0, change: [9_679n, 2] }],
    ['change below dust goes to the fee', request(withState, [20_400], 30_000, 1), { vsize: 222, feeSats: 400n, commitmentVout: 0, change: null }],
    ['change exactly at the dust limit is kept', request(withState, [20_000 + 253 + 294], 30_000, 1), { vsize: 253, feeSats: 253n, commitmentVout: 0, change: [294n, 2] }],
  ])('%s', (_, req, expected) => {
    const plan = planTopUp(req, carriers, book, plain);
    expect(plan).toMatchObject({ oldOutpoint: req.rgbInput, vsize: expected.vsize, feeSats: expected.feeSats, commitmentVout: expected.commitmentVout });
    expect(plan.inputs.map((i) => i.source)).toEqual(['carrier', ...req.l1Inputs.map(() => 'plain')]);
    const carrierVout = expected.commitmentVout === null ? 0 : 1;
    expect(plan.newRgbOutput).toEqual({ address: rgbAddress(2), scriptHex: scriptHexOf(rgbAddress(2)), valueSats: req.rgbOutput.targetValueSats, vout: carrierVout });
    if (plan.change) expect(plan.change.vout).toBe(carrierVout + 1);
    expect(plan.change && [plan.change.valueSats, plan.change.vout]).toEqual(expected.change);
    expect(plan.movedAllocations).toEqual(carriers.find((c) => c.outpoint === req.rgbInput)?.allocations);
    expectBalanced(plan);
  });

  it('moves mixed allocations together', () => {
    expect(planTopUp(request(carriers[4], [50_000], 20_000), carriers, book, plain).movedAllocations).toHaveLength(2);
  });

  it('refuses plain inputs that cannot pay the target and the fee (402)', () => {
    expect(() => planTopUp(request(withState, [20_100], 30_000, 1), carriers, book, plain)).toThrow(
      expect.objectContaining({ code: 'InsufficientFunds', availableSats: 30_100n, neededSats: 30_222n }),
    );
  });

  it.each<[string, TopUpRequest, string]>([
    ['a target equal to the old value', request(withState, [50_000], 10_000), 'rgb_output.target_value_sats'],
    ['a target below the old value', request(withState, [50_000], 9_999), 'rgb_output.target_value_sats'],
    ['a zero fee rate', request(withState, [50_000], 30_000, 0), 'fee_rate_sats_per_vb'],
    ['a negative fee rate', request(withState, [50_000], 30_000, -2), 'fee_rate_sats_per_vb'],
    ['a NaN fee rate', request(withState, [50_000], 30_000, Number.NaN), 'fee_rate_sats_per_vb'],
    ['no plain inputs', request(withState, [], 30_000), 'l1_inputs'],
    ['a plain input twice', request(withState, [50_000], 30_000, 2, { l1Inputs: [{ outpoint: 'x:0', valueSats: 1n }, { outpoint: 'x:0', valueSats: 1n }] }), 'l1_inputs'],
    ['the old carrier among the plain inputs', request(withState, [50_000], 30_000, 2, { l1Inputs: [{ outpoint: withState.outpoint, valueSats: 10_000n }] }), 'l1_inputs'],
    ['a new carrier to a plain address', request(withState, [50_000], 30_000, 2, { rgbOutput: { address: plainAddress(2), targetValueSats: 30_000n } }), 'rgb_output.address'],
    ['a new carrier to an unknown taproot address', request(withState, [50_000], 30_000, 2, { rgbOutput: { address: rgbAddress(8), targetValueSats: 30_000n } }), 'rgb_output.address'],
    ['change to the new carrier', request(withState, [50_000], 30_000, 2, { changeAddress: rgbAddress(2) }), 'change_address'],
    ['change to another RGB address', request(withState, [50_000], 30_000, 2, { changeAddress: rgbAddress(1) }), 'change_address'],
    ['change to garbage', request(withState, [50_000], 30_000, 2, { changeAddress: 'x' }), 'change_address'],
    ['change to an address of another wallet', request(withState, [50_000], 30_000, 2, { changeAddress: plainAddress(9) }), 'change_address'],
  ])('refuses %s (400 naming %s)', (_, req, field) => {
    expect(() => planTopUp(req, carriers, book, plain)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: expect.objectContaining({ field }) }));
  });

  it.each<[string, string, string]>([
    ['an outpoint that is no carrier of the wallet', outpoint(77), 'NotFound'],
    ['a carrier with allocations not settled yet', carriers[2].outpoint, 'Conflict'],
    ['a reserved carrier', carriers[3].outpoint, 'Conflict'],
  ])('refuses %s (%s)', (_, old, code) => {
    expect(() => planTopUp({ ...request(withState, [50_000], 30_000), rgbInput: old }, carriers, book, plain)).toThrow(expect.objectContaining({ code }));
  });

  it('is a ConflictError for a held carrier, naming the operation', () => {
    expect(() => planTopUp(request(carriers[3], [50_000], 30_000), carriers, book, plain)).toThrow(ConflictError);
  });
});
