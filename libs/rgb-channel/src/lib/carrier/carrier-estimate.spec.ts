import { estimateCarrier, ESTIMATE_WARNING } from './carrier-estimate';
import { toEstimateCarrierResponse } from './carrier-estimate.response';
import type { CarrierBlockingReason, CarrierChannelSnapshot, CarrierSnapshot } from './carrier-rules';
import { chooseInvoiceCarrier } from './invoice-carrier';

const CONTRACT = 'contract:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U';
const OTHER_CONTRACT = 'contract:CJkb4YZw-jRiz2sk-~PARPio-wtVYI1c-XAEYCqO-wTfvRZ8';

type ChannelChange = Partial<Omit<CarrierChannelSnapshot, 'rgb'>> & { rgb?: Partial<NonNullable<CarrierChannelSnapshot['rgb']>> | null };

/** A usable RGB channel for CONTRACT with room for everything, changed by `change`. */
function channel(id: string, change: ChannelChange = {}): CarrierChannelSnapshot {
  const { rgb, ...rest } = change;
  const base: CarrierChannelSnapshot = {
    channelId: id,
    userChannelId: `user-${id}`,
    isUsable: true,
    inboundCapacityMsat: 10_000_000n,
    inboundHtlcMinimumMsat: 1n,
    inboundHtlcMaximumMsat: 10_000_000n,
    localBalanceOutputSats: 50_000n,
    rgb: { contractId: CONTRACT, remoteAssetAmount: 1_000n, freeHtlcSlots: 4 },
  };
  if (rgb === null) return { ...base, ...rest, rgb: undefined };
  return { ...base, ...rest, rgb: { ...base.rgb!, ...rgb } };
}
const snapshot = (channels: CarrierChannelSnapshot[], assetAmount = 100n): CarrierSnapshot => ({ contractId: CONTRACT, assetAmount, channels });

