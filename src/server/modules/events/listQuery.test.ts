import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/database.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

// The events list's filters: a day that does not exist or paging out of range is a 400, never a 500.
describe.each(testBackends())('events list filters on %s', (backend) => {
  const { api } = useEventsTestApp(backend);

  const list = (query: Record<string, string>) =>
    api.call('admin', 'GET', `events?${new URLSearchParams(query)}`);

  it('refuses impossible times and paging numbers with 400', async () => {
    for (const query of [
      { from: '2024-02-30T00:00:00Z' },
      { to: '2023-02-29T12:00:00+01:00' },
      { from: '2024-01-01T25:00:00Z' },
      { page: '1e300' },
      { page: '0.5' },
      { size: '100000' },
      { page: String(2 ** 60) },
    ] as Record<string, string>[]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().messageKey).toBe('errors.validation');
    }
  });

  it('answers the far end of the paging range and a leap day with an empty page', async () => {
    for (const query of [
      { page: String(Number.MAX_SAFE_INTEGER), size: '500' },
      { from: '2024-02-29T00:00:00Z', to: '2024-02-29T23:59:59Z' },
    ] as Record<string, string>[]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(200);
      expect(response.json().items).toEqual([]);
    }
  });
});
