import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_REUSE_MS, RowCounts } from './rowCounts.ts';

// Paging through a large grid counts its rows once per filter, not on every page; small grids stay exact.
describe('grid totals', () => {
  let counts: RowCounts;
  let counted: number;
  const count = (total: number) => async () => {
    counted++;
    return total;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    counts = new RowCounts();
    counted = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('counts a large result once per filter while paging, and again after a few seconds', async () => {
    for (let page = 0; page < 5; page++) expect(await counts.total('sirens', 'ZH', count(5000))).toBe(5000);
    expect(counted).toBe(1);
    await counts.total('sirens', 'BE', count(4000));
    expect(counted).toBe(2);
    vi.advanceTimersByTime(COUNT_REUSE_MS);
    expect(await counts.total('sirens', 'ZH', count(5001))).toBe(5001);
    expect(counted).toBe(3);
  });

  it('counts a small result on every page, so it is exact at once', async () => {
    await counts.total('persons', '', count(40));
    await counts.total('persons', '', count(41));
    expect(counted).toBe(2);
  });

  it('counts again at once after a write to the resource on this server', async () => {
    await counts.total('sirens', '', count(5000));
    await counts.total('sirengroups', '', count(3000));
    counts.forget('sirens');
    expect(await counts.total('sirens', '', count(5001))).toBe(5001);
    expect(await counts.total('sirengroups', '', count(0))).toBe(3000);
    expect(counted).toBe(3);
  });
});
