import type { Command } from 'commander';
import type { CliContext } from '../cli-context';
import { OutcomeUnknown, UsageError } from '../cli-errors';
import { examples } from '../help-text';
import { idempotencyKeyOf, parseIdempotencyKey, requiredId, sendIdempotent, type IdempotentRequest } from '../idempotency';
import { amountParser, integerParser, once, satsAsMsat } from '../parse';
import { endOf, waitAndShow, waitFailureReason } from '../payment-view';

interface PayOptions {
  amountMsat?: string;
  amountSats?: string;
  wait: boolean;
  timeout: number;
  idempotencyKey?: string;
}

/** Where to see whether a payment whose send is in doubt went out: a BOLT11 payment's id is its payment hash. */
const PAY_CHECK = "rln payments get <the invoice's payment hash> (rln invoices decode <invoice> shows it)";

export function registerPay(program: Command, context: CliContext): void {
  program
    .command('pay')
    .description('pay a BOLT11 invoice (/bolt11/send or /bolt11/send_using_amount), then wait for the outcome (/payment/{id}/wait)')
    .argument('<invoice>', 'the BOLT11 invoice')
    .option('--amount-msat <msat>', 'amount in msat, only for an invoice without one', once('--amount-msat', amountParser('msat')))
    .option('--amount-sats <sats>', 'amount in sats (instead of --amount-msat)', once('--amount-sats', satsAsMsat))
    .option('--no-wait', 'print the payment id at once instead of waiting for the outcome (exits 3: not seen to succeed)')
    .option('--timeout <secs>', 'how long to wait for the outcome (1 to 3600)', once('--timeout', integerParser(1, 3600)), 60)
    .option('--idempotency-key <key>', 'repeat-safe retries: the same key and invoice pay once (default: a fresh random key)', once('--idempotency-key', parseIdempotencyKey))
    .addHelpText(
      'after',
      examples('rln pay lnbcrt500u1…', 'rln pay lnbcrt1… --amount-sats 2500', 'rln pay lnbcrt1… --no-wait --json | jq -r .payment_id') +
        '\n\nPrints its Idempotency-Key on stderr before sending, and the payment id before waiting.\n' +
        'Exits 0 only when the payment Succeeded; 1 when it Failed (or the node refused it); 3 when its\n' +
        'outcome is unknown: sent and still Pending after --timeout, the wait failed, --no-wait (not\n' +
        'waited for), or the run was interrupted: do not pay again, follow it with\n' +
        '`rln payments wait <id>`. Also 3 when the send itself may have been acted on: run it again\n' +
        'with the --idempotency-key it prints, the same token and --url (or, when it says a retry only\n' +
        'repeats the answer, look for the payment as it says).',
    )
    .action(async (invoice: string, options: PayOptions) => {
      if (options.amountMsat !== undefined && options.amountSats !== undefined) throw new UsageError('give --amount-msat or --amount-sats, not both');
      const amountMsat = options.amountMsat ?? options.amountSats;
      const request: IdempotentRequest = { key: idempotencyKeyOf(options.idempotencyKey), check: PAY_CHECK };
      const sent = await sendIdempotent(context, request, async (headers) =>
        amountMsat === undefined
          ? await context.api.POST('/api/v1/bolt11/send', { body: { invoice }, ...headers })
          : await context.api.POST('/api/v1/bolt11/send_using_amount', { body: { invoice, amount_msat: amountMsat }, ...headers }),
      );
      const paymentId = requiredId(sent, 'payment_id', request, 'the payment');
      // Sent: from here on, a failure must not look like "never sent" (exit 3 and the payment id).
      context.track({ paymentId });
      if (!options.wait) {
        context.print(sent, () => `${paymentId}\n`);
        throw new OutcomeUnknown(paymentId, 'not waited for: --no-wait');
      }
      context.warn(`payment ${paymentId} sent; waiting up to ${options.timeout} s for its outcome`);
      let status: string;
      try {
        status = await waitAndShow(context, paymentId, options.timeout);
      } catch (error) {
        throw new OutcomeUnknown(paymentId, waitFailureReason(error));
      }
      endOf(paymentId, status, (other) => new OutcomeUnknown(paymentId, other === 'Pending' ? `still Pending after ${options.timeout} s` : `its status is ${other}, neither Succeeded nor Failed`));
    });
}
