import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { OutcomeUnknown, UsageError } from '../cli-errors';
import { examples } from '../help-text';
import { idempotencyKeyOf, parseIdempotencyKey, sendIdempotent } from '../idempotency';
import { amountParser, integerParser, once, satsAsMsat } from '../parse';
import { endOf, paymentView, waitFailureReason, waitForPayment } from '../payment-view';

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
    .option('--amount-msat <msat>', 'amount in msat, only for an invoice without one', once('--amount-msat', amountParser('msat')))
    .option('--amount-sats <sats>', 'amount in sats (instead of --amount-msat)', once('--amount-sats', satsAsMsat))
    .option('--no-wait', 'print the payment id at once instead of waiting for the outcome')
    .option('--timeout <secs>', 'how long to wait for the outcome (1 to 3600)', once('--timeout', integerParser(1, 3600)), 60)
    .option('--idempotency-key <key>', 'repeat-safe retries: the same key and invoice pay once (default: a fresh random key)', once('--idempotency-key', parseIdempotencyKey))
    .addHelpText(
      'after',
      examples('rln pay lnbcrt500u1…', 'rln pay lnbcrt1… --amount-sats 2500', 'rln pay lnbcrt1… --no-wait --json | jq -r .payment_id') +
        '\n\nExits 0 only when the payment Succeeded; 1 when it Failed (or the node refused it); 3 when it\n' +
        'was sent but its outcome is unknown (still Pending after --timeout, or the wait failed): do\n' +
        'not pay again, follow it with `rln payments wait <id>`. Also 3 when the send itself failed in\n' +
        'a way the node may have acted on: retry with the --idempotency-key it prints.',
    )
    .action(async (invoice: string, options: PayOptions) => {
      if (options.amountMsat !== undefined && options.amountSats !== undefined) throw new UsageError('give --amount-msat or --amount-sats, not both');
      const amountMsat = options.amountMsat ?? options.amountSats;
      const key = idempotencyKeyOf(options.idempotencyKey);
      const sent = await sendIdempotent(key, async (headers) =>
        expectOk(
          amountMsat === undefined
            ? await context.api.POST('/api/v1/bolt11/send', { body: { invoice }, ...headers })
            : await context.api.POST('/api/v1/bolt11/send_using_amount', { body: { invoice, amount_msat: amountMsat }, ...headers }),
        ),
      );
      const paymentId = sent.payment_id;
      if (!options.wait) {
        context.print(sent, () => `${paymentId}\n`);
        context.note(`sent; follow it with: rln payments wait ${paymentId}`);
        return;
      }
      // Sent: from here on, a failure must not look like "never sent" (exit 3 and the payment id).
      context.note(`payment ${paymentId} sent; waiting up to ${options.timeout} s for its outcome`);
      let outcome: Awaited<ReturnType<typeof waitForPayment>>;
      try {
        outcome = await waitForPayment(context.api, paymentId, options.timeout);
      } catch (error) {
        throw new OutcomeUnknown(paymentId, waitFailureReason(error));
      }
      context.print(outcome, () => paymentView(outcome.payment));
      endOf(outcome.payment, () => new OutcomeUnknown(paymentId, `still Pending after ${options.timeout} s`));
    });
}
