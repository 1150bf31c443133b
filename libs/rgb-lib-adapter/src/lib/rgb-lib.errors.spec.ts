import { NoMatchingRgbTransferError } from '@rln/rgb-wallet';
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
    ['RgbAddon(InvalidRequest): InvalidInvoice: Invalid invoice: bad', 'InvalidRequest', /InvalidInvoice/],
    ['RgbAddon(InsufficientAssets): InsufficientBitcoins: needed 1000', 'InsufficientAssetBalance', /InsufficientBitcoins/],
    ['RgbAddon(NoMatchingTransfer): CannotProvideOutOfBandConsignment: no pending receive', 'NotFound', /No pending RGB receive/],
    ['RgbAddon(Conflict): RecipientIDAlreadyUsed: already used', 'Conflict', /RecipientIDAlreadyUsed/],
    ['RgbAddon(NotFound): BatchTransferNotFound: idx 7', 'NotFound', /idx 7/],
    ['RgbLib(InsufficientBitcoins { needed: 1, available: 0 })', 'InsufficientAssetBalance', /InsufficientBitcoins/],
    ['RgbLib(MinFeeNotMet { txid: "t" })', 'InvalidRequest', /MinFeeNotMet/],
    ['RgbLib(InvalidRecipientNetwork)', 'InvalidRequest', /InvalidRecipientNetwork/],
    ['something else', 'RgbOperationFailed', /something else/],
  ])('%s → %s', (message, code, text) => {
    const error = mapError('op', message) as Error & { code: string };
    expect(error.code).toBe(code);
    expect(error.message).toMatch(text);
  });

  it('keeps a consignment that pays none of our receives apart from other NotFound errors', () => {
    expect(mapError('acceptConsignment', 'RgbAddon(NoMatchingTransfer): x')).toBeInstanceOf(NoMatchingRgbTransferError);
    expect(mapError('failTransfer', 'RgbAddon(NotFound): x')).not.toBeInstanceOf(NoMatchingRgbTransferError);
  });
});