describe('estimate_carrier, one channel', () => {
  it.each<[string, ChannelChange, CarrierBlockingReason | null, bigint | null]>([
    ['everything in place', {}, null, null],
    ['a plain BTC channel', { rgb: null }, 'NoRgbChannel', null],
    ['another contract', { rgb: { contractId: OTHER_CONTRACT } }, 'ContractNotInChannels', null],
    ['the same contract in rgb-lib form', { rgb: { contractId: CONTRACT.replace('contract:', 'rgb:') } }, null, null],
    ['peer holds 99 of 100', { rgb: { remoteAssetAmount: 99n } }, 'InsufficientRemoteAssetBalance', null],
    ['peer holds exactly 100', { rgb: { remoteAssetAmount: 100n } }, null, null],
    ['inbound capacity 999 msat', { inboundCapacityMsat: 999n }, 'InsufficientInboundCapacity', 1_000n],
    ['inbound HTLC maximum 999 msat', { inboundHtlcMaximumMsat: 999n }, 'InsufficientInboundCapacity', 1_000n],
    ['inbound HTLC minimum 5,000 over capacity 4,999', { inboundHtlcMinimumMsat: 5_000n, inboundCapacityMsat: 4_999n }, 'InsufficientInboundCapacity', 5_000n],
    ['no free RGB HTLC slot', { rgb: { freeHtlcSlots: 0 } }, 'RgbHtlcSlotsFull', null],
    ['not usable (peer offline)', { isUsable: false }, 'InsufficientInboundCapacity', null],
    ['no reserve, 353,999 msat receivable: the raise does not fit', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n }, 'HolderReserveTooLow', 354_000n],
    ['no reserve, 354,000 msat receivable: the raise fits', { localBalanceOutputSats: 0n, inboundCapacityMsat: 354_000n }, null, null],
    ['no reserve, not even the floor fits', { localBalanceOutputSats: 0n, inboundCapacityMsat: 999n }, 'InsufficientInboundCapacity', 354_000n],
    // several reasons at once: the first in carrier-rules.ts's order is reported
    ['another contract, not usable, slots full', { rgb: { contractId: OTHER_CONTRACT, freeHtlcSlots: 0 }, isUsable: false }, 'ContractNotInChannels', null],
    ['reserve raise too big and too few peer assets', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n, rgb: { remoteAssetAmount: 0n } }, 'HolderReserveTooLow', 354_000n],
    ['too few peer assets, not usable, slots full', { rgb: { remoteAssetAmount: 0n, freeHtlcSlots: 0 }, isUsable: false }, 'InsufficientRemoteAssetBalance', null],
    ['not usable and slots full', { rgb: { freeHtlcSlots: 0 }, isUsable: false }, 'InsufficientInboundCapacity', null],
  ])('%s', (_, change, reason, required) => {
    const estimate = estimateCarrier(snapshot([channel('a', change)]));
    const [entry] = estimate.channels;
    expect(entry).toMatchObject({ blockingReason: reason, receiveAvailable: reason === null, canReceiveRgbInvoice: reason === null, requiredCarrierMsat: required });
    expect(entry.suggestedAction === null).toBe(reason === null);
    expect(estimate).toMatchObject({ blockingReason: reason, receiveAvailable: reason === null, requiredCarrierMsat: required, estimateOnly: true, warning: ESTIMATE_WARNING });
  });

  it.each<[string, bigint, bigint, boolean, bigint]>([
    // [_, to_local sats, inbound HTLC minimum msat, has reserve, minimum viable msat]
    ['to_local 354 sat: reserve held', 354n, 1n, true, 1_000n],
    ['to_local 353 sat: no reserve, 1 sat restores it', 353n, 1n, false, 1_000n],
    ['to_local 300 sat: raised to 54 sat', 300n, 1n, false, 54_000n],
    ['to_local 0: raised to the full 354 sat', 0n, 1n, false, 354_000n],
    ['to_local 353 sat, HTLC minimum 5,000 msat', 353n, 5_000n, false, 5_000n],
    ['to_local 100 sat, HTLC minimum above the raise', 100n, 300_000n, false, 300_000n],
    ['to_local 100 sat, HTLC minimum below the raise', 100n, 200_000n, false, 254_000n],
    ['reserve held, HTLC minimum 2,000,000 msat', 1_000n, 2_000_000n, true, 2_000_000n],
    ['reserve held, HTLC minimum 0', 1_000n, 0n, true, 1_000n],
  ])('%s', (_, localSats, htlcMinimumMsat, reserve, viable) => {
    const estimate = estimateCarrier(snapshot([channel('a', { localBalanceOutputSats: localSats, inboundHtlcMinimumMsat: htlcMinimumMsat })]));
    expect(estimate.channels[0]).toMatchObject({ hasHolderReserve: reserve, minimumViableCarrierAmountMsat: viable, defaultCreateCarrierAmountMsat: viable, blockingReason: null });
    expect(estimate).toMatchObject({
      minimumViableCarrierAmountMsat: viable,
      defaultCreateCarrierAmountMsat: viable,
      minimumAllowedCarrierAmountMsat: htlcMinimumMsat > 1_000n ? htlcMinimumMsat : 1_000n,
      carrierAdmissionThresholdMsat: 354_000n,
      holderReserveThresholdMsat: 354_000n,
      minimumViableReason: expect.stringMatching(reserve ? /already holds the 354 sat reserve/ : /below the 354 sat reserve/),
    });
  });
});

