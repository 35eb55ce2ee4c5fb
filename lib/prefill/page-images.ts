// "From this page": the page's preview images and largest pictures, read under the click's activeTab grant;
// what the page answers is untrusted and parsed with zod.
import { z } from 'zod/mini';
import { localAddressNeedingConsent } from './local-address';
import { isShareable, webAddress } from './prefill-text';

/** Runs in the page (self-contained: it is serialised): the preview images, then every loaded picture. */
function imagesOfPage(): { url: string; width: number; height: number; meta?: boolean }[] {
  const found: { url: string; width: number; height: number; meta?: boolean }[] = [];
  const metas = document.querySelectorAll(
    'meta[property="og:image"], meta[property="og:image:url"], meta[name="twitter:image"], meta[property="twitter:image"], meta[name="twitter:image:src"]',
  );
  for (const meta of Array.from(metas)) {
    const content = meta.getAttribute('content');
    try {
      if (content) found.push({ url: new URL(content, document.baseURI).href, width: 0, height: 0, meta: true });
    } catch {
      // not an address: skipped
    }
  }
  for (const img of Array.from(document.images)) {
    const url = img.currentSrc || img.src;
    if (url && img.complete && img.naturalWidth > 0)
      found.push({ url, width: img.naturalWidth, height: img.naturalHeight });
  }
  return found.slice(0, 200);
}

/** Each is checked on its own, so one bad one (a huge `data:` URL) drops alone. */
const FoundImage = z.object({
  url: z.string().check(z.maxLength(4096)),
  width: z.number().check(z.nonnegative()),
  height: z.number().check(z.nonnegative()),
  meta: z.optional(z.boolean()),
});
type FoundImage = z.infer<typeof FoundImage>;

export interface PageImage {
  url: string;
  /** Natural pixels; 0 × 0 for a preview image the page names but did not show. */
  width: number;
  height: number;
  meta: boolean;
  /** On this computer or the local network: its thumbnail is never fetched. */
  local: boolean;
}

/** Pictures smaller than this on both sides are icons, spacers and trackers, not something to post. */
const MIN_SIDE = 100;
const SHOWN = 8;

/** Web addresses only (a `data:` picture is saved and uploaded instead), once each, previews first, then by size. */
export function pageImagesFrom(answer: unknown): PageImage[] {
  if (!Array.isArray(answer)) return [];
  const entries = answer.flatMap((entry: unknown): FoundImage[] => {
    const parsed = FoundImage.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const seen = new Set<string>();
  const images: PageImage[] = [];
  const ordered = [
    ...entries.filter((i) => i.meta),
    ...entries.filter((i) => !i.meta).sort((a, b) => b.width * b.height - a.width * a.height),
  ];
  for (const image of ordered) {
    const url = webAddress(image.url);
    if (!url || seen.has(url.href)) continue;
    if (!image.meta && (image.width < MIN_SIDE || image.height < MIN_SIDE)) continue;
    seen.add(url.href);
    images.push({
      url: url.href,
      width: image.width,
      height: image.height,
      meta: image.meta === true,
      local: localAddressNeedingConsent(url, []) !== null,
    });
  }
  return images.slice(0, SHOWN);
}

export interface PageScripting {
  executeScript(options: { target: { tabId: number }; func: typeof imagesOfPage }): Promise<{ result?: unknown }[]>;
}

export async function imagesOfTab(
  scripting: PageScripting | undefined,
  tab: { id?: number | undefined; url?: string | undefined } | null,
): Promise<{ page: string; images: PageImage[] } | null> {
  if (!scripting || tab?.id === undefined || !isShareable(tab.url)) return null;
  try {
    const [first] = await scripting.executeScript({ target: { tabId: tab.id }, func: imagesOfPage });
    return { page: tab.url, images: pageImagesFrom(first?.result) };
  } catch {
    return null;
  }
}
