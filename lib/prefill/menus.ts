/**
 * The context menu items (docs/design.md §3.3), with stable ids so that re-creating them at every start
 * (removeAll, then create) leaves exactly one of each, and what a click on each brings to the composer. Pure
 * apart from `createMenus`, which takes the menus API, so both are unit-tested without a browser.
 */
import { t } from '@/lib/i18n/t';
import { isShareable } from './prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import type { ThreadQuote } from './thread';

/** `title`: the catalog key of the item's title, in the browser's language (browser.i18n) when created. */
export const MENU_ITEMS = [
  { id: 'quickpost-page', title: 'menu_page', contexts: ['page'] },
  { id: 'quickpost-selection', title: 'menu_selection', contexts: ['selection'] },
  { id: 'quickpost-link', title: 'menu_link', contexts: ['link'] },
  { id: 'quickpost-image', title: 'menu_image', contexts: ['image'] },
  // Not a prefill: the quote goes straight into the draft's thread (lib/prefill/thread.ts).
  { id: 'quickpost-thread', title: 'menu_thread', contexts: ['selection'] },
  // Not a prefill either: what the matching way in would bring is kept as an idea (lib/background/ideas.ts).
  { id: 'quickpost-idea', title: 'menu_idea', contexts: ['page', 'selection', 'link', 'image'] },
] as const;

type MenuItemId = (typeof MENU_ITEMS)[number]['id'];

/** Web pages only: our own pages and browser pages have nothing to share (and cannot be read). */
const DOCUMENT_PATTERNS = ['http://*/*', 'https://*/*'];

/** What the browser's click gives (contextMenus.OnClickData; `linkText` is Firefox's only). */
export interface ClickInfo {
  menuItemId: string | number;
  pageUrl?: string | undefined;
  frameUrl?: string | undefined;
  frameId?: number | undefined;
  selectionText?: string | undefined;
  linkUrl?: string | undefined;
  linkText?: string | undefined;
  srcUrl?: string | undefined;
  mediaType?: string | undefined;
}

/** The tab of the click (its URL and title are ours to see: the click grants activeTab). */
export interface ClickTab {
  id?: number | undefined;
  url?: string | undefined;
  title?: string | undefined;
}

export interface MenusApi {
  removeAll(): Promise<void>;
  create(item: { id: string; title: string; contexts: string[]; documentUrlPatterns: string[] }): unknown;
}

/** Removes whatever an older run left, then creates every item once. */
export async function createMenus(menus: MenusApi): Promise<void> {
  await menus.removeAll();
  for (const item of MENU_ITEMS) {
    menus.create({
      id: item.id,
      title: t(item.title),
      contexts: [...item.contexts],
      documentUrlPatterns: DOCUMENT_PATTERNS,
    });
  }
}

/** The page a click happened on: the tab's URL, else the click's. */
function pageOf(info: ClickInfo, tab: ClickTab | undefined): { pageUrl?: string; pageTitle?: string } {
  const url = [tab?.url, info.pageUrl].find(isShareable);
  return { ...(url ? { pageUrl: url } : {}), ...(tab?.title && url ? { pageTitle: tab.title } : {}) };
}

/** "Add selection to thread": the quote and its page; null for another item or a blank selection. */
export function threadQuoteFromClick(info: ClickInfo, tab: ClickTab | undefined): ThreadQuote | null {
  if (info.menuItemId !== 'quickpost-thread' || !info.selectionText?.trim()) return null;
  const { pageUrl } = pageOf(info, tab);
  return { selection: info.selectionText, ...(pageUrl ? { pageUrl } : {}) };
}

/** The prefill a click brings; null for an item that is not ours or a click with nothing to share. */
export function prefillFromClick(info: ClickInfo, tab: ClickTab | undefined, id: string, now: number): Prefill | null {
  const base = { id, createdAt: now, ...pageOf(info, tab) };
  switch (info.menuItemId as MenuItemId) {
    case 'quickpost-page':
      return base.pageUrl ? { ...base, source: 'page' } : null;
    case 'quickpost-selection':
      return info.selectionText?.trim() ? { ...base, source: 'selection', selection: info.selectionText } : null;
    case 'quickpost-link':
      if (!info.linkUrl) return null;
      // Chrome gives no link text; the text selected in the link is the next best (the rest: link-text.ts).
      return {
        ...base,
        source: 'link',
        linkUrl: info.linkUrl,
        ...((info.linkText ?? info.selectionText) ? { linkText: info.linkText ?? info.selectionText } : {}),
      };
    case 'quickpost-image':
      if (!info.srcUrl) return null;
      return { ...base, source: 'image', image: { srcUrl: info.srcUrl, state: 'fetching' } };
    default:
      return null;
  }
}

/** "Save to ideas": what the way in for the clicked thing (an image, a link, a selection, else the page) would bring. */
export function ideaPrefillFromClick(
  info: ClickInfo,
  tab: ClickTab | undefined,
  id: string,
  now: number,
): Prefill | null {
  if (info.menuItemId !== 'quickpost-idea') return null;
  const way = info.srcUrl
    ? 'quickpost-image'
    : info.linkUrl
      ? 'quickpost-link'
      : info.selectionText?.trim()
        ? 'quickpost-selection'
        : 'quickpost-page';
  return prefillFromClick({ ...info, menuItemId: way }, tab, id, now);
}
