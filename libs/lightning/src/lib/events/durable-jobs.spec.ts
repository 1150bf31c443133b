import { DurableJobs } from './durable-jobs';

const tick = () => new Promise((r) => setImmediate(r));

describe('DurableJobs', () => {
  it('reports not-ready until the work finished, then its value; wakes the engine', async () => {
    const wake = jest.fn();
    const jobs = new DurableJobs(wake);
    let resolve!: (v: string) => void;
    const work = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    expect(jobs.poll('k', work)).toEqual({ ready: false });
    expect(jobs.poll('k', work)).toEqual({ ready: false });
    expect(work).toHaveBeenCalledTimes(1);
    resolve('done');
    await tick();
    expect(wake).toHaveBeenCalled();
    expect(jobs.poll('k', work)).toEqual({ ready: true, value: 'done' });
    jobs.forget('k');
    expect(jobs.running()).toBe(0);
  });

  it('retries failed work after a delay, reporting the failure meanwhile', async () => {
    const jobs = new DurableJobs(() => undefined, () => 0);
    const work = jest.fn().mockRejectedValueOnce(new Error('sink down')).mockResolvedValueOnce(1);
    jobs.poll('k', work);
    await tick();
    jobs.poll('k', work); // retry starts (delay 0)
    await tick();
    expect(jobs.poll('k', work)).toEqual({ ready: true, value: 1 });
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('reports a failure while its retry delay runs', async () => {
    const jobs = new DurableJobs(() => undefined, () => 60_000);
    jobs.poll('k', () => Promise.reject(new Error('boom')));
    await tick();
    expect(jobs.poll('k', () => Promise.resolve(1))).toMatchObject({ ready: false, attempts: 1 });
  });
});
