/** A right-clicked link's text, which Chrome does not give with the click, read from the page; untrusted, so capped. */
import { z } from 'zod/mini';

const LinkText = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

/** Runs in the page: the first link to `url` with a readable name (text, label, title or image alt). */
function textOfLink(url: string): string | null {
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (link.href !== url) continue;
    const text =
      link.innerText || link.getAttribute('aria-label') || link.title || link.querySelector('img')?.alt || '';
    if (text.trim()) return text.trim().replace(/\s+/g, ' ').slice(0, 500);
  }
  return null;
}

export interface ScriptingApi {
  executeScript(options: {
    target: { tabId: number; frameIds?: number[] };
    func: (url: string) => string | null;
    args: [string];
  }): Promise<{ result?: unknown }[]>;
}

export async function readLinkText(
  scripting: ScriptingApi | undefined,
  tabId: number,
  frameId: number | undefined,
  url: string,
): Promise<string | undefined> {
  if (!scripting) return undefined;
  try {
    const [first] = await scripting.executeScript({
      target: { tabId, frameIds: [frameId ?? 0] },
      func: textOfLink,
      args: [url],
    });
    const parsed = LinkText.safeParse(first?.result);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
