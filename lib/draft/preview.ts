/**
 * The preview of a draft (docs/design.md §3.7): one card per platform, with the first of its accounts, its text cut at
 * the platform's fold, its thread, media, title and the link it would show a card for. The components draw it.
 */
import { platformInfo, hasThreadPlatform, hasTitlePlatform } from '@/lib/service/platforms';
import { platformLook } from '@/lib/service/platform-looks';
import type { Draft, DraftAttachment } from './draft';
import { textFor } from './networks';
import { checkTitle, firstLine } from './title';
import { refusalsOf } from './refusals';
import { countersFor, type Counter } from './counters';
import type { Measure } from './twitter-length';

export interface PreviewAccount {
  id: number;
  type: string;
  name?: string | null | undefined;
  username?: string | null | undefined;
  avatar?: string | undefined;
}

export type PreviewCard = ReturnType<typeof previewCards>[number];

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** Links as Twitter shows them: without the scheme and "www.", cut after 25 characters with "…" (t.co's display). */
export function twitterLinks(text: string): string {
  return text.replace(URL_PATTERN, (url) => {
    const bare = url.replace(/^https?:\/\/(www\.)?/, '');
    return bare.length > 25 ? `${bare.slice(0, 25)}…` : bare;
  });
}

export function firstLink(text: string): string | null {
  return text.match(URL_PATTERN)?.[0] ?? null;
}

/** Cut at `fold` characters, on a word boundary where one is near. */
export function foldText(text: string, fold: number | null): { shown: string; folded: string } {
  const chars = [...text];
  if (fold === null || chars.length <= fold) return { shown: text, folded: '' };
  const head = chars.slice(0, fold).join('');
  const space = head.search(/\s\S*$/);
  const cut = space > fold * 0.6 ? space : head.length;
  return { shown: text.slice(0, cut).trimEnd(), folded: text.slice(cut).trimStart() };
}

/** The grid's cells for `count` images, as the timeline draws 1–4: one, side by side, one tall and two, two by two. */
export const gridOf = (count: number): 'one' | 'two' | 'three' | 'four' =>
  count <= 1 ? 'one' : count === 2 ? 'two' : count === 3 ? 'three' : 'four';

export function previewCards(
  draft: Pick<Draft, 'text' | 'networks' | 'accounts' | 'attachments' | 'replies' | 'title'>,
  accounts: readonly PreviewAccount[],
  measure: Measure | null,
) {
  const refusals = refusalsOf(draft);
  const types = [...new Set(draft.accounts.map((a) => a.type))];
  return types.map((type) => {
    const look = platformLook(type);
    const chosen = draft.accounts.filter((a) => a.type === type);
    const account = accounts.find((a) => a.id === chosen[0]?.id && a.type === type);
    const text = textFor(draft, type).trim();
    const thread = hasThreadPlatform([type]) ? [text, ...draft.replies.map((r) => r.trim()).filter(Boolean)] : [text];
    // Before the fold (links shortened where the platform shortens them), what "see more" opens, and "1/3" in a thread.
    const posts = thread.map((body, i) => {
      const shown = type === 'twitter' ? twitterLinks(body) : body;
      return { ...foldText(shown, look.fold), number: thread.length > 1 ? `${i + 1}/${thread.length}` : '' };
    });
    // Images (at most the grid's four, `more` beyond) or the one video; Pinterest's title is its first line.
    const media = draft.attachments;
    const videos = media.filter((m) => m.type === 'video');
    const shownMedia = videos.length ? videos.slice(0, 1) : media.slice(0, 4);
    const title = hasTitlePlatform([type])
      ? checkTitle(draft.title, text).effective
      : type === 'pinterest'
        ? firstLine(text)
        : '';
    return {
      type,
      label: platformInfo(type).label,
      account,
      others: chosen.length - 1,
      posts,
      media: shownMedia,
      more: media.length - shownMedia.length,
      mediaFirst: look.mediaFirst,
      title,
      link: look.linkCard && media.length === 0 ? firstLink(text) : null,
      counter: countersFor(text, [type], measure)[0],
      // Said where it matters: a fold the platform does not publish, once the text reaches it; Pinterest's title.
      approximate: (!look.exact && posts.some((p) => p.folded !== '')) || type === 'pinterest',
      refusal: refusals.find((r) => r.type === type)?.sentence ?? null,
    };
  });
}
