/** What a composer needs of "when" as it opens, and the queue too; the rules of a time are in when-rules.ts. */

export function personZone(preference?: string | null): string {
  return preference || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The first proposal: the next full quarter hour at least 30 minutes from now. */
export function defaultSlot(now: number, zone: string): { date: string; time: string } {
  const base = Temporal.Instant.fromEpochMilliseconds(now + 30 * 60_000).toZonedDateTimeISO(zone);
  const rounded = base.round({ smallestUnit: 'minute', roundingIncrement: 15, roundingMode: 'ceil' });
  return { date: rounded.toPlainDate().toString(), time: rounded.toPlainTime().toString({ smallestUnit: 'minute' }) };
}
