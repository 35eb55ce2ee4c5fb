/**
 * The draft that follows a sent one (docs/design.md §3.7 "the last choices remembered"): the same "when" choice with a
 * fresh slot, and the same accounts, unless the settings name default accounts.
 */
import type { AccountRef } from '@/lib/service/post';
import type { Draft } from './draft';
import { defaultSlot } from './zone';

export function emptyDraft(accounts: AccountRef[] = []): Draft {
  return { version: 1, text: '', replies: [], title: '', accounts, attachments: [], when: null, updatedAt: 0 };
}

/** An empty draft is not worth restoring or warning about. */
export function hasContent(draft: Draft): boolean {
  return (
    draft.text.trim() !== '' ||
    draft.networks?.copies.some((c) => c.text.trim() !== '') ||
    draft.replies.some((r) => r.trim() !== '') ||
    draft.title.trim() !== '' ||
    draft.attachments.length > 0
  );
}

export function nextDraft(sent: Draft, defaultAccounts: readonly AccountRef[], now: number): Draft {
  const accounts = defaultAccounts.length ? [...defaultAccounts] : sent.accounts;
  let when: Draft['when'] = null;
  if (sent.when) {
    try {
      when = { mode: sent.when.mode, ...defaultSlot(now, sent.when.timeZone), timeZone: sent.when.timeZone };
    } catch {
      // A zone the clock cannot read: the composer settles a new "when" itself, as for a first draft.
    }
  }
  return { ...emptyDraft(accounts), when };
}
