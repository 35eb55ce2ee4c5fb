/**
 * The first paint's accounts (paint-first-screen.ts): the group with its head (title, filter box, Select all,
 * refresh), the toggles — the first of many only — and the "To:" line, as the composer's AccountPicker draws them;
 * and the room "Customize for each network" takes when accounts of two platforms are chosen.
 */
import { accountLabel, accountMeta, accountName, accountTitle, platformBadge } from '@/lib/composer/account-label';
import { FILTER_FROM } from '@/lib/composer/account-order';
import type { FirstScreen, FirstScreenAccount } from '@/lib/composer/first-screen';
import { t } from '@/lib/i18n/t';
import { el, icon, picture } from './plain-dom';

/** "Customize for each network"'s room, as the composer keeps it while accounts of two platforms are chosen (Composer.tsx). */
export function networksSlot(screen: FirstScreen): HTMLElement[] {
  const types = new Set(screen.accounts.filter((a) => a.checked).map((a) => a.type));
  return types.size > 1 ? [el('div', { class: 'networks-slot' })] : [];
}

function account(a: FirstScreenAccount): HTMLElement {
  const id = `qp-account-${a.id}`;
  const box = el('input', {
    type: 'checkbox',
    id,
    'aria-label': accountLabel(a),
    'aria-describedby': `${id}-meta`,
    'data-type': a.type,
  });
  (box as HTMLInputElement).checked = a.checked;
  (box as HTMLInputElement).defaultChecked = a.checked;
  const avatar = a.avatar ? picture(a.avatar) : el('span', { class: 'avatar letter' }, accountName(a).slice(0, 1));
  return el(
    'li',
    { class: 'account', title: accountTitle(a) },
    box,
    el(
      'label',
      { for: id, class: 'toggle', 'aria-hidden': 'true' },
      avatar,
      el('span', { class: `platform platform-${a.type}` }, platformBadge(a.type)),
    ),
    el('span', { id: `${id}-meta`, class: 'sr-only' }, accountMeta(a)),
  );
}

/** How many account toggles the first paint draws: six rows at the popup's width, three times what shows. */
export const FIRST_PAINT_ACCOUNTS = 48;

export function accounts(screen: FirstScreen): HTMLElement {
  const list = screen.accounts;
  const chosen = list.filter((a) => a.checked);
  const all = list.length > 0 && chosen.length === list.length;
  return el(
    'div',
    { role: 'group', class: 'accounts', 'aria-labelledby': 'qp-accounts-title' },
    el(
      'div',
      { class: 'accounts-head' },
      el('span', { id: 'qp-accounts-title', class: 'section-title' }, t('accounts_legend')),
      list.length >= FILTER_FROM &&
        el(
          'span',
          { class: 'search' },
          icon('search'),
          el('input', { type: 'search', 'aria-label': t('accounts_search'), placeholder: t('accounts_search') }),
        ),
      list.length > 1 &&
        el(
          'button',
          { type: 'button', id: 'qp-accounts-all', class: 'quiet small' },
          all ? t('accounts_clear') : t('accounts_select_all'),
        ),
      el(
        'button',
        {
          type: 'button',
          id: 'qp-accounts-refresh',
          class: 'quiet icon',
          'aria-label': t('accounts_refresh'),
          title: t('accounts_refresh'),
        },
        icon('refresh'),
      ),
    ),
    list.length === 0 && el('p', { class: 'hint' }, t('accounts_none')),
    // Only the first of many: the list shows two rows (16 toggles at 400 px) and scrolls, and the composer, a moment
    // later, draws them all. An agency's 150 would cost the first paint most of its time (docs/performance.md).
    el('ul', { class: 'account-list' }, ...list.slice(0, FIRST_PAINT_ACCOUNTS).map(account)),
    list.length > 0 &&
      el(
        'p',
        { class: 'chosen hint', 'aria-hidden': 'true' },
        chosen.length ? t('accounts_to', chosen.map(accountLabel).join(', ')) : t('accounts_none_chosen'),
      ),
  );
}
