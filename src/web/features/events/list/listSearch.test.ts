import { describe, expect, it } from 'vitest';
import { listSearchOf, requestOf, zurichDayBound } from './listSearch.ts';

describe('events list search', () => {
  it('reads days in Swiss time, summer and winter', () => {
    expect(zurichDayBound('2026-07-01', false)).toBe('2026-06-30T22:00:00.000Z');
    expect(zurichDayBound('2026-12-01', false)).toBe('2026-11-30T23:00:00.000Z');
    expect(zurichDayBound('2026-12-01', true)).toBe('2026-12-01T22:59:59.999Z');
    expect(zurichDayBound('1.12.2026', false)).toBeUndefined();
  });

  it('asks for the first page, newest first, without the filters left empty', () => {
    const request = requestOf(listSearchOf(new URLSearchParams('state=ACTIVE&canton=&page=x')));
    expect(request).toMatchObject({ state: 'ACTIVE', page: 0, size: 25, sort: 'createdAt,desc' });
    expect(request.canton).toBeUndefined();
    expect(requestOf(listSearchOf(new URLSearchParams('page=3'))).page).toBe(2);
  });
});
