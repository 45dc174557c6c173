import { TZDate } from '@date-fns/tz';
import { REFERENCE_TIME_ZONE } from '../../../shell/timeZone.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as the value of a `datetime-local` field in Swiss time (`yyyy-MM-ddTHH:mm`); empty for none. */
export function toZurichInput(iso: string | null): string {
  if (!iso) return '';
  const local = new TZDate(Date.parse(iso), REFERENCE_TIME_ZONE);
  const date = `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
  return `${date}T${two(local.getHours())}:${two(local.getMinutes())}`;
}

/** A `datetime-local` value read as Swiss time, as an ISO instant; null when empty or incomplete. */
export function fromZurichInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
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
