/**
 * Every request a page can make of the background, with the zod schemas of its data and its answer, so that both ends
 * agree on one contract. zod/mini: this file ships in every page (docs/design.md §5). Its shapes are in shapes.ts.
 */
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Preferences, ServiceAddresses, Settings, SignInService } from '@/lib/settings/schema';
import { Credential } from '@/lib/settings/credential';
import { Draft } from '@/lib/draft/draft';
import { OutboxEntry } from '@/lib/storage/outbox-entry';
import { NewPost } from '@/lib/service/post';
import { PostingSchedule } from '@/lib/settings/posting-schedule';
import { prefillRequests } from './prefill-requests';
import {
  AccountData,
  AuthStatus,
  Bucket,
  BucketReport,
  cached,
  Empty,
  MediaData,
  PositiveInt,
  PostData,
  Refresh,
  SettingsAnswer,
  NonEmpty,
  text,
} from './shapes';

export const protocol = {
  /** Is the background alive, and which service does it talk to? */
  ping: { request: Empty, answer: z.object({ apiUrl: z.string() }) },

  'settings.get': { request: Empty, answer: SettingsAnswer },
  /** Saves the groups given; the page has asked for the host permission first (it needs a user gesture). */
  'settings.save': {
    request: z.object({
      addresses: z.optional(ServiceAddresses),
      signIn: z.optional(SignInService),
      preferences: z.optional(Preferences),
    }),
    answer: SettingsAnswer,
  },

  'auth.status': { request: Empty, answer: AuthStatus },
  /** Checks the key with List Accounts (one read) and stores it only if the service accepts it. */
  'auth.saveKey': {
    request: z.object({ key: z.string().check(z.minLength(1), z.maxLength(500)) }),
    answer: AuthStatus,
  },
  'auth.removeKey': { request: Empty, answer: AuthStatus },
  /** The whole OAuth flow: consent window, state and PKCE, broker exchange, then a List Accounts check. */
  'auth.signIn': { request: Empty, answer: AuthStatus },
  'auth.signOut': { request: Empty, answer: AuthStatus },
  /** The person confirmed sending the set-aside credential to this origin (the API address's). */
  'auth.confirmOrigin': { request: z.object({ origin: NonEmpty }), answer: AuthStatus },
  /**
   * "Forget everything on this browser" (docs/privacy.md): storage.local and storage.session emptied, every IndexedDB
   * database deleted, alarms and notifications cleared, optional permissions given back. The page clears localStorage.
   */
  'privacy.forget': { request: Empty, answer: Empty },

  'accounts.list': { request: Refresh, answer: z.object({ accounts: z.array(AccountData), ...cached }) },
  'media.list': {
    request: z.object({
      type: z.optional(z.enum(['image', 'video'])),
      page: z.optional(PositiveInt),
      perPage: z.optional(PositiveInt.check(z.maximum(100))),
      refresh: z.optional(z.boolean()),
    }),
    answer: z.object({ items: z.array(MediaData), ...cached }),
  },
  'media.delete': { request: z.object({ mediaId: NonEmpty }), answer: Empty },
  'posts.list': {
    request: z.object({
      page: z.optional(PositiveInt),
      perPage: z.optional(PositiveInt),
      refresh: z.optional(z.boolean()),
      /** Only what is cached, whatever its age (`fetchedAt` 0 when nothing is): the popup shows it at once. */
      cacheOnly: z.optional(z.boolean()),
    }),
    answer: z.object({
      posts: z.array(PostData),
      page: z.optional(z.number()),
      total: z.optional(z.number()),
      ...cached,
    }),
  },
  'posts.delete': { request: z.object({ id: z.number().check(z.int(), z.nonnegative()) }), answer: Empty },
  'analytics.get': {
    request: z.object({ id: z.number().check(z.int(), z.nonnegative()) }),
    answer: z.object({ analytics: z.record(z.string(), z.unknown()) }),
  },

  /**
   * What a page needs for ONE media upload with progress, which must run in a page (XHR; docs/stack-notes.md):
   * the service's address and the credential. The write is counted when the ticket is issued. Only our own
   * pages pass the sender check; content scripts never get it (docs/design.md §2).
   */
  'upload.ticket': { request: Empty, answer: z.object({ baseUrl: z.string(), credential: Credential }) },
  /** The page's upload succeeded: the media caches learn the new item without a read. */
  'upload.done': { request: z.object({ item: MediaData }), answer: Empty },

  /**
   * The popup's upload, run where closing the popup cannot stop it (Chrome's offscreen document, Firefox's background
   * page; lib/background/uploads.ts): the file waits in IndexedDB under `key` (lib/uploads/file-store.ts). Its
   * progress and end are in `session:uploads`; once attached, it leaves that list.
   */
  'upload.start': {
    request: z.object({ key: NonEmpty, name: z.string(), size: z.number() }),
    answer: z.object({ id: z.string() }),
  },
  /** The runner's report of one upload's bytes sent. */
  'upload.progress': { request: z.object({ id: z.string(), loaded: z.number(), total: z.number() }), answer: Empty },
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
    answer: Empty,
  },
  /** The person cancels a running upload of `session:uploads`. */
  'upload.cancel': { request: z.object({ id: z.string() }), answer: Empty },
  /** The person dismisses an ended upload of `session:uploads`. */
  'upload.dismiss': { request: z.object({ id: z.string() }), answer: Empty },

  /**
   * "Attach a screenshot" (docs/design.md §3.7): the visible part of the tab the composer is for — `tabId`, else the
   * active tab of the last focused window — as a PNG data URL (tabs.captureVisibleTab under the activeTab grant).
   */
  'tab.capture': {
    request: z.object({ tabId: z.optional(z.number().check(z.int(), z.nonnegative())) }),
    answer: z.object({
      dataUrl: z.string().check(z.refine((url) => url.startsWith('data:image/png;base64,'), 'not a PNG data URL')),
    }),
  },

  'budget.get': { request: Empty, answer: z.object({ read: BucketReport, write: BucketReport }) },
  /** A page's upload got a 429: the bucket is full until a whole window passes. */
  'budget.markFull': { request: z.object({ bucket: Bucket }), answer: z.object({ clearsAt: z.nullable(z.number()) }) },

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
    answer: z.object({ entry: OutboxEntry }),
  },
  /**
   * Undo (docs/design.md §3.7): takes back a post still waiting for its Undo wait to end — with its group's other
   * posts. The answer is the entry taken back (its draft goes back into the composer), or null when its request has
   * already left.
   */
  'outbox.undo': { request: z.object({ id: z.string() }), answer: z.object({ entry: z.nullable(OutboxEntry) }) },
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
    answer: z.object({ entries: z.array(OutboxEntry) }),
  },
  /** Saves the posting schedule behind "Add to queue" (pages read it themselves, lib/storage/schedule-item.ts). */
  'schedule.save': {
    request: z.object({ schedule: PostingSchedule }),
    answer: z.object({ schedule: PostingSchedule }),
  },
  /** What the outbox holds (it also sends what is due). */
  'outbox.status': { request: Empty, answer: z.object({ entries: z.array(OutboxEntry) }) },
  /** Takes a queued post back, or forgets a final one the person has seen. */
  'outbox.remove': { request: z.object({ id: z.string() }), answer: z.object({ entries: z.array(OutboxEntry) }) },
  /** Cancels the retries of a post waiting to be tried again after a 5xx; it then comes back refused, to the composer. */
  'outbox.cancelRetry': { request: z.object({ id: z.string() }), answer: z.object({ cancelled: z.boolean() }) },

  /**
   * "Edit and retry" for a failed post: its text, replies, title, attachments and accounts go back
   * into the composer's draft (an open composer adopts it at once); a draft being written is set aside
   * (`setAside`) and comes back once the composer is empty again.
   */
  'posts.retry': {
    request: z.object({ id: z.number().check(z.int(), z.nonnegative()) }),
    answer: z.object({ setAside: z.boolean() }),
  },

  ...prefillRequests,
} satisfies Record<string, { request: z.ZodMiniType; answer: z.ZodMiniType }>;

export type Protocol = typeof protocol;
export type RequestType = keyof Protocol;
export type RequestData<T extends RequestType> = z.input<Protocol[T]['request']>;
export type AnswerData<T extends RequestType> = z.output<Protocol[T]['answer']>;
