import { mapError } from './rgb-lib.engine';

describe('mapError: rgb-lib and addon errors → domain errors', () => {
  it.each([
    ['RgbAddon(InvalidConsignment): cannot decode consignment: invalid file data.', 'ConsignmentInvalid', /cannot decode consignment/],
    ['RgbAddon(ContractIdMismatch): got rgb:a, expected rgb:b', 'ConsignmentInvalid', /got rgb:a/],
    ['RgbAddon(Network): esplora unreachable', 'NodeNotReady', /indexer is unavailable/],
    ['RgbAddon(Busy): RGB runtime is locked', 'RgbOperationFailed', /Busy/],
    ['RgbAddon(Internal): panic: boom', 'RgbOperationFailed', /panic: boom/],
    ['RgbLib(InsufficientAllocationSlots)', 'InsufficientAssetBalance', /InsufficientAllocationSlots/],
    ['RgbLib(Indexer { details: "down" })', 'NodeNotReady', /down/],
    ['RgbLib(InvalidTicker { details: "x" })', 'InvalidRequest', /refused the values/],
    ['something else', 'RgbOperationFailed', /something else/],
  ])('%s → %s', (message, code, text) => {
    const error = mapError('op', message) as Error & { code: string };
    expect(error.code).toBe(code);
    expect(error.message).toMatch(text);
  });
});
