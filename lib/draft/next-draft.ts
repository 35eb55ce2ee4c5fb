/**
 * The draft that follows a sent one (docs/design.md §3.7 "the last choices remembered"): the same "when" choice — Post
 * now, Schedule or Add to queue, with a fresh slot — and the same accounts, unless the settings name default accounts:
 * those win. Kept in the profile's own storage with the draft (storage.local), never synced.
 */
import type { AccountRef } from '@/lib/service/post';
import { emptyDraft, type Draft } from './draft';
import { defaultSlot } from './zone';

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
