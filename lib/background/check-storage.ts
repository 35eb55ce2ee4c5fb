/**
 * Storage enters Quickpost in the background: every item with the schema its value must fit. From `checkStorage()`
 * on, the background's reads of anything unreadable fall back instead of reaching the code, and writes of a bad
 * value throw. Pages read the same items trusted by their type (lib/storage/item.ts).
 */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { BudgetState } from '@/lib/budget/window';
import { Draft } from '@/lib/draft/draft';
import { Ledger, setAsideDraftItem, notifiedItem } from '@/lib/storage/notify-items';
import { Prefill } from '@/lib/storage/prefill';
import { prefillItem } from '@/lib/storage/prefill-item';
import { PostingSchedule, Preferences, ServiceAddresses, SignInService } from '@/lib/settings/schema';
import { StoredCredential } from '@/lib/settings/credential';
import { ShareSettings } from '@/lib/settings/share-templates';
import { shareSettingsItem } from '@/lib/storage/share-settings-item';
import { accountUseItem } from '@/lib/storage/account-use-item';
import { imageGrantsItem } from '@/lib/storage/image-grants-item';
import { LinkCard } from '@/lib/draft/link-card';
import { linkCardsItem } from '@/lib/storage/link-cards-item';
import { draftItem } from '@/lib/storage/draft-item';
import { Idea } from '@/lib/ideas/idea-schema';
import { ideasItem } from '@/lib/storage/ideas-item';
import type { StoredItem } from '@/lib/storage/item';
import * as items from '@/lib/storage/items';
import { OutboxEntries } from '@/lib/storage/outbox-entry';
import { outboxItem } from '@/lib/storage/outbox-item';
import { accountsCacheItem, preferencesItem } from '@/lib/storage/page-items';
import { postingScheduleItem } from '@/lib/storage/schedule-item';
import { AccountsCache, AuthNotice, CredentialOrigin, MediaCache, PostsCache, RunUpload } from '@/lib/storage/shapes';
import { uploadsItem } from '@/lib/storage/uploads-item';
import { snippetsItem } from '@/lib/storage/snippets-item';
import { Snippet } from '@/lib/snippets/snippet';
import { RelayCursor, TrackerState, relayCursorItem, trackerItem } from '@/lib/storage/tracker-items';

interface Checked<T> {
  item: StoredItem<T>;
  schema: core.$ZodType<T, unknown>;
}
const pair = <T>(item: StoredItem<T>, schema: core.$ZodType<T, unknown>): Checked<T> => ({ item, schema });

/** Every item the extension keeps (the conventions test finds each declaration here). */
export const CHECKED_ITEMS = [
  pair(items.serviceAddressesItem, ServiceAddresses),
  pair(items.signInServiceItem, SignInService),
  pair(items.credentialItem, z.nullable(StoredCredential)),
  pair(items.credentialOriginItem, CredentialOrigin),
  pair(items.authNoticeItem, AuthNotice),
  pair(items.budgetItem, z.nullable(BudgetState)),
  pair(items.writeTimesItem, z.array(z.number())),
  pair(items.mediaCacheItem, MediaCache),
  pair(items.postsCacheItem, PostsCache),
  pair(preferencesItem, Preferences),
  pair(shareSettingsItem, ShareSettings),
  pair(accountsCacheItem, AccountsCache),
  pair(draftItem, z.nullable(Draft)),
  pair(ideasItem, z.array(Idea)),
  pair(postingScheduleItem, PostingSchedule),
  pair(outboxItem, OutboxEntries),
  pair(accountUseItem, z.array(z.number())),
  pair(uploadsItem, z.array(RunUpload)),
  pair(notifiedItem, Ledger),
  pair(setAsideDraftItem, z.nullable(Draft)),
  pair(trackerItem, TrackerState),
  pair(relayCursorItem, z.nullable(RelayCursor)),
  pair(prefillItem, z.nullable(Prefill)),
  pair(linkCardsItem, z.array(LinkCard)),
  pair(snippetsItem, z.array(Snippet)),
  pair(imageGrantsItem, z.array(z.string().check(z.maxLength(300)))),
] as const;

export function checkStorage(): void {
  for (const { item, schema } of CHECKED_ITEMS as readonly Checked<unknown>[])
    item.checkWith((raw) => z.safeParse(schema, raw));
}
