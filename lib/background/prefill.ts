// The ways into the composer on the background's side: what a menu click, the command or the address bar puts in the
// waiting prefill, and the image's fetch. The browser's events call these, so the E2E tests drive them as a click would.
import { browser } from '@/lib/storage/browser-api';
import type { BackgroundDeps } from './deps';
import type { ServiceAccess } from './service-access';
import type { Writes } from './writes';
import { fetchImage } from '../prefill/image-fetch';
import { createImagePrefill } from '../prefill/image-prefill';
import { readLinkText, type ScriptingApi } from '../prefill/link-text';
import {
  ideaPrefillFromClick,
  prefillFromClick,
  threadQuoteFromClick,
  type ClickInfo,
  type ClickTab,
} from '../prefill/menus';
import { keepAsIdea } from './ideas';
import { omniboxPrefill, parseOmnibox } from '../prefill/omnibox-input';
import { addToThread } from '../prefill/thread';
import { draftItem } from '@/lib/storage/draft-item';
import { preferencesItem } from '@/lib/storage/page-items';
import { isShareable } from '../prefill/prefill-text';
import { prefillItem } from '@/lib/storage/prefill-item';
import type { Prefill } from '@/lib/storage/prefill';
import { idbImageStore } from '../prefill/image-store';
import { thumbnailOf } from '../prefill/thumbnail';
import { logFailure } from '@/lib/errors/data';
import { exemptOrigins } from './exempt-origins';
import { authorOfTab } from '../prefill/author-meta';
import type { CardScripting } from '../prefill/link-card';
import { needsAuthor } from '../prefill/share-text';
import { shareSettingsItem } from '@/lib/storage/share-settings-item';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { openComposerOn, showThreadBadge } from './toolbar';

