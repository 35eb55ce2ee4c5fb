/**
 * A group of posts customised per network (docs/design.md §3.7) after a partial failure: which posts come back to the
 * composer (every refused one, with its accounts only, so that sending again retries the rest and never a post that
 * went out) and which platforms' posts went out. Pure.
 */
import type { Draft } from '@/lib/draft/draft';
import { platformLabel } from '@/lib/service/platforms';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';

export interface GroupReturn {
  /** The refused entries of the group (or, taken back while queued, the queued ones), to take out of the outbox. */
  back: OutboxEntry[];
  /** The draft, narrowed to the accounts of the refused posts. */
  draft: Draft;
  /** The platforms whose post went out, once each. */
  wentOut: string[];
}

export function groupReturn(entry: OutboxEntry & { draft: Draft }, all: readonly OutboxEntry[]): GroupReturn {
  const group = all.filter((e) => e.group === entry.group);
  const back = group.filter((e) => e.state === entry.state);
  const ids = new Set(back.flatMap((e) => e.post.accounts.map((a) => a.id)));
  const wentOut = group
    .filter((e) => e.state === 'sent')
    .flatMap((e) => e.post.accounts.map((a) => platformLabel(a.type)));
  return {
    back,
    draft: { ...entry.draft, accounts: entry.draft.accounts.filter((a) => ids.has(a.id)) },
    wentOut: [...new Set(wentOut)],
  };
}
