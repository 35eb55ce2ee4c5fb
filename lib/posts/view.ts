/** What the posts view shows: the interface promises a listed post's id only; every other field is used if present. */
import { postDueAt } from '@/lib/api/post-time';
import { accountRefsOf } from '@/lib/outbox/match';
import { t, type MessageKey } from '@/lib/i18n/t';
import type { AccountData } from '@/lib/messaging/shapes';
import { accountNames } from '@/lib/notify/content';
import { PUBLISHING, type ListedPost } from '@/lib/service/post';

const STATUS_LABEL: Record<string, MessageKey> = {
  scheduled: 'posts_status_scheduled',
  published: 'posts_status_published',
  failed: 'posts_status_failed',
  [PUBLISHING]: 'posts_status_publishing',
};

/** The badge: a status the interface names (or our own "Publishing…"), or an unknown one as given. */
export function badgeOf(status: string | undefined): { kind: string; label: string } {
  const known = status !== undefined && Object.hasOwn(STATUS_LABEL, status);
  if (known) return { kind: status, label: t(STATUS_LABEL[status]!) };
  return { kind: 'other', label: status?.trim() || t('posts_status_unknown') };
}

const TIME_FIELDS = ['published_at', 'publishedAt', 'failed_at', 'updated_at', 'created_at'] as const;

/** When the post is (or was) due; for a finished post without a due time, when it finished or was made. */
export function whenOf(post: ListedPost): number | undefined {
  const times = TIME_FIELDS.map((field) => post[field]).filter((value): value is string => typeof value === 'string');
  return postDueAt(post) ?? times.map((time) => Date.parse(time)).find(Number.isFinite);
}

/** Upcoming: still scheduled, soonest first. Recent: everything else, newest first. */
export function splitPosts<T extends ListedPost>(posts: readonly T[]): { upcoming: T[]; recent: T[] } {
  const at = (p: T) => whenOf(p) ?? 0;
  const upcoming = posts.filter((p) => p.status === 'scheduled').sort((a, b) => at(a) - at(b));
  const recent = posts.filter((p) => p.status !== 'scheduled').sort((a, b) => at(b) - at(a));
  return { upcoming, recent };
}

/** "Tue 7 Jan, 10:30" in the person's zone. */
export function formatWhen(epochMs: number, timeZone: string | undefined, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(epochMs);
}

export const AGE_TICK_MS = 10_000;

/** "in 2 hours", "3 days ago": the distance from now in the largest whole unit. */
export function relativeTime(at: number, now: number, locale?: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const s = (at - now) / 1000;
  for (const [unit, size] of [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ] as const) {
    const n = Math.round(Math.abs(s) / size);
    if (Math.abs(s) >= size) return rtf.format(s < 0 ? -n : n, unit);
  }
  return t('posts_just_now');
}

/** "just now", "40 seconds ago", "5 minutes ago": the age of the list's last read, not of our own changes since. */
export function ageOf(fetchedAt: number, now: number, locale?: string): string {
  const seconds = Math.max(0, Math.round((now - fetchedAt) / 1000));
  if (seconds < 15 || seconds >= 60) return relativeTime(Math.min(fetchedAt, now), now, locale);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(seconds / 10) * 10, 'second');
}

/** "engagement_rate" / "engagementRate" → "Engagement rate". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

export type Row = { label: string; value: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const HIDDEN = new Set(['id', 'post_id', 'postId']);

function valueText(value: unknown, locale: string | undefined, timeZone: string | undefined): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Intl.NumberFormat(locale).format(value) : null;
  if (typeof value === 'boolean') return value ? t('posts_yes') : t('posts_no');
  if (typeof value === 'string') {
    if (ISO_DATE.test(value) && Number.isFinite(Date.parse(value)))
      return formatWhen(Date.parse(value), timeZone, locale);
    // Numbers sent as text ("1234") read like numbers; "4.2%" and other text stay as given.
    return /^-?\d+(\.\d+)?$/.test(value.trim()) ? new Intl.NumberFormat(locale).format(Number(value)) : value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueText(v, locale, timeZone)).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

/** Analytics of any shape as label/value rows: nested objects flattened ("Shares · Total"), ids left out. */
export function analyticsRows(
  data: Record<string, unknown>,
  locale?: string,
  timeZone?: string,
  prefix = '',
  depth = 0,
): Row[] {
  return Object.entries(data).flatMap(([key, value]): Row[] => {
    if (depth === 0 && HIDDEN.has(key)) return [];
    const label = prefix ? `${prefix} · ${labelOf(key)}` : labelOf(key);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return depth < 3 ? analyticsRows(value as Record<string, unknown>, locale, timeZone, label, depth + 1) : [];
    }
    const text = valueText(value, locale, timeZone);
    return text === null ? [] : [{ label, value: text }];
  });
}

/** A record's accounts, as far as they are `{id, type}` objects. */
export const typedAccountsOf = (post: ListedPost) =>
  (accountRefsOf(post) ?? []).flatMap(({ id, type }) => (type === undefined ? [] : [{ id, type }]));

/** "Twitter @dana, LinkedIn Dana Whitfield": the post's accounts as the person knows them, else the platforms. */
export function accountsText(post: ListedPost, known: readonly AccountData[]): string {
  return [...new Set(accountNames(typedAccountsOf(post), known))].join(', ');
}
