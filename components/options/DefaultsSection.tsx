import { CheckField } from './CheckField';
import type { OptionsModel } from '@/lib/options/model';
import { accountKey } from '@/lib/options/form';
import { formField, TextField } from './TextField';
import { TimeZoneSelect } from './TimeZoneSelect';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface DefaultsSectionProps {
  model: OptionsModel;
}

/** Composer defaults (docs/design.md §3.1 "Defaults"): time zone, accounts, the Undo wait. */
export function DefaultsSection({ model }: DefaultsSectionProps) {
  const { form } = model;
  const chosen = new Set(form.defaultAccounts.value.map(accountKey));
  const accounts = model.accounts.value;
  return (
    <SettingsSection name="defaults" title={t('defaults_heading')}>
      <TimeZoneSelect
        value={form.timeZone}
        onChange={(zone) => form.edit('timeZone', zone)}
        error={form.errors.value.timeZone}
      />
      <fieldset>
        <legend>{t('default_accounts')}</legend>
        {accounts.length === 0 ? (
          <p class="hint">{t('default_accounts_empty')}</p>
        ) : (
          accounts.map((account) => (
            <CheckField
              key={accountKey(account)}
              checked={chosen.has(accountKey(account))}
              onChange={(on) => form.toggleAccount(account, on)}
            >
              {account.name ?? account.username ?? `#${account.id}`}
              {account.username ? ` @${account.username}` : ''} <span class="badge">{account.type}</span>
            </CheckField>
          ))
        )}
      </fieldset>
      <TextField {...formField(form, 'undoSeconds')} />
    </SettingsSection>
  );
}
