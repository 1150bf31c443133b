import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { formatMsat, table } from '../format';
import { examples } from '../help-text';
import { CliFailure, EXIT } from '../cli-errors';
import { integerParser, nextCursor, once } from '../parse';
import { endOf, paymentView, waitAndShow, waitFailure } from '../payment-view';

export function registerPayments(program: Command, context: CliContext): void {
  const payments = program
    .command('payments')
    .description('payment records: list, get, wait')
    .addHelpText('after', examples('rln payments list --limit 20', 'rln payments get <payment_id>'));

  payments
    .command('list', { isDefault: true })
    .description('payment records, oldest first, a page at a time (/payments)')
    .option('--limit <n>', 'records per page (1 to 10000; the node defaults to 1000)', once('--limit', integerParser(1, 10_000)))
    .option('--cursor <cursor>', 'the page after a previous one (printed at the end of a full page)', once('--cursor'))
    .addHelpText('after', examples('rln payments list --limit 50', 'rln payments list --limit 50 --cursor <cursor>', 'rln payments --json'))
    .action(async (options: { limit?: number; cursor?: string }) => {
      const query = { ...(options.limit !== undefined ? { limit: options.limit } : {}), ...(options.cursor !== undefined ? { cursor: options.cursor } : {}) };
      const result = await context.api.GET('/api/v1/payments', { params: { query } });
      const list = expectOk(result);
      const next = nextCursor(result.response.headers.get('link'));
      context.print(list, () =>
        table(list, [
          { header: 'payment id', value: (p) => p.id },
          { header: 'direction', value: (p) => p.direction },
          { header: 'kind', value: (p) => p.kind },
          { header: 'status', value: (p) => p.status },
          { header: 'amount', value: (p) => formatMsat(p.amount_msat), align: 'right' },
          { header: 'fee', value: (p) => formatMsat(p.fee_paid_msat), align: 'right' },
        ]),
      );
      if (next !== undefined) context.warn(`more: rln payments list${options.limit !== undefined ? ` --limit ${options.limit}` : ''} --cursor ${next}`);
    });

  payments
    .command('get')
    .description('one payment record (/payment/{id})')
    .argument('<payment_id>', 'the payment id (the payment hash for BOLT11)')
    .addHelpText('after', examples('rln payments get 5f0c2a9d…'))
    .action(async (paymentId: string) => {
      const payment = expectOk(await context.api.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId } } }));
      context.print(payment, () => paymentView(payment));
    });

  payments
    .command('wait')
    .description('wait until a payment is Succeeded or Failed (/payment/{id}/wait) and print it')
    .argument('<payment_id>', 'the payment id')
    .option('--timeout <secs>', 'how long to wait (1 to 3600)', once('--timeout', integerParser(1, 3600)), 60)
    .addHelpText(
      'after',
      examples('rln payments wait 5f0c2a9d… --timeout 300') +
        '\n\nExits 0 only when the payment Succeeded; 1 when it Failed (or the node refused the request,\n' +
        'e.g. PaymentNotFound); 3 when its outcome is still unknown: Pending after --timeout (or any\n' +
        'status but Succeeded and Failed), no answer or an answer without a status, or the run was\n' +
        'interrupted (wait again).',
    )
    .action(async (paymentId: string, options: { timeout: number }) => {
      context.track({ paymentId });
      let status: string;
      try {
        status = await waitAndShow(context, paymentId, options.timeout);
      } catch (error) {
        throw waitFailure(paymentId, error);
      }
      endOf(paymentId, status, (other) =>
        other === 'Pending'
          ? new CliFailure(`payment ${paymentId} is still Pending (keep waiting: rln payments wait ${paymentId} --timeout 600)`, EXIT.unknown)
          : new CliFailure(`payment ${paymentId} is ${other}, neither Succeeded nor Failed: its outcome is unknown (ask again: rln payments wait ${paymentId})`, EXIT.unknown),
      );
    });
}
