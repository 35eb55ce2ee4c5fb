/** The one line that says who Quickpost is connected as ("Connected as … — N accounts"). */
import { t, uiLocale } from '@/lib/i18n/t';
import type { AuthStatus } from '@/lib/messaging/shapes';

const accounts = (n: number) => {
  const count = new Intl.NumberFormat(uiLocale()).format(n);
  // Plural forms by the language's own rules; the catalogs carry the forms English and German need.
  return new Intl.PluralRules(uiLocale()).select(n) === 'one'
    ? t('auth_accounts_one', count)
    : t('auth_accounts_other', count);
};

export function describeAuth(status: AuthStatus): string {
  const connected = status.connection
    ? t('auth_connected', status.connection.label, accounts(status.connection.accounts))
    : undefined;
  switch (status.method) {
    case 'none':
      return status.notice ?? t('auth_none');
    case 'api-key':
      return connected
        ? t('auth_key_connected', connected, status.maskedKey ?? '')
        : t('auth_key_unchecked', status.maskedKey ?? '');
    case 'oauth':
      return connected ? t('auth_oauth_connected', connected) : t('auth_oauth_unchecked');
  }
}
