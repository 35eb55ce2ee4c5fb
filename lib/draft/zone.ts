/**
 * The two "when" facts a composer needs as it opens and the background's queue needs too (the rules of a post's date
 * and time are in when-rules.ts): whose zone a time is read in, and the time first proposed for a scheduled post.
 */

/** The person's own zone: the preference when set, else the browser's. */
export function personZone(preference?: string | null): string {
  return preference || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A sensible first proposal: the next full quarter hour at least 30 minutes from now, in `zone`. */
export function defaultSlot(now: number, zone: string): { date: string; time: string } {
  const base = Temporal.Instant.fromEpochMilliseconds(now + 30 * 60_000).toZonedDateTimeISO(zone);
  const rounded = base.round({ smallestUnit: 'minute', roundingIncrement: 15, roundingMode: 'ceil' });
  return { date: rounded.toPlainDate().toString(), time: rounded.toPlainTime().toString({ smallestUnit: 'minute' }) };
}
