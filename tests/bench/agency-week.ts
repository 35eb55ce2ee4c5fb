/**
 * A simulated agency week (docs/design.md §5: "storage < 2 MB after a simulated agency week"), run through the same
 * pure functions the background stores with, so the figure is what storage.local would hold, counted as JSON.
 */
import 'temporal-polyfill/global'; // Node has no Temporal yet (docs/stack-notes.md)
import { emptyDraft } from '@/lib/draft/next-draft';
import { recordNotified } from '@/lib/notify/ledger';
import type { Ledger } from '@/lib/storage/notify-items';
import { pruned } from '@/lib/outbox/entries';
import type { NewPost } from '@/lib/service/post';
import { withPage, type Cached } from '@/lib/storage/caches';
import { withUse } from '@/lib/storage/account-use-item';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { trackedFromCreated, withSettled, withTracked } from '@/lib/tracking/tracked';
import { EMPTY_TRACKER } from '@/lib/storage/tracker-items';
import type { CreatedPost } from '@/lib/api';
import { prng } from '../../sandbox/prng';

const DAY = 24 * 60 * 60_000;
const POSTS_PER_DAY = 40;
const TYPES = ['twitter', 'linkedin', 'instagram', 'facebook', 'bluesky'] as const;

const local = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** A List Posts record as agency-xl's (sandbox/seed-agency-xl.ts). */
function record(id: number, at: number, random: () => number) {
  const accounts = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) => ({
    id: 45 + ((id * 7 + k * 13) % 150),
    type: TYPES[(id + k) % TYPES.length]!,
  }));
  return {
    id,
    content: `Northside Roasters: Fresh from the drum: a Colombia Huila with notes of red apple. (#${id})`,
    status: at < Date.now() ? 'published' : 'scheduled',
    scheduled_date: local(at),
    timezone: 'UTC',
    accounts,
    attachments: random() < 0.2 ? [`image-${1_000_001 + id}`] : [],
    replies: [],
    created_at: new Date(at - 2 * DAY).toISOString(),
    published_at: new Date(at).toISOString(),
  };
}

function mediaItem(i: number) {
  return {
    media_id: `image-${1_000_001 + i}`,
    url: `http://127.0.0.1:8787/media/files/agency-xl-${i % 3}.png`,
    type: 'image',
    mime_type: 'image/png',
    created_at: new Date(Date.now() - i * 3600_000).toISOString(),
  };
}

export interface WeekResult {
  /** Bytes per storage key, and in all. */
  bytes: Record<string, number>;
  total: number;
  /** What was kept, to show what was pruned. */
  kept: { outbox: number; tracked: number; settled: number; ledger: number; postPages: number; accountUse: number };
  sent: number;
  stored: Record<string, unknown>;
}

export function simulateAgencyWeek(days = 7, start = Date.parse('2026-11-16T08:00:00Z')): WeekResult {
  const random = prng(7);
  let entries: OutboxEntry[] = [];
  let tracker = EMPTY_TRACKER;
  let ledger: Ledger = {};
  let postsCache: Record<string, Cached<unknown>> = {};
  let mediaCache: Record<string, Cached<unknown>> = {};
  let accountUse: number[] = [];
  let nextId = 1;
  let sent = 0;
  for (let d = 0; d < days; d++) {
    const dayStart = start + d * DAY;
    for (let i = 0; i < POSTS_PER_DAY; i++) {
      const now = dayStart + i * 15 * 60_000;
      const due = now + DAY;
      const post: NewPost = {
        content: `Northside Roasters: cupping on Saturday at 10, six new lots, free and open to all. Day ${d + 1}, post ${i + 1}.`,
        when: { date: local(due).slice(0, 10), time: local(due).slice(11, 16), timezone: 'UTC' },
        accounts: [
          { id: 45 + ((i * 3) % 150), type: 'twitter' },
          { id: 46 + ((i * 5) % 149), type: 'linkedin' },
        ],
        ...(i % 5 === 0 ? { attachments: [`image-${1_000_001 + i}`] } : {}),
      };
      const id = nextId++;
      const created = { id, scheduled_date: local(due), timezone: 'UTC', status: 'scheduled' } as CreatedPost;
      entries = pruned(
        [
          ...entries,
          {
            id: `entry-${id}`,
            post,
            draft: { ...emptyDraft(), text: post.content, accounts: post.accounts },
            createdAt: now,
            state: 'sent',
            attempts: 1,
            result: { postId: id, scheduledDate: local(due), timezone: 'UTC', via: 'answer' },
            finishedAt: now,
          },
        ],
        now,
      );
      tracker = withTracked(tracker, trackedFromCreated(created, post, now));
      accountUse = withUse(
        accountUse,
        post.accounts.map((a) => a.id),
      );
      sent++;
      // Yesterday's post of this hour is published now: settled and notified.
      const published = tracker.posts.filter((p) => p.dueAt <= now).map((p) => p.id);
      tracker = withSettled(tracker, published);
      for (const pid of published)
        ledger = recordNotified(ledger, pid, 'published', { at: now, url: `https://x/${pid}` });
    }
    // Each day the posts view is scrolled to the end (ten pages) and the media library read (three pages).
    const readAt = dayStart + 12 * 3600_000;
    for (let page = 1; page <= 10; page++) {
      const posts = Array.from({ length: 100 }, (_, k) =>
        record((page - 1) * 100 + k + 1, readAt - k * 3600_000, random),
      );
      postsCache = withPage(postsCache, `${page}:100`, { fetchedAt: readAt, value: { posts, page, total: 1000 } });
    }
    for (let page = 1; page <= 3; page++) {
      const items = Array.from({ length: 100 }, (_, k) => mediaItem((page - 1) * 100 + k));
      mediaCache = withPage(mediaCache, `all:${page}:100`, { fetchedAt: readAt, value: items });
    }
  }
  const accounts = Array.from({ length: 150 }, (_, i) => ({
    id: 45 + i,
    type: TYPES[i % TYPES.length],
    name: `Northside Roasters Downtown ${i}`,
    username: `northsideroasters_downtown_${TYPES[i % TYPES.length]}`,
    picture: `http://127.0.0.1:8787/avatars/${45 + i}.svg`,
  }));
  const stored: Record<string, unknown> = {
    outbox: entries,
    tracker,
    notified: ledger,
    postsCache,
    mediaCache,
    accountsCache: { fetchedAt: start + days * DAY, value: accounts },
    accountUse,
    draft: { ...emptyDraft(), text: 'Half-written post about the new roast' },
  };
  const bytes = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, k.length + JSON.stringify(v).length]));
  return {
    bytes,
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    kept: {
      outbox: entries.length,
      tracked: tracker.posts.length,
      settled: tracker.settled.length,
      ledger: Object.keys(ledger).length,
      postPages: Object.keys(postsCache).length,
      accountUse: accountUse.length,
    },
    sent,
    stored,
  };
}
