// What main.ts wires to the process: its signals and a stdout whose reader went away.
import type { CliIo } from './cli-context';

/** The operator's Ctrl-C and a polite kill: both end a run with exit 3 (runCli). */
export const INTERRUPTS = ['SIGINT', 'SIGTERM'] as const;

type Signals = Pick<NodeJS.Process, 'on' | 'off'>;

/** CliIo.onInterrupt over the process's signals; listening replaces their default (dying with 130/143). */
export function interruptsOf(signals: Signals): NonNullable<CliIo['onInterrupt']> {
  return (listener) => {
    const handler = (): void => listener();
    for (const signal of INTERRUPTS) signals.on(signal, handler);
    return () => {
      for (const signal of INTERRUPTS) signals.off(signal, handler);
    };
  };
}

/** Where a run stands, for the stdout error handler: whether it has ended, whether stdout is gone. */
export interface StdoutState {
  finished: boolean;
  closed: boolean;
}

interface Exiting {
  readonly exitCode?: number | string | null | undefined;
  exit(code: number): void;
}

/**
 * `rln payments | head`: the reader went away (EPIPE). Stop quietly as other command-line tools
 * do, but with the exit code the run set (a pay that exits 3 stays 3); a run still going on
 * finishes, its output dropped (`closed`), and sets the code itself.
 */
export function stdoutErrorHandler(process: Exiting, state: StdoutState): (error: NodeJS.ErrnoException) => void {
  return (error) => {
    if (error.code !== 'EPIPE' && !state.closed) throw error;
    state.closed = true;
    if (state.finished) process.exit(exitCodeOf(process.exitCode));
  };
}

function exitCodeOf(code: number | string | null | undefined): number {
  const value = typeof code === 'string' ? Number.parseInt(code, 10) : code;
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}
