import { readFileSync } from 'node:fs';
import { BitcoinRpcClient } from '@rln/chain';
import { DomainError } from '@rln/core';
import { parseCliArgs, UsageError, USAGE, type CliArgs, type CliCommand } from './lib/cli-args';
import { Faucet } from './lib/faucet';
import { readRpcTarget } from './lib/rpc-target';

// Regtest helper for the sandbox manifest's "tools": `mine N`, `fund ADDRESS SATS`.
// Prints one JSON line on success; on failure a message on stderr and a non-zero exit.
//   node -r ./tools/register.js tools/regtest/src/cli.ts --manifest .sandbox/manifest.json mine 6

async function run(command: CliCommand, manifestPath: string | undefined): Promise<Record<string, unknown>> {
  if (command.kind === 'address') return { address: Faucet.address };
  const target = readRpcTarget(manifestPath, process.env);
  const rpc = new BitcoinRpcClient({
    url: target.url,
    user: target.user,
    password: target.password,
    ...(target.tlsCertPath ? { tlsCaCert: readFileSync(target.tlsCertPath) } : {}),
    retries: 2,
    // The faucet needs btcd (address index, `generate`); skip the dialect probe.
    dialect: 'btcd',
  });
  try {
    const faucet = new Faucet(rpc);
    if (command.kind === 'mine') {
      const hashes = await faucet.mine(command.blocks);
      return { blocks: hashes.length, height: await rpc.getBlockCount(), hashes };
    }
    const funded = await faucet.fund(command.address, command.valueSats);
    return {
      txid: funded.txid,
      vout: funded.vout,
      address: command.address,
      value_sats: funded.valueSats.toString(),
      fee_sats: funded.feeSats.toString(),
      block_hash: funded.blockHash,
    };
  } finally {
    rpc.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCliArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`regtest: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  try {
    process.stdout.write(`${JSON.stringify(await run(args.command, args.manifestPath))}\n`);
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const hint = err instanceof DomainError && err.hint ? ` (${err.hint})` : '';
    process.stderr.write(`regtest: ${args.command.kind} failed: ${message}${hint}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`regtest: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
