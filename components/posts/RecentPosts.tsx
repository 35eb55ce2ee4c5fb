import { useComputed } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { createRecentPosts, type RecentPorts } from '@/lib/posts/recent-model';
import { splitPosts, type KnownAccount } from '@/lib/posts/view';
import { PostRow } from './PostRow';

interface RecentPostsProps {
  ports: RecentPorts;
  /** Posts shown per group; the rest are on the dashboard. */
  limit?: number;
  /** The connected accounts the page already has (the composer's), to name a post's accounts; no read is spent. */
  accounts?: { readonly value: readonly KnownAccount[] } | undefined;
}

/**
 * Upcoming and recent posts, for the popup under the composer and for any other page: from the
 * cache at once with its age, refreshed when stale and the budget allows, or by hand.
 */
export function RecentPosts({ ports, limit = 5, accounts }: RecentPostsProps) {
  const model = useMemo(() => createRecentPosts(ports), []);
  useEffect(() => {
    void model.load();
    return model.follow();
  }, []);
  const groups = useComputed(() => splitPosts(model.posts.value));
  const { upcoming, recent } = groups.value;
  const age = model.age.value;

  return (
    <section class="qp-recent" aria-labelledby="qp-recent-title">
      <h2 id="qp-recent-title">{t('posts_heading')}</h2>
      <p role="status" class="qp-recent-age">
        {model.loading.value
          ? t('posts_loading')
          : age
            ? age
            : model.refreshing.value
              ? t('posts_loading')
              : ''}
      </p>
      <button type="button" disabled={model.refreshing.value} onClick={() => void model.refresh()}>
        {t('posts_refresh')}
      </button>
      {model.error.value && <p role="alert">{model.error.value}</p>}
      {model.notice.value && <p role="status">{model.notice.value}</p>}

      <h3 id="qp-upcoming">{t('posts_upcoming')}</h3>
      {upcoming.length ? (
        <ul aria-labelledby="qp-upcoming">
          {upcoming.slice(0, limit).map((post) => (
            <PostRow key={post.id} post={post} model={model} locale={ports.locale} accounts={accounts?.value} />
          ))}
        </ul>
      ) : (
        <p>{t('posts_none_upcoming')}</p>
      )}

      <h3 id="qp-recent">{t('posts_recent')}</h3>
      {recent.length ? (
        <ul aria-labelledby="qp-recent">
          {recent.slice(0, limit * 2).map((post) => (
            <PostRow key={post.id} post={post} model={model} locale={ports.locale} accounts={accounts?.value} />
          ))}
        </ul>
      ) : (
        <p>{t('posts_none_recent')}</p>
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
