import { useComputed, useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { createOlderPages, filterPosts, NO_FILTER, type PostsFilter } from '@/lib/posts/pages';
import { createRecentPosts, type RecentPorts } from '@/lib/posts/recent-model';
import type { ListedPost } from '@/lib/service/post';
import { splitPosts, type KnownAccount } from '@/lib/posts/view';
import { OlderPosts, PagesLine } from './OlderPosts';
import { PostFilters } from './PostFilters';
import { PostRow } from './PostRow';
import './posts.css';
import { VirtualPosts } from './VirtualPosts';

interface RecentPostsProps {
  ports: RecentPorts;
  /** The connected accounts the page already has (the composer's), to name a post's accounts; no read is spent. */
  accounts?: { readonly value: readonly KnownAccount[] } | undefined;
  /** Told the number of upcoming posts whenever it changes (the popup's "Posts" tab shows it). */
  onUpcoming?: ((count: number) => void) | undefined;
  /** After "Edit and retry" has put a post back into the composer (the popup then shows the composer). */
  onEdit?: (() => void) | undefined;
}

/**
 * Upcoming and recent posts, for the popup under the composer and for any other page: from the cache at once with
 * its age, refreshed when stale and the budget allows, or by hand. With many posts (docs/design.md §3.7
 * "Agencies"), only the rows on screen are drawn (VirtualPosts.tsx), older pages are read one at a time as the
 * person scrolls to them (lib/posts/pages.ts) — what that costs is said at the top — and the lists filter by
 * state and by account.
 */
export function RecentPosts({ ports, accounts, onUpcoming, onEdit }: RecentPostsProps) {
  const model = useMemo(() => createRecentPosts(ports), []);
  const older = useMemo(() => createOlderPages(ports), []);
  // A post deleted from an older page leaves that page too.
  const rowModel = useMemo(
    () => ({
      ...model,
      remove: async (id: number) => {
        const done = await model.remove(id);
        if (done) older.forget(id);
        return done;
      },
    }),
    [],
  );
  const filter = useSignal<PostsFilter>(NO_FILTER);
  useEffect(() => {
    void model.load();
    return model.follow();
  }, []);
  useEffect(
    () => older.firstPage({ total: model.total.value, posts: model.posts.value }),
    [model.total.value, model.posts.value],
  );
  const groups = useComputed(() => splitPosts(filterPosts([model.posts.value, older.posts.value], filter.value)));
  const { upcoming, recent } = groups.value;
  const allUpcoming = useComputed(() => model.posts.value.filter((p) => p.status === 'scheduled').length);
  // The list's real age, ticking while the page is open; the rows' relative times are redrawn with it.
  const age = model.age.value;
  useEffect(() => onUpcoming?.(allUpcoming.value), [allUpcoming.value]);
  const now = ports.now();
  const known = accounts?.value ?? [];
  const row = (post: ListedPost, index: number, measure: (element: Element | null) => void) => (
    <PostRow
      key={post.id}
      post={post}
      model={rowModel}
      locale={ports.locale}
      now={now}
      accounts={accounts?.value}
      onEdit={onEdit}
      index={index}
      measure={measure}
    />
  );

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
      <PagesLine older={older} shown={model.posts.value.length + older.posts.value.length} locale={ports.locale} />
      <PostFilters filter={filter} onChange={(next) => (filter.value = next)} accounts={known} />
      {model.error.value && <p role="alert">{model.error.value}</p>}
      {model.notice.value && <p role="status">{model.notice.value}</p>}

      <h3 id="qp-upcoming">{t('posts_upcoming')}</h3>
      {upcoming.length ? (
        <VirtualPosts posts={upcoming} labelledBy="qp-upcoming" row={row} />
      ) : (
        <p class="hint">{t('posts_none_upcoming')}</p>
      )}

      <h3 id="qp-recent">{t('posts_recent')}</h3>
      {recent.length ? (
        <VirtualPosts posts={recent} labelledBy="qp-recent" row={row} />
      ) : (
        <p class="hint">{t('posts_none_recent')}</p>
      )}
      <OlderPosts older={older} />

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
