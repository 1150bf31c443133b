import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { UsageError } from '../cli-errors';
import { examples } from '../help-text';
import { idempotency } from '../idempotency';
import { amountParser, integerParser, satsAsMsat } from '../parse';
import { failIfFailed, paymentView, waitForPayment } from '../payment-view';

interface PayOptions {
  amountMsat?: string;
  amountSats?: string;
  wait: boolean;
  timeout: number;
  idempotencyKey?: string;
}

export function registerPay(program: Command, context: CliContext): void {
  program
    .command('pay')
    .description('pay a BOLT11 invoice (/bolt11/send or /bolt11/send_using_amount), then wait for the outcome (/payment/{id}/wait)')
    .argument('<invoice>', 'the BOLT11 invoice')
    .option('--amount-msat <msat>', 'amount in msat, only for an invoice without one', amountParser('msat'))
    .option('--amount-sats <sats>', 'amount in sats (instead of --amount-msat)', satsAsMsat)
    .option('--no-wait', 'print the payment id at once instead of waiting for the outcome')
    .option('--timeout <secs>', 'how long to wait for the outcome (1 to 3600)', integerParser(1, 3600), 60)
    .option('--idempotency-key <key>', 'repeat-safe retries: the same key and invoice pay once')
    .addHelpText(
      'after',
      examples('rln pay lnbcrt500u1…', 'rln pay lnbcrt1… --amount-sats 2500', 'rln pay lnbcrt1… --no-wait --json | jq -r .payment_id') +
        '\n\nExits 1 when the payment ends Failed, or is still Pending after --timeout (it may yet succeed:\n`rln payments wait <id>`).',
    )
    .action(async (invoice: string, options: PayOptions) => {
      if (options.amountMsat !== undefined && options.amountSats !== undefined) throw new UsageError('give --amount-msat or --amount-sats, not both');
      const amountMsat = options.amountMsat ?? options.amountSats;
      const headers = idempotency(options.idempotencyKey);
      const sent = expectOk(
        amountMsat === undefined
          ? await context.api.POST('/api/v1/bolt11/send', { body: { invoice }, ...headers })
          : await context.api.POST('/api/v1/bolt11/send_using_amount', { body: { invoice, amount_msat: amountMsat }, ...headers }),
      );
      if (!options.wait) {
        context.print(sent, () => `${sent.payment_id}\n`);
        context.note(`sent; follow it with: rln payments wait ${sent.payment_id}`);
        return;
      }
      const outcome = await waitForPayment(context.api, sent.payment_id, options.timeout);
      context.print(outcome, () => paymentView(outcome.payment));
      failIfFailed(outcome.payment);
    });
}