describe('estimate_carrier, several channels: the top level is the best one', () => {
  it('prefers a channel that receives now, then the smaller carrier, then the larger peer balance', () => {
    const channels = [
      channel('other', { rgb: { contractId: OTHER_CONTRACT } }),
      channel('raised', { localBalanceOutputSats: 300n }), // 54,000 msat
      channel('poorer', { rgb: { remoteAssetAmount: 500n } }), // 1,000 msat
      channel('richer', { rgb: { remoteAssetAmount: 900n } }), // 1,000 msat
      channel('full', { rgb: { freeHtlcSlots: 0 } }),
    ];
    const estimate = estimateCarrier(snapshot(channels));
    expect(estimate.channels.map((c) => c.channelId)).toEqual(['other', 'raised', 'poorer', 'richer', 'full']);
    expect(estimate).toMatchObject({ receiveAvailable: true, canCreateRgbInvoice: true, minimumViableCarrierAmountMsat: 1_000n, blockingReason: null, suggestedAction: null });
    expect(estimate.defaultCreateReason).toContain('channel richer');
    expect(chooseInvoiceCarrier(snapshot(channels))).toEqual({ carrierMsat: 1_000n, channelId: 'richer', userChannelId: 'user-richer' });
    // a carrier asked above what the cheaper channels can take goes to the one that can
    const bigger = [...channels, channel('wide', { inboundCapacityMsat: 50_000_000n, inboundHtlcMaximumMsat: 50_000_000n })];
    expect(chooseInvoiceCarrier(snapshot(bigger), 20_000_000n)).toMatchObject({ carrierMsat: 20_000_000n, channelId: 'wide' });
  });

  it('a channel that receives now beats a cheaper one that cannot yet', () => {
    const channels = [channel('slots-full', { rgb: { freeHtlcSlots: 0 } }), channel('raised', { localBalanceOutputSats: 300n })];
    expect(estimateCarrier(snapshot(channels))).toMatchObject({ receiveAvailable: true, minimumViableCarrierAmountMsat: 54_000n });
    expect(chooseInvoiceCarrier(snapshot(channels))).toEqual({ carrierMsat: 54_000n, channelId: 'raised', userChannelId: 'user-raised' });
  });

  it('none receives now: one that can take an invoice is preferred, and invoice/create works', () => {
    const channels = [channel('reserve', { localBalanceOutputSats: 0n, inboundCapacityMsat: 100_000n }), channel('slots-full', { rgb: { freeHtlcSlots: 0 } })];
    expect(estimateCarrier(snapshot(channels))).toMatchObject({ receiveAvailable: false, canCreateRgbInvoice: true, blockingReason: 'RgbHtlcSlotsFull', requiredCarrierMsat: null });
  });

  it('none can take an invoice: a reserve problem is reported before a capacity one', () => {
    const channels = [channel('small', { inboundCapacityMsat: 500n }), channel('reserve', { localBalanceOutputSats: 0n, inboundCapacityMsat: 100_000n })];
    const estimate = estimateCarrier(snapshot(channels));
    expect(estimate).toMatchObject({ receiveAvailable: false, canCreateRgbInvoice: false, blockingReason: 'HolderReserveTooLow', requiredCarrierMsat: 354_000n, minimumViableCarrierAmountMsat: 354_000n });
    expect(estimate.suggestedAction).toMatch(/receive a plain BTC payment of at least 354 sat/);
  });

  it.each<[string, CarrierChannelSnapshot[], CarrierBlockingReason]>([
    ['no channel at all', [], 'NoRgbChannel'],
    ['only plain BTC channels', [channel('plain', { rgb: null })], 'NoRgbChannel'],
    ['RGB channels for other contracts only', [channel('plain', { rgb: null }), channel('other', { rgb: { contractId: OTHER_CONTRACT } })], 'ContractNotInChannels'],
  ])('%s: the admission threshold as the carrier', (_, channels, reason) => {
    const estimate = estimateCarrier(snapshot(channels));
    expect(estimate).toMatchObject({
      receiveAvailable: false,
      canCreateRgbInvoice: false,
      blockingReason: reason,
      requiredCarrierMsat: null,
      minimumViableCarrierAmountMsat: 354_000n,
      defaultCreateCarrierAmountMsat: 354_000n,
      minimumAllowedCarrierAmountMsat: 1_000n,
    });
    expect(estimate.suggestedAction).toMatch(/open one for/);
  });

  it('refuses an asset amount of zero and a malformed contract id', () => {
    expect(() => estimateCarrier(snapshot([channel('a')], 0n))).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'asset_amount' } }));
    expect(() => estimateCarrier({ ...snapshot([channel('a')]), contractId: 'nope' })).toThrow(expect.objectContaining({ code: 'InvalidRequest' }));
  });
});

