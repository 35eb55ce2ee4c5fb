/**
 * The background's storage keys, each declared once with schema, version and migrations. All in `storage.local`, never
 * `sync`, since credentials must not travel to other devices; pages read only the non-secret items themselves and
 * ask the background for the rest.
 */
import { z } from 'zod/mini';
import { MediaItem } from '@/lib/api/schemas';
import { PostRecord } from '@/lib/api/post-schemas';
import { BudgetState } from '@/lib/budget/state';
import { ServiceAddresses, SignInService, defaultAddresses, defaultSignInService } from '@/lib/settings/schema';
import { StoredCredential } from '@/lib/settings/credential';
import { defineParsedItem } from '@/lib/storage/parsed-item';
import { accountsCacheItem, cached, preferencesItem } from '@/lib/storage/page-items';

/** `{base_url}` and `{app_url}`. The key predates this file's other items; tests write it directly. */
export const serviceAddressesItem = defineParsedItem('local:serviceAddresses', {
  schema: ServiceAddresses,
  fallback: defaultAddresses,
});

export const signInServiceItem = defineParsedItem('local:signInService', {
  schema: SignInService,
  fallback: defaultSignInService,
});

/** The one credential in use (lib/settings/credential.ts). */
export const credentialItem = defineParsedItem('local:credential', {
  schema: z.nullable(StoredCredential),
  fallback: null,
});

/**
 * Why the last credential was dropped — which kind the service refused — shown until the person acts. Kept as data,
 * worded when shown (in the browser's language then).
 */
export const authNoticeItem = defineParsedItem('local:authNotice', {
  schema: z.nullable(z.object({ dropped: z.enum(['bearer', 'api-key']), at: z.number() })),
  fallback: null,
});

/** The rate mirror (lib/budget), saved after every change: the worker may be killed between two requests. */
export const budgetItem = defineParsedItem('local:budget', {
  schema: z.nullable(BudgetState),
  fallback: null,
});

/**
 * When the last writes to the service started and ended (epoch ms, newest last, an hour's worth at most): a
 * Create Post soon after one may have gone over a reused connection, the case in which the browser may send it
 * twice (lib/background/write-times.ts, lib/tracking/twins.ts).
 */
export const writeTimesItem = defineParsedItem('local:writeTimes', {
  schema: z.array(z.number()),
  fallback: [],
});

/** Pages of a paged list, by query key ("image:1:20"); bounded so storage does not grow without end. */
const pages = <T extends z.ZodMiniType>(value: T) => z.catchall(z.object({}), cached(value));

export const mediaCacheItem = defineParsedItem('local:mediaCache', {
  schema: pages(z.array(MediaItem)),
  fallback: {},
});

export const postsCacheItem = defineParsedItem('local:postsCache', {
  schema: pages(z.object({ posts: z.array(PostRecord), page: z.optional(z.number()), total: z.optional(z.number()) })),
  fallback: {},
});

// What a page may read itself, without waking the background (no secret among them), declared beside it.
export { accountsCacheItem, preferencesItem };
/** What was fetched for one person at one address: dropped when either changes, so nobody sees another's data. */
export const cacheItems = [accountsCacheItem, mediaCacheItem, postsCacheItem] as const;
