/**
 * When a listed post is due: dates come "as `scheduled_date` (`YYYY-MM-DD HH:MM:SS` + `timezone`) or ISO strings"
 * (docs/design.md §4); a wall-clock time is read in `timezone`, else UTC (Create Post, rule 2).
 */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

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
