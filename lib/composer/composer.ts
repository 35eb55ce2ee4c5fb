// The composer's models, wired once per page: plain factories, since @preact/signals' `createModel` runs every
// method untracked and a method read while rendering would stop redrawing.
import { computed, effect, signal } from '@preact/signals';
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import { defaultSlot, personZone } from '@/lib/draft/zone';
import { browser } from '@/lib/storage/browser-api';
import type { AccountRef } from '@/lib/service/post';
import type { Preferences } from '@/lib/settings/schema';
import { readOnly } from '@/lib/signals/read-only';
import { keptValue } from '@/lib/storage/snapshot';
import { createAccountsModel } from './accounts-model';
import { createDraftModel } from './draft-model';
import { createMediaModel, followPendingVideos } from './media-model';
import { createOutboxModel } from './outbox-model';
import type { ComposerPorts } from './ports';
import type { PrefillModel } from './prefill-model';
import { createLinksModel } from './links-model';
import { createQueueModel } from './queue-model';
import { createSendModel } from './send-model';
import { createSnippetsModel } from './snippets-model';
import { createThreadModel, createTwitterModel } from './twitter-model';
import { createUploadModel } from './upload-model';

/** How often the clock behind "this time has passed" moves on. */
const TICK_MS = 20_000;

const open = (page: '/welcome.html' | '/composer.html') =>
  void browser.tabs.create({ url: browser.runtime.getURL(page) });

export function createComposer(ports: ComposerPorts) {
  const now = signal(ports.now());
  const zonePreference = signal<string | null>(null);
  const defaultAccounts = signal<AccountRef[]>([]);
  const zone = () => personZone(zonePreference.value);

  const drafts = createDraftModel(ports);
  const accounts = createAccountsModel(ports, drafts);
  const twitter = createTwitterModel(accounts);
  const outbox = createOutboxModel(ports, drafts, zone);
  const queue = createQueueModel(ports, { drafts, outbox, now, zone });
  const snippets = createSnippetsModel(ports);
  const links = createLinksModel(ports, drafts);
  const send = createSendModel(ports, {
    drafts,
    accounts,
    twitter,
    outbox,
    now,
    personZone: zone,
    queue,
    snippets,
    links,
  });
  const uploads = createUploadModel(ports, drafts);
  const prefill = signal<PrefillModel | null>(null);

  const fresh = (): Draft => ({ ...emptyDraft(defaultAccounts.value), when: null });
  /** A draft without a "when" gets one, so the Post now / Schedule choice never disappears: the next quarter hour. */
  function withWhen(draft: Draft): Draft {
    if (draft.when) return draft;
    return {
      ...draft,
      accounts: draft.accounts.length ? draft.accounts : defaultAccounts.value,
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
    thread: createThreadModel(drafts, twitter),
    media: createMediaModel(ports, drafts),
    uploads,
    outbox,
    queue,
    links,
    send,
    snippets,
    /** The prefill's model, made in `start` once the draft and its accounts are settled: it decides against them. */
    ...readOnly({ prefill }),
    openSettings: () => void browser.runtime.openOptionsPage(),
    openWelcome: () => open('/welcome.html'),
    openInTab: () => open('/composer.html'),
    /** Shows the pages' snapshot before its first await, so a render right after this is the whole first screen. */
    async start(): Promise<() => void> {
      const { items } = ports;
      const snapshot = {
        draft: keptValue(items.draft),
        preferences: keptValue(items.preferences),
        accounts: keptValue(items.accountsCache)?.value,
        accountUse: keptValue(items.accountUse),
      };
      const showPreferences = (p: Preferences) => {
        zonePreference.value = p.timeZone;
        defaultAccounts.value = p.defaultAccounts;
      };
      if (snapshot.preferences) showPreferences(snapshot.preferences);
      if (snapshot.accounts) accounts.showStored(snapshot.accounts);
      if (snapshot.accountUse) accounts.showRecent(snapshot.accountUse);
      const reads = [
        items.preferences.get().then(showPreferences),
        items.accountsCache.get().then((cache) => accounts.showStored(cache?.value ?? null)),
        items.accountUse.get().then(accounts.showRecent),
      ].map((read) => read.catch(() => undefined));
      const stopDraft = await drafts.load(
        fresh,
        snapshot.draft === undefined ? undefined : withWhen(snapshot.draft ?? fresh()),
      );
      await Promise.all(reads);
      const stopWhen = effect(() => {
        if (!drafts.draft.value.when) drafts.update(withWhen);
      });
      void accounts.load();
      // Loaded once the first screen shows: the share templates and the link cleaner it renders with stay out of it.
      const stopPrefill = import('./prefill-model')
        .then(({ createPrefillModel }) => {
          prefill.value = createPrefillModel(ports, { drafts, accounts, twitter });
          return prefill.value.follow();
        })
        .catch(() => () => undefined);
      const stops = [
        stopDraft,
        stopWhen,
        twitter.follow(),
        outbox.follow(),
        queue.follow(),
        uploads.follow(),
        snippets.follow(),
        links.follow(),
        followPendingVideos(ports, drafts),
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
