import { Command, CommanderError, Option } from 'commander';
import { CliContext, DEFAULT_URL, type CliIo, type GlobalOptions } from './cli-context';
import { reportFailure } from './cli-errors';
import { escapeControlsKeepingLines } from './format';
import { registerBalances } from './commands/balances.command';
import { registerChannels } from './commands/channels.command';
import { registerInvoices } from './commands/invoices.command';
import { registerPay } from './commands/pay.command';
import { registerPayments } from './commands/payments.command';
import { registerPeers } from './commands/peers.command';
import { registerStatus } from './commands/status.command';
import { registerTokens } from './commands/tokens.command';
import { once, parseUrlOption } from './parse';

const ABOUT = `An operator's command line for an RGB + Lightning node, over its HTTP API (/api/v1).`;

const FOOTER = `
Connection: --url or RLN_URL (default ${DEFAULT_URL}); an API token with --token, --token-file,
RLN_TOKEN or RLN_TOKEN_FILE. Prefer the file or the environment: arguments are visible to other
users in the process list.

API tokens are not managed here: run \`npm run node-api -- token create --name NAME --scope admin|read\`
(also \`token list\`, \`token revoke\`) on the node's host; \`rln tokens\` is about the RGB assets the node holds.

Exit codes:
  0  done (a payment: Succeeded)
  1  the node refused the request or could not be reached; a payment Failed
  2  usage error (nothing was sent)
  3  outcome unknown: a payment was sent but its end was not seen (do not pay again:
     rln payments wait <id>), or a request that moves money or creates something may have been
     acted on (retry with the --idempotency-key printed)

Text from the node is shown with control characters escaped (\\x1b, \\u202e); --json is as sent.

Examples:
  $ export RLN_URL=http://127.0.0.1:3001 RLN_TOKEN=rln_...
  $ rln status
  $ rln pay lnbcrt1... --json
  $ rln channels open --help`;

/** The whole program; commands write through `io` and run against `io.fetch` when given. */
export function buildProgram(io: CliIo): { program: Command; context: CliContext } {
  const program = new Command('rln');
  const context = new CliContext(io, () => program.opts<GlobalOptions>());
  program
    .description(ABOUT)
    .addOption(new Option('--url <url>', 'base URL of the node, without user:password@ (env RLN_URL)').argParser(once('--url', parseUrlOption)))
    .addOption(new Option('--token <token>', 'API token (env RLN_TOKEN)').argParser(once('--token')))
    .addOption(new Option('--token-file <path>', 'file whose first line is the API token (env RLN_TOKEN_FILE)').argParser(once('--token-file')))
    .option('--json', "print the node's JSON instead of tables")
    .helpOption('-h, --help', 'show help for a command')
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .exitOverride()
    .addHelpText('after', FOOTER);
  // Subcommands created with .command() inherit the output, exit and help settings above.
  registerStatus(program, context);
  registerBalances(program, context);
  registerPeers(program, context);
  registerChannels(program, context);
  registerInvoices(program, context);
  registerPay(program, context);
  registerPayments(program, context);
  registerTokens(program, context);
  return { program, context };
}

/** Runs one command line (`argv` without node and the script) and returns its exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { program, context } = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    const connection = context.connectionIfResolved;
    const report = reportFailure(error, { baseUrl: connection?.baseUrl, tokenGiven: connection?.token !== undefined });
    io.stderr(`${escapeControlsKeepingLines(report.line)}\n`);
    return report.exitCode;
  }
}
