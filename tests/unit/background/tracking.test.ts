/**
 * The seams of tracking in the background (lib/background/tracking.ts), through WXT's fake browser: the outbox
 * reporting a post as sent starts its tracking and sets the alarm; the alarm is re-created at start from what
 * storage holds; a set-aside draft comes back once the composer is emptied.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBudgetService } from '@/lib/background/budget-service';
import { createServiceAccess } from '@/lib/background/service-access';
import { createRetry } from '@/lib/notify/retry';
import { createWrites } from '@/lib/background/writes';
import { emptyDraft } from '@/lib/draft/next-draft';
import { draftItem } from '@/lib/storage/draft-item';
import { setAsideDraftItem } from '@/lib/storage/notify-items';
import { outboxItem } from '@/lib/storage/outbox-item';
import { trackerItem } from '@/lib/storage/tracker-items';
import { createTracking, TRACK_ALARM } from '@/lib/background/tracking';
import { T0 } from '../fakes/api';
import { backgroundHarness } from '../fakes/background';

function tracking() {
  const h = backgroundHarness();
  const budget = createBudgetService(h.deps);
  const access = createServiceAccess(h.deps, budget);
  const retry = createRetry({ ...h.deps, openComposer: async () => undefined });
  return createTracking(h.deps, { access, budget, writes: createWrites(access), retry });
}

const sentEntry = {
  id: 'e1',
  post: {
    content: 'From the outbox',
    when: { date: '2030-01-08', time: '10:00', timezone: 'UTC' },
    accounts: [{ id: 1, type: 'twitter' }],
  },
  createdAt: T0,
  state: 'sent' as const,
  attempts: 1,
  result: { postId: 77, scheduledDate: '2030-01-08 10:00:00', timezone: 'UTC', via: 'answer' as const },
  finishedAt: T0,
};

describe('tracking service', () => {
  it('tracks every post the outbox reports as sent, and sets its alarm', async () => {
    tracking().start();
    await outboxItem.set([sentEntry]);
    await vi.waitFor(async () =>
      expect((await trackerItem.get()).posts.map((p) => [p.id, p.dueAt])).toEqual([[77, Date.UTC(2030, 0, 8, 10)]]),
    );
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(TRACK_ALARM)).toBeTruthy());
  });

  it('a post of a group customised per network is tracked with its group (Edit and retry brings back its siblings)', async () => {
    tracking().start();
    await outboxItem.set([{ ...sentEntry, id: 'g/1', group: 'g' }]);
    await vi.waitFor(async () =>
      expect((await trackerItem.get()).posts.map((p) => [p.id, p.group])).toEqual([[77, 'g']]),
    );
  });

  it('re-creates the alarm at start from what storage holds (alarms may be dropped on a browser restart)', async () => {
    await outboxItem.set([sentEntry]);
    tracking().start();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(TRACK_ALARM)).toBeTruthy());
    await fakeBrowser.alarms.clearAll();
    tracking().start(); // the worker starts again
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(TRACK_ALARM)).toBeTruthy());
    expect((await trackerItem.get()).posts).toHaveLength(1);
  });

  it('brings a set-aside draft back when the composer is emptied', async () => {
    const aside = { ...emptyDraft(), text: 'Was writing this', updatedAt: T0 };
    await setAsideDraftItem.set(aside);
    await draftItem.set({ ...emptyDraft(), text: 'Retried post', updatedAt: T0 + 1 });
    tracking().start();
    await draftItem.set({ ...emptyDraft(), updatedAt: T0 + 2 });
    await vi.waitFor(async () => {
      expect((await draftItem.get())?.text).toBe('Was writing this');
      expect(await setAsideDraftItem.get()).toBeNull(); // set back after the draft is
    });
  });
});
