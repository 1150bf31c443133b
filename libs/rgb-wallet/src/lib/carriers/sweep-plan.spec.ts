import { carrierUtxo, outpoint, plainAddress, plainWalletScripts, rgbAddress, scriptBook, scriptHexOf, signPlan } from '../testing/carrier.fixtures';
import type { CarrierUtxo } from './carrier-utxo';
import { planSweep, type SweepRequest } from './sweep-plan';

const book = scriptBook(3);
const plainWallet = plainWalletScripts(3);
const carriers: CarrierUtxo[] = [
  carrierUtxo(1, 10_000n),
  carrierUtxo(2, 25_000n),
  carrierUtxo(3, 10_000n, { allocations: [{ contractId: 'contract:a', amount: 1n, layer: 'base' }], spendRoles: ['rgb-state'] }),
  carrierUtxo(4, 10_000n, { allocations: [{ contractId: 'contract:a', amount: 1n, layer: 'pending' }], spendRoles: ['rgb-state'] }),
  carrierUtxo(5, 10_000n, { pendingBlindedReceives: 1 }),
  carrierUtxo(6, 10_000n, { lock: { locked: true, kind: 'operation', operationId: 'rgb-top-up:1', expiresAtUnixSecs: null } }),
  carrierUtxo(7, 400n),
];

const sweep = (inputs: number[], feeRateSatPerVb = 2, destinationAddress = plainAddress(1)): SweepRequest => ({ inputs: inputs.map((n) => outpoint(n)), destinationAddress, feeRateSatPerVb });

describe('planSweep', () => {
  // Weights: fixed 42, P2TR key-path input 230, P2WPKH output 124, P2TR output 172.
  it.each<[string, SweepRequest, { vsize: number; feeSats: bigint; destinationSats: bigint }]>([
    ['one empty carrier to a plain address', sweep([1], 2), { vsize: 99, feeSats: 198n, destinationSats: 9_802n }],
    ['two carriers at once', sweep([1, 2], 1), { vsize: 157, feeSats: 157n, destinationSats: 34_843n }],
    ['a fractional rate rounds the fee up', sweep([1], 1.1), { vsize: 99, feeSats: 109n, destinationSats: 9_891n }],
  ])('%s', (_, req, expected) => {
    const plan = planSweep(req, carriers, book, plainWallet);
    expect(plan).toMatchObject({ vsize: expected.vsize, feeSats: expected.feeSats });
    expect(plan.inputs.map((i) => [i.outpoint, i.source])).toEqual(req.inputs.map((o) => [o, 'carrier']));
    expect(plan.destination).toEqual({ address: req.destinationAddress, scriptHex: scriptHexOf(req.destinationAddress), valueSats: expected.destinationSats, vout: 0 });
    // Taproot key-path signatures have one size: the plan is the signed transaction's size.
    expect(signPlan({ inputs: plan.inputs, outputs: [plan.destination] }).vsize).toBe(plan.vsize);
  });

  it.each<[string, SweepRequest, string]>([
    ['a carrier with a base allocation', sweep([3]), 'Conflict'],
    ['a carrier with a pending allocation', sweep([4]), 'Conflict'],
    ['a carrier sealing an open blinded invoice', sweep([5]), 'Conflict'],
    ['a carrier another operation holds', sweep([6]), 'Conflict'],
    ['one bad carrier among good ones (nothing spent)', sweep([1, 3]), 'Conflict'],
    ['an outpoint that is no carrier', sweep([42]), 'NotFound'],
    ['a carrier worth less than the fee and a non-dust output', sweep([7], 2), 'InsufficientFunds'],
  ])('refuses %s (%s)', (_, req, code) => {
    expect(() => planSweep(req, carriers, book, plainWallet)).toThrow(expect.objectContaining({ code }));
  });

  it.each<[string, SweepRequest, string]>([
    ['no input', sweep([]), 'input'],
    ['an input twice', sweep([1, 1]), 'input'],
    ['a zero fee rate', sweep([1], 0), 'fee_rate_sats_per_vb'],
    ['an infinite fee rate', sweep([1], Number.POSITIVE_INFINITY), 'fee_rate_sats_per_vb'],
    ['a destination in the RGB wallet', sweep([1], 2, rgbAddress(2)), 'destination_address'],
    ['a destination that is no address', sweep([1], 2, 'nope'), 'destination_address'],
    ['a destination outside the plain wallet (a taproot address of nobody here)', sweep([1], 2, rgbAddress(9)), 'destination_address'],
    ['a destination outside the plain wallet (a P2WPKH address it never derived)', sweep([1], 2, plainAddress(7)), 'destination_address'],
  ])('refuses %s (400 naming %s)', (_, req, field) => {
    expect(() => planSweep(req, carriers, book, plainWallet)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field } }));
  });
});
