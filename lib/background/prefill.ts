/**
 * The ways into the composer on the background's side (docs/design.md §3.3): the context menus, what a click or the
 * command puts in the waiting prefill, and the image's fetch. The handlers are the ones the browser's events call, so
 * the E2E tests drive them as a real click would.
 */
import type { MediaItem } from '@/lib/api/schemas';
import type { BackgroundDeps } from '@/lib/background/deps';
import type { Session } from '@/lib/background/session';
import type { Writes } from '@/lib/background/writes';
import { fetchImage } from '../prefill/image-fetch';
import { createImagePrefill } from '../prefill/image-prefill';
import { prefillFromClick, threadQuoteFromClick, type ClickInfo, type ClickTab } from '../prefill/menus';
import { omniboxPrefill, parseOmnibox } from '../prefill/omnibox-input';
import { addToThread } from '../prefill/thread';
import { draftItem } from '@/lib/storage/draft-item';
import { preferencesItem } from '@/lib/storage/page-items';
import { isShareable } from '../prefill/prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import { prefillItem } from '@/lib/storage/prefill-item';
import { idbImageStore, type ImageStore } from '../prefill/image-store';
import { exemptOrigins } from './exempt-origins';
import { thumbnailOf } from '../prefill/thumbnail';

/** The keyboard command's name in the manifest (wxt.config.ts `commands`). */
const OPEN_COMMAND = 'open-composer';

export interface PrefillServiceDeps extends Pick<
  BackgroundDeps,
  'clock' | 'fetch' | 'hasOrigins' | 'log' | 'removeOrigins'
> {
  /** Where a fetched image waits for the person (IndexedDB by default). */
  images?: ImageStore;
  /** Opens the composer: the toolbar popup where possible, else a small window on `tabId`. */
  open(tabId: number | undefined): Promise<unknown>;
  /** The text of a link in a tab (Chrome gives none with the click); undefined when unreadable. */
  linkText?(tabId: number, frameId: number | undefined, url: string): Promise<string | undefined>;
  newId?(): string;
  /** Says a quote landed in the draft's thread, with its reply count (the toolbar badge). */
  quoted?(replies: number): Promise<void>;
}

export function createPrefillService(
  deps: PrefillServiceDeps,
  { session, writes }: { session: Session; writes: Writes },
) {
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const images = createImagePrefill({
    store: prefillItem,
    fetchImage: async (src, confirmed) =>
      fetchImage(src, { ...deps, serviceOrigins: await exemptOrigins(), confirmed }),
    images: deps.images ?? idbImageStore,
    ...(deps.removeOrigins ? { removeOrigin: (pattern: string) => deps.removeOrigins!([pattern]) } : {}),
    upload: async (file, name): Promise<MediaItem> => {
      const item = await session.withApi((api) => api.uploadFile(file, name));
      await writes.uploaded(item); // the library's cache learns it without a read
      return item;
    },
    log: deps.log,
  });

  /** Stores the prefill and opens the composer at once (the popup must open while the click still counts). */
  async function deliver(prefill: Prefill | null, tabId: number | undefined): Promise<void> {
    const stored = prefill ? prefillItem.set(prefill) : Promise.resolve();
    await Promise.all([stored, deps.open(tabId)]);
  }

  /**
   * "Add selection to thread": the quote goes into the draft itself, as its next reply, stamped newer so that
   * every open composer — the side panel following the draft — adopts it. No composer opens: the person goes on
   * collecting from the next page. One at a time, so two quick clicks both land.
   */
  let threadWrites: Promise<void> = Promise.resolve();
  function addQuote(info: ClickInfo, tab: ClickTab | undefined): Promise<void> {
    const quote = threadQuoteFromClick(info, tab);
    if (!quote) return Promise.resolve();
    const write = threadWrites.then(async () => {
      const [stored, preferences] = await Promise.all([draftItem.get(), preferencesItem.get()]);
      const next = addToThread(stored, quote, { defaultAccounts: preferences.defaultAccounts, now: deps.clock.now() });
      if (!next) return;
      await draftItem.set(next);
      await deps.quoted?.(next.replies.length);
    });
    threadWrites = write.catch(() => undefined);
    return write;
  }

  return {
    async menuClicked(info: ClickInfo, tab: ClickTab | undefined): Promise<void> {
      if (info.menuItemId === 'quickpost-thread') return addQuote(info, tab);
      let prefill = prefillFromClick(info, tab, newId(), deps.clock.now());
      if (!prefill) return;
      if (prefill.source === 'link' && !prefill.linkText && tab?.id !== undefined && deps.linkText) {
        const linkText = await deps.linkText(tab.id, info.frameId, prefill.linkUrl!);
        if (linkText) prefill = { ...prefill, linkText };
      }
      await deliver(prefill, tab?.id);
      if (prefill.image) await images.run(prefill.id);
    },

    /** The keyboard command: the composer on the current page, as the toolbar button opens it. */
    async commandRun(command: string, tab: ClickTab | undefined): Promise<void> {
      if (command !== OPEN_COMMAND) return;
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

    /**
     * Enter in the address bar after the keyword (`qp <text>`): the composer opens with the text, and with the page's
     * URL when the text ends with " +" (lib/prefill/omnibox-input.ts). Nothing is sent from here. `tab` is asked for only
     * when the page is wanted, so the composer opens within the person's action otherwise.
     */
    async omniboxEntered(input: string, tab: () => Promise<ClickTab | undefined>): Promise<void> {
      const page = parseOmnibox(input).withPage ? await tab().catch(() => undefined) : undefined;
      await deliver(omniboxPrefill(input, page, newId(), deps.clock.now()), page?.id);
    },

    handlers: {
      /**
       * The composer asks again once the person has confirmed the image's local address (`confirm`) or allowed its
       * host for this image (`granted`, given back after the fetch).
       */
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
      /** "From this page": the picked image waits as a prefill, fetched now, attached once fetched (lib/prefill/page-images.ts). */
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
      /** "From this page": a picture's thumbnail from bytes fetched under the local-network checks, or none. */
      'prefill.thumbnail': async ({ url }: { url: string }) => ({
        dataUrl: await thumbnailOf(url, { fetch: deps.fetch, exempt: await exemptOrigins() }),
      }),
      /** The person attaches the fetched image: uploaded now, not before. */
      'prefill.attach': async ({ id }: { id: string }) => {
        await images.attach(id);
        return {};
      },
    },
  };
}

export type PrefillService = ReturnType<typeof createPrefillService>;
