/** The recent posts, at once from the background's cache with its age; the background refreshes them when stale. */
import { computed, signal } from '@preact/signals';
import { sentenceFor } from '@/lib/errors/sentence';
import { t } from '@/lib/i18n/t';
import type { AnswerData, Ask } from '@/lib/messaging/protocol';
import type { ListedPost } from '@/lib/service/post';
import { readOnly } from '@/lib/signals/read-only';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import { createOlderPages } from './pages';
import { AGE_TICK_MS, ageOf, analyticsRows, type Row } from './view';

export interface RecentPorts {
  ask: Ask;
  now(): number;
  locale?: string | undefined;
  /** Followed without reading it: it changes after our own writes and after any read, tracking's included. */
  items: { postsCache: { watch(callback: () => void): () => void } };
}

export function createRecentPosts(ports: RecentPorts) {
  const { ask } = ports;
  /** The pages beyond the first, read as the person scrolls to them. */
  const older = createOlderPages(ports);
  const posts = signal<ListedPost[]>([]);
  /** When the shown list was read from the service; null before anything was shown. */
  const fetchedAt = signal<number | null>(null);
  /** Why an older copy is shown (offline, budget spent). */
  const stale = signal('');
  const loading = signal(true);
  const refreshing = signal(false);
  const error = signal('');
  const notice = signal('');
  const appUrl = signal<string | null>(null);
  /** The person's zone from the settings; undefined: the browser's own. */
  const timeZone = signal<string | undefined>(undefined);
  /** Moved on while the list is followed, so the shown age ticks. */
  const clock = signal(ports.now());
  const failed = (err: unknown, operation: 'listPosts' | 'deletePost' | 'createPost') =>
    void (error.value = sentenceFor(err, { operation }));

  function show(answer: AnswerData<'posts.list'>): void {
    clock.value = ports.now();
    if (answer.fetchedAt === 0) return; // nothing cached yet
    posts.value = answer.posts as ListedPost[];
    older.firstPage(answer);
    fetchedAt.value = answer.fetchedAt;
    stale.value = answer.stale ? sentenceFor(answer.stale, { operation: 'listPosts' }) : '';
  }
  const cached = () => ask('posts.list', { ...RECENT_POSTS_QUERY, cacheOnly: true });
  const drop = (id: number) => {
    posts.value = posts.value.filter((p) => p.id !== id);
    older.forget(id);
  };

  async function refresh(byHand: boolean): Promise<void> {
    refreshing.value = true;
    if (byHand) error.value = '';
    try {
      show(await ask('posts.list', { ...RECENT_POSTS_QUERY, ...(byHand ? { refresh: true } : {}) }));
    } catch (err) {
      failed(err, 'listPosts');
    } finally {
      refreshing.value = false;
    }
  }

  return {
    older,
    ...readOnly({ posts, fetchedAt, stale, loading, refreshing, error, notice, appUrl, timeZone }),
    /** "Updated 3 minutes ago" (and why an older copy is shown), or '' before anything was shown. */
    age: computed(() => {
      const at = fetchedAt.value;
      if (!at) return '';
      return `${t('posts_updated', ageOf(at, clock.value, ports.locale))}${stale.value ? ` ${stale.value}` : ''}`;
    }),
    follow(): () => void {
      const stop = ports.items.postsCache.watch(() => void cached().then(show, () => undefined));
      const timer = setInterval(() => (clock.value = ports.now()), AGE_TICK_MS);
      return () => {
        stop();
        clearInterval(timer);
      };
    },
    /** The cached list at once, then a refresh if the background finds it stale. */
    async load(): Promise<void> {
      try {
        const [settings, list] = await Promise.all([ask('settings.get', {}), cached()]);
        appUrl.value = settings.settings.addresses.appUrl;
        timeZone.value = settings.settings.preferences.timeZone ?? undefined;
        show(list);
      } catch (err) {
        failed(err, 'listPosts');
      } finally {
        loading.value = false;
      }
      await refresh(false);
    },
    refresh: () => refresh(true),
    /** Deletes a scheduled post; 404 means it is gone already, 409 that it went out. */
    async remove(id: number): Promise<boolean> {
      error.value = '';
      notice.value = '';
      try {
        await ask('posts.delete', { id });
        drop(id);
        notice.value = t('posts_deleted');
        return true;
      } catch (err) {
        if ((err as { status?: unknown } | null)?.status !== 404) {
          failed(err, 'deletePost');
          return false;
        }
        drop(id);
        notice.value = t('posts_gone');
        return true;
      }
    },
    async analytics(id: number): Promise<{ rows: Row[] } | { error: string }> {
      try {
        const { analytics } = await ask('analytics.get', { id });
        return { rows: analyticsRows(analytics, ports.locale, timeZone.value) };
      } catch (err) {
        return { error: sentenceFor(err, { operation: 'analytics' }) };
      }
    },
    /** "Edit and retry": the post goes back into the composer (lib/notify/retry.ts). */
    async retry(id: number): Promise<void> {
      error.value = '';
      try {
        const { setAside } = await ask('posts.retry', { id });
        notice.value = setAside ? t('posts_back_set_aside') : t('posts_back');
      } catch (err) {
        failed(err, 'createPost');
      }
    },
  };
}

export type RecentPosts = ReturnType<typeof createRecentPosts>;
