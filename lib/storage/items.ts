/**
 * The background's storage keys. All in `storage.local`, never `sync`, since credentials must not travel to other
 * devices; pages read only the non-secret items themselves and ask the background for the rest.
 */
import type { BudgetState } from '@/lib/budget/state';
import { buildDefaults } from '@/lib/settings/defaults';
import type { ServiceAddresses, SignInService } from '@/lib/settings/schema';
import type { StoredCredential } from '@/lib/settings/credential';
import { defineItem } from './item';
import type { AuthNotice, CredentialOrigin, MediaCache, PostsCache } from './shapes';
import { accountsCacheItem } from './page-items';

export const defaultAddresses: ServiceAddresses = { apiUrl: buildDefaults.apiUrl, appUrl: buildDefaults.appUrl };
export const defaultSignInService: SignInService = {
  brokerUrl: buildDefaults.brokerUrl,
  clientId: buildDefaults.clientId,
};

/** `{base_url}` and `{app_url}`; tests write it directly. */
export const serviceAddressesItem = defineItem<ServiceAddresses>('local:serviceAddresses', {
  fallback: defaultAddresses,
});
export const signInServiceItem = defineItem<SignInService>('local:signInService', { fallback: defaultSignInService });
/** The one credential in use (lib/settings/credential.ts). */
export const credentialItem = defineItem<StoredCredential | null>('local:credential', { fallback: null });
/** The origin the credential was saved for; `savedAt` pairs it with one credential. */
export const credentialOriginItem = defineItem<CredentialOrigin>('local:credentialOrigin', { fallback: null });
/** Kept as data, worded when shown (in the browser's language then). */
export const authNoticeItem = defineItem<AuthNotice>('local:authNotice', { fallback: null });
/** The rate mirror (lib/budget), saved after every change: the worker may be killed between two requests. */
export const budgetItem = defineItem<BudgetState | null>('local:budget', { fallback: null });
/**
 * When the last writes to the service started and ended (epoch ms, an hour's worth): a Create Post soon after one may
 * have gone over a reused connection, which the browser may send twice (lib/tracking/twins.ts).
 */
export const writeTimesItem = defineItem<number[]>('local:writeTimes', { fallback: [] });
export const mediaCacheItem = defineItem<MediaCache>('local:mediaCache', { fallback: {} });
export const postsCacheItem = defineItem<PostsCache>('local:postsCache', { fallback: {} });

/** What was fetched for one person at one address: dropped when either changes, so nobody sees another's data. */
export const cacheItems = [accountsCacheItem, mediaCacheItem, postsCacheItem] as const;
