// Who Quickpost acts as: one credential at a time, an API key or an OAuth token. A new one is checked with List
// Accounts before it is kept, so a typo never replaces a working key (docs/design.md §3.1).
import type { Account, Credential } from '@/lib/api';
import type { AuthStatus } from '@/lib/messaging/shapes';
import { authNoticeItem, credentialItem, serviceAddressesItem } from '@/lib/storage/items';
import { accountsCacheItem } from '@/lib/storage/page-items';
import type { StoredCredential } from '@/lib/settings/credential';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { t } from '@/lib/i18n/t';
import { connectionLabel, maskKey } from './connection';
import type { BackgroundDeps } from './deps';
import { clearCaches, type ServiceAccess } from './service-access';
import { bindCredential, originOf, originToConfirm } from './credential-origin';

export function createAuth(deps: Pick<BackgroundDeps, 'clock' | 'log'>, access: ServiceAccess) {
  async function status(): Promise<AuthStatus> {
    const [stored, notice, accounts] = await Promise.all([
      credentialItem.get(),
      authNoticeItem.get(),
      accountsCacheItem.get(),
    ]);
    const answer: AuthStatus = { method: 'none' };
    if (notice) answer.notice = t(notice.dropped === 'bearer' ? 'access_token_refused' : 'access_key_refused');
    if (!stored) return answer;
    answer.method = stored.kind === 'api-key' ? 'api-key' : 'oauth';
    answer.since = stored.savedAt;
    if (stored.kind === 'api-key') answer.maskedKey = maskKey(stored.key);
    const unconfirmed = await originToConfirm(stored, (await serviceAddressesItem.get()).apiUrl);
    if (unconfirmed) answer.originToConfirm = unconfirmed;
    if (accounts) {
      const { value, fetchedAt } = accounts;
      answer.connection = { label: connectionLabel(value), accounts: value.length, checkedAt: fetchedAt };
    }
    return answer;
  }

  /** The credential is checked at, and bound to, the same read of the address. */
  async function adopt(credential: Credential): Promise<AuthStatus> {
    const { apiUrl } = await serviceAddressesItem.get();
    const api = await access.apiFor(credential, apiUrl);
    const accounts: Account[] = await api.listAccounts();
    const now = deps.clock.now();
    const stored: StoredCredential = { ...credential, savedAt: now };
    // Another person's cached data must not show under the new credential, nor come back with a late read.
    access.dropReadsUnderWay();
    await clearCaches();
    await bindCredential(stored, apiUrl);
    await credentialItem.set(stored);
    await accountsCacheItem.set({ fetchedAt: now, value: accounts });
    await authNoticeItem.remove();
    deps.log(`connected with ${credential.kind === 'api-key' ? 'an API key' : 'an OAuth token'}`);
    return status();
  }

  /** The interface has no revocation endpoint: the credential is forgotten here. */
  async function forget(kind: StoredCredential['kind']): Promise<AuthStatus> {
    const stored = await credentialItem.get();
    if (stored?.kind === kind) {
      access.dropReadsUnderWay();
      await credentialItem.set(null);
      await clearCaches();
    }
    // Having acted, the person no longer needs the story of the last refusal.
    await authNoticeItem.remove();
    return status();
  }

  return {
    status,
    adopt,
    saveKey(key: string): Promise<AuthStatus> {
      // Pasted keys often carry a newline or spaces; a character no header can carry is caught by the client.
      const trimmed = key.trim();
      if (!trimmed) throw new QuickpostError('key_paste_first');
      return adopt({ kind: 'api-key', key: trimmed });
    },
    removeKey: () => forget('api-key'),
    /** `origin` is the one the person saw: the address changing meanwhile voids the confirmation. */
    async confirmOrigin(origin: string): Promise<AuthStatus> {
      const stored = await credentialItem.get();
      const { apiUrl } = await serviceAddressesItem.get();
      if (!stored) return status();
      if (originOf(apiUrl) !== origin) throw new QuickpostError('origin_moved');
      access.dropReadsUnderWay();
      await clearCaches();
      await bindCredential(stored, apiUrl);
      return status();
    },
    signOut: () => forget('bearer'),
  };
}

export type Auth = ReturnType<typeof createAuth>;
