// "Add to queue": the next free slot, only a proposal; the background places the post as it stores it, so two
// windows never fill one slot.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import {
  nextFreeSlot,
  previousFreeSlot,
  shownSlot,
  slotText,
  upcomingSlots,
  type QueueInput,
  type Slot,
} from '@/lib/draft/queue-slots';
import { occupiedBy } from '@/lib/outbox/taken-slots';
import { t } from '@/lib/i18n/t';
import type { ListedPost } from '@/lib/service/post';
import { defaultPostingSchedule, groupFor, timesFor } from '@/lib/settings/posting-schedule';
import type { PostingSchedule } from '@/lib/settings/schema';
import { RECENT_POSTS_QUERY } from '@/lib/tracking/query';
import type { DraftModel } from './draft-model';
import type { OutboxModel } from './outbox-model';
import type { ComposerPorts } from './ports';

/** How many slots the posts view shows. */
const SHOWN_SLOTS = 6;

export function createQueueModel(
  ports: Pick<ComposerPorts, 'ask' | 'locale'> & { items: Pick<ComposerPorts['items'], 'schedule' | 'postsCache'> },
  deps: { drafts: DraftModel; outbox: Pick<OutboxModel, 'entries'>; now: ReadonlySignal<number>; zone: () => string },
) {
  const { drafts, now } = deps;
  const schedule = signal<PostingSchedule>(defaultPostingSchedule);
  const posts = signal<ListedPost[]>([]);
  let asked = false;
  const known = signal(false);
  /** The slot the person stepped to (epoch ms); null: the first free one. */
  const chosen = signal<number | null>(null);

  const active = computed(() => drafts.draft.value.when?.mode === 'queue');
  const input = computed<QueueInput>(() => ({
    schedule: schedule.value,
    timeZone: deps.zone(),
    accounts: drafts.draft.value.accounts.map((a) => a.id),
    occupied: occupiedBy(posts.value, deps.outbox.entries.value),
  }));
  const slot = computed<Slot | undefined>(() => shownSlot(input.value, now.value, chosen.value));

  async function readPosts(cacheOnly: boolean): Promise<void> {
    try {
      const answer = await ports.ask('posts.list', { ...RECENT_POSTS_QUERY, ...(cacheOnly ? { cacheOnly } : {}) });
      posts.value = answer.posts as ListedPost[];
    } catch {
      // No credential yet, or nothing to read: the outbox alone says what is taken; the background checks again.
    } finally {
      known.value = true;
    }
  }

  function load(): void {
    if (!asked) void readPosts(false);
    asked = true;
  }

  return {
    active,
    slot,
    known: computed(() => known.value),
    /** "Next free slot: Tue 12:30 (Europe/Berlin)", with the account group whose times apply, or why there is none. */
    line: computed(() => {
      const shown = slot.value;
      const group = groupFor(schedule.value, input.value.accounts);
      const said = shown && slotText(shown, now.value, ports.locale);
      if (said) return group ? t('queue_next_slot_group', said, group.name) : t('queue_next_slot', said);
      const times = timesFor(schedule.value, input.value.accounts);
      if (times.days.length === 0 || times.times.length === 0) return t('queue_no_schedule');
      return known.value ? t('queue_full') : t('queue_looking');
    }),
    hasPrevious: computed(() =>
      slot.value ? previousFreeSlot(input.value, now.value, slot.value.epochMs) !== undefined : false,
    ),
    hasNext: computed(() => (slot.value ? nextFreeSlot(input.value, slot.value.epochMs) !== undefined : false)),
    upcoming: computed(() => upcomingSlots({ ...input.value, accounts: [] }, now.value, SHOWN_SLOTS)),
    next(): void {
      const current = slot.value;
      const after = current && nextFreeSlot(input.value, current.epochMs);
      if (after) chosen.value = after.epochMs;
    },
    previous(): void {
      const current = slot.value;
      if (!current) return;
      chosen.value = previousFreeSlot(input.value, now.value, current.epochMs)?.epochMs ?? null;
    },
    /** The draft as the send check reads it: a queued one is scheduled for the slot shown. */
    resolve(draft: Draft): Draft {
      const shown = slot.value;
      if (draft.when?.mode !== 'queue' || !shown) return draft;
      return { ...draft, when: { mode: 'schedule', date: shown.date, time: shown.time, timeZone: shown.timeZone } };
    },
    sent: () => void (chosen.value = null),
    load,
    follow(): () => void {
      void ports.items.schedule.get().then(
        (value) => (schedule.value = value),
        () => undefined,
      );
      const stops = [
        ports.items.schedule.watch((value) => (schedule.value = value)),
        ports.items.postsCache.watch(() => void readPosts(true)),
        effect(() => {
          if (active.value) load();
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}

export type QueueModel = ReturnType<typeof createQueueModel>;
