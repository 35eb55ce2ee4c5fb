/**
 * A credential is bound to the origin it was saved for, so that moving the API address never sends it elsewhere
 * unasked: it is set aside until the person confirms the new host or enters a new one (docs/security.md).
 */
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { StoredCredential } from '@/lib/settings/credential';
import { credentialOriginItem } from '@/lib/storage/items';

export const originOf = (url: string) => new URL(url).origin;
const hostOf = (origin: string) => new URL(origin).host;

/** Binds `stored` to the origin of `apiUrl` (a new credential, or the person's confirmation). */
export async function bindCredential(stored: Pick<StoredCredential, 'savedAt'>, apiUrl: string): Promise<void> {
  await credentialOriginItem.set({ origin: originOf(apiUrl), savedAt: stored.savedAt });
}

/** The origin `stored` belongs to; null for one saved before the record existed and not confirmed since. */
async function boundOrigin(stored: Pick<StoredCredential, 'savedAt'>): Promise<string | null> {
  const record = await credentialOriginItem.get();
  return record && record.savedAt === stored.savedAt ? record.origin : null;
}

/**
 * Where a set-aside credential was saved for (`from`, a host; null when not known) and where `apiUrl` points (`to`,
 * `origin`), or null when it belongs to `apiUrl`'s origin.
 */
export async function holdOf(
  stored: StoredCredential | null,
  apiUrl: string,
): Promise<{ from: string | null; to: string; origin: string } | null> {
  if (!stored) return null;
  const bound = await boundOrigin(stored);
  if (bound === originOf(apiUrl)) return null;
  return { from: bound === null ? null : hostOf(bound), to: new URL(apiUrl).host, origin: originOf(apiUrl) };
}

/** Throws, before anything is sent, unless `stored` belongs to `apiUrl`'s origin. */
export async function ensureBound(stored: StoredCredential, apiUrl: string): Promise<void> {
  const hold = await holdOf(stored, apiUrl);
  if (!hold) return;
  const key = stored.kind === 'api-key';
  throw hold.from === null
    ? new QuickpostError(key ? 'hold_key_unbound' : 'hold_token_unbound', hold.to)
    : new QuickpostError(key ? 'hold_key' : 'hold_token', hold.from, hold.to);
}
