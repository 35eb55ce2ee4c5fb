import type { OptionsModel } from '@/lib/options/model';
import { TextField } from './TextField';
import { CredentialHold } from './CredentialHold';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface ConnectionSectionProps {
  model: OptionsModel;
}

const KEY_PREFIX = 'smm_';

/** API key and OAuth sign-in (docs/design.md §3.1), with the redirect URL to register and the live check results. */
export function ConnectionSection({ model }: ConnectionSectionProps) {
  const { form, auth } = model;
  const typed = form.apiKey.value.trim();
  // "A key not beginning with smm_ gets a warning, not a refusal".
  const warning = typed && !typed.startsWith(KEY_PREFIX) ? t('key_prefix_warning', KEY_PREFIX) : undefined;
  const method = auth.value?.method ?? 'none';
  return (
    <SettingsSection name="connection" title={t('connection_heading')}>
      <p role="status" class="status">
        {model.status.value}
      </p>
      <CredentialHold model={model} />
      <TextField
        label={t('api_key_label')}
        value={form.apiKey}
        onInput={(text) => model.editKey(text)}
        error={model.keyError.value || undefined}
        announce
        secret
        placeholder={method === 'api-key' ? t('api_key_placeholder_replace') : 'smm_…'}
        hint={warning ?? t('api_key_hint')}
      />
      <div class="actions">
        {method === 'api-key' && (
          <button type="button" onClick={() => void model.removeKey()}>
            {t('remove_key')}
          </button>
        )}
        {method === 'oauth' ? (
          <button type="button" onClick={() => void model.signOut()}>
            {t('sign_out')}
          </button>
        ) : (
          <button type="button" onClick={() => void model.signIn()}>
            {t('sign_in')}
          </button>
        )}
        {method !== 'none' && (
          <button type="button" onClick={() => void model.checkConnection()}>
            {t('check_connection')}
          </button>
        )}
      </div>
      <p class="hint">
        {t('redirect_hint')} <code>{model.redirectUrl.value || '…'}</code>
      </p>
    </SettingsSection>
  );
}
