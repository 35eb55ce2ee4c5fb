/**
 * Every request a page can make of the background: the zod schema of its data, which the background checks on receipt
 * (router.ts), and the type of its answer, which the page trusts (request.ts). Pages import this file's types only.
 */
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Preferences, ServiceAddresses, SignInService } from '@/lib/settings/schema';
import type { Credential } from '@/lib/settings/credential';
import { Draft } from '@/lib/draft/draft';
import type { OutboxEntry } from '@/lib/storage/outbox-entry';
import { NewPost, type ListedPost } from '@/lib/service/post';
import { PostingSchedule } from '@/lib/settings/schema';
import { prefillRequests } from './prefill-requests';
import {
  answer,
  Bucket,
  Empty,
  MediaData,
  NonEmpty,
  NonNegativeInt,
  PositiveInt,
  Refresh,
  type AccountData,
  type AuthStatus,
  type MediaItemData,
  type BucketReport,
  type Cached,
  type Done,
  type SettingsAnswer,
} from './shapes';

const Send = {
  draft: z.optional(Draft),
  /** The page's own name for the entry, to follow it while it is sent and retried (a taken id is not used). */
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** Added to the queue: the background may move it to the next free slot (lib/background/queue.ts). */
  queue: z.optional(z.boolean()),
};

export const protocol = {
  ping: { request: Empty, answer: answer<{ apiUrl: string }>() },

  'settings.get': { request: Empty, answer: answer<SettingsAnswer>() },
  /** The page has asked for the host permission first (it needs a user gesture). */
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
  'auth.signIn': { request: Empty, answer: answer<AuthStatus>() },
  'auth.signOut': { request: Empty, answer: answer<AuthStatus>() },
  /** The person confirmed sending the set-aside credential to this origin (the API address's). */
  'auth.confirmOrigin': { request: z.object({ origin: NonEmpty }), answer: answer<AuthStatus>() },
  /** "Forget everything on this browser" (docs/privacy.md); the page clears its own localStorage. */
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
    answer: answer<{ posts: ListedPost[]; page?: number | undefined; total?: number | undefined } & Cached>(),
  },
  'posts.delete': { request: z.object({ id: NonNegativeInt }), answer: answer<Done>() },
  'analytics.get': {
    request: z.object({ id: NonNegativeInt }),
    answer: answer<{ analytics: Record<string, unknown> }>(),
  },

  /** The address and credential for ONE upload in a page (XHR progress); the write is counted when it is issued. */
  'upload.ticket': { request: Empty, answer: answer<{ baseUrl: string; credential: Credential }>() },
  /** The page's upload succeeded: the media caches learn the new item without a read. */
  'upload.done': { request: z.object({ item: MediaData }), answer: answer<Done>() },

  /** The popup's upload, run where closing the popup cannot stop it, from the file waiting in IndexedDB under `key`. */
  'upload.start': {
    request: z.object({ key: NonEmpty, name: z.string(), size: z.number() }),
    answer: answer<{ id: string }>(),
  },
  'upload.progress': {
    request: z.object({ id: z.string(), loaded: z.number(), total: z.number() }),
    answer: answer<Done>(),
  },
  /** The runner's upload ended: the new item, the error, a cancel, or the file gone from the store. */
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
  'upload.cancel': { request: z.object({ id: z.string() }), answer: answer<Done>() },
  'upload.dismiss': { request: z.object({ id: z.string() }), answer: answer<Done>() },

  /** "Attach a screenshot": the tab `tabId`, else the last focused window's active tab, as a PNG data URL. */
  'tab.capture': { request: z.object({ tabId: z.optional(NonNegativeInt) }), answer: answer<{ dataUrl: string }>() },

  'budget.get': { request: Empty, answer: answer<{ read: BucketReport; write: BucketReport }>() },
  /** A page's upload got a 429: the bucket is full until a whole window passes. */
  'budget.markFull': { request: z.object({ bucket: Bucket }), answer: answer<{ clearsAt: number | null }>() },

  /** The post is stored in the outbox, its draft cleared, then it is sent; the answer is its state after this try. */
  'outbox.send': { request: z.object({ post: NewPost, ...Send }), answer: answer<{ entry: OutboxEntry }>() },
  /** Takes back a post (with its group) still in its Undo wait; null when its request has already left. */
  'outbox.undo': { request: z.object({ id: z.string() }), answer: answer<{ entry: OutboxEntry | null }>() },
  /** A draft customised per network: one post per distinct text, stored together, then sent one by one. */
  'outbox.sendGroup': {
    request: z.object({ posts: z.array(NewPost).check(z.minLength(2), z.maxLength(20)), ...Send }),
    answer: answer<{ entries: OutboxEntry[] }>(),
  },
  'schedule.save': {
    request: z.object({ schedule: PostingSchedule }),
    answer: answer<{ schedule: PostingSchedule }>(),
  },
  /** What the outbox holds; it also sends what is due. */
  'outbox.status': { request: Empty, answer: answer<{ entries: OutboxEntry[] }>() },
  /** Takes a queued post back, or forgets a final one the person has seen. */
  'outbox.remove': { request: z.object({ id: z.string() }), answer: answer<{ entries: OutboxEntry[] }>() },
  /** Cancels the retries after a 5xx; the post then comes back refused, to the composer. */
  'outbox.cancelRetry': { request: z.object({ id: z.string() }), answer: answer<{ cancelled: boolean }>() },

  /** "Edit and retry": the failed post goes back into the draft; one being written is set aside (`setAside`). */
  'posts.retry': { request: z.object({ id: NonNegativeInt }), answer: answer<{ setAside: boolean }>() },

  ...prefillRequests,
} satisfies Record<string, { request: z.ZodMiniType; answer: unknown }>;

export type Protocol = typeof protocol;
export type RequestType = keyof Protocol;
export type RequestData<T extends RequestType> = z.input<Protocol[T]['request']>;
export type AnswerData<T extends RequestType> = Protocol[T]['answer'];
/** How every page and page model reaches the background (request.ts). */
export type Ask = <T extends RequestType>(type: T, data: RequestData<T>) => Promise<AnswerData<T>>;
