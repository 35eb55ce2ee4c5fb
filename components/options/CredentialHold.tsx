import type { OptionsModel } from '@/lib/options/model';
import { t } from '@/lib/i18n/t';

interface CredentialHoldProps {
  model: OptionsModel;
}

/**
 * The credential set aside after the API address moved to another origin: the question names the new
 * host, and only this click sends the credential there. A new key or a new sign-in replaces it instead.
 */
export function CredentialHold({ model }: CredentialHoldProps) {
  const status = model.auth.value;
  const hold = status?.originToConfirm;
  if (!status || !hold) return null;
  const key = status.method === 'api-key';
  return (
    <div class="hold" role="group" aria-labelledby="hold-question">
      <p id="hold-question">
        <strong>{t(key ? 'origin_confirm_question_key' : 'origin_confirm_question_token', hold.to)}</strong>
      </p>
      <p class="hint">
        {hold.from === null
          ? t('origin_confirm_explain_unbound', hold.to)
          : t('origin_confirm_explain', hold.from, hold.to)}
      </p>
      <button type="button" onClick={() => void model.confirmOrigin()}>
        {t(key ? 'origin_confirm_confirm_key' : 'origin_confirm_confirm_token', hold.to)}
      </button>
    </div>
  );
}
