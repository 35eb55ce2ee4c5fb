/**
 * When a listed post is due, as epoch ms. The full post record is not shown in the interface; docs/design.md §4
 * says dates come "as `scheduled_date` (`YYYY-MM-DD HH:MM:SS` + `timezone`) or ISO strings". A wall-clock
 * time without a zone is read in `timezone`, or UTC when there is none (Create Post, rule 2).
 */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Epoch ms for a date string, or undefined when it cannot be read (never throws). */
export function instantOf(value: string, timezone?: string | null): number | undefined {
  try {
    const wall = WALL_CLOCK.exec(value.trim());
    if (wall) {
      const zoned = Temporal.PlainDateTime.from(`${wall[1]}T${wall[2]}`).toZonedDateTime(timezone || 'UTC');
      return zoned.epochMilliseconds;
    }
    return Temporal.Instant.from(value.trim()).epochMilliseconds;
  } catch {
    return undefined;
  }
}

/** Fields, in order of preference, that may carry a post's due time. */
const DUE_FIELDS = ['scheduled_date', 'scheduled_at', 'publish_at', 'date'] as const;

export function postDueAt(
  post: { timezone?: string | null | undefined } & Record<string, unknown>,
): number | undefined {
  for (const field of DUE_FIELDS) {
    const value = post[field];
    if (typeof value === 'string') {
      const at = instantOf(value, post.timezone);
      if (at !== undefined) return at;
    }
  }
  return undefined;
}
