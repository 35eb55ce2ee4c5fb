import { useComputed, useSignal, type ReadonlySignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { accountLabel } from '@/lib/composer/account-label';
import { filterPosts, NO_FILTER, STATE_FILTERS, type PostsFilter, type StateFilter } from '@/lib/posts/pages';
import { createRecentPosts, type RecentPorts } from '@/lib/posts/recent-model';
import type { ListedPost } from '@/lib/service/post';
import type { AccountData } from '@/lib/messaging/shapes';
import { badgeOf, splitPosts } from '@/lib/posts/view';
import { OlderPosts, PagesLine } from './OlderPosts';
import { PostRow } from './PostRow';
import './posts.css';
import { VirtualPosts } from './VirtualPosts';

interface RecentPostsProps {
  ports: RecentPorts;
  /** The composer's accounts, to name a post's accounts without a read. */
  accounts?: { readonly value: readonly AccountData[] } | undefined;
  /** The number of upcoming posts, for the popup's "Posts" tab. */
  onUpcoming?: ((count: number) => void) | undefined;
  onEdit?: (() => void) | undefined;
}

/**
 * Upcoming and recent posts, from the cache at once with its age; with many (docs/design.md §3.7), only the rows on
 * screen are drawn and older pages are read as the person scrolls to them, their cost said first.
 */
export function RecentPosts({ ports, accounts, onUpcoming, onEdit }: RecentPostsProps) {
  const model = useMemo(() => createRecentPosts(ports), []);
  const { older } = model;
  const filter = useSignal<PostsFilter>(NO_FILTER);
  useEffect(() => {
    void model.load();
    return model.follow();
  }, []);
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
      model={model}
      locale={ports.locale}
      now={now}
      accounts={known}
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
      <VirtualPosts posts={upcoming} labelledBy="qp-upcoming" row={row} empty={t('posts_none_upcoming')} />

      <h3 id="qp-recent">{t('posts_recent')}</h3>
      <VirtualPosts posts={recent} labelledBy="qp-recent" row={row} empty={t('posts_none_recent')} />
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

interface PostFiltersProps {
  filter: ReadonlySignal<PostsFilter>;
  onChange(next: PostsFilter): void;
  /** The connected accounts (the composer's); without them, no account filter. */
  accounts: readonly AccountData[];
}

/** The posts view's filters: by state, and by account when there is more than one. */
function PostFilters({ filter, onChange, accounts }: PostFiltersProps) {
  const { state, account } = filter.value;
  return (
    <div class="qp-filters">
      <label>
        <span>{t('posts_filter_state')}</span>
        <select
          value={state}
          onChange={(e) => onChange({ ...filter.value, state: e.currentTarget.value as StateFilter })}
        >
          {STATE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? t('posts_filter_all') : badgeOf(s).label}
            </option>
          ))}
        </select>
      </label>
      {accounts.length > 1 && (
        <label>
          <span>{t('posts_filter_account')}</span>
          <select
            value={account === null ? '' : String(account)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({ ...filter.value, account: value ? Number(value) : null });
            }}
          >
            <option value="">{t('posts_filter_all_accounts')}</option>
            {accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {accountLabel(a)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
