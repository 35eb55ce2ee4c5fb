// "Edit and retry": the failed post becomes the stored draft, which the composer takes as its own, and the composer
// opens. What the person was writing is set aside, never overwritten, and comes back once the composer is empty.
import { hasContent } from '@/lib/draft/next-draft';
import type { Draft } from '@/lib/draft/draft';
import { draftItem } from '@/lib/storage/draft-item';
import { mediaCacheItem } from '@/lib/storage/items';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { Clock } from '@/lib/api/ports';
import { notifiedItem, setAsideDraftItem, type RestorablePost } from '@/lib/storage/notify-items';
import { draftOfGroup } from './restore-draft';

export interface RetryDeps {
  clock: Clock;
  log(line: string): void;
  openComposer(): Promise<void>;
}

const sameText = (a: Draft, b: Draft) => a.text === b.text && a.replies.join('\n') === b.replies.join('\n');

export function createRetry(deps: RetryDeps) {
  /** Newer than the stored draft's, so every open composer adopts the change. */
  const stampAfter = (draft: Draft | null) => Math.max(deps.clock.now(), (draft?.updatedAt ?? 0) + 1);

  async function putBack(
    current: Draft | null,
    next: Draft,
    what: string,
    open: boolean,
  ): Promise<{ setAside: boolean }> {
    let setAside = false;
    if (current && hasContent(current) && !sameText(current, next)) {
      if (await setAsideDraftItem.get()) {
        // Two drafts are already in play: a third would push one out. Ask the person to finish one first.
        throw new QuickpostError('notify_retry_busy');
      }
      await setAsideDraftItem.set(current);
      setAside = true;
    }
    await draftItem.set(next);
    deps.log(`${what} is back in the composer${setAside ? '; the draft being written was set aside' : ''}`);
    if (open) await deps.openComposer();
    return { setAside };
  }

  return {
    /** `open`: a notification click opens the composer; a page asking from inside one needs none. */
    async restore(post: RestorablePost, { open = true }: { open?: boolean } = {}): Promise<{ setAside: boolean }> {
      const current = await draftItem.get();
      const media = Object.values(await mediaCacheItem.get()).flatMap((page) => page.value);
      // A post of a group customised per network comes back with its siblings that failed too (docs/design.md §3.7).
      const noted = post.group
        ? Object.values(await notifiedItem.get()).flatMap((e) => (e.restore ? [e.restore] : []))
        : [];
      const siblings = noted.filter((p) => p.group === post.group && p.postId !== post.postId);
      return putBack(
        current,
        draftOfGroup([post, ...siblings], stampAfter(current), media),
        `post ${post.postId}`,
        open,
      );
    },

    /** Undo from a notification: the draft a held post came from goes back into the composer, as written. */
    async restoreDraft(draft: Draft): Promise<{ setAside: boolean }> {
      const current = await draftItem.get();
      return putBack(
        current,
        { ...draft, outboxId: undefined, updatedAt: stampAfter(current) },
        'an undone post',
        true,
      );
    },

    /** Called when the draft changes, and at start. */
    async bringBack(): Promise<void> {
      const [current, aside] = await Promise.all([draftItem.get(), setAsideDraftItem.get()]);
      if (!aside || (current && hasContent(current))) return;
      await draftItem.set({ ...aside, updatedAt: stampAfter(current) });
      await setAsideDraftItem.set(null);
      deps.log('the draft set aside for an Edit and retry is back in the composer');
    },
  };
}

export type Retry = ReturnType<typeof createRetry>;
