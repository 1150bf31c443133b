import { NodeNotReadyError } from '@rln/core';
import pino from 'pino';
import { ComponentLifecycle, ComponentRuntime } from './component-runtime';

const logger = pino({ level: 'silent' });
const notReady = { message: 'The thing is not up yet', hint: 'It starts once its dependency answers.' };

/** Waits (bounded) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

function lifecycle(overrides: Partial<ComponentLifecycle<string>>): ComponentLifecycle<string> {
  return { name: 'thing', start: async () => 'up', retryMs: 5, notReady, logger, ...overrides };
}

describe('ComponentRuntime', () => {
  let runtime: ComponentRuntime<string> | null = null;
  afterEach(async () => {
    await runtime?.stop();
    runtime = null;
  });

  it('retries start until the dependency answers; NodeNotReady with the last error until then', async () => {
    let attempts = 0;
    runtime = new ComponentRuntime(
      lifecycle({
        start: async () => {
          attempts++;
          if (attempts < 3) throw new Error('connection refused');
          return 'engine';
        },
        describe: (value) => `running ${value}`,
      }),
    );
    await runtime.start();
    expect(() => runtime?.ready()).toThrow(NodeNotReadyError);
    expect(() => runtime?.ready()).toThrow(notReady.message);
    expect(runtime.readiness()).toEqual({ ok: false, detail: 'The thing is not up yet: connection refused', hint: notReady.hint });
    await until(() => runtime?.current() !== null);
    expect(runtime.ready()).toBe('engine');
    expect(runtime.readiness()).toEqual({ ok: true, detail: 'running engine' });
    expect(attempts).toBe(3);
  });

  it('is not ready once the component stopped by itself', async () => {
    let running = true;
    runtime = new ComponentRuntime(lifecycle({ isRunning: () => running }));
    await runtime.start();
    expect(runtime.ready()).toBe('up');
    running = false;
    expect(() => runtime?.ready()).toThrow(NodeNotReadyError);
    expect(runtime.readiness().ok).toBe(false);
    expect(runtime.current()).toBe('up');
  });

  it('runs background work once up; a failed run keeps the component up', async () => {
    const runs: string[] = [];
    runtime = new ComponentRuntime(
      lifecycle({
        every: {
          ms: 5,
          run: async (value) => {
            runs.push(value);
            if (runs.length === 2) throw new Error('sync failed');
          },
        },
      }),
    );
    await runtime.start();
    expect(runs).toEqual(['up']); // the first run belongs to start
    await until(() => runs.length >= 4);
    expect(runtime.ready()).toBe('up');
  });

  it('stops once: no retry after stop, and the value (or null) goes to stop', async () => {
    const stopped: (string | null)[] = [];
    let attempts = 0;
    runtime = new ComponentRuntime(
      lifecycle({
        start: async () => {
          attempts++;
          throw new Error('down');
        },
        stop: (value) => void stopped.push(value),
      }),
    );
    await runtime.start();
    await runtime.stop();
    const after = attempts;
    await new Promise((r) => setTimeout(r, 30));
    expect(attempts).toBe(after);
    expect(stopped).toEqual([null]);
  });

  it('lets a start under way finish before stopping, then stops what it started instead of handing it out', async () => {
    const stopped: (string | null)[] = [];
    let finishStart: (value: string) => void = () => undefined;
    runtime = new ComponentRuntime(lifecycle({ start: () => new Promise<string>((resolve) => (finishStart = resolve)), stop: (value) => void stopped.push(value) }));
    const starting = runtime.start();
    let stopDone = false;
    const stopping = runtime.stop().then(() => (stopDone = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopDone).toBe(false);
    finishStart('late');
    await Promise.all([starting, stopping]);
    expect(stopped).toEqual(['late', null]);
    expect(runtime.current()).toBeNull();
    expect(() => runtime?.ready()).toThrow(NodeNotReadyError);
  });

  it('a component that is off by configuration never starts, answers NodeNotReady and passes readiness', async () => {
    runtime = ComponentRuntime.off<string>('thing', { message: 'The thing is not running', hint: 'Set THING_URL.', detail: 'thing is off: THING_URL is not set' }, logger);
    await runtime.start();
    expect(runtime.isConfigured()).toBe(false);
    expect(() => runtime?.ready()).toThrow(new NodeNotReadyError('The thing is not running', 'Set THING_URL.'));
    expect(runtime.readiness()).toEqual({ ok: true, detail: 'thing is off: THING_URL is not set' });
  });
});
