/**
 * The Twitter thread's replies (Create Post `replies`: "in array order, each replying to the previous tweet"):
 * add, edit, reorder, remove, and "Split into thread" with twitter-text's count (lib/draft/thread-split.ts).
 */
import { computed, signal } from '@preact/signals';
import { formatCount, plural } from '@/lib/i18n/plural';
import { t } from '@/lib/i18n/t';
import type { DraftModel } from './draft-model';
import type { TwitterModel } from './twitter-model';
import { splitThread } from '@/lib/draft/thread-split';

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

export function createThreadModel(drafts: DraftModel, twitter: TwitterModel) {
  /** What the last action did, said politely ("Split into 3 tweets."). */
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
