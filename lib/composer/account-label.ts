/** What an account is called on screen: "Dana Whitfield (Twitter)", and two letters on its avatar's badge. */
import { t } from '@/lib/i18n/t';
import { platformLabel } from '@/lib/service/platforms';

type Named = { id: number; type: string; name?: string | null | undefined; username?: string | null | undefined };

export const accountName = (account: Omit<Named, 'type'>) =>
  account.name || account.username || t('account_fallback_name', account.id);

export const accountLabel = (account: Named) => `${accountName(account)} (${platformLabel(account.type)})`;

/** The badge is decoration: the name says the platform in full. */
const BADGE: Record<string, string> = {
  twitter: 'Tw',
  linkedin: 'in',
  linkedin_page: 'in',
  instagram: 'Ig',
  facebook: 'Fb',
  threads: 'Th',
  bluesky: 'Bs',
  pinterest: 'Pi',
  youtube: 'Yt',
  tiktok: 'Tk',
};

export const platformBadge = (type: string) => BADGE[type] ?? type.slice(0, 2);

export const accountMeta = (account: Named) =>
  `${account.username ? `@${account.username} · ` : ''}${platformLabel(account.type)}`;

export const accountTitle = (account: Named) =>
  `${accountLabel(account)}${account.username ? ` · @${account.username}` : ''}`;
