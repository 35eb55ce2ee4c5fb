import { useSignal } from '@preact/signals';
import { platformLabel } from '@/lib/service/platforms';
import { t } from '@/lib/i18n/t';
import { excerpt } from '@/lib/notify/excerpt';
import type { RecentPosts } from '@/lib/posts/recent-model';
import { accountsText, formatWhen, whenOf, type KnownAccount, type ListedPost } from '@/lib/posts/view';
import { AnalyticsPanel } from './AnalyticsPanel';
import { StatusBadge } from './StatusBadge';

interface PostRowProps {
  post: ListedPost;
  model: RecentPosts;
  locale?: string | undefined;
  /** The connected accounts, when the page has them: names instead of bare platforms. */
  accounts?: readonly KnownAccount[] | undefined;
}

/** One post: its status, time in the person's zone, platforms and text; the actions its status allows. */
export function PostRow({ post, model, locale, accounts = [] }: PostRowProps) {
  const confirming = useSignal(false);
  const busy = useSignal(false);
  const showAnalytics = useSignal(false);
  const at = whenOf(post);
  const text = excerpt(post.content ?? '', 140) || t('posts_no_text');
  const platforms = accountsText(post, accounts, platformLabel);
  const reason = post.status === 'failed' && typeof post.error === 'string' ? post.error : '';

  const remove = async () => {
    busy.value = true;
    const done = await model.remove(post.id);
    busy.value = false;
    if (!done) confirming.value = false;
  };

  return (
    <li class="qp-post" id={`qp-post-${post.id}`} tabIndex={-1}>
      <p class="qp-post-meta">
        <StatusBadge status={post.status} />{' '}
        {at !== undefined && <time dateTime={new Date(at).toISOString()}>{formatWhen(at, model.timeZone.value, locale)}</time>}
        {platforms && <span class="qp-post-platforms"> · {platforms}</span>}
      </p>
      <p class="qp-post-text">{text}</p>
      {reason && <p class="qp-post-reason">{reason}</p>}
      <div class="qp-post-actions">
        {post.status === 'scheduled' &&
          (confirming.value ? (
            <span role="group" aria-label={t('posts_confirm_delete')}>
              {t('posts_delete_question')}{' '}
              <button type="button" disabled={busy.value} onClick={() => void remove()}>
                {t('posts_delete_post')}
              </button>{' '}
              <button type="button" onClick={() => (confirming.value = false)}>
                {t('media_keep')}
              </button>
            </span>
          ) : (
            <button type="button" onClick={() => (confirming.value = true)}>
              {t('posts_delete')}
            </button>
          ))}
        {post.status === 'published' && (
          <button type="button" aria-expanded={showAnalytics.value} onClick={() => (showAnalytics.value = !showAnalytics.value)}>
            {t('posts_analytics')}
          </button>
        )}
        {post.status === 'failed' && (
          <button type="button" onClick={() => void model.retry(post.id)}>
            {t('notify_edit_retry')}
          </button>
        )}
      </div>
      {showAnalytics.value && <AnalyticsPanel load={() => model.analytics(post.id)} label={t('posts_analytics_of', t('outbox_quote', excerpt(text, 40)))} />}
    </li>
  );
}
