/**
 * "Connected as … — N accounts": the service has no "who am I", so the person is named after
 * their connected accounts — the display name most of them share (a person's own name usually appears on
 * several platforms), else the first one's.
 */
import type { Account } from '@/lib/api';

export function connectionLabel(accounts: readonly Pick<Account, 'name' | 'username'>[]): string {
  const counts = new Map<string, number>();
  for (const account of accounts) {
    const name = account.name?.trim() || (account.username ? `@${account.username}` : '');
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best = '';
  let most = 0;
  for (const [name, count] of counts) {
    if (count > most) [best, most] = [name, count];
  }
  return best || 'your account';
}

/** The masked form of an API key: its prefix and a hint of its end, never enough to use it. */
export function maskKey(key: string): string {
  const prefix = /^[a-z]+_/i.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  // Short keys show no tail at all: four characters of an eight-character key would be half of it.
  const tail = rest.length >= 16 ? rest.slice(-4) : '';
  return `${prefix}••••${tail}`;
}
