// A credential is bound to the origin it was saved for, so that moving the API address never sends it elsewhere
// unasked: it waits as an unconfirmed origin until the person confirms the new host or enters a new one.
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { StoredCredential } from '@/lib/settings/credential';
import { credentialOriginItem } from '@/lib/storage/items';

export const originOf = (url: string) => new URL(url).origin;

/** Binds `stored` to the origin of `apiUrl` (a new credential, or the person's confirmation). */
export async function bindCredential(stored: Pick<StoredCredential, 'savedAt'>, apiUrl: string): Promise<void> {
  await credentialOriginItem.set({ origin: originOf(apiUrl), savedAt: stored.savedAt });
}

/**
 * The origin to confirm: where `stored` was saved for (`from`, a host; null for one saved before the record existed)
 * and where `apiUrl` points (`to`, `origin`); null when it belongs to `apiUrl`'s origin.
 */
export async function originToConfirm(
  stored: StoredCredential | null,
  apiUrl: string,
): Promise<{ from: string | null; to: string; origin: string } | null> {
  if (!stored) return null;
  const record = await credentialOriginItem.get();
  const bound = record && record.savedAt === stored.savedAt ? record.origin : null;
  if (bound === originOf(apiUrl)) return null;
  return { from: bound === null ? null : new URL(bound).host, to: new URL(apiUrl).host, origin: originOf(apiUrl) };
}

/** Throws, before anything is sent, unless `stored` belongs to `apiUrl`'s origin. */
export async function ensureBound(stored: StoredCredential, apiUrl: string): Promise<void> {
  const unconfirmed = await originToConfirm(stored, apiUrl);
  if (!unconfirmed) return;
  const key = stored.kind === 'api-key';
  throw unconfirmed.from === null
    ? new QuickpostError(key ? 'origin_unconfirmed_key_unbound' : 'origin_unconfirmed_token_unbound', unconfirmed.to)
    : new QuickpostError(key ? 'origin_unconfirmed_key' : 'origin_unconfirmed_token', unconfirmed.from, unconfirmed.to);
}
