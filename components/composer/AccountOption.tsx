import { platformLabel } from '@/lib/service/platforms';
import type { Account } from '@/lib/composer/accounts-model';
import { t } from '@/lib/i18n/t';
import { useEffect, useRef } from 'preact/hooks';

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
          <Avatar url={account.avatar} />
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

/**
 * The avatar's address is given once the composer has painted: setting an image's src costs the page time at
 * once (about a millisecond each here, even lazy), and ten of them held up the popup's first usable render
 * (docs/design.md §5). The picture arrives from the network after that paint either way.
 */
function Avatar({ url }: { url: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (image.current) image.current.src = url;
  }, [url]);
  return <img ref={image} class="avatar" loading="lazy" decoding="async" alt="" width={28} height={28} />;
}
