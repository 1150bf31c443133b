#!/usr/bin/env node
// `rln`: the operator's command line over the node's HTTP API (docs/cli.md).
import { readFileSync } from 'node:fs';
import { runCli } from './cli';
import { interruptsOf, stdoutErrorHandler, type StdoutState } from './process-io';

const stdout: StdoutState = { finished: false, closed: false };
process.stdout.on('error', stdoutErrorHandler(process, stdout));

let interrupted = false;
const onInterrupt = interruptsOf(process);

runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => {
    if (!stdout.closed) process.stdout.write(text);
  },
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, 'utf8'),
  onInterrupt: (listener) =>
    onInterrupt(() => {
      interrupted = true;
      listener();
    }),
}).then(
  (code) => {
    // Interrupted: the request in flight would keep the process alive; its line is written.
    if (interrupted) process.exit(code);
    // exitCode, not exit(): stdout is flushed first when it is a pipe.
    process.exitCode = code;
    stdout.finished = true;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    stdout.finished = true;
  },
);
