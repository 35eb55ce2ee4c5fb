/**
 * The popup's recent posts as a small model (docs/style.md): shown at once from the cache with its age, refreshed by
 * the background when stale and the budget allows; every failure becomes a sentence that says what to do.
 */
import { computed, signal } from '@preact/signals';
import { t } from '@/lib/i18n/t';
import { sentenceFor } from '@/lib/errors/sentence';
import type { AnswerData, Ask } from '@/lib/messaging/protocol';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import type { ListedPost } from '@/lib/service/post';
import { AGE_TICK_MS, ageOf, analyticsRows, type Row } from './view';
import { readOnly } from '@/lib/signals/read-only';

export interface RecentPorts {
  ask: Ask;
  now(): number;
  locale?: string | undefined;
  /**
   * The background's post cache, followed without reading it: it changes after our own writes (a created post, a
   * deletion) and after any read, the tracker's included. Following it costs no read.
   */
  items: { postsCache: { watch(callback: () => void): () => void } };
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export function createRecentPosts(ports: RecentPorts) {
  const posts = signal<ListedPost[]>([]);
  /** How many posts there are in all, when the service says (the interface does not show it). */
  const total = signal<number | undefined>(undefined);
  /** When the shown list was read from the service; null before anything was shown. */
  const fetchedAt = signal<number | null>(null);
  /** Why an older copy is shown (offline, budget spent), from the background. */
  const stale = signal('');
  const loading = signal(true);
  const refreshing = signal(false);
  /** The last failure, as a sentence (shown as an alert). */
  const error = signal('');
  /** The outcome of the last action ("Deleted."), shown politely. */
  const notice = signal('');
  const appUrl = signal<string | null>(null);
  /** The person's zone from the settings; undefined: the browser's own. */
  const timeZone = signal<string | undefined>(undefined);
  /** The page's clock, moved on while the list is followed, so the shown age ticks. */
  const clock = signal(ports.now());

  function show(answer: AnswerData<'posts.list'>): void {
    posts.value = answer.posts as ListedPost[];
    total.value = answer.total;
    fetchedAt.value = answer.fetchedAt;
    stale.value = answer.stale ? sentenceFor(answer.stale, { operation: 'listPosts' }) : '';
  }

  /** The cached copy as the background keeps it now (no read). */
  async function showCached(): Promise<void> {
    const cached = await ports.ask('posts.list', { ...RECENT_POSTS_QUERY, cacheOnly: true });
    clock.value = ports.now();
    if (cached.fetchedAt > 0) show(cached);
  }

  async function refresh(byHand: boolean): Promise<void> {
    refreshing.value = true;
    if (byHand) error.value = '';
    try {
      show(await ports.ask('posts.list', { ...RECENT_POSTS_QUERY, ...(byHand ? { refresh: true } : {}) }));
      clock.value = ports.now();
    } catch (err) {
      error.value = sentenceFor(err, { operation: 'listPosts' });
    } finally {
      refreshing.value = false;
    }
  }

  return {
    ...readOnly({ posts, total, fetchedAt, stale, loading, refreshing, error, notice, appUrl, timeZone }),
    /** "Updated 3 minutes ago" (and why an older copy is shown), or '' before anything was shown. */
    age: computed(() => {
      const at = fetchedAt.value;
      if (!at) return '';
      return `${t('posts_updated', ageOf(at, clock.value, ports.locale))}${stale.value ? ` ${stale.value}` : ''}`;
    }),

    /** Follows the cached list (our own writes, every read) and ticks the age while the page is open. */
    follow(): () => void {
      const stop = ports.items.postsCache.watch(() => void showCached().catch(() => undefined));
      const timer = setInterval(() => (clock.value = ports.now()), AGE_TICK_MS);
      return () => {
        stop();
        clearInterval(timer);
      };
    },

    /** The cached list at once, then a refresh if the background finds it stale. */
    async load(): Promise<void> {
      try {
        const [settings, cached] = await Promise.all([
          ports.ask('settings.get', {}),
          ports.ask('posts.list', { ...RECENT_POSTS_QUERY, cacheOnly: true }),
        ]);
        appUrl.value = settings.settings.addresses.appUrl;
        timeZone.value = settings.settings.preferences.timeZone ?? undefined;
        clock.value = ports.now();
        if (cached.fetchedAt > 0) show(cached);
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'listPosts' });
      } finally {
        loading.value = false;
      }
      await refresh(false);
    },

    refresh: () => refresh(true),

    /** Deletes a scheduled post; 404 means it is gone already (removed from the list), 409 that it went out. */
    async remove(id: number): Promise<boolean> {
      error.value = '';
      notice.value = '';
      try {
        await ports.ask('posts.delete', { id });
        posts.value = posts.value.filter((p) => p.id !== id);
        notice.value = t('posts_deleted');
        return true;
      } catch (err) {
        if (statusOf(err) === 404) {
          posts.value = posts.value.filter((p) => p.id !== id);
          notice.value = t('posts_gone');
          return true;
        }
        error.value = sentenceFor(err, { operation: 'deletePost' });
        return false;
      }
    },

    /** A published post's figures as label/value rows, or a sentence. */
    async analytics(id: number): Promise<{ rows: Row[] } | { error: string }> {
      try {
        const { analytics } = await ports.ask('analytics.get', { id });
        return { rows: analyticsRows(analytics, ports.locale, timeZone.value) };
      } catch (err) {
        return { error: sentenceFor(err, { operation: 'analytics' }) };
      }
    },

    /** "Edit and retry": the post goes back into the composer (see lib/notify/retry.ts). */
    async retry(id: number): Promise<void> {
      error.value = '';
      try {
        const { setAside } = await ports.ask('posts.retry', { id });
        notice.value = setAside ? t('posts_back_set_aside') : t('posts_back');
      } catch (err) {
        error.value = sentenceFor(err, { operation: 'createPost' });
      }
    },
  };
}

export type RecentPosts = ReturnType<typeof createRecentPosts>;
