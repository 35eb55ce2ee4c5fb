/**
 * `{author}` from a page's meta tags, as the page answered them (untrusted): `twitter:creator` when it is a handle,
 * else `author`, else `article:author`, as a name on one line — never an address, which would add a link to the post.
 */
import { z } from 'zod/mini';
import { AUTHOR_MAX } from '@/lib/storage/prefill';
import { metaOfPage, type CardScripting } from './link-card';

const field = z.catch(z.optional(z.string()), undefined);
const AuthorMeta = z.object({ twitterCreator: field, author: field, articleAuthor: field });

const HANDLE = /^@?(\w{1,15})$/;

/** A name as a byline shows it: one line, no address, cut to AUTHOR_MAX characters at most. */
function asName(value: string | undefined): string {
  const name = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || /:\/\/|^www\.|^mailto:/i.test(name)) return '';
  return [...name].slice(0, AUTHOR_MAX).join('').trim();
}

export function authorOf(answer: unknown): string {
  const parsed = AuthorMeta.safeParse(answer);
  if (!parsed.success) return '';
  const { twitterCreator, author, articleAuthor } = parsed.data;
  const handle = HANDLE.exec((twitterCreator ?? '').trim())?.[1];
  return handle ? `@${handle}` : asName(author) || asName(articleAuthor);
}

/** The author of the page open in tab `tabId`, read from the tab as its link card is; '' when it cannot be read. */
export async function authorOfTab(scripting: CardScripting | undefined, tabId: number): Promise<string> {
  try {
    const [first] = (await scripting?.executeScript({ target: { tabId }, func: metaOfPage })) ?? [];
    return authorOf(first?.result);
  } catch {
    return '';
  }
}
