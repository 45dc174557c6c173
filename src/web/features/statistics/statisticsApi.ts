import type { ChannelTest, ChannelTestRequest } from '../../../domain/channelTests.ts';
import type { AlertswissCurrent, StatisticsAnswer } from '../../../domain/statistics.ts';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

const DAY_MS = 86_400_000;
/** The charts show the last year; the client asks for everything in it at once (SPEC.md §7). */
export const CHART_DAYS = 365;

/** The statistics server's and the channel test's calls. */
export function statisticsApi(api: ApiClient) {
  return {
    archive: (now = Date.now()) => {
      const query = new URLSearchParams({
        page: '0',
        limit: '1000000',
        optimalRange: String(Number.MAX_SAFE_INTEGER),
        minTimestamp: String(now - CHART_DAYS * DAY_MS),
        maxTimestamp: String(now),
      });
      return api.get<StatisticsAnswer>(`${SCC}/statistics/system/archive?${query}`);
    },
    current: () => api.get<StatisticsAnswer>(`${SCC}/statistics/system/current`),
    alertswiss: () => api.get<AlertswissCurrent>(`${SCC}/alertswiss/current`),
    testChannel: (request: ChannelTestRequest) => api.post<ChannelTest>(`${SCC}/channeltests`, request),
  };
}

export const statisticsKeys = {
  archive: ['statistics', 'archive'] as const,
  current: ['statistics', 'current'] as const,
  alertswiss: ['statistics', 'alertswiss'] as const,
};
