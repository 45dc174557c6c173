import { TZDate } from '@date-fns/tz';
import { REFERENCE_TIME_ZONE } from '../../../shell/timeZone.ts';
import type { EventListFilter } from '../eventsApi.ts';

/** Rows per page of the events list. */
export const PAGE_SIZE = 25;

/** The list's filters as the address keeps them (so that reload, back and a shared link show the same rows). */
export interface ListSearch {
  state: string;
  messageType: string;
  canton: string;
  /** Days as `yyyy-MM-dd`, read in Swiss time. */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

export const FILTER_FIELDS = ['state', 'messageType', 'canton', 'from', 'to'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function listSearchOf(params: URLSearchParams): ListSearch {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    state: params.get('state') ?? '',
    messageType: params.get('messageType') ?? '',
    canton: params.get('canton') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The instant a Swiss day starts (`endOfDay`: its last millisecond); undefined for anything but a day. */
export function zurichDayBound(day: string, endOfDay: boolean): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new TZDate(year, month, date, REFERENCE_TIME_ZONE);
  const next = new TZDate(year, month, date + 1, REFERENCE_TIME_ZONE);
  return new Date(endOfDay ? next.getTime() - 1 : start.getTime()).toISOString();
}

/** The request of one page: dates as instants, the page 0-based, newest first. */
export function requestOf(search: ListSearch): EventListFilter {
  return {
    state: search.state || undefined,
    messageType: search.messageType || undefined,
    canton: search.canton || undefined,
    from: zurichDayBound(search.from, false),
    to: zurichDayBound(search.to, true),
    page: search.page - 1,
    size: PAGE_SIZE,
    sort: 'createdAt,desc',
  };
}
