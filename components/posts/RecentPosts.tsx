import { useComputed } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { createRecentPosts, type RecentPorts } from '@/lib/posts/recent-model';
import { splitPosts, type KnownAccount } from '@/lib/posts/view';
import { PostRow } from './PostRow';
import { applyPostsStyles } from './posts-styles';

applyPostsStyles();

interface RecentPostsProps {
  ports: RecentPorts;
  /** Posts shown per group; the rest are on the dashboard. */
  limit?: number;
  /** The connected accounts the page already has (the composer's), to name a post's accounts; no read is spent. */
  accounts?: { readonly value: readonly KnownAccount[] } | undefined;
  /** Told the number of upcoming posts whenever it changes (the popup's "Posts" tab shows it). */
  onUpcoming?: ((count: number) => void) | undefined;
  /** After "Edit and retry" has put a post back into the composer (the popup then shows the composer). */
  onEdit?: (() => void) | undefined;
}

/**
 * Upcoming and recent posts, for the popup under the composer and for any other page: from the
 * cache at once with its age, refreshed when stale and the budget allows, or by hand.
 */
export function RecentPosts({ ports, limit = 5, accounts, onUpcoming, onEdit }: RecentPostsProps) {
  const model = useMemo(() => createRecentPosts(ports), []);
  useEffect(() => {
    void model.load();
    return model.follow();
  }, []);
  const groups = useComputed(() => splitPosts(model.posts.value));
  const { upcoming, recent } = groups.value;
  // The list's real age, ticking while the page is open; the rows' relative times are redrawn with it.
  const age = model.age.value;
  useEffect(() => onUpcoming?.(upcoming.length), [upcoming.length]);
  const now = ports.now();

  return (
    <section class="qp-recent" aria-labelledby="qp-recent-title">
      <div class="qp-recent-head">
        <h2 id="qp-recent-title">{t('posts_heading')}</h2>
        <button type="button" class="quiet" disabled={model.refreshing.value} onClick={() => void model.refresh()}>
          {t('posts_refresh')}
        </button>
      </div>
      <p role="status" class="qp-recent-age hint">
        {model.loading.value ? t('posts_loading') : age ? age : model.refreshing.value ? t('posts_loading') : ''}
      </p>
      {model.error.value && <p role="alert">{model.error.value}</p>}
      {model.notice.value && <p role="status">{model.notice.value}</p>}

      <h3 id="qp-upcoming">{t('posts_upcoming')}</h3>
      {upcoming.length ? (
        <ul class="qp-posts" aria-labelledby="qp-upcoming">
          {upcoming.slice(0, limit).map((post) => (
            <PostRow
              key={post.id}
              post={post}
              model={model}
              locale={ports.locale}
              now={now}
              accounts={accounts?.value}
              onEdit={onEdit}
            />
          ))}
        </ul>
      ) : (
        <p class="hint">{t('posts_none_upcoming')}</p>
      )}

      <h3 id="qp-recent">{t('posts_recent')}</h3>
      {recent.length ? (
        <ul class="qp-posts" aria-labelledby="qp-recent">
          {recent.slice(0, limit * 2).map((post) => (
            <PostRow
              key={post.id}
              post={post}
              model={model}
              locale={ports.locale}
              now={now}
              accounts={accounts?.value}
              onEdit={onEdit}
            />
          ))}
        </ul>
      ) : (
        <p class="hint">{t('posts_none_recent')}</p>
      )}

      {model.appUrl.value && (
        <p>
          <a href={model.appUrl.value} target="_blank" rel="noreferrer">
            {t('posts_dashboard')}
          </a>
        </p>
      )}
    </section>
  );
}
