/**
 * Create Post takes a wall-clock time in a zone and cannot say which of two equal wall times is meant, nor one that
 * never happens: a time in a DST gap or the past is refused with the reason, one in the overlap sent with a warning.
 */
import { t } from '@/lib/i18n/t';

/** An ambiguous time: the earlier, with a warning. */
type WhenCheck =
  { ok: false; field: 'date' | 'time' | 'timeZone'; problem: string } | { ok: true; epochMs: number; warning?: string };

function isValidZone(name: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

function parseDate(date: string): Temporal.PlainDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  try {
    return Temporal.PlainDate.from(date, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

function parseTime(time: string): Temporal.PlainTime | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? new Temporal.PlainTime(Number(m[1]), Number(m[2])) : undefined;
}

const fmt = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options);

function wallText(zdt: Temporal.ZonedDateTime, locale?: string): string {
  return fmt(locale, { timeStyle: 'short', timeZone: zdt.timeZoneId }).format(zdt.epochMilliseconds);
}

function dayText(date: Temporal.PlainDate, locale?: string): string {
  return fmt(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date.toZonedDateTime('UTC').epochMilliseconds);
}

function agoText(ms: number, locale?: string): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours < 24 ? rtf.format(-hours, 'hour') : rtf.format(-Math.round(hours / 24), 'day');
}

export function checkWhen(
  input: { date: string; time: string; timeZone: string },
  now: number,
  locale?: string,
): WhenCheck {
  const zone = input.timeZone.trim();
  if (zone === '') return { ok: false, field: 'timeZone', problem: t('when_choose_zone') };
  if (!isValidZone(zone)) return { ok: false, field: 'timeZone', problem: t('when_unknown_zone', zone) };
  const date = parseDate(input.date);
  if (!date) return { ok: false, field: 'date', problem: input.date ? t('when_bad_date') : t('when_choose_date') };
  const time = parseTime(input.time);
  if (!time) return { ok: false, field: 'time', problem: input.time ? t('when_bad_time') : t('when_choose_time') };

  const wall = date.toPlainDateTime(time);
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
  const exists = earlier.toPlainDateTime().equals(wall);
  if (!exists) {
    // In a gap, 'earlier' lands before the jump: the next transition from there is the jump itself.
    const jump = earlier.getTimeZoneTransition('next') ?? later;
    const before = jump.toInstant().toZonedDateTimeISO(earlier.offset);
    const hhmm = (z: Temporal.ZonedDateTime) => z.toPlainTime().toString({ smallestUnit: 'minute' });
    return {
      ok: false,
      field: 'time',
      problem: t('when_gap', input.time, dayText(date, locale), zone, hhmm(before), hhmm(jump)),
    };
  }
  if (earlier.epochMilliseconds <= now) {
    return { ok: false, field: 'time', problem: t('when_past', agoText(now - earlier.epochMilliseconds, locale)) };
  }
  if (earlier.epochMilliseconds !== later.epochMilliseconds) {
    const both = t(
      'when_overlap_both',
      `${wallText(earlier, locale)} ${offsetName(earlier, locale)}`,
      `${wallText(later, locale)} ${offsetName(later, locale)}`,
    );
    return {
      ok: true,
      epochMs: earlier.epochMilliseconds,
      warning: t('when_overlap', input.time, dayText(date, locale), zone, both),
    };
  }
  return { ok: true, epochMs: earlier.epochMilliseconds };
}

/** "CEST", "GMT+2". */
function offsetName(zdt: Temporal.ZonedDateTime, locale?: string): string {
  const parts = fmt(locale, { timeZone: zdt.timeZoneId, timeZoneName: 'short' }).formatToParts(zdt.epochMilliseconds);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zdt.offset;
}

/** "Tue, 24 Nov 2026, 09:30 CET" in one zone. */
export function formatInZone(epochMs: number, zone: string, locale?: string): string {
  return fmt(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(epochMs);
}

/** The time in the post's zone and, when it reads differently, in the person's. */
export function describeBothZones(epochMs: number, postZone: string, personZoneName: string, locale?: string): string {
  // The zone's id in brackets, unless the time already ends with it ("… 23:00 UTC", not "… 23:00 UTC (UTC)").
  const formatted = formatInZone(epochMs, postZone, locale);
  const there = formatted.endsWith(postZone) ? formatted : `${formatted} (${postZone})`;
  const here = formatInZone(epochMs, personZoneName, locale);
  if (postZone === personZoneName || here === formatInZone(epochMs, postZone, locale)) return there;
  return t('when_both_zones', there, here, personZoneName);
}

/** The scheduling shortcuts beside the date and time fields. */
export type QuickTime = 'hour' | 'tomorrow' | 'monday';

/** In an hour (rounded up to five minutes), tomorrow at 09:00, or the next Monday after today at 09:00. */
export function quickTime(kind: QuickTime, now: number, zone: string): { date: string; time: string } {
  const here = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone);
  if (kind === 'hour') {
    const later = here.add({ hours: 1 }).round({ smallestUnit: 'minute', roundingIncrement: 5, roundingMode: 'ceil' });
    return { date: later.toPlainDate().toString(), time: later.toPlainTime().toString({ smallestUnit: 'minute' }) };
  }
  const today = here.toPlainDate();
  const days = kind === 'tomorrow' ? 1 : (8 - today.dayOfWeek) % 7 || 7;
  return { date: today.add({ days }).toString(), time: '09:00' };
}
