import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { formatSats, keyValues, shorten, table } from '../format';
import { examples } from '../help-text';

export function registerBalances(program: Command, context: CliContext): void {
  program
    .command('balances')
    .description('BTC on chain and in channels, RGB assets on chain and in asset channels (/balances)')
    .addHelpText('after', examples('rln balances', 'rln balances --json | jq -r .btc.onchain_spendable_sats'))
    .action(async () => {
      const balances = expectOk(await context.api.GET('/api/v1/balances'));
      context.print(balances, () => {
        const { btc, rgb } = balances;
        let text = keyValues([
          ['on chain', formatSats(btc.onchain_total_sats)],
          ['spendable', formatSats(btc.onchain_spendable_sats)],
          ['lightning', formatSats(btc.lightning_total_sats)],
        ]);
        text += `\nRGB on chain (raw asset units)\n`;
        text += table(rgb.onchain, [
          { header: 'contract', value: (b) => b.contract_id },
          { header: 'mined', value: (b) => b.mined, align: 'right' },
          { header: 'tentative', value: (b) => b.tentative, align: 'right' },
          { header: 'offchain', value: (b) => b.offchain, align: 'right' },
          { header: 'total', value: (b) => b.total, align: 'right' },
        ]);
        if (rgb.channels.length > 0) {
          text += `\nRGB in channels (raw asset units)\n`;
          text += table(rgb.channels, [
            { header: 'channel', value: (b) => shorten(b.channel_id, 16) },
            { header: 'contract', value: (b) => b.contract_id },
            { header: 'local', value: (b) => b.local_amount, align: 'right' },
            { header: 'remote', value: (b) => b.remote_amount, align: 'right' },
          ]);
        }
        return text;
      });
    });
}
