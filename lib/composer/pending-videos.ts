// A video is `pending` until the service has processed it: looked at again with growing pauses, since each look is
// one read of the 60 an hour.
import { effect } from '@preact/signals';
import type { DraftModel } from './draft-model';
import type { ComposerPorts } from './ports';

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
