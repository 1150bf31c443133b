import type { Command } from 'commander';
import { expectOk } from '@rln/client';
import type { CliContext } from '../cli-context';
import { UsageError } from '../cli-errors';
import { formatMsat, keyValues } from '../format';
import { examples } from '../help-text';
import { amountParser, integerParser, once, satsAsMsat } from '../parse';

const MAX_EXPIRY_SECS = 31_536_000;
const DEFAULT_EXPIRY_SECS = 3600;

interface CreateOptions {
  amountMsat?: string;
  amountSats?: string;
  variable?: boolean;
  description: string;
  expiry: number;
}

interface RgbCreateOptions {
  contract: string;
  amount: string;
  description: string;
  expiry?: number;
  carrierMsat?: string;
}

export function registerInvoices(program: Command, context: CliContext): void {
  const invoices = program
    .command('invoices')
    .description('BOLT11 invoices: create, decode; RGB Lightning invoices: rgb create, rgb decode')
    .addHelpText('after', examples('rln invoices create --amount-sats 50000 --description coffee', 'rln invoices decode lnbcrt1…'));

  invoices
    .command('create')
    .description('create a BOLT11 invoice to receive a payment (/bolt11/receive, /bolt11/receive_var); prints the invoice')
    .option('--amount-msat <msat>', 'amount in msat', once('--amount-msat', amountParser('msat')))
    .option('--amount-sats <sats>', 'amount in sats (instead of --amount-msat)', once('--amount-sats', satsAsMsat))
    .option('--variable', 'no amount: the payer chooses it')
    .option('--description <text>', 'description the payer sees', once('--description'), '')
    .option('--expiry <secs>', `seconds until the invoice expires (1 to ${MAX_EXPIRY_SECS})`, once('--expiry', integerParser(1, MAX_EXPIRY_SECS)), DEFAULT_EXPIRY_SECS)
    .addHelpText(
      'after',
      examples('rln invoices create --amount-sats 50000 --description coffee --expiry 600', 'rln invoices create --variable --description tips') +
        '\n\nExactly one of --amount-msat, --amount-sats and --variable.',
    )
    .action(async (options: CreateOptions) => {
      const amounts = [options.amountMsat, options.amountSats, options.variable ? 'variable' : undefined].filter((value) => value !== undefined);
      if (amounts.length !== 1) throw new UsageError('give exactly one of --amount-msat, --amount-sats and --variable');
      const amountMsat = options.amountMsat ?? options.amountSats;
      const result =
        amountMsat === undefined
          ? await context.api.POST('/api/v1/bolt11/receive_var', { body: { description: options.description, expiry_secs: options.expiry } })
          : await context.api.POST('/api/v1/bolt11/receive', { body: { amount_msat: amountMsat, description: options.description, expiry_secs: options.expiry } });
      const created = expectOk(result);
      context.print(created, () => `${created.invoice}\n`);
    });

  invoices
    .command('decode')
    .description('decode a BOLT11 invoice (/bolt11/decode)')
    .argument('<invoice>', 'the BOLT11 invoice')
    .addHelpText('after', examples('rln invoices decode lnbcrt500u1…'))
    .action(async (invoice: string) => {
      const decoded = expectOk(await context.api.POST('/api/v1/bolt11/decode', { body: { invoice } }));
      context.print(decoded, () =>
        keyValues([
          ['payment hash', decoded.payment_hash],
          ['destination', decoded.destination],
          ['amount', decoded.amount_msat === undefined ? 'any (the payer chooses)' : formatMsat(decoded.amount_msat)],
          ['expiry', `${decoded.expiry_secs} s`],
        ]),
      );
    });

  const rgb = invoices
    .command('rgb')
    .description('RGB Lightning invoices (an asset amount over an asset channel): create, decode')
    .addHelpText('after', examples('rln invoices rgb create --contract contract:… --amount 100'));

  rgb
    .command('create')
    .description('create an RGB Lightning invoice for raw asset units of a contract (/rgb/ln/invoice/create); prints the invoice')
    .requiredOption('--contract <contract_id>', 'the contract (asset) to receive', once('--contract'))
    .requiredOption('--amount <units>', 'raw asset units to receive', once('--amount', amountParser('asset units')))
    .option('--description <text>', 'description the payer sees', once('--description'), '')
    .option('--expiry <secs>', `seconds until the invoice expires (1 to ${MAX_EXPIRY_SECS})`, once('--expiry', integerParser(1, MAX_EXPIRY_SECS)))
    .option('--carrier-msat <msat>', 'BTC carrier amount in msat (default: the node computes it; it may raise a given one)', once('--carrier-msat', amountParser('msat')))
    .addHelpText('after', examples('rln invoices rgb create --contract contract:2Kz… --amount 100 --description "10 tokens"'))
    .action(async (options: RgbCreateOptions) => {
      const created = expectOk(
        await context.api.POST('/api/v1/rgb/ln/invoice/create', {
          body: {
            contract_id: options.contract,
            asset_amount: options.amount,
            description: options.description,
            ...(options.expiry !== undefined ? { expiry_secs: options.expiry } : {}),
            ...(options.carrierMsat !== undefined ? { btc_carrier_amount_msat: options.carrierMsat } : {}),
          },
        }),
      );
      context.note(`carrier: ${formatMsat(created.btc_carrier_amount_msat)} embedded in the invoice`);
      context.print(created, () => `${created.invoice}\n`);
    });

  rgb
    .command('decode')
    .description('decode an RGB Lightning invoice (/rgb/ln/invoice/decode)')
    .argument('<invoice>', 'the RGB Lightning invoice')
    .addHelpText('after', examples('rln invoices rgb decode lnbcrt…'))
    .action(async (invoice: string) => {
      const decoded = expectOk(await context.api.POST('/api/v1/rgb/ln/invoice/decode', { body: { invoice } }));
      context.print(decoded, () =>
        keyValues([
          ['payment hash', decoded.payment_hash],
          ['destination', decoded.destination],
          ['contract', decoded.contract_id],
          ['asset amount', decoded.asset_amount === undefined ? undefined : `${decoded.asset_amount} (raw units)`],
          ['carrier', decoded.carrier_amount_msat === undefined ? undefined : formatMsat(decoded.carrier_amount_msat)],
          ['expiry', `${decoded.expiry_secs} s`],
        ]),
      );
    });
}
