// What a desktop notification says (pure). The post record is "not shown", so the reason and the post's address are
// looked for under the usual names and left out when absent.
import type { Account, PostRecord } from '@/lib/api';
import { isRecord } from '@/lib/api/ids';
import { platformLabel } from '@/lib/service/platforms';
import type { PendingTwin, TrackedPost } from '@/lib/storage/tracker-items';
import type { TwinOutcome } from '@/lib/tracking/twin-removal';
import { excerpt } from './excerpt';
import { t, uiLocale } from '@/lib/i18n/t';

type AccountName = Pick<Account, 'id' | 'name' | 'username'>;
type NotificationContent = { title: string; message: string; contextMessage: string };

const ACCOUNTS_SHOWN = 3;

/** "Twitter @demo", "LinkedIn Demo Person", or the platform alone: each account as the person knows it. */
export function accountNames(refs: readonly { id: number | undefined; type: string }[], known: readonly AccountName[]) {
  return refs.map((ref) => {
    const account = known.find((a) => a.id === ref.id);
    const who = account?.username ? `@${account.username}` : account?.name?.trim();
    return who ? `${platformLabel(ref.type)} ${who}` : platformLabel(ref.type);
  });
}

/** "Twitter @demo, LinkedIn Demo Person and 2 more". */
export function accountsLabel(refs: readonly { id: number; type: string }[], known: readonly AccountName[]): string {
  const names = accountNames(refs, known);
  const list = new Intl.ListFormat(uiLocale(), { style: 'short', type: 'unit' });
  if (names.length <= ACCOUNTS_SHOWN) return list.format(names);
  return t(
    'notify_more_accounts',
    list.format(names.slice(0, ACCOUNTS_SHOWN)),
    new Intl.NumberFormat(uiLocale()).format(names.length - ACCOUNTS_SHOWN),
  );
}

const REASON_FIELDS = ['error', 'failure_reason', 'reason', 'error_message', 'failure', 'status_message'] as const;

export function failureReason(record: Record<string, unknown>): string | undefined {
  for (const field of REASON_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim()) return value.message.trim();
  }
  return undefined;
}

const URL_FIELDS = ['url', 'post_url', 'postUrl', 'permalink', 'link', 'published_url'] as const;

export function postUrlOf(record: Record<string, unknown>): string | undefined {
  for (const field of URL_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url?.protocol === 'https:' || url?.protocol === 'http:') return url.href;
  }
  return undefined;
}

export function publishedContent(post: TrackedPost, known: readonly AccountName[]): NotificationContent {
  return {
    title: t('notify_published_title'),
    message: excerpt(post.content) || t('notify_no_text'),
    contextMessage: accountsLabel(post.accounts, known),
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
  };
}

export function twinContent(
  outcome: TwinOutcome,
  twin: PendingTwin,
  known: readonly AccountName[],
): NotificationContent {
  const text = excerpt(twin.content, 60) || t('notify_no_text');
  const [title, message] = {
    removed: [t('notify_twin_removed_title', text), t('notify_twin_removed')],
    published: [t('notify_twin_published_title', text), t('notify_twin_published')],
    left: [t('notify_twin_left_title', text), t('notify_twin_left')],
  }[outcome] as [string, string];
  return { title, message, contextMessage: accountsLabel(twin.accounts, known) };
}
