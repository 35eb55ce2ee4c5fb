import { platformLabel } from '@/lib/compose/platforms';
import type { Account } from '@/lib/composer/accounts-model';
import { t } from '@/lib/i18n/t';

interface AccountOptionProps {
  account: Account;
  checked: boolean;
  onToggle: (on: boolean) => void;
}

/**
 * One account: avatar, name, @username and platform. The checkbox is named by the display name alone (several
 * accounts may share it); the handle and platform are its description.
 */
export function AccountOption({ account, checked, onToggle }: AccountOptionProps) {
  const id = `qp-account-${account.id}`;
  const name = account.name || account.username || t('account_fallback_name', account.id);
  return (
    <li class="account">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-meta`}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      <label for={id}>
        {account.avatar ? (
          // `loading` before `src`: Preact sets attributes in this order, and an image given its src first starts
          // loading at once, inside the composer's first render (design.md §5: popup ready).
          <img class="avatar" loading="lazy" decoding="async" alt="" width={28} height={28} src={account.avatar} />
        ) : (
          <span class="avatar" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span id={`${id}-name`} class="name">
          {name}
        </span>
        <span id={`${id}-meta`} class="meta">
          {account.username ? `@${account.username} · ` : ''}
          <span class={`badge platform-${account.type}`}>{platformLabel(account.type)}</span>
        </span>
      </label>
    </li>
  );
}
