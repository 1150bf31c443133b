import type { HistoryEntry } from '../index/index-records';
import { confirmedPage, mempoolPage } from './history-page';

const entries: HistoryEntry[] = Array.from({ length: 60 }, (_, i) => ({ txid: `tx${i}`, height: 1 + Math.floor(i / 3), position: i % 3 }));

describe('confirmedPage', () => {
  it('pages newest first, 25 at a time, continuing after the last seen txid', () => {
    const first = confirmedPage(entries);
    expect(first).toHaveLength(25);
    expect(first[0]).toBe('tx59');
    expect(first[24]).toBe('tx35');
    const second = confirmedPage(entries, first[24]);
    expect(second[0]).toBe('tx34');
    const third = confirmedPage(entries, second[24]);
    expect(third).toEqual(['tx9', 'tx8', 'tx7', 'tx6', 'tx5', 'tx4', 'tx3', 'tx2', 'tx1', 'tx0']);
    expect(new Set([...first, ...second, ...third]).size).toBe(60);
  });

  it('is empty after an unknown txid or after the oldest', () => {
    expect(confirmedPage(entries, 'nope')).toEqual([]);
    expect(confirmedPage(entries, 'tx0')).toEqual([]);
    expect(confirmedPage([])).toEqual([]);
  });
});

describe('mempoolPage', () => {
  it('is newest first and capped at 50', () => {
    const txids = Array.from({ length: 60 }, (_, i) => `m${i}`);
    const page = mempoolPage(txids);
    expect(page).toHaveLength(50);
    expect(page[0]).toBe('m59');
    expect(page[49]).toBe('m10');
  });
});
