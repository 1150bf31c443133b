import { NodeNotReadyError } from '@rln/core';
import { BalancesService } from './balances.service';
import { toBalancesDto } from './balances.dto';

const balance = { mined: 5n, tentative: 1n, offchain: 0n, archived: 0n, total: 6n };

describe('BalancesService', () => {
  it('sums our channel balances (msat → sat) beside the plain wallet and the RGB contracts', async () => {
    const service = new BalancesService(
      { balances: async () => ({ totalSats: 150_000n, spendableSats: 100_000n }) },
      { listChannels: () => [{ localBalanceMsat: 30_000_500n }, { localBalanceMsat: 20_000_000n }] },
      { onchainBalances: async () => [{ contractId: 'contract:abc', balance }] },
      { channelBalances: async () => [{ channelId: 'ab'.repeat(32), contractId: 'rgb:abc', localAmount: 7n, remoteAmount: 3n }] },
    );
    expect(toBalancesDto(await service.balances())).toEqual({
      btc: { onchain_total_sats: '150000', onchain_spendable_sats: '100000', lightning_total_sats: '50000' },
      rgb: {
        onchain: [{ contract_id: 'contract:abc', mined: '5', tentative: '1', offchain: '0', archived: '0', total: '6' }],
        channels: [{ channel_id: 'ab'.repeat(32), contract_id: 'contract:abc', local_amount: '7', remote_amount: '3' }],
      },
    });
  });

  it('answers NodeNotReady while a component is not up', async () => {
    const service = new BalancesService(
      { balances: async () => ({ totalSats: 0n, spendableSats: 0n }) },
      {
        listChannels: () => {
          throw new NodeNotReadyError('The Lightning engine is not running yet');
        },
      },
      { onchainBalances: async () => [] },
      { channelBalances: async () => [] },
    );
    await expect(service.balances()).rejects.toBeInstanceOf(NodeNotReadyError);
  });
});
