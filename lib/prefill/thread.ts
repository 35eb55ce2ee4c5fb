/** "Add selection to thread": quotes from several pages become replies, each fitting one tweet (Twitter's). */
import type { Draft } from '@/lib/draft/draft';
import { emptyDraft } from '@/lib/draft/next-draft';
import type { AccountRef } from '@/lib/service/post';
import type { ShareSettings } from '@/lib/settings/share-templates';
import { defaultShareSettings } from '@/lib/storage/share-settings-item';
import { contentOf } from './prefill-text';

export type ThreadQuote = { selection: string; pageUrl?: string | undefined };

/** The quote as the draft's text, else as its next reply; a draft handed to the outbox is left for a new one. */
export function addToThread(
  stored: Draft | null,
  quote: ThreadQuote,
  ctx: { defaultAccounts: AccountRef[]; now: number; share?: ShareSettings },
): Draft | null {
  const { pageUrl, selection } = quote;
  const { text } = contentOf(
    { id: 'thread', source: 'selection', createdAt: 0, selection, ...(pageUrl ? { pageUrl } : {}) },
    // Today's quote, whatever the selection's template; its address cleaned as the person chose.
    {
      types: ['twitter'],
      measure: null,
      share: ctx.share && { ...ctx.share, templates: defaultShareSettings.templates },
    },
  );
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
