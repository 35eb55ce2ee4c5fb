/**
 * The popup's first screen, read from raw stored values before the composer's chunk loads (docs/design.md §5).
 * Checked by hand, not with zod, since the first paint carries no library; whatever is not plainly right is left to
 * the composer.
 */
import { hasTitlePlatform } from '@/lib/service/platforms';
import { orderAccounts } from './account-order';
import type { WhenMode } from './first-screen-input';

export interface FirstScreenAccount {
  id: number;
  type: string;
  name?: string;
  username?: string;
  avatar?: string;
  checked: boolean;
}

export interface FirstScreen {
  text: string;
  accounts: FirstScreenAccount[];
  /** The draft's "when"; a draft without one gets Schedule (lib/composer/composer.ts `settleWhen`). */
  mode: WhenMode;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function accountId(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** `[{id, type}]` as the draft and the preferences store them; anything else counts as none. */
function refs(v: unknown): { id: number; type: string }[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r) => {
    const id = isObject(r) ? accountId(r.id) : undefined;
    return id !== undefined && isObject(r) && text(r.type) ? [{ id, type: r.type as string }] : [];
  });
}

function cachedAccount(v: unknown): Omit<FirstScreenAccount, 'checked'> | undefined {
  if (!isObject(v)) return undefined;
  const id = accountId(v.id);
  const type = text(v.type);
  if (id === undefined || type === undefined) return undefined;
  const name = text(v.name);
  const username = text(v.username);
  const avatar = text(v.picture) ?? text(v.image);
  return { id, type, ...(name ? { name } : {}), ...(username ? { username } : {}), ...(avatar ? { avatar } : {}) };
}

/**
 * The first screen from the raw stored `draft`, `preferences`, `accountsCache` and `accountUse` (lib/composer/early-keys.ts);
 * null when the accounts are not cached (or not readable as a list), and for a draft whose first screen holds more
 * than the text, the toggles and the "when" — replies, media, a title — which the composer paints itself, so
 * that nothing moves when it takes over.
 */
export function readFirstScreen(raw: Record<string, unknown> | undefined): FirstScreen | null {
  const cache = raw?.accountsCache;
  if (!isObject(cache) || !Array.isArray(cache.value)) return null;
  const draft = isObject(raw?.draft) ? raw.draft : {};
  const preferences = isObject(raw?.preferences) ? raw.preferences : {};
  // A draft without accounts starts from the settings' default accounts, as the composer's new draft does.
  const chosen = refs(draft.accounts).length ? refs(draft.accounts) : refs(preferences.defaultAccounts);
  const busy = (key: string) => Array.isArray(draft[key]) && (draft[key] as unknown[]).length > 0;
  if (busy('replies') || busy('attachments') || text(draft.title) || hasTitlePlatform(chosen.map((a) => a.type)))
    return null;
  const ids = new Set(chosen.map((a) => a.id));
  const listed = cache.value.flatMap((v) => {
    const account = cachedAccount(v);
    return account ? [{ ...account, checked: ids.has(account.id) }] : [];
  });
  // Chosen first, then the ones used last: the composer's picker orders them alike (account-order.ts).
  const used = Array.isArray(raw?.accountUse) ? raw.accountUse.flatMap((v) => accountId(v) ?? []) : [];
  const accounts = orderAccounts(listed, ids, used);
  const mode = isObject(draft.when) ? draft.when.mode : undefined;
  return {
    text: typeof draft.text === 'string' ? draft.text : '',
    accounts,
    mode: mode === 'now' || mode === 'queue' ? mode : 'schedule',
  };
}

/**
 * A first screen as the raw values `readFirstScreen` reads, to keep between two openings of the popup
 * (components/first-paint/snapshot.ts): read back, it is the same first screen, checked the same way.
 */
export function firstScreenRecord(screen: FirstScreen): Record<string, unknown> {
  return {
    draft: {
      text: screen.text,
      accounts: screen.accounts.filter((a) => a.checked).map(({ id, type }) => ({ id, type })),
      when: { mode: screen.mode },
    },
    accountsCache: {
      value: screen.accounts.map(({ checked: _, avatar, ...account }) => ({
        ...account,
        ...(avatar ? { picture: avatar } : {}),
      })),
    },
  };
}
