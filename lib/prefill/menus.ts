/** The context menu items, with stable ids so that creating them at every start leaves one of each. */
import { t } from '@/lib/i18n/t';
import { isShareable } from './prefill-text';
import type { Prefill } from '@/lib/storage/prefill';
import type { ThreadQuote } from './thread';

export const MENU_ITEMS = [
  { id: 'quickpost-page', title: 'menu_page', contexts: ['page'] },
  { id: 'quickpost-selection', title: 'menu_selection', contexts: ['selection'] },
  { id: 'quickpost-link', title: 'menu_link', contexts: ['link'] },
  { id: 'quickpost-image', title: 'menu_image', contexts: ['image'] },
  // Not a prefill: the quote goes straight into the draft's thread (lib/prefill/thread.ts).
  { id: 'quickpost-thread', title: 'menu_thread', contexts: ['selection'] },
] as const;

type MenuItemId = (typeof MENU_ITEMS)[number]['id'];

/** Web pages only: our own pages and browser pages have nothing to share. */
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

export type ClickTab = { id?: number | undefined; url?: string | undefined; title?: string | undefined };

export interface MenusApi {
  removeAll(): Promise<void>;
  create(item: { id: string; title: string; contexts: string[]; documentUrlPatterns: string[] }): unknown;
}

export async function createMenus(menus: MenusApi): Promise<void> {
  await menus.removeAll();
  for (const { id, title, contexts } of MENU_ITEMS)
    menus.create({ id, title: t(title), contexts: [...contexts], documentUrlPatterns: DOCUMENT_PATTERNS });
}

function pageOf(info: ClickInfo, tab: ClickTab | undefined): { pageUrl?: string; pageTitle?: string } {
  const url = [tab?.url, info.pageUrl].find(isShareable);
  return { ...(url ? { pageUrl: url } : {}), ...(tab?.title && url ? { pageTitle: tab.title } : {}) };
}

export function threadQuoteFromClick(info: ClickInfo, tab: ClickTab | undefined): ThreadQuote | null {
  if (info.menuItemId !== 'quickpost-thread' || !info.selectionText?.trim()) return null;
  const { pageUrl } = pageOf(info, tab);
  return { selection: info.selectionText, ...(pageUrl ? { pageUrl } : {}) };
}

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
