import { Temporal } from 'temporal-polyfill';
import { ApiError } from './errors.ts';

/**
 * When a post is due: Create Post's `date` + `time` in `timezone` (default UTC, rule 2), the legacy `scheduled_date`,
 * or now. Times that do not exist or occur twice (DST) resolve as Temporal's 'compatible' disambiguation does.
 */

export interface ScheduleInput {
  postInstant: boolean;
  date: unknown;
  time: unknown;
  scheduledDate: unknown;
  timezone: unknown;
}

export interface Schedule {
  dueAt: number;
  /** `YYYY-MM-DD HH:MM:SS` in `timezone`. */
  local: string;
  timezone: string;
}

const REQUIRED = 'date (YYYY-MM-DD) and time (HH:mm) are required unless post_instant is true';
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const two = (n: number) => String(n).padStart(2, '0');

function formatLocal(zdt: Temporal.ZonedDateTime): string {
  return `${zdt.toPlainDate().toString()} ${two(zdt.hour)}:${two(zdt.minute)}:${two(zdt.second)}`;
}

/** An IANA zone name as Temporal spells it; offsets like "+02:00" and other strings are refused. */
function parseTimeZone(value: unknown): string {
  if (value === undefined || value === null) return 'UTC';
  if (typeof value !== 'string')
    throw new ApiError(400, 'timezone must be a string (an IANA time zone name such as Europe/Paris)');
  if (!ZONE_NAME.test(value)) throw new ApiError(400, `timezone "${value}" is not a valid IANA time zone`);
  try {
    return Temporal.Now.zonedDateTimeISO(value).timeZoneId;
  } catch {
    throw new ApiError(400, `timezone "${value}" is not a valid IANA time zone`);
  }
}

function plainDate(field: string, text: string, year: string, month: string, day: string): Temporal.PlainDate {
  try {
    return Temporal.PlainDate.from(
      { year: Number(year), month: Number(month), day: Number(day) },
      { overflow: 'reject' },
    );
  } catch {
    throw new ApiError(400, `${field} ${text} is not a real calendar date`);
  }
}

function fromDateAndTime(date: unknown, time: unknown): Temporal.PlainDateTime {
  if (date === undefined || date === null || time === undefined || time === null) {
    throw new ApiError(400, `${REQUIRED} (${date === undefined || date === null ? 'date' : 'time'} is missing)`);
  }
  const d = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!d) throw new ApiError(400, 'date must be a string in the form YYYY-MM-DD');
  const t = typeof time === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) : null;
  if (!t) throw new ApiError(400, 'time must be a string in 24-hour form HH:mm (00:00 to 23:59)');
  return plainDate('date', date as string, d[1]!, d[2]!, d[3]!).toPlainDateTime({
    hour: Number(t[1]),
    minute: Number(t[2]),
  });
}

function fromLegacy(value: unknown): Temporal.PlainDateTime {
  const m =
    typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(value) : null;
  if (!m) throw new ApiError(400, 'scheduled_date must be a string in the form YYYY-MM-DD HH:MM:SS');
  return plainDate('scheduled_date', value as string, m[1]!, m[2]!, m[3]!).toPlainDateTime({
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6]),
  });
}

/** `date`/`time` win over the legacy `scheduled_date` when both are sent. */
export function resolveSchedule(input: ScheduleInput, now: number): Schedule {
  const timezone = parseTimeZone(input.timezone);
  if (input.postInstant) {
    const zdt = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(timezone);
    return { dueAt: now, local: formatLocal(zdt), timezone };
  }
  const hasDateTime = (input.date ?? input.time ?? null) !== null;
  const hasLegacy = input.scheduledDate !== undefined && input.scheduledDate !== null;
  if (!hasDateTime && !hasLegacy) throw new ApiError(400, REQUIRED);
  const plain = hasDateTime ? fromDateAndTime(input.date, input.time) : fromLegacy(input.scheduledDate);
  const zdt = plain.toZonedDateTime(timezone, { disambiguation: 'compatible' });
  return { dueAt: zdt.epochMilliseconds, local: formatLocal(zdt), timezone };
}
