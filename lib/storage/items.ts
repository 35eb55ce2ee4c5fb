/**
 * The background's items, in `storage.local`, never `sync`: credentials must not travel to other devices. Pages read
 * only the non-secret items themselves and ask the background for the rest.
 */
import type { BudgetState } from '@/lib/budget/window';
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

export const serviceAddressesItem = defineItem<ServiceAddresses>('local:serviceAddresses', {
  fallback: defaultAddresses,
});
export const signInServiceItem = defineItem<SignInService>('local:signInService', { fallback: defaultSignInService });
export const credentialItem = defineItem<StoredCredential | null>('local:credential', { fallback: null });
/** The origin the credential was saved for; `savedAt` pairs it with one credential. */
export const credentialOriginItem = defineItem<CredentialOrigin>('local:credentialOrigin', { fallback: null });
export const authNoticeItem = defineItem<AuthNotice>('local:authNotice', { fallback: null });
export const budgetItem = defineItem<BudgetState | null>('local:budget', { fallback: null });
/** When the last writes started and ended (an hour's worth): a Create Post soon after may go twice (twins.ts). */
export const writeTimesItem = defineItem<number[]>('local:writeTimes', { fallback: [] });
export const mediaCacheItem = defineItem<MediaCache>('local:mediaCache', { fallback: {} });
export const postsCacheItem = defineItem<PostsCache>('local:postsCache', { fallback: {} });

/** What was fetched for one person at one address: dropped when either changes, so nobody sees another's data. */
export const cacheItems = [accountsCacheItem, mediaCacheItem, postsCacheItem] as const;
