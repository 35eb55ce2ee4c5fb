/**
 * A credential is bound to the origin it was saved for. When the API address moves to another origin,
 * the credential is set aside: nothing is sent to the new origin until the person confirms, in words that name the
 * new host, or enters a new credential. A credential stored before this record existed is bound to the address in
 * use when it is first needed — and the settings bind it to the old address before they change it.
 */
import { t } from '@/lib/i18n/t';
import { CredentialOnHoldError } from '@/lib/errors/own-errors';
import { serviceAddressesItem } from '@/lib/storage/items';
import type { StoredCredential } from '@/lib/settings/credential';
import { credentialOriginItem } from '@/lib/storage/credential-origin-item';

export const originOf = (url: string) => new URL(url).origin;
const hostOf = (origin: string) => new URL(origin).host;

/** Binds `stored` to the origin of `apiUrl` (a new credential, or the person's confirmation). */
export async function bindCredential(stored: Pick<StoredCredential, 'savedAt'>, apiUrl: string): Promise<void> {
  await credentialOriginItem.set({ origin: originOf(apiUrl), savedAt: stored.savedAt });
}

/** The origin `stored` belongs to; one saved before the record existed is bound to `fallbackUrl` now. */
export async function boundOrigin(stored: Pick<StoredCredential, 'savedAt'>, fallbackUrl: string): Promise<string> {
  const record = await credentialOriginItem.get();
  if (record && record.savedAt === stored.savedAt) return record.origin;
  await bindCredential(stored, fallbackUrl);
  return originOf(fallbackUrl);
}

/** Where a set-aside credential was saved for and where the address now points (hosts; `origin` the new one), or null. */
export async function holdOf(
  stored: StoredCredential | null,
): Promise<{ from: string; to: string; origin: string } | null> {
  if (!stored) return null;
  const { apiUrl } = await serviceAddressesItem.get();
  const bound = await boundOrigin(stored, apiUrl);
  return bound === originOf(apiUrl)
    ? null
    : { from: hostOf(bound), to: new URL(apiUrl).host, origin: originOf(apiUrl) };
}

/** Throws CredentialOnHoldError, before anything is sent, when `stored` belongs to another origin. */
export async function ensureBound(stored: StoredCredential): Promise<void> {
  const hold = await holdOf(stored);
  if (!hold) return;
  throw new CredentialOnHoldError(t(stored.kind === 'api-key' ? 'hold_key' : 'hold_token', hold.from, hold.to));
}
