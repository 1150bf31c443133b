import { MonitorUpdateIds } from './monitor-update-ids';

describe('MonitorUpdateIds', () => {
  it('reports the ids LDK passes with an update', () => {
    const ids = new MonitorUpdateIds();
    ids.watched('a', 0n);
    expect(ids.toReport('a', 1n, 1n)).toBe(1n);
    expect(ids.toReport('a', 2n, 2n)).toBe(2n);
  });

  it('reports nothing for a chain-sync write (the monitor id has not moved)', () => {
    const ids = new MonitorUpdateIds();
    ids.watched('a', 4n);
    expect(ids.toReport('a', null, 4n)).toBeNull();
    expect(ids.toReport('a', 5n, 5n)).toBe(5n);
    expect(ids.toReport('a', null, 5n)).toBeNull();
  });

  it('reports the id of an update the monitor failed to apply (a call without an update whose monitor id moved on), once', () => {
    const ids = new MonitorUpdateIds();
    ids.watched('a', 7n);
    expect(ids.toReport('a', null, 8n)).toBe(8n);
    expect(ids.toReport('a', null, 8n)).toBeNull();
  });

  it('reports nothing for a monitor it was never shown, and forgets archived ones', () => {
    const ids = new MonitorUpdateIds();
    expect(ids.toReport('unknown', null, 3n)).toBeNull();
    ids.watched('a', 1n);
    ids.forget('a');
    expect(ids.toReport('a', null, 2n)).toBeNull();
  });
});
