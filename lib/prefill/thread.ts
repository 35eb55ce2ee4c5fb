/**
 * "Add selection to thread" (docs/design.md §3.7): the quote and its page's URL become the next reply, so a thread can
 * be collected from several pages. Pure; each quote fits one tweet, since replies are Twitter's.
 */
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { AccountRef } from '@/lib/service/post';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { contentOf } from './prefill-text';

export interface ThreadQuote {
  selection: string;
  pageUrl?: string | undefined;
}

/** The reply a quote makes: “quote” and the page's URL, shortened to one tweet when it must be. */
function quoteReply(quote: ThreadQuote, share: ShareSettings | undefined): { text: string; warning?: string } {
  const { text, warning } = contentOf(
    {
      id: 'thread',
      source: 'selection',
      createdAt: 0,
      selection: quote.selection,
      ...(quote.pageUrl ? { pageUrl: quote.pageUrl } : {}),
    },
    // The selection's template is the person's; a thread's quote keeps today's, its address cleaned as they chose.
    { types: ['twitter'], measure: null, share: share && { ...share, templates: defaultShareSettings.templates } },
  );
  return warning ? { text, warning } : { text };
}

/**
 * The draft with the quote added: as the post's own text when the draft has none yet (the thread starts with
 * it), else as the next reply — into a blank last reply the person had added, or after the last one. A draft
 * already handed to the outbox is not touched: a new draft (with the same accounts) starts with the quote.
 * Null when there is nothing to add.
 */
export function addToThread(
  stored: Draft | null,
  quote: ThreadQuote,
  ctx: { defaultAccounts: AccountRef[]; now: number; share?: ShareSettings },
): Draft | null {
  const { text } = quoteReply(quote, ctx.share);
  if (!text.trim()) return null;
  const base =
    stored && !stored.outboxId ? stored : emptyDraft(stored?.accounts.length ? stored.accounts : ctx.defaultAccounts);
  const updatedAt = Math.max(ctx.now, (stored?.updatedAt ?? 0) + 1);
  if (!base.text.trim()) return { ...base, text, updatedAt };
  const replies = [...base.replies];
  if (replies.length > 0 && !replies[replies.length - 1]!.trim()) replies[replies.length - 1] = text;
  else replies.push(text);
  return { ...base, replies, updatedAt };
}
