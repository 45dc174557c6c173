import { TZDate } from '@date-fns/tz';
import { REFERENCE_TIME_ZONE } from '../../shell/timeZone.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as the date pickers' value in Swiss time (`YYYY-MM-DD HH:mm:ss`); null for none. */
export function toZurichInput(iso: string | null): string | null {
  if (!iso) return null;
  const local = new TZDate(Date.parse(iso), REFERENCE_TIME_ZONE);
  const date = `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
  return `${date} ${two(local.getHours())}:${two(local.getMinutes())}:00`;
}

/** A date picker's value (`YYYY-MM-DD HH:mm[:ss]`) read as Swiss time, as an ISO instant; null when empty. */
export function fromZurichInput(value: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2})?$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new TZDate(year, month - 1, day, hour, minute, REFERENCE_TIME_ZONE).toISOString();
}
