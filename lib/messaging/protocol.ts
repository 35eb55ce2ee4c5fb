/**
 * Every request a page can make of the background: the zod schema of its data, which the background checks on receipt
 * (router.ts), and the type of its answer, which the page trusts (request.ts). Pages import this file's types only.
 */
import { z } from 'zod/mini';
import { ErrorData, type Said } from '@/lib/errors/data';
import { Preferences, ServiceAddresses, SignInService } from '@/lib/settings/schema';
import type { Credential } from '@/lib/settings/credential';
import { Draft } from '@/lib/draft/draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { NewPost } from '@/lib/service/post';
import { PostingSchedule } from '@/lib/settings/schema';
import { prefillRequests } from './prefill-requests';
import {
  answer,
  Bucket,
  Empty,
  MediaData,
  NonEmpty,
  PositiveInt,
  PostId,
  Refresh,
  type AccountData,
  type AuthStatus,
  type MediaItemData,
  type PostData,
  type BucketReport,
  type Cached,
  type Done,
  type SettingsAnswer,
} from './shapes';

export const protocol = {
  /** Is the background alive, and which service does it talk to? */
  ping: { request: Empty, answer: answer<{ apiUrl: string }>() },

  'settings.get': { request: Empty, answer: answer<SettingsAnswer>() },
  /** Saves the groups given; the page has asked for the host permission first (it needs a user gesture). */
  'settings.save': {
    request: z.object({
      addresses: z.optional(ServiceAddresses),
      signIn: z.optional(SignInService),
      preferences: z.optional(Preferences),
    }),
    answer: answer<SettingsAnswer>(),
  },

  'auth.status': { request: Empty, answer: answer<AuthStatus>() },
  /** Checks the key with List Accounts (one read) and stores it only if the service accepts it. */
  'auth.saveKey': {
    request: z.object({ key: z.string().check(z.minLength(1), z.maxLength(500)) }),
    answer: answer<AuthStatus>(),
  },
  'auth.removeKey': { request: Empty, answer: answer<AuthStatus>() },
  /** The whole OAuth flow: consent window, state and PKCE, broker exchange, then a List Accounts check. */
  'auth.signIn': { request: Empty, answer: answer<AuthStatus>() },
  'auth.signOut': { request: Empty, answer: answer<AuthStatus>() },
  /** The person confirmed sending the set-aside credential to this origin (the API address's). */
  'auth.confirmOrigin': { request: z.object({ origin: NonEmpty }), answer: answer<AuthStatus>() },
  /**
   * "Forget everything on this browser" (docs/privacy.md): storage.local and storage.session emptied, every IndexedDB
   * database deleted, alarms and notifications cleared, optional permissions given back. The page clears localStorage.
   */
  'privacy.forget': { request: Empty, answer: answer<Done>() },

  'accounts.list': { request: Refresh, answer: answer<{ accounts: AccountData[] } & Cached>() },
  'media.list': {
    request: z.object({
      type: z.optional(z.enum(['image', 'video'])),
      page: z.optional(PositiveInt),
      perPage: z.optional(PositiveInt.check(z.maximum(100))),
      refresh: z.optional(z.boolean()),
    }),
    answer: answer<{ items: MediaItemData[] } & Cached>(),
  },
  'media.delete': { request: z.object({ mediaId: NonEmpty }), answer: answer<Done>() },
  'posts.list': {
    request: z.object({
      page: z.optional(PositiveInt),
      perPage: z.optional(PositiveInt),
      refresh: z.optional(z.boolean()),
      /** Only what is cached, whatever its age (`fetchedAt` 0 when nothing is): the popup shows it at once. */
      cacheOnly: z.optional(z.boolean()),
    }),
    answer: answer<{ posts: PostData[]; page?: number | undefined; total?: number | undefined } & Cached>(),
  },
  'posts.delete': { request: z.object({ id: PostId }), answer: answer<Done>() },
  'analytics.get': {
    request: z.object({ id: PostId }),
    answer: answer<{ analytics: Record<string, unknown> }>(),
  },

  /**
   * What a page needs for ONE media upload with progress, which must run in a page (XHR; docs/stack-notes.md):
   * the service's address and the credential. The write is counted when the ticket is issued. Only our own
   * pages pass the sender check; content scripts never get it (docs/design.md §2).
   */
  'upload.ticket': { request: Empty, answer: answer<{ baseUrl: string; credential: Credential }>() },
  /** The page's upload succeeded: the media caches learn the new item without a read. */
  'upload.done': { request: z.object({ item: MediaData }), answer: answer<Done>() },

  /**
   * The popup's upload, run where closing the popup cannot stop it (Chrome's offscreen document, Firefox's background
   * page; lib/background/uploads.ts): the file waits in IndexedDB under `key` (lib/uploads/file-store.ts). Its
   * progress and end are in `session:uploads`; once attached, it leaves that list.
   */
  'upload.start': {
    request: z.object({ key: NonEmpty, name: z.string(), size: z.number() }),
    answer: answer<{ id: string }>(),
  },
  /** The runner's report of one upload's bytes sent. */
  'upload.progress': {
    request: z.object({ id: z.string(), loaded: z.number(), total: z.number() }),
    answer: answer<Done>(),
  },
  /**
   * The runner's upload ended: the new item (attached to the draft by the background), the error (serialized,
   * lib/errors/data.ts), a cancel, or the file gone from the store before it could be read.
   */
  'upload.ended': {
    request: z.object({
      id: z.string(),
      item: z.optional(MediaData),
      error: z.optional(ErrorData),
      cancelled: z.optional(z.boolean()),
      lost: z.optional(z.boolean()),
    }),
    answer: answer<Done>(),
  },
  /** The person cancels a running upload of `session:uploads`. */
  'upload.cancel': { request: z.object({ id: z.string() }), answer: answer<Done>() },
  /** The person dismisses an ended upload of `session:uploads`. */
  'upload.dismiss': { request: z.object({ id: z.string() }), answer: answer<Done>() },

  /**
   * "Attach a screenshot" (docs/design.md §3.7): the visible part of the tab the composer is for — `tabId`, else the
   * active tab of the last focused window — as a PNG data URL (tabs.captureVisibleTab under the activeTab grant).
   */
  'tab.capture': {
    request: z.object({ tabId: z.optional(z.number().check(z.refine(Number.isSafeInteger), z.nonnegative())) }),
    answer: answer<{ dataUrl: string }>(),
  },

  'budget.get': { request: Empty, answer: answer<{ read: BucketReport; write: BucketReport }>() },
  /** A page's upload got a 429: the bucket is full until a whole window passes. */
  'budget.markFull': { request: z.object({ bucket: Bucket }), answer: answer<{ clearsAt: number | null }>() },

  /**
   * The composer's send: the post is stored in the outbox, the draft it came from is cleared, then
   * it is sent; the answer is its state after this attempt (sent, queued with a reason, failed with a sentence).
   */
  'outbox.send': {
    // `id`: the page's own name for the entry, so it can follow it while it is sent and retried (a taken id is not used).
    // `queue`: added to the queue — the background may move it to the next free slot (lib/background/queue.ts).
    request: z.object({
      post: NewPost,
      draft: z.optional(Draft),
      id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
      queue: z.optional(z.boolean()),
    }),
    answer: answer<{ entry: OutboxEntry }>(),
  },
  /**
   * Undo (docs/design.md §3.7): takes back a post still waiting for its Undo wait to end — with its group's other
   * posts. The answer is the entry taken back (its draft goes back into the composer), or null when its request has
   * already left.
   */
  'outbox.undo': { request: z.object({ id: z.string() }), answer: answer<{ entry: OutboxEntry | null }>() },
  /**
   * The composer's send of a draft customised per network (docs/design.md §3.7): one post per distinct text, stored
   * together, then sent one by one; the answer is each one's state after this attempt.
   */
  'outbox.sendGroup': {
    request: z.object({
      posts: z.array(NewPost).check(z.minLength(2), z.maxLength(20)),
      draft: z.optional(Draft),
      id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
      queue: z.optional(z.boolean()),
    }),
    answer: answer<{ entries: OutboxEntry[] }>(),
  },
  /**
   * Ideas read from a JSON file the person chose (lib/ideas/ideas-file.ts): parsed here, where outside data enters, and
   * added to `local:ideas` whole or not at all. Pages read and write the list itself (lib/storage/ideas-item.ts).
   */
  'ideas.import': {
    request: z.object({ file: z.string().check(z.maxLength(20_000_000)) }),
    answer: answer<{ count: number; warning?: Said | undefined }>(),
  },
  /** Saves the posting schedule behind "Add to queue" (pages read it themselves, lib/storage/schedule-item.ts). */
  'schedule.save': {
    request: z.object({ schedule: PostingSchedule }),
    answer: answer<{ schedule: PostingSchedule }>(),
  },
  /** What the outbox holds (it also sends what is due). */
  'outbox.status': { request: Empty, answer: answer<{ entries: OutboxEntry[] }>() },
  /** Takes a queued post back, or forgets a final one the person has seen. */
  'outbox.remove': { request: z.object({ id: z.string() }), answer: answer<{ entries: OutboxEntry[] }>() },
  /** Cancels the retries of a post waiting to be tried again after a 5xx; it then comes back refused, to the composer. */
  'outbox.cancelRetry': { request: z.object({ id: z.string() }), answer: answer<{ cancelled: boolean }>() },

  /**
   * "Edit and retry" for a failed post: its text, replies, title, attachments and accounts go back
   * into the composer's draft (an open composer adopts it at once); a draft being written is set aside
   * (`setAside`) and comes back once the composer is empty again.
   */
  'posts.retry': {
    request: z.object({ id: PostId }),
    answer: answer<{ setAside: boolean }>(),
  },

  ...prefillRequests,
} satisfies Record<string, { request: z.ZodMiniType; answer: unknown }>;

export type Protocol = typeof protocol;
export type RequestType = keyof Protocol;
export type RequestData<T extends RequestType> = z.input<Protocol[T]['request']>;
export type AnswerData<T extends RequestType> = Protocol[T]['answer'];
/** The contract's typed request (request.ts): how every page and page model reaches the background. */
export type Ask = <T extends RequestType>(type: T, data: RequestData<T>) => Promise<AnswerData<T>>;