export function createPrefillService(
  deps: Pick<BackgroundDeps, 'clock' | 'fetch' | 'hasOrigins' | 'log'>,
  { access, writes }: { access: ServiceAccess; writes: Writes },
) {
  const newId = () => crypto.randomUUID();
  const images = createImagePrefill({
    store: prefillItem,
    fetchImage: async (src, confirmed) =>
      fetchImage(src, { ...deps, serviceOrigins: await exemptOrigins(), confirmed }),
    images: idbImageStore,
    removeOrigin: (pattern: string) => browser.permissions.remove({ origins: [pattern] }),
    upload: async (file, name) => {
      const item = await access.withApi((api) => api.uploadFile(file, name));
      await writes.uploaded(item);
      return item;
    },
    log: deps.log,
  });

  const scripting = () => (browser as unknown as { scripting?: CardScripting }).scripting;

  /** The prefill with its page's author, read from the tab (the click's activeTab grant) when its template names it. */
  async function withAuthor(prefill: Prefill, tabId: number | undefined): Promise<Prefill> {
    if (prefill.source === 'text' || tabId === undefined) return prefill;
    const { templates } = await shareSettingsItem.get();
    if (!needsAuthor({ ...prefill, source: prefill.source }, templates)) return prefill;
    const author = await authorOfTab(scripting(), tabId);
    return author ? { ...prefill, author } : prefill;
  }

  /**
   * Stores the prefill and opens the composer at once: the popup must open while the click still counts (the
   * composer takes the prefill when it arrives, however the two interleave).
   */
  async function deliver(prefill: Prefill | null, tabId: number | undefined): Promise<void> {
    const stored = prefill && withAuthor(prefill, tabId).then((p) => prefillItem.set(p));
    await Promise.all([stored, openComposerOn(tabId)]);
  }

  /**
   * "Add selection to thread": the quote becomes the draft's next reply, stamped newer so every open composer adopts
   * it; no composer opens. One at a time, so two quick clicks both land.
   */
  let threadWrites: Promise<void> = Promise.resolve();
  function addQuote(info: ClickInfo, tab: ClickTab | undefined): Promise<void> {
    const quote = threadQuoteFromClick(info, tab);
    if (!quote) return Promise.resolve();
    const write = threadWrites.then(async () => {
      const [stored, { defaultAccounts }, share] = await Promise.all([
        draftItem.get(),
        preferencesItem.get(),
        shareSettingsItem.get(),
      ]);
      const next = addToThread(stored, quote, { defaultAccounts, now: deps.clock.now(), share });
      if (!next) return;
      await draftItem.set(next);
      await showThreadBadge(next.replies.length).catch(logFailure(deps.log, 'the thread badge'));
    });
    threadWrites = write.catch(() => undefined);
    return write;
  }

  return {
    async menuClicked(info: ClickInfo, tab: ClickTab | undefined): Promise<void> {
      if (info.menuItemId === 'quickpost-thread') return addQuote(info, tab);
      const idea = info.menuItemId === 'quickpost-idea';
      let prefill = (idea ? ideaPrefillFromClick : prefillFromClick)(info, tab, newId(), deps.clock.now());
      if (!prefill) return;
      if (prefill.source === 'link' && !prefill.linkText && tab?.id !== undefined) {
        // Chrome's click does not carry a link's text: it is read from its tab.
        const scripting = (browser as unknown as { scripting?: ScriptingApi }).scripting;
        const linkText = await readLinkText(scripting, tab.id, info.frameId, prefill.linkUrl!);
        if (linkText) prefill = { ...prefill, linkText };
      }
      if (idea) return keepAsIdea(prefill, deps.clock.now());
      await deliver(prefill, tab?.id);
      if (prefill.image) await images.run(prefill.id);
    },

    /** The keyboard command (`open-composer` in wxt.config.ts): the composer on the current page. */
    async commandRun(command: string, tab: ClickTab | undefined): Promise<void> {
      if (command !== 'open-composer') return;
      const page: Prefill | null = isShareable(tab?.url)
        ? {
            id: newId(),
            createdAt: deps.clock.now(),
            source: 'page',
            pageUrl: tab.url,
            ...(tab.title ? { pageTitle: tab.title } : {}),
          }
        : null;
      await deliver(page, tab?.id);
    },

    /** `qp <text>`, with the page's URL when the text ends with " +": the tab is asked for only then. */
    async omniboxEntered(input: string, tab: () => Promise<ClickTab | undefined>): Promise<void> {
      const page = parseOmnibox(input).withPage ? await tab().catch(() => undefined) : undefined;
      await deliver(omniboxPrefill(input, page, newId(), deps.clock.now()), page?.id);
    },

    handlers: {
      /** Asked again once the person confirmed the image's local address or allowed its host for this image. */
      'prefill.image': async ({
        id,
        confirm,
        granted,
      }: {
        id: string;
        confirm?: boolean | undefined;
        granted?: boolean | undefined;
      }) => {
        const prefill = await prefillItem.get();
        if (prefill?.id === id && prefill.image && (confirm || granted)) {
          const image = { ...prefill.image };
          if (confirm && image.address) image.confirmed = image.address;
          if (granted) image.granted = true;
          await prefillItem.set({ ...prefill, image });
        }
        await images.run(id);
        return {};
      },
      /** "From this page": the picked image waits as a prefill, fetched now, attached once fetched. */
      'prefill.pick': async ({ srcUrl, pageUrl }: { srcUrl: string; pageUrl?: string | undefined }) => {
        const prefill: Prefill = {
          id: newId(),
          source: 'image',
          createdAt: deps.clock.now(),
          picked: true,
          ...(pageUrl ? { pageUrl } : {}),
          image: { srcUrl, state: 'fetching' },
        };
        await prefillItem.set(prefill);
        await images.run(prefill.id);
        return {};
      },
      /** `{author}` of the toolbar's page, read from its tab under the toolbar click's activeTab grant. */
      'prefill.author': async ({ tabId }: { tabId: number }) => ({ author: await authorOfTab(scripting(), tabId) }),
      /** Settings → "Share text" and "Links" (lib/options/share-model.ts). */
      'shareSettings.save': async ({ settings }: { settings: ShareSettings }) => {
        await shareSettingsItem.set(settings);
        return { settings: await shareSettingsItem.get() };
      },
      'prefill.thumbnail': async ({ url }: { url: string }) => ({
        dataUrl: await thumbnailOf(url, { fetch: deps.fetch, exempt: await exemptOrigins() }),
      }),
      /** Uploaded now, not before. */
      'prefill.attach': async ({ id }: { id: string }) => {
        await images.attach(id);
        return {};
      },
    },
  };
}

export type PrefillService = ReturnType<typeof createPrefillService>;
