/**
 * What the composer's models take from outside (docs/style.md): the contract's `ask`, the storage items themselves
 * and a clock, so component tests pass in-memory items and a table of answers; the browser is `browser` itself.
 */
import type { Draft } from '@/lib/draft/draft';
import type { Ask, AnswerData } from '@/lib/messaging/protocol';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import type { Prefill } from '@/lib/storage/prefill';
import type { Preferences } from '@/lib/settings/schema';
import type { ShareSettings } from '@/lib/settings/share-templates';
import type { PostingSchedule } from '@/lib/settings/schema';
import type { RunUpload } from '@/lib/storage/uploads-item';
import type { Snippet } from '@/lib/snippets/snippet';

/** A storage item as lib/storage declares it (`defineItem`). */
export interface Item<T> {
  get(): Promise<T>;
  set(value: T): Promise<void>;
  /** Called with the new value whenever any context changes it; returns the unsubscribe. */
  watch(callback: (value: T) => void): () => void;
}
type Read<T> = Pick<Item<T>, 'get' | 'watch'>;
type Followed = { watch(callback: () => void): () => void };
/** An item the page keeps for the next page's first render (lib/storage/snapshot.ts `keptValue`). */
type Kept<T> = { key: string; fromRaw(raw: unknown): T | undefined };
type CachedAccounts = { fetchedAt: number; value: AnswerData<'accounts.list'>['accounts'] };

export interface ComposerItems {
  draft: Item<Draft | null> & Kept<Draft | null>;
  /** The outbox, the posting schedule and the runner's uploads: written by the background, read by pages. */
  outbox: Read<OutboxEntry[]>;
  schedule: Read<PostingSchedule>;
  uploads: Read<RunUpload[]>;
  preferences: Read<Preferences> & Kept<Preferences>;
  /** The share templates and link settings (Settings → "Share text", "Links"). */
  share: Read<ShareSettings>;
  accountsCache: Read<CachedAccounts | null> & Kept<CachedAccounts | null>;
  /** The ids of the accounts posted to most recently, most recent first. */
  accountUse: Read<number[]> & Kept<number[]>;
  /** What a menu, the command or the address bar left for the composer. */
  prefill: Item<Prefill | null>;
  /** The person's snippets, kept by the settings page. */
  snippets: Read<Snippet[]>;
  /** The background's post cache and rate mirror, followed without reading them: the page asks the background again. */
  postsCache: Followed;
  budget: Followed;
}

export interface ComposerPorts {
  ask: Ask;
  items: ComposerItems;
  now(): number;
  /**
   * The page: the toolbar popup (for the active tab; hands its uploads to the background), a composer tab or window
   * (a window is for the tab in its `?tab=`), or the side panel (for the active tab beside it).
   */
  mode: 'popup' | 'tab' | 'sidepanel';
  /** The person's locale for dates and numbers (the browser's by default). */
  locale?: string | undefined;
}
