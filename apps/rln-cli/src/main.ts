#!/usr/bin/env node
// `rln`: the operator's command line over the node's HTTP API (docs/cli.md).
import { readFileSync } from 'node:fs';
import { runCli } from './cli';

// `rln payments | head`: the reader went away; stop quietly as other command-line tools do.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, 'utf8'),
}).then(
  (code) => {
    // exitCode, not exit(): stdout is flushed first when it is a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
