import { useSignal } from '@preact/signals';
import { platformLabel } from '@/lib/compose/platforms';
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
  const text = excerpt(post.content ?? '', 140) || '(no text)';
  const platforms = accountsText(post, accounts, platformLabel);
  const reason = post.status === 'failed' && typeof post.error === 'string' ? post.error : '';

  const remove = async () => {
    busy.value = true;
    const done = await model.remove(post.id);
    busy.value = false;
    if (!done) confirming.value = false;
  };

  return (
    <li class="qp-post">
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
            <span role="group" aria-label="Confirm deletion">
              Delete this post?{' '}
              <button type="button" disabled={busy.value} onClick={() => void remove()}>
                Delete post
              </button>{' '}
              <button type="button" onClick={() => (confirming.value = false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" onClick={() => (confirming.value = true)}>
              Delete
            </button>
          ))}
        {post.status === 'published' && (
          <button type="button" aria-expanded={showAnalytics.value} onClick={() => (showAnalytics.value = !showAnalytics.value)}>
            Analytics
          </button>
        )}
        {post.status === 'failed' && (
          <button type="button" onClick={() => void model.retry(post.id)}>
            Edit and retry
          </button>
        )}
      </div>
      {showAnalytics.value && <AnalyticsPanel load={() => model.analytics(post.id)} label={`Analytics of “${excerpt(text, 40)}”`} />}
    </li>
  );
}
