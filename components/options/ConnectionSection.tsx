import type { OptionsModel } from '@/lib/options/model';
import { t } from '@/lib/i18n/t';
import { TextField } from './TextField';
import { SettingsSection } from './SettingsSection';

const KEY_PREFIX = 'smm_';

/** API key and OAuth sign-in (docs/design.md §3.1), with the redirect URL to register and the live check results. */
export function ConnectionSection({ model }: { model: OptionsModel }) {
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
      <CredentialOrigin model={model} />
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

/** A credential kept after the API address moved origin: only this click sends it to the new host. */
function CredentialOrigin({ model }: { model: OptionsModel }) {
  const status = model.auth.value;
  const origin = status?.originToConfirm;
  if (!status || !origin) return null;
  const key = status.method === 'api-key';
  return (
    <div role="group" aria-labelledby="origin-question">
      <p id="origin-question">
        <strong>{t(key ? 'origin_question_key' : 'origin_question_token', origin.to)}</strong>
      </p>
      <p class="hint">
        {origin.from === null ? t('origin_explain_unbound', origin.to) : t('origin_explain', origin.from, origin.to)}
      </p>
      <button type="button" onClick={() => void model.confirmOrigin()}>
        {t(key ? 'origin_confirm_key' : 'origin_confirm_token', origin.to)}
      </button>
    </div>
  );
}
