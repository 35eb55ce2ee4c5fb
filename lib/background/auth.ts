/**
 * Who Quickpost acts as: one credential at a time (docs/service-interface.md, Authentication: "exactly one is
 * required"), an API key or an OAuth token. A new credential is checked with List Accounts before it is
 * kept (docs/design.md §3.1: "checked at once"), so a typo never replaces a working key.
 */
import type { Account, Credential } from '@/lib/api';
import type { AuthStatus } from '@/lib/messaging/shapes';
import { authNoticeItem, credentialItem, serviceAddressesItem } from '@/lib/storage/items';
import { accountsCacheItem } from '@/lib/storage/page-items';
import type { StoredCredential } from '@/lib/settings/credential';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { connectionLabel, maskKey } from './connection';
import type { BackgroundDeps } from './deps';
import { clearCaches, REFUSED_NOTICE, type Session } from './session';
import { t } from '@/lib/i18n/t';
import { bindCredential, holdOf, originOf } from './credential-origin';

export function createAuth(deps: Pick<BackgroundDeps, 'clock' | 'log'>, session: Session) {
  async function status(): Promise<AuthStatus> {
    const [stored, notice, accounts] = await Promise.all([
      credentialItem.get(),
      authNoticeItem.get(),
      accountsCacheItem.get(),
    ]);
    const answer: AuthStatus = { method: 'none' };
    if (notice) answer.notice = t(REFUSED_NOTICE[notice.dropped]);
    if (!stored) return answer;
    answer.method = stored.kind === 'api-key' ? 'api-key' : 'oauth';
    answer.since = stored.savedAt;
    if (stored.kind === 'api-key') answer.maskedKey = maskKey(stored.key);
    const hold = await holdOf(stored, (await serviceAddressesItem.get()).apiUrl);
    if (hold) answer.onHold = hold;
    if (accounts) {
      answer.connection = {
        label: connectionLabel(accounts.value),
        accounts: accounts.value.length,
        checkedAt: accounts.fetchedAt,
      };
    }
    return answer;
  }

  /** Checks a credential with one List Accounts; on success it becomes THE credential, with fresh caches. */
  async function adopt(credential: Credential): Promise<AuthStatus> {
    // One read of the address: the credential is checked at, and bound to, the same origin.
    const { apiUrl } = await serviceAddressesItem.get();
    const api = await session.apiFor(credential, apiUrl);
    const accounts: Account[] = await api.listAccounts();
    const now = deps.clock.now();
    const stored: StoredCredential = { ...credential, savedAt: now };
    // Another person's (or another address's) cached data must not show under the new credential, nor come back
    // with a read of the old one still under way.
    session.dropReadsUnderWay();
    await clearCaches();
    await bindCredential(stored, apiUrl);
    await credentialItem.set(stored);
    await accountsCacheItem.set({ fetchedAt: now, value: accounts });
    await authNoticeItem.remove();
    deps.log(`connected with ${credential.kind === 'api-key' ? 'an API key' : 'an OAuth token'}`);
    return status();
  }

  async function forget(kind: StoredCredential['kind']): Promise<AuthStatus> {
    const stored = await credentialItem.get();
    if (stored?.kind === kind) {
      session.dropReadsUnderWay();
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
      const trimmed = key.trim();
      if (!trimmed) throw new QuickpostError('key_paste_first');
      // Pasted keys often carry a newline or spaces; any other character a header cannot carry is caught by
      // the client before sending (lib/api/request.ts).
      return adopt({ kind: 'api-key', key: trimmed });
    },
    removeKey: () => forget('api-key'),
    /**
     * The person confirmed sending the set-aside credential to the API address's origin, named in `origin` as
     * they saw it: the address changing meanwhile voids the confirmation.
     */
    async confirmOrigin(origin: string): Promise<AuthStatus> {
      const stored = await credentialItem.get();
      const { apiUrl } = await serviceAddressesItem.get();
      if (!stored) return status();
      if (originOf(apiUrl) !== origin) throw new QuickpostError('hold_moved');
      session.dropReadsUnderWay();
      await clearCaches();
      await bindCredential(stored, apiUrl);
      return status();
    },
    /** Forgets the token. The interface has no revocation endpoint ("App and token management has no API"). */
    signOut: () => forget('bearer'),
  };
}

export type Auth = ReturnType<typeof createAuth>;
