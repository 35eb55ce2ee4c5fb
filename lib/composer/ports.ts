/**
 * What the composer's models need from the outside, passed in (docs/style.md: models take their dependencies), so
 * component tests drive them with fakes and the browser wiring stays in one file (browser-ports.ts).
 */
import type { MediaItem } from '@/lib/api/schemas';
import type { Draft } from '@/lib/draft/draft';
import type { Measure } from '@/lib/draft/twitter-length';
import type { AnswerData, RequestData, RequestType } from '@/lib/messaging/protocol';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import type { Prefill } from '@/lib/prefill/item';
import type { PageImage } from '@/lib/prefill/page-images';
import type { Preferences } from '@/lib/settings/schema';
import type { PostingSchedule } from '@/lib/settings/posting-schedule';
import type { RunUpload } from '@/lib/storage/uploads-item';
import type { UploadCall } from '@/lib/uploads/runner';

export interface Store<T> {
  get(): Promise<T>;
  set(value: T): Promise<void>;
  /** Called with the new value whenever any context changes it; returns the unsubscribe. */
  watch(callback: (value: T) => void): () => void;
}

/** What the ways in (menus, the command, the toolbar) need from the browser (prefill-model.ts). */
export interface PrefillPorts {
  pending: Store<Prefill | null>;
  /** The page the composer was opened on (the toolbar's active tab; a composer window's `?tab=`); null if unreadable. */
  currentPage(): Promise<{ id?: number | undefined; url?: string | undefined; title?: string | undefined } | null>;
  /**
   * Whether the composer takes the current page when it opens with nothing waiting (the toolbar popup, a composer
   * window). The side panel does not: it stays open while the person browses, and "Use this page" takes it. Default true.
   */
  pageOnOpen?: boolean | undefined;
  /** permissions.request for `tabs` (the person's click), when the current tab's address is hidden; absent where not asked. */
  allowTabs?: (() => Promise<boolean>) | undefined;
  /** permissions.request for one origin (needs the person's click). */
  allowOrigin(pattern: string): Promise<boolean>;
  /** The fetched image, for the preview (lib/prefill/image-store.ts); null when it is not there. */
  imagePreview(id: string): Promise<Blob | null>;
  /** "From this page": the images of the page the composer was opened on; null when the page cannot be read. */
  pageImages?: (() => Promise<{ page: string; images: PageImage[] } | null>) | undefined;
}

interface StoredReads {
  preferences(): Promise<Preferences>;
  /** The accounts as the background last cached them (null: none cached yet). */
  accounts(): Promise<AnswerData<'accounts.list'>['accounts'] | null>;
  /** The ids of the accounts posted to most recently, most recent first. */
  accountUse?: (() => Promise<number[]>) | undefined;
  /**
   * What this browser's pages last read of the draft and of these, read synchronously (lib/storage/snapshot.ts), so
   * the first render shows it while storage's read is under way; each undefined where none is kept.
   */
  kept?: (() => Kept) | undefined;
}

interface Kept {
  draft?: Draft | null | undefined;
  preferences?: Preferences | undefined;
  accounts?: AnswerData<'accounts.list'>['accounts'] | null | undefined;
  accountUse?: number[] | undefined;
}

export type { UploadCall };

export interface ComposerPorts {
  now(): number;
  /** The person's locale for dates and numbers (the browser's by default). */
  locale?: string | undefined;
  draft: Store<Draft | null>;
  /** The outbox as the background keeps it (read-only for pages). */
  outbox: Pick<Store<OutboxEntry[]>, 'watch'>;
  /**
   * What the page reads from storage itself, without waking the background (never the credential): shown at
   * once, while the background's answers are on their way. Absent: everything comes through `ask`.
   */
  stored?: StoredReads | undefined;
  /**
   * Calls back when the background changes the cached post list or the rate mirror (our own writes, any read);
   * returns the unsubscribe. The page then asks the background again, which costs no read of the service.
   */
  changes?: { posts(callback: () => void): () => void; budget(callback: () => void): () => void } | undefined;
  /** The posting schedule behind "Add to queue" (read from storage by the page); absent: the default schedule. */
  schedule?: Pick<Store<PostingSchedule>, 'get' | 'watch'> | undefined;
  /** The message contract with the background (lib/messaging). */
  ask<T extends RequestType>(type: T, data: RequestData<T>): Promise<AnswerData<T>>;
  /** One upload from this page, with progress; resolves with the new media item. */
  upload(file: File, call: UploadCall): Promise<MediaItem>;
  /**
   * The popup hands a chosen file to the background's upload runner (lib/background/uploads.ts), where the upload
   * survives the popup closing and no tab opens. Absent in the composer tab and the side panel, which upload in
   * place. Resolves once the runner has the file.
   */
  handOver?: ((file: File) => Promise<void>) | undefined;
  /** The runner's uploads, as the background keeps them (`session:uploads`); absent: none shown. */
  runs?: Pick<Store<RunUpload[]>, 'get' | 'watch'> | undefined;
  loadTwitter(): Promise<Measure>;
  /** Opens the settings page (to sign in or add a key). */
  openSettings?: (() => void) | undefined;
  /** Opens the welcome page (the two ways to connect), from an unconnected popup. */
  openWelcome?: (() => void) | undefined;
  /** From the popup: opens the composer in a tab, for long work. */
  openInTab?: (() => void) | undefined;
  /** What a menu, the command or the toolbar brings into the draft, and the page it was opened on (prefill-model.ts). */
  prefill?: PrefillPorts | undefined;
  /** A picture of the visible part of the tab the composer is for, as a PNG data URL (the background takes it); absent: none offered. */
  capture?: (() => Promise<string>) | undefined;
}
