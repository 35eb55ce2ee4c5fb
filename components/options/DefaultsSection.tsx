import type { ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import type { OptionsModel } from '@/lib/options/model';
import { accountKey } from '@/lib/options/form';
import { t } from '@/lib/i18n/t';
import { CheckField } from './CheckField';
import { formField, TextField } from './TextField';
import { SettingsSection } from './SettingsSection';

/** Composer defaults (docs/design.md §3.1): time zone, accounts, the Undo wait, and what the toolbar button opens. */
export function DefaultsSection({ model }: { model: OptionsModel }) {
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
      <fieldset>
        <legend>{t('toolbar_legend')}</legend>
        {(['popup', 'sidepanel'] as const).map((opens) => (
          <label class="check" key={opens}>
            <input
              type="radio"
              name="toolbar"
              value={opens}
              checked={form.toolbar.value === opens}
              onChange={() => form.setToolbar(opens)}
            />
            {t(opens === 'popup' ? 'toolbar_popup' : 'toolbar_sidepanel')}
          </label>
        ))}
        <p class="hint">{t('toolbar_hint')}</p>
      </fieldset>
    </SettingsSection>
  );
}

interface TimeZoneSelectProps {
  /** '' for the browser's own zone. */
  value: ReadonlySignal<string>;
  onChange: (zone: string) => void;
  error?: string | undefined;
}

/** The browser's own zone (named, so the person sees which), or any zone it knows. */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  // A zone saved under another browser's spelling (Asia/Calcutta vs Asia/Kolkata) stays selectable.
  const all = value.value && !zones.includes(value.value) ? [value.value, ...zones] : zones;
  return (
    <div class="field">
      <label for="time-zone">{t('time_zone_label')}</label>
      <select
        id="time-zone"
        value={value.value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'time-zone-error' : undefined}
      >
        <option value="">{t('time_zone_own', Intl.DateTimeFormat().resolvedOptions().timeZone)}</option>
        {all.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      {error && (
        <p id="time-zone-error" class="error">
          {error}
        </p>
      )}
    </div>
  );
}
