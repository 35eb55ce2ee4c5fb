// The service's loose shapes read without zod, for the pages' first load: lib/api/schemas.ts builds its schemas on these.

/** "ids as `id` or `post_id` (number or numeric string)" (docs/design.md §4); undefined for anything else. */
export function idOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
