/**
 * The composer's models, made once per page and wired together (docs/style.md). Plain factories rather than
 * @preact/signals' `createModel`, which runs every method untracked: some are read while rendering and would stop
 * redrawing.
 */
import { computed, effect, signal } from '@preact/signals';
import { emptyDraft, type Draft } from '@/lib/draft/draft';
import { defaultSlot, personZone } from '@/lib/draft/zone';
import type { AccountRef } from '@/lib/service/post';
import { createAccountsModel } from './accounts-model';
import { createDraftModel } from './draft-model';
import { createMediaModel } from './media-model';
import { createOutboxModel } from './outbox-model';
import type { ComposerPorts } from './ports';
import { createQueueModel } from './queue-model';
import { createSendModel } from './send-model';
import { createThreadModel } from './thread-model';
import { createTwitterModel } from './twitter-model';
import { createUploadModel } from './upload-model';
import type { PrefillModel } from './prefill-model';
import { showsSameDraft, withFirstScreenInput, type FirstScreenInput, type ShownDraft } from './first-screen-input';
import { readOnly } from '@/lib/signals/read-only';

/** How often the clock behind "this time has passed" moves on. */
const TICK_MS = 20_000;

export function createComposer(ports: ComposerPorts) {
  const now = signal(ports.now());
  const zonePreference = signal<string | null>(null);
  const defaultAccounts = signal<AccountRef[]>([]);
  /** The person typed in, or placed the caret in, the popup's first paint before the composer took it over. */
  const typedEarly = signal(false);
  const zone = () => personZone(zonePreference.value);

  const drafts = createDraftModel(ports);
  const accounts = createAccountsModel(ports, drafts);
  const twitter = createTwitterModel(ports, accounts);
  const thread = createThreadModel(drafts, twitter);
  const media = createMediaModel(ports, drafts);
  const uploads = createUploadModel(ports, drafts);
  const outbox = createOutboxModel(ports, drafts, zone);
  const queue = createQueueModel(ports, { drafts, outbox, now, zone });
  const send = createSendModel(ports, { drafts, accounts, twitter, outbox, now, personZone: zone, queue });
  // The ways in: what a menu, the command or the toolbar brings, never over an unsent draft unasked. Its model loads
  // as a chunk of its own once the draft is read: nothing of it shows before (docs/design.md §5 size bar).
  const prefill = signal<PrefillModel | null>(null);
  async function followPrefill(): Promise<() => void> {
    if (!ports.prefill) return () => undefined;
    const [{ createPrefillModel }, prefillPorts] = await Promise.all([import('./prefill-model'), ports.prefill()]);
    const model = createPrefillModel(prefillPorts, { drafts, accounts, twitter });
    prefill.value = model;
    return model.follow();
  }

  /** A new draft: the default accounts from the settings, scheduled for the next free slot in the person's zone. */
  function fresh(): Draft {
    return { ...emptyDraft(defaultAccounts.value), when: null };
  }

  /** A draft without a "when" yet gets one now: mode Schedule, the next quarter hour, the person's zone. */
  function settleWhen(): void {
    const draft = drafts.draft.value;
    if (draft.when) return;
    const accountsNow = draft.accounts.length ? draft.accounts : defaultAccounts.value;
    drafts.update((d) => ({
      ...d,
      accounts: accountsNow,
      when: { mode: 'schedule', ...defaultSlot(ports.now(), zone()), timeZone: zone() },
    }));
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
    send,
    /** The prefill's model, once loaded (in `start`); null where the page takes no prefill. */
    ...readOnly({ prefill, typedEarly }),
    /**
     * What the person did on the popup's first paint before this composer took its place (components/first-paint/):
     * their text, toggles and "when" go into the draft, as if done here. Returns whether a button they pressed there
     * may be pressed again here: only when the draft is still the one the first paint showed (`shown`). Otherwise the
     * send bar says the draft changed, and Send waits for a press on what is now on screen.
     */
    adoptFirstScreen(input: FirstScreenInput, typed: boolean, shown?: ShownDraft | null): boolean {
      if (typed) typedEarly.value = true;
      const same = !shown || showsSameDraft(drafts.draft.value, shown, input, defaultAccounts.value);
      if (input.text !== undefined || input.accounts.length > 0 || input.mode !== undefined)
        drafts.update((d) => withFirstScreenInput(d, input));
      if (!same) send.draftChanged();
      return same;
    },
    /**
     * Loads and follows; `settled` is called once the draft, the settings and the cached accounts are in — in the
     * same task, before anything else may change the draft (the popup's first paint is handed over there).
     */
    async start(settled?: () => void): Promise<() => void> {
      // Draft, preferences and cached accounts are read at once, side by side, from storage by the page itself
      // where it can (docs/design.md §5: ready with cached data without waiting for — or waking — the background).
      const preferences = ports.stored
        ? ports.stored.preferences()
        : ports.ask('settings.get', {}).then((a) => a.settings.preferences);
      const settings = preferences.then(
        (p) => {
          zonePreference.value = p.timeZone;
          defaultAccounts.value = p.defaultAccounts;
        },
        () => undefined, // the browser's zone and no default accounts: the composer still works
      );
      // Shown as soon as read — in the same turn as the draft when both come from one read — not after it.
      const stored = ports.stored?.accounts().then(accounts.showStored, () => undefined);
      const used = ports.stored?.accountUse?.().then(accounts.showRecent, () => undefined);
      const stopDraft = await drafts.load(fresh);
      await Promise.all([settings, stored, used]);
      // Now and whenever the draft loses its "when" — cleared after a send, or replaced from another page — so
      // the Post now / Schedule choice never disappears from the composer.
      const stopWhen = effect(() => {
        if (!drafts.draft.value.when) settleWhen();
      });
      settled?.();
      void accounts.load();
      const stopPrefill = followPrefill().catch(() => () => undefined); // after the draft and its accounts are settled: it decides against them
      // A video still being processed is looked after by pending-videos.ts, loaded once one is attached (§5 size bar).
      let stopVideos: Promise<() => void> | undefined;
      const stopVideosWatch = effect(() => {
        if (stopVideos || !drafts.draft.value.attachments.some((a) => a.type === 'video' && a.status === 'pending'))
          return;
        stopVideos = import('./pending-videos').then(
          (m) => m.followPendingVideos(ports, drafts),
          () => () => undefined,
        );
      });
      const stops = [
        stopDraft,
        stopWhen,
        twitter.follow(),
        outbox.follow(),
        queue.follow(),
        uploads.follow(),
        stopVideosWatch,
        () => void stopVideos?.then((stop) => stop()),
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