describe('invoice/create: the carrier it embeds', () => {
  it.each<[string, ChannelChange, bigint | undefined, bigint]>([
    ['none asked, reserve held: the floor', {}, undefined, 1_000n],
    ['500 msat asked: raised to the floor', {}, 500n, 1_000n],
    ['5,000,000 msat asked: kept', {}, 5_000_000n, 5_000_000n],
    ['no reserve, 353,999 msat asked: raised to 354,000', { localBalanceOutputSats: 0n }, 353_999n, 354_000n],
    ['no reserve, 354,000 msat asked: kept', { localBalanceOutputSats: 0n }, 354_000n, 354_000n],
    ['to_local 353 sat, none asked: 1 sat restores the reserve', { localBalanceOutputSats: 353n }, undefined, 1_000n],
    ['HTLC minimum 7,000 msat, 2,000 asked: raised to 7,000', { inboundHtlcMinimumMsat: 7_000n }, 2_000n, 7_000n],
    ['peer short of assets: the invoice is still made', { rgb: { remoteAssetAmount: 0n } }, undefined, 1_000n],
    ['capacity exactly the carrier', { inboundCapacityMsat: 2_000n }, 2_000n, 2_000n],
  ])('%s', (_, change, requested, carrier) => {
    expect(chooseInvoiceCarrier(snapshot([channel('a', change)]), requested)).toEqual({ carrierMsat: carrier, channelId: 'a', userChannelId: 'user-a' });
  });

  it.each<[string, CarrierChannelSnapshot[], bigint | undefined, string, string]>([
    ['the reserve raise does not fit', [channel('a', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n })], undefined, 'HolderReserveTooLow', 'HolderReserveTooLow'],
    ['353,999 asked fits, its raise to 354,000 does not', [channel('a', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n })], 353_999n, 'HolderReserveTooLow', 'HolderReserveTooLow'],
    ['the asked carrier itself does not fit', [channel('a', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n })], 400_000n, 'InsufficientCapacity', 'InsufficientInboundCapacity'],
    ['a carrier over every capacity', [channel('a'), channel('b')], 20_000_000n, 'InsufficientCapacity', 'InsufficientInboundCapacity'],
    ['capacity one msat short', [channel('a', { inboundCapacityMsat: 1_999n })], 2_000n, 'InsufficientCapacity', 'InsufficientInboundCapacity'],
    ['no channel', [], undefined, 'InsufficientCapacity', 'NoRgbChannel'],
    ['no channel for the contract', [channel('a', { rgb: { contractId: OTHER_CONTRACT } })], undefined, 'InsufficientCapacity', 'ContractNotInChannels'],
  ])('refuses when %s', (_, channels, requested, code, reason) => {
    expect(() => chooseInvoiceCarrier(snapshot(channels), requested)).toThrow(expect.objectContaining({ code, details: expect.objectContaining({ blocking_reason: reason }) }));
  });

  it('refuses a negative carrier and a zero asset amount as InvalidRequest', () => {
    expect(() => chooseInvoiceCarrier(snapshot([channel('a')]), -1n)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'btc_carrier_amount_msat' } }));
    expect(() => chooseInvoiceCarrier(snapshot([channel('a')], 0n))).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'asset_amount' } }));
  });

  it('agrees with the estimate: can_create_rgb_invoice and default_create_carrier_amount_msat', () => {
    const cases: CarrierChannelSnapshot[][] = [
      [],
      [channel('a')],
      [channel('a', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n })],
      [channel('a', { rgb: { freeHtlcSlots: 0 } }), channel('b', { localBalanceOutputSats: 10n })],
      [channel('a', { inboundCapacityMsat: 10n }), channel('b', { rgb: { contractId: OTHER_CONTRACT } })],
      [channel('a', { isUsable: false, localBalanceOutputSats: 200n }), channel('b', { rgb: { remoteAssetAmount: 1n } })],
    ];
    for (const channels of cases) {
      const estimate = estimateCarrier(snapshot(channels));
      let created: bigint | undefined;
      try {
        created = chooseInvoiceCarrier(snapshot(channels)).carrierMsat;
      } catch {
        created = undefined;
      }
      expect(created !== undefined).toBe(estimate.canCreateRgbInvoice);
      if (created !== undefined) expect(created).toBe(estimate.defaultCreateCarrierAmountMsat);
    }
  });
});

describe('the HTTP rendering', () => {
  it('writes every field of the interface, amounts as decimal strings', () => {
    const response = toEstimateCarrierResponse(estimateCarrier(snapshot([channel('a', { localBalanceOutputSats: 0n, inboundCapacityMsat: 353_999n })])));
    expect(response).toEqual({
      receive_available: false,
      can_create_rgb_invoice: false,
      minimum_viable_carrier_amount_msat: '354000',
      minimum_viable_reason: expect.any(String),
      default_create_carrier_amount_msat: '354000',
      default_create_reason: expect.any(String),
      carrier_admission_threshold_msat: '354000',
      minimum_allowed_carrier_amount_msat: '1000',
      holder_reserve_threshold_msat: '354000',
      estimate_only: true,
      warning: ESTIMATE_WARNING,
      blocking_reason: 'HolderReserveTooLow',
      required_carrier_msat: '354000',
      suggested_action: expect.any(String),
      channels: [
        {
          channel_id: 'a',
          user_channel_id: 'user-a',
          is_usable: true,
          inbound_capacity_msat: '353999',
          inbound_htlc_minimum_msat: '1',
          inbound_htlc_maximum_msat: '10000000',
          local_balance_output_sats: '0',
          has_holder_reserve: false,
          receive_available: false,
          can_receive_rgb_invoice: false,
          blocking_reason: 'HolderReserveTooLow',
          minimum_viable_carrier_amount_msat: '354000',
          default_create_carrier_amount_msat: '354000',
          required_carrier_msat: '354000',
          suggested_action: expect.any(String),
        },
      ],
    });
  });
});
