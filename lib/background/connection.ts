/** "Connected as … — N accounts": the service has no "who am I", so the person is named after their accounts. */
import type { Account } from '@/lib/api';

/** The display name most accounts share (a person's own name appears on several platforms), else the first one's. */
export function connectionLabel(accounts: readonly Pick<Account, 'name' | 'username'>[]): string {
  const counts = new Map<string, number>();
  for (const account of accounts) {
    const name = account.name?.trim() || (account.username ? `@${account.username}` : '');
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let [best, most] = ['', 0];
  for (const [name, count] of counts) if (count > most) [best, most] = [name, count];
  return best || 'your account';
}

/** Its prefix and a hint of its end, never enough to use it; short keys show no tail (4 of 8 would be half). */
export function maskKey(key: string): string {
  const prefix = /^[a-z]+_/i.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return `${prefix}••••${rest.length >= 16 ? rest.slice(-4) : ''}`;
}
