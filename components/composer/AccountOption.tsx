import { accountLabel, accountMeta, accountName, accountTitle, platformBadge } from '@/lib/composer/account-label';
import type { Account } from '@/lib/composer/accounts-model';
import { useEffect, useRef } from 'preact/hooks';

interface AccountOptionProps {
  account: Account;
  checked: boolean;
  onToggle: (on: boolean) => void;
}

/**
 * One account as a compact avatar toggle with a platform badge (docs/design.md §3.2, "The first screen"). Still a
 * real checkbox — transparent over the avatar, so a click, a tap, Space and a screen reader all reach it — named
 * "<display name> (<Platform>)"; the handle and platform are its description and the tooltip.
 */
export function AccountOption({ account, checked, onToggle }: AccountOptionProps) {
  const id = `qp-account-${account.id}`;
  const name = accountName(account);
  const label = accountLabel(account);
  return (
    <li class="account" title={accountTitle(account)}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-label={label}
        aria-describedby={`${id}-meta`}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
      <label for={id} class="toggle" aria-hidden="true">
        {account.avatar ? <Avatar url={account.avatar} /> : <span class="avatar letter">{name.slice(0, 1)}</span>}
        <span class={`platform platform-${account.type}`}>{platformBadge(account.type)}</span>
      </label>
      <span id={`${id}-meta`} class="sr-only">
        {accountMeta(account)}
      </span>
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
  return <img ref={image} class="avatar" loading="lazy" decoding="async" alt="" width={36} height={36} />;
}
