/**
 * What a desktop notification says (docs/design.md §3.5), pure. The post record is "not shown" in the interface, so
 * the reason and the post's address are looked for under the usual names and left out when absent.
 */
import type { PostRecord } from '@/lib/api';
import { isRecord } from '@/lib/api/schemas';
import { platformLabel } from '@/lib/service/platforms';
import type { PendingTwin, TrackedPost } from '@/lib/tracking/tracked';
import type { TwinOutcome } from '@/lib/tracking/twin-removal';
import { excerpt } from './excerpt';
import { t, uiLocale } from '@/lib/i18n/t';

export { excerpt };

export interface AccountName {
  id: number;
  type: string;
  name?: string | null | undefined;
  username?: string | null | undefined;
}

export interface NotificationContent {
  title: string;
  message: string;
  contextMessage: string;
  /** Chrome shows buttons; Firefox has none, so a click on the notification does the same. */
  buttons: { title: string }[];
}

/** Read when a notification is made, so that it is in the browser's language. */
const editAndRetry = () => t('notify_edit_retry');
const ACCOUNTS_SHOWN = 3;

/** "Twitter @demo, LinkedIn Demo Person and 2 more" — the accounts as the person knows them. */
export function accountsLabel(refs: readonly { id: number; type: string }[], known: readonly AccountName[]): string {
  const names = refs.map((ref) => {
    const account = known.find((a) => a.id === ref.id);
    const who = account?.username ? `@${account.username}` : account?.name?.trim();
    return who ? `${platformLabel(ref.type)} ${who}` : platformLabel(ref.type);
  });
  const list = new Intl.ListFormat(uiLocale(), { style: 'short', type: 'unit' });
  if (names.length <= ACCOUNTS_SHOWN) return list.format(names);
  return t(
    'notify_more_accounts',
    list.format(names.slice(0, ACCOUNTS_SHOWN)),
    new Intl.NumberFormat(uiLocale()).format(names.length - ACCOUNTS_SHOWN),
  );
}

const REASON_FIELDS = ['error', 'failure_reason', 'reason', 'error_message', 'failure', 'status_message'] as const;

/** Why the service says the post failed, when its record says so (any of the usual fields, text or `{message}`). */
export function failureReason(record: Record<string, unknown>): string | undefined {
  for (const field of REASON_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim()) return value.message.trim();
  }
  return undefined;
}

const URL_FIELDS = ['url', 'post_url', 'postUrl', 'permalink', 'link', 'published_url'] as const;

/** The published post's own address, when the record carries an http(s) one. */
export function postUrlOf(record: Record<string, unknown>): string | undefined {
  for (const field of URL_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not an address: look further
    }
  }
  return undefined;
}

export function publishedContent(post: TrackedPost, known: readonly AccountName[]): NotificationContent {
  return {
    title: t('notify_published_title'),
    message: excerpt(post.content) || t('notify_no_text'),
    contextMessage: accountsLabel(post.accounts, known),
    buttons: [],
  };
}

export function failedContent(
  post: TrackedPost,
  record: PostRecord,
  known: readonly AccountName[],
): NotificationContent {
  const reason = failureReason(record);
  return {
    title: t('notify_failed_title', excerpt(post.content, 60) || t('notify_no_text')),
    message: reason ? t('notify_failed_reason', reason.replace(/[.!\s]+$/, '')) : t('notify_failed_unknown'),
    contextMessage: accountsLabel(post.accounts, known),
    buttons: [{ title: editAndRetry() }],
  };
}

/** A second copy the browser made of a post (lib/tracking/twins.ts): removed, published, or left to the person. */
export function twinContent(
  outcome: TwinOutcome,
  twin: PendingTwin,
  known: readonly AccountName[],
): NotificationContent {
  const text = excerpt(twin.content, 60) || t('notify_no_text');
  const [title, message] =
    outcome === 'removed'
      ? [t('notify_twin_removed_title', text), t('notify_twin_removed')]
      : outcome === 'published'
        ? [t('notify_twin_published_title', text), t('notify_twin_published')]
        : [t('notify_twin_left_title', text), t('notify_twin_left')];
  return { title, message, contextMessage: accountsLabel(twin.accounts, known), buttons: [] };
}
