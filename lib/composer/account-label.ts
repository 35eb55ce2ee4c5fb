/**
 * What an account is called on screen: "Dana Whitfield (Twitter)" names its toggle and lists the chosen accounts —
 * the same in every language (a name and a platform's name) — and two letters badge its avatar.
 */
import { t } from '@/lib/i18n/t';
import { platformLabel } from '@/lib/service/platforms';

interface Named {
  id: number;
  type: string;
  name?: string | null | undefined;
  username?: string | null | undefined;
}

/** The display name a person knows an account by; several accounts may share it, so the platform goes with it. */
export const accountName = (account: Omit<Named, 'type'>) =>
  account.name || account.username || t('account_fallback_name', account.id);

export const accountLabel = (account: Named) => `${accountName(account)} (${platformLabel(account.type)})`;

/** Two letters on the avatar's badge: the name says the platform in full (the badge is decoration). */
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

/** "@dana · Twitter": the toggle's description and part of its tooltip. */
export const accountMeta = (account: Named) =>
  `${account.username ? `@${account.username} · ` : ''}${platformLabel(account.type)}`;

/** The avatar's tooltip: the label, and the handle when there is one. */
export const accountTitle = (account: Named) =>
  `${accountLabel(account)}${account.username ? ` · @${account.username}` : ''}`;
