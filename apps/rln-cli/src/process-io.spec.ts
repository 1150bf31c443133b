import { EventEmitter } from 'node:events';
import { interruptsOf, stdoutErrorHandler, type StdoutState } from './process-io';

describe('stdout whose reader went away (EPIPE)', () => {
  const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
  const exiting = (exitCode?: number | string) => {
    const exits: number[] = [];
    return { exits, process: { exitCode, exit: (code: number) => void exits.push(code) } };
  };

  it('exits with the code the run set, not 0 over it', () => {
    for (const [set, expected] of [
      [3, 3],
      [1, 1],
      ['3', 3],
      [undefined, 0],
      [0, 0],
    ] as const) {
      const { exits, process } = exiting(set);
      const state: StdoutState = { finished: true, closed: false };
      stdoutErrorHandler(process, state)(epipe);
      expect({ set, exits }).toEqual({ set, exits: [expected] });
    }
  });

  it('lets a run still going finish (it sets the code), its output dropped', () => {
    const { exits, process } = exiting();
    const state: StdoutState = { finished: false, closed: false };
    const handle = stdoutErrorHandler(process, state);
    handle(epipe);
    expect({ exits, closed: state.closed }).toEqual({ exits: [], closed: true });
    // A write after the pipe closed fails again: no throw, and no exit while the run goes on.
    handle(Object.assign(new Error('write after end'), { code: 'ERR_STREAM_DESTROYED' }));
    expect(exits).toEqual([]);
  });

  it('throws any other error of an open stdout', () => {
    const { process } = exiting();
    expect(() => stdoutErrorHandler(process, { finished: true, closed: false })(Object.assign(new Error('boom'), { code: 'EIO' }))).toThrow('boom');
  });
});

describe('interrupts', () => {
  it('listens to SIGINT and SIGTERM until told to stop', () => {
    const signals = new EventEmitter();
    const heard: number[] = [];
    const stop = interruptsOf(signals as unknown as NodeJS.Process)(() => heard.push(1));
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    expect(heard).toEqual([1, 1]);
    stop();
    expect([signals.listenerCount('SIGINT'), signals.listenerCount('SIGTERM')]).toEqual([0, 0]);
  });
});
