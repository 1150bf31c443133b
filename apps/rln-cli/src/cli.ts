import { Command, CommanderError, Option } from 'commander';
import { CliContext, DEFAULT_URL, type CliIo, type GlobalOptions } from './cli-context';
import { EXIT, reportFailure } from './cli-errors';
import { escapeControls, escapeControlsKeepingLines } from './format';
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
     rln payments wait <id>); a request that moves money or creates something may have been
     acted on (retry with the --idempotency-key printed, the same token and --url); the run
     was interrupted (Ctrl-C, SIGTERM)

pay, channels open and tokens issue print their Idempotency-Key on stderr before sending.
Text from the node is shown with control characters escaped (\\x1b, \\u202e); --json is the same
JSON with them as \\u escapes.

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
    // commander's errors echo the command line: escaped, and an unknown option's value hidden.
    .configureOutput({ writeOut: io.stdout, writeErr: (text) => io.stderr(escapeControlsKeepingLines(text)), outputError: (text, write) => write(hideUnknownOptionValue(text)) })
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

/** commander's `error: unknown option '--flag'` and its `(Did you mean …?)` line. */
const UNKNOWN_OPTION = /^(error: unknown option ')([\s\S]*)('(?:\n\(Did you mean [^\n]*\?\))?\n?)$/;

/**
 * commander's error for an unknown option, without its value: `--tokn=rln_SECRET` (a misspelt
 * `--token=`) is shown as `--tokn=…`, `-tSECRET` as `-t…`. Other errors are left as they are.
 */
export function hideUnknownOptionValue(message: string): string {
  const match = UNKNOWN_OPTION.exec(message);
  if (!match) return message;
  const [, head, flag = '', tail] = match;
  const hidden = flag.startsWith('--') ? flag.replace(/=[\s\S]*$/, '=…') : flag.replace(/^(-[^-])[\s\S]+$/, '$1…');
  return `${head}${hidden}${tail}`;
}

/**
 * Runs one command line (`argv` without node and the script) and returns its exit code. An
 * interrupt (io.onInterrupt) ends it at once with 3 and a line naming what was in flight
 * (CliContext.interruptedLine); the run's later output is dropped.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let over = false;
  const gated: CliIo = {
    ...io,
    stdout: (text) => {
      if (!over) io.stdout(text);
    },
    stderr: (text) => {
      if (!over) io.stderr(text);
    },
  };
  const { program, context } = buildProgram(gated);
  let stopListening = (): void => undefined;
  const interrupted = new Promise<number>((resolve) => {
    const stop = io.onInterrupt?.(() => {
      if (over) return;
      over = true;
      io.stderr(`${escapeControls(context.interruptedLine())}\n`);
      resolve(EXIT.unknown);
    });
    if (stop) stopListening = stop;
  });
  try {
    return await Promise.race([run(argv, program, context, gated), interrupted]);
  } finally {
    over = true;
    stopListening();
  }
}

async function run(argv: readonly string[], program: Command, context: CliContext, io: CliIo): Promise<number> {
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
