/** The media library picker: pages of the media list through the background's cache, by type, with deletion. */
import { computed, effect, signal } from '@preact/signals';
import { canAttach } from '@/lib/draft/media-rules';
import { toAttachment } from '@/lib/draft/attachment';
import { t } from '@/lib/i18n/t';
import type { AnswerData } from '@/lib/messaging/protocol';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';
import { sentenceFor } from '@/lib/errors/sentence';
import { readOnly } from '@/lib/signals/read-only';

export type Media = AnswerData<'media.list'>['items'][number];
export type MediaFilter = 'all' | 'image' | 'video';

/** Items per page (Limits: `per_page` "max 100"): a screenful of thumbnails per read. */
const MEDIA_PAGE_SIZE = 30;

export function createMediaModel(ports: Pick<ComposerPorts, 'ask'>, drafts: DraftModel) {
  const open = signal(false);
  const filter = signal<MediaFilter>('all');
  const page = signal(1);
  const items = signal<Media[]>([]);
  const loading = signal(false);
  const error = signal('');
  const notice = signal('');
  const confirming = signal<string | null>(null);
  const deleteError = signal<{ id: string; sentence: string } | null>(null);
  const hasNext = computed(() => items.value.length >= MEDIA_PAGE_SIZE);

  async function load(refresh = false): Promise<void> {
    loading.value = true;
    error.value = '';
    try {
      const type = filter.value === 'all' ? {} : { type: filter.value };
      const answer = await ports.ask('media.list', { ...type, page: page.value, perPage: MEDIA_PAGE_SIZE, refresh });
      items.value = answer.items;
      if (answer.stale) notice.value = sentenceFor(answer.stale, { operation: 'listMedia' });
    } catch (err) {
      error.value = sentenceFor(err, { operation: 'listMedia' });
    } finally {
      loading.value = false;
    }
  }

  function detach(mediaId: string): void {
    drafts.update((d) => ({ ...d, attachments: d.attachments.filter((a) => a.media_id !== mediaId) }));
  }

  return {
    ...readOnly({ open, filter, page, items, loading }),
    /** A failed read, or a failed delete whose tile is gone (the list was read again meanwhile). */
    error: computed(() => {
      const failed = deleteError.value;
      const gone = failed && !items.value.some((m) => m.media_id === failed.id);
      return error.value || (gone ? failed.sentence : '');
    }),
    ...readOnly({ notice, confirming, deleteError }),
    hasNext,
    load,
    toggle(): void {
      open.value = !open.value;
      if (open.value && items.value.length === 0) void load();
    },
    setFilter(next: MediaFilter): void {
      filter.value = next;
      page.value = 1;
      void load();
    },
    goTo(next: number): void {
      page.value = Math.max(1, next);
      void load();
    },
    verdict: (item: Media) => canAttach(item, drafts.draft.value.attachments),
    attach(item: Media): void {
      const attachment = toAttachment(item);
      if (!attachment || !canAttach(item, drafts.draft.value.attachments).ok) return;
      drafts.update((d) => ({ ...d, attachments: [...d.attachments, attachment] }));
      notice.value = t('media_attached', attachment.title ?? attachment.media_id);
    },
    detach,
    confirmDelete: (mediaId: string) => void (confirming.value = mediaId),
    cancelDelete: () => void (confirming.value = null),
    async remove(item: Media): Promise<void> {
      confirming.value = null;
      deleteError.value = null;
      notice.value = '';
      try {
        await ports.ask('media.delete', { mediaId: item.media_id });
        items.value = items.value.filter((m) => m.media_id !== item.media_id);
        if (drafts.draft.value.attachments.some((a) => a.media_id === item.media_id)) detach(item.media_id);
        notice.value = t('media_deleted', item.title || item.media_id);
      } catch (err) {
        deleteError.value = { id: item.media_id, sentence: sentenceFor(err, { operation: 'deleteMedia' }) };
      }
    },
  };
}

export type MediaModel = ReturnType<typeof createMediaModel>;

/** A `pending` video is looked at again with growing pauses: each look is one read of the 60 an hour. */
const LOOK_DELAYS_MS = [10_000, 20_000, 40_000, 80_000, 160_000, 300_000];

export function followPendingVideos(ports: Pick<ComposerPorts, 'ask'>, drafts: DraftModel): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looks = 0;

  async function look(): Promise<void> {
    timer = undefined;
    looks += 1;
    const answer = await ports
      .ask('media.list', { type: 'video', page: 1, perPage: 100, refresh: true })
      .catch(() => null);
    if (!answer) return schedule();
    const status = new Map(answer.items.map((m) => [m.media_id, m.status ?? null]));
    const changed = (a: { media_id: string; status?: string | null | undefined }) =>
      a.status === 'pending' && status.has(a.media_id) && status.get(a.media_id) !== 'pending';
    if (!drafts.draft.value.attachments.some(changed)) return schedule();
    drafts.update((d) => ({
      ...d,
      attachments: d.attachments.map((a) => (changed(a) ? { ...a, status: status.get(a.media_id) ?? null } : a)),
    }));
  }

  function schedule(): void {
    if (timer !== undefined) return;
    timer = setTimeout(() => void look(), LOOK_DELAYS_MS[Math.min(looks, LOOK_DELAYS_MS.length - 1)]);
  }

  const stop = effect(() => {
    const waiting = drafts.draft.value.attachments.some((a) => a.type === 'video' && a.status === 'pending');
    if (waiting) schedule();
    else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      looks = 0;
    }
  });
  return () => {
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}
