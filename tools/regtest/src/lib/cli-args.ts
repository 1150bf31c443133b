/** A parsed command line of tools/regtest/src/cli.ts. */
export type CliCommand =
  | { readonly kind: 'mine'; readonly blocks: number }
  | { readonly kind: 'fund'; readonly address: string; readonly valueSats: bigint }
  | { readonly kind: 'address' };

export interface CliArgs {
  readonly command: CliCommand;
  readonly manifestPath?: string;
}

export const USAGE = [
  'usage: regtest [--manifest PATH] <command>',
  '  mine N              mine N blocks',
  '  fund ADDRESS SATS   send SATS to ADDRESS from the faucet and mine it',
  '  address             print the faucet address (btcd --miningaddr)',
  'btcd RPC: --manifest PATH (sandbox manifest "bitcoind_rpc") or BTCD_RPC_URL, BTCD_RPC_USER, BTCD_RPC_PASS [, BTCD_RPC_CERT]',
].join('\n');

export class UsageError extends Error {}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  let manifestPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--manifest') {
      manifestPath = argv[++i];
      if (manifestPath === undefined) throw new UsageError('--manifest needs a path');
    } else if (arg.startsWith('--manifest=')) {
      manifestPath = arg.slice('--manifest='.length);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  const [name, ...rest] = positional;
  return { command: parseCommand(name, rest), ...(manifestPath === undefined ? {} : { manifestPath }) };
}

function parseCommand(name: string | undefined, rest: string[]): CliCommand {
  switch (name) {
    case 'mine': {
      expectArity('mine N', rest, 1);
      const blocks = Number(rest[0]);
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) throw new UsageError(`mine: N must be an integer 1..10000, got "${rest[0]}"`);
      return { kind: 'mine', blocks };
    }
    case 'fund': {
      expectArity('fund ADDRESS SATS', rest, 2);
      const sats = rest[1] as string;
      if (!/^[1-9][0-9]*$/.test(sats)) throw new UsageError(`fund: SATS must be a positive integer, got "${sats}"`);
      return { kind: 'fund', address: rest[0] as string, valueSats: BigInt(sats) };
    }
    case 'address':
      expectArity('address', rest, 0);
      return { kind: 'address' };
    case undefined:
      throw new UsageError('no command');
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function expectArity(usage: string, rest: readonly string[], n: number): void {
  if (rest.length !== n) throw new UsageError(`usage: ${usage}`);
}
