/**
 * The composer's models, made once per page and wired together (docs/style.md). Plain factories rather than
 * @preact/signals' `createModel`, which runs every method untracked: some are read while rendering and would stop
 * redrawing.
 */
import { computed, effect, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { defaultSlot, personZone } from '@/lib/draft/zone';
import type { AccountRef } from '@/lib/service/post';
import { createAccountsModel } from './accounts-model';
import { createDraftModel } from './draft-model';
import { createLinksModel } from './links-model';
import { createMediaModel } from './media-model';
import { createOutboxModel } from './outbox-model';
import type { ComposerPorts } from './ports';
import { createQueueModel } from './queue-model';
import { createSendModel } from './send-model';
import { createThreadModel } from './thread-model';
import { createTwitterModel } from './twitter-model';
import { createUploadModel } from './upload-model';
import { followPendingVideos } from './pending-videos';
import type { Preferences } from '@/lib/settings/schema';
import { browser } from '@/lib/storage/browser-api';
import { keptValue } from '@/lib/storage/snapshot';
import type { PrefillModel } from './prefill-model';
import { readOnly } from '@/lib/signals/read-only';

/** How often the clock behind "this time has passed" moves on. */
const TICK_MS = 20_000;

export function createComposer(ports: ComposerPorts) {
  const now = signal(ports.now());
  const zonePreference = signal<string | null>(null);
  const defaultAccounts = signal<AccountRef[]>([]);
  const zone = () => personZone(zonePreference.value);

  const drafts = createDraftModel(ports);
  const accounts = createAccountsModel(ports, drafts);
  const twitter = createTwitterModel(accounts);
  const thread = createThreadModel(drafts, twitter);
  const media = createMediaModel(ports, drafts);
  const uploads = createUploadModel(ports, drafts);
  const outbox = createOutboxModel(ports, drafts, zone);
  const queue = createQueueModel(ports, { drafts, outbox, now, zone });
  const links = createLinksModel(ports, drafts);
  const send = createSendModel(ports, { drafts, accounts, twitter, outbox, now, personZone: zone, queue, links });
  // The ways in: what a menu, the command or the toolbar brings, never over an unsent draft unasked. Loaded once the
  // first screen shows: the share templates and the link cleaner it renders with stay out of the first load.
  const prefill = signal<PrefillModel | null>(null);
  async function followPrefill(): Promise<() => void> {
    const { createPrefillModel } = await import('./prefill-model');
    const model = createPrefillModel(ports, { drafts, accounts, twitter });
    prefill.value = model;
    return model.follow();
  }

  /** A new draft: the default accounts from the settings, scheduled for the next free slot in the person's zone. */
  function fresh(): Draft {
    return { ...emptyDraft(defaultAccounts.value), when: null };
  }

  /** A draft without a "when" gets one: mode Schedule, the next quarter hour, the person's zone. */
  function withWhen(draft: Draft): Draft {
    if (draft.when) return draft;
    const accountsNow = draft.accounts.length ? draft.accounts : defaultAccounts.value;
    return {
      ...draft,
      accounts: accountsNow,
      when: { mode: 'schedule', ...defaultSlot(ports.now(), zone()), timeZone: zone() },
    };
  }

  return {
    ports,
    now: computed(() => now.value),
    zone,
    drafts,
    accounts,
    twitter,
    thread,
    media,
    uploads,
    outbox,
    queue,
    links,
    send,
    /** The prefill's model, once loaded (in `start`). */
    ...readOnly({ prefill }),
    /** Opens the settings page (to sign in or add a key). */
    openSettings: () => void browser.runtime.openOptionsPage(),
    /** Opens the welcome page (the two ways to connect), from an unconnected popup. */
    openWelcome: () => void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }),
    /** From the popup: opens the composer in a tab, for long work. */
    openInTab: () => void browser.tabs.create({ url: browser.runtime.getURL('/composer.html') }),
    /**
     * Shows what the page kept (lib/storage/snapshot.ts) before its first await — so that a render right after this call
     * is the whole first screen — then loads and follows.
     */
    async start(): Promise<() => void> {
      const { items } = ports;
      const kept = {
        draft: keptValue(items.draft),
        preferences: keptValue(items.preferences),
        accounts: keptValue(items.accountsCache)?.value,
        accountUse: keptValue(items.accountUse),
      };
      const showPreferences = (p: Preferences) => {
        zonePreference.value = p.timeZone;
        defaultAccounts.value = p.defaultAccounts;
      };
      if (kept.preferences) showPreferences(kept.preferences);
      if (kept.accounts) accounts.showStored(kept.accounts);
      if (kept.accountUse) accounts.showRecent(kept.accountUse);
      // Draft, preferences and cached accounts are read at once, side by side, from storage by the page itself
      // where it can (docs/design.md §5: ready with cached data without waiting for — or waking — the background).
      const settings = items.preferences.get().then(
        showPreferences,
        () => undefined, // the browser's zone and no default accounts: the composer still works
      );
      // Shown as soon as read — in the same turn as the draft when both come from one read — not after it.
      const stored = items.accountsCache.get().then(
        (cache) => accounts.showStored(cache?.value ?? null),
        () => undefined,
      );
      const used = items.accountUse.get().then(accounts.showRecent, () => undefined);
      const stopDraft = await drafts.load(
        fresh,
        kept.draft === undefined ? undefined : withWhen(kept.draft ?? fresh()),
      );
      await Promise.all([settings, stored, used]);
      // Now and whenever the draft loses its "when" — cleared after a send, or replaced from another page — so
      // the Post now / Schedule choice never disappears from the composer.
      const stopWhen = effect(() => {
        if (!drafts.draft.value.when) drafts.update(withWhen);
      });
      void accounts.load();
      const stopPrefill = followPrefill().catch(() => () => undefined); // after the draft and its accounts are settled: it decides against them
      // A video still being processed is looked after by pending-videos.ts once one is attached.
      let stopVideos: (() => void) | undefined;
      const stopVideosWatch = effect(() => {
        if (stopVideos || !drafts.draft.value.attachments.some((a) => a.type === 'video' && a.status === 'pending'))
          return;
        stopVideos = followPendingVideos(ports, drafts);
      });
      const stops = [
        stopDraft,
        stopWhen,
        twitter.follow(),
        outbox.follow(),
        queue.follow(),
        uploads.follow(),
        links.follow(),
        stopVideosWatch,
        () => stopVideos?.(),
        () => void stopPrefill.then((stop) => stop()),
      ];
      const timer = setInterval(() => (now.value = ports.now()), TICK_MS);
      return () => {
        clearInterval(timer);
        stops.forEach((stop) => stop());
      };
    },
  };
}

export type Composer = ReturnType<typeof createComposer>;
