/**
 * Twitter's weighted counter, loaded once a twitter account is chosen or "Split into thread" is used, and the thread's
 * replies (Create Post `replies`): add, edit, reorder, remove, and "Split into thread".
 */
import { computed, effect, signal } from '@preact/signals';
import { hasThreadPlatform } from '@/lib/service/platforms';
import { loadTwitterMeasure, type Measure } from '@/lib/draft/twitter-length';
import { formatCount, plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import { splitThread } from '@/lib/draft/thread-split';
import type { DraftModel } from './draft-model';
import type { AccountsModel } from './accounts-model';
import { readOnly } from '@/lib/signals/read-only';

export function createTwitterModel(accounts: Pick<AccountsModel, 'selectedTypes'>) {
  const measure = signal<Measure | null>(null);
  const error = signal('');

  async function ensure(): Promise<Measure> {
    if (measure.value) return measure.value;
    try {
      const loaded = await loadTwitterMeasure();
      measure.value = loaded;
      error.value = '';
      return loaded;
    } catch (err) {
      error.value = t('twitter_counter_failed');
      throw err;
    }
  }

  return {
    ...readOnly({ measure, error }),
    ensure,
    follow: () =>
      effect(() => {
        if (!measure.value && hasThreadPlatform(accounts.selectedTypes.value)) void ensure().catch(() => undefined);
      }),
  };
}

export type TwitterModel = ReturnType<typeof createTwitterModel>;

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

export function createThreadModel(drafts: DraftModel, twitter: TwitterModel) {
  const notice = signal('');
  const setReplies = (change: (replies: string[]) => string[]) =>
    drafts.update((d) => ({ ...d, replies: change(d.replies) }));

  return {
    notice: computed(() => notice.value),
    add: () => setReplies((r) => [...r, '']),
    edit: (index: number, text: string) => setReplies((r) => r.map((x, i) => (i === index ? text : x))),
    remove: (index: number) => setReplies((r) => r.filter((_, i) => i !== index)),
    move: (from: number, to: number) => setReplies((r) => (to < 0 || to >= r.length ? r : moved(r, from, to))),
    async split(): Promise<void> {
      let measure;
      try {
        measure = await twitter.ensure();
      } catch {
        notice.value = t('thread_split_failed');
        return;
      }
      const before = drafts.draft.value;
      const after = splitThread({ text: before.text, replies: before.replies }, measure);
      const added = after.replies.length - before.replies.length;
      if (added === 0) {
        notice.value = t('thread_split_nothing');
        return;
      }
      drafts.update((d) => ({ ...d, text: after.text, replies: after.replies }));
      notice.value = plural(
        after.replies.length,
        'thread_split_done_one',
        'thread_split_done_other',
        formatCount(after.replies.length + 1),
      );
    },
  };
}
