import type { Command } from 'commander';
import { expectOk, type Schema } from '@rln/client';
import type { CliContext } from '../cli-context';
import { escapeControls, formatAssetUnits, keyValues, table } from '../format';
import { examples } from '../help-text';
import { idempotencyKeyOf, parseIdempotencyKey, requiredId, sendIdempotent, type IdempotentRequest } from '../idempotency';
import { amountParser, integerParser, once, parseOutpoint } from '../parse';

type Contract = Schema<'ContractDto'>;
type OnchainBalance = Schema<'RgbOnchainBalanceDto'>;

interface IssueOptions {
  name: string;
  supply: string;
  ticker?: string;
  precision?: number;
  issuer: string;
  utxo?: string;
  idempotencyKey?: string;
}

/** A contract with what the node holds of it: on chain (from /balances) and in asset channels. */
export interface TokenRow {
  readonly contract: Contract;
  readonly onchain?: OnchainBalance;
  readonly inChannels: bigint;
}

export function registerTokens(program: Command, context: CliContext): void {
  const tokens = program
    .command('tokens')
    .description('RGB assets (tokens) the node holds: list, balance, issue, issuers (API tokens: npm run node-api -- token …)')
    .addHelpText('after', examples('rln tokens list', 'rln tokens issue --name "Alice Token" --ticker ALC --precision 2 --supply 100000'));

  tokens
    .command('list', { isDefault: true })
    .description('contracts known to the node with their balances in raw asset units (/rgb/contracts, /balances)')
    .addHelpText('after', examples('rln tokens list', 'rln tokens --json   # {contracts, balances: {onchain, channels}}'))
    .action(async () => {
      const [contracts, balances] = await Promise.all([context.api.GET('/api/v1/rgb/contracts'), context.api.GET('/api/v1/balances')]);
      const list = expectOk(contracts).contracts;
      const rgb = expectOk(balances).rgb;
      context.print({ contracts: list, balances: rgb }, () =>
        table(tokenRows(list, rgb), [
          { header: 'contract', value: (row) => row.contract.contract_id },
          { header: 'ticker', value: (row) => row.contract.ticker ?? '' },
          { header: 'name', value: (row) => row.contract.name ?? '' },
          { header: 'precision', value: (row) => (row.contract.precision === undefined ? '' : String(row.contract.precision)), align: 'right' },
          { header: 'issued', value: (row) => row.contract.issued_supply ?? '', align: 'right' },
          { header: 'mined', value: (row) => row.onchain?.mined ?? '0', align: 'right' },
          { header: 'total', value: (row) => row.onchain?.total ?? '0', align: 'right' },
          { header: 'in channels', value: (row) => row.inChannels.toString(), align: 'right' },
        ], '(no contracts)') + 'Amounts are raw asset units; divide by 10^precision for the asset\'s own unit.\n',
      );
    });

  tokens
    .command('balance')
    .description("one contract's balance: mined, tentative, offchain, archived, total (/rgb/contract/{id}/balance)")
    .argument('<contract_id>', 'the contract id (contract:…)')
    .addHelpText('after', examples('rln tokens balance contract:2Kz…'))
    .action(async (contractId: string) => {
      const [balanceResult, contractsResult] = await Promise.all([context.api.GET('/api/v1/rgb/contract/{contractId}/balance', { params: { path: { contractId } } }), context.api.GET('/api/v1/rgb/contracts')]);
      const balance = expectOk(balanceResult);
      const contract = contractsResult.response.ok ? expectOk(contractsResult).contracts.find((c) => c.contract_id === balance.contract_id) : undefined;
      const show = (raw: string) => (contract?.precision ? `${raw}  (${formatAssetUnits(raw, contract.precision)}${contract.ticker ? ` ${contract.ticker}` : ''})` : raw);
      context.print(balance, () =>
        keyValues([
          ['contract', balance.contract_id],
          ['asset', contract ? [contract.ticker, contract.name].filter(Boolean).join(' ') + (contract.precision !== undefined ? ` (precision ${contract.precision})` : '') : undefined],
          ['mined', show(balance.balance.mined)],
          ['tentative', show(balance.balance.tentative)],
          ['offchain', show(balance.balance.offchain)],
          ['archived', show(balance.balance.archived)],
          ['total', show(balance.balance.total)],
        ]),
      );
    });

  tokens
    .command('issue')
    .description('issue a new asset on an RGB carrier UTXO of this node (/rgb/contracts/issue)')
    .requiredOption('--name <name>', 'contract name', once('--name'))
    .requiredOption('--supply <units>', 'issued supply in raw asset units', once('--supply', amountParser('asset units', 0n)))
    .option('--ticker <ticker>', 'ticker, upper case, up to 8 characters (NIA needs one)', once('--ticker'))
    .option('--precision <digits>', 'decimal places of the asset unit (0 to 18)', once('--precision', integerParser(0, 18)))
    .option('--issuer <name>', 'issuer (schema) name: NIA, CFA, UDA, IFA or an imported one (see `rln tokens issuers`)', once('--issuer'), 'NIA')
    .option('--utxo <txid:vout>', 'the carrier UTXO to issue on (default: the node picks one)', once('--utxo', parseOutpoint))
    .option('--idempotency-key <key>', 'repeat-safe retries: the same key and body issue once (default: a fresh random key)', once('--idempotency-key', parseIdempotencyKey))
    .addHelpText(
      'after',
      examples('rln tokens issue --name "Alice Token" --ticker ALC --precision 2 --supply 100000') +
        '\n\nThe node needs a free RGB carrier UTXO (see docs/rgb.md, POST /rgb/utxos/fund).\n' +
        'Prints its Idempotency-Key on stderr before sending. Exits 3 when the request may have been\n' +
        'acted on (or the run was interrupted): run it again with the --idempotency-key it prints and\n' +
        'the same token and --url, which issues at most once.',
    )
    .action(async (options: IssueOptions) => {
      const request: IdempotentRequest = { key: idempotencyKeyOf(options.idempotencyKey), check: 'rln tokens list' };
      const issued = await sendIdempotent(context, request, async (headers) =>
        context.api.POST('/api/v1/rgb/contracts/issue', {
          body: {
            issuer_name: options.issuer,
            contract_name: options.name,
            issued_supply: options.supply,
            ...(options.ticker !== undefined ? { ticker: options.ticker } : {}),
            ...(options.precision !== undefined ? { precision: options.precision } : {}),
            ...(options.utxo !== undefined ? { utxo: options.utxo } : {}),
          },
          ...headers,
        }),
      );
      const contractId = requiredId(issued, 'contract_id', request, 'the issue');
      context.print(issued, () => `${contractId}\n`);
      context.note(`issued ${issued?.issued_supply ?? options.supply} raw units of ${options.name}; tentative until its carrier confirms`);
    });

  tokens
    .command('issuers')
    .description('issuer (schema) names the node can issue with (/rgb/issuers)')
    .addHelpText('after', examples('rln tokens issuers'))
    .action(async () => {
      const registry = expectOk(await context.api.GET('/api/v1/rgb/issuers'));
      context.print(registry, () => registry.issuers.map((name) => `${escapeControls(name)}\n`).join('') + (registry.invalid_issuers ?? []).map((bad) => `invalid: ${escapeControls(bad.name)}: ${escapeControls(bad.error)}\n`).join(''));
    });
}

/** Contracts joined with their on-chain balance and the sum of our side of their asset channels. */
export function tokenRows(contracts: readonly Contract[], rgb: Schema<'RgbBalancesDto'>): TokenRow[] {
  return contracts.map((contract) => {
    const onchain = rgb.onchain.find((b) => b.contract_id === contract.contract_id);
    const inChannels = rgb.channels.filter((c) => c.contract_id === contract.contract_id).reduce((sum, c) => sum + BigInt(c.local_amount), 0n);
    return onchain === undefined ? { contract, inChannels } : { contract, onchain, inChannels };
  });
}
