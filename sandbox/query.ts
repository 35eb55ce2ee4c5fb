import { ApiError } from './errors.ts';

/** A whole number query parameter within bounds, or a 400 naming it (media list: "400 invalid page or per_page"). */
function intParam(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (raw === undefined) return fallback;
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new ApiError(400, `${name} must be a whole number ${range} (got "${raw}")`);
  }
  return value;
}

/** A query parameter from a fixed list, or a 400 naming it. */
export function enumParam<T extends string>(
  name: string,
  raw: string | undefined,
  values: readonly T[],
): T | undefined {
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ApiError(400, `${name} must be one of ${values.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

/** page ≥ 1 and per_page 1–100, default 20 (Limits: per_page max 100, default 20). */
export function pagination(query: (name: string) => string | undefined) {
  const page = intParam('page', query('page'), 1, 1);
  const perPage = intParam('per_page', query('per_page'), 20, 1, 100);
  return { page, perPage, start: (page - 1) * perPage };
}
