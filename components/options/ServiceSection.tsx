import type { OptionsModel } from '@/lib/options/model';
import { TextField } from './TextField';
import { t } from '@/lib/i18n/t';

interface ServiceSectionProps {
  model: OptionsModel;
}

/** `{base_url}`, `{app_url}` and the sign-in service (client id, broker): build-time defaults, changeable. */
export function ServiceSection({ model }: ServiceSectionProps) {
  const { form } = model;
  const errors = form.errors.value;
  return (
    <section aria-labelledby="service-heading">
      <h2 id="service-heading">{t('service_heading')}</h2>
      <TextField
        label={t('api_address')}
        value={form.apiUrl}
        onInput={(text) => form.edit('apiUrl', text)}
        inputMode="url"
        error={errors.apiUrl}
        hint={t('api_address_hint')}
      />
      <TextField
        label={t('app_address')}
        value={form.appUrl}
        onInput={(text) => form.edit('appUrl', text)}
        inputMode="url"
        error={errors.appUrl}
        hint={t('app_address_hint')}
      />
      <fieldset>
        <legend>{t('signin_service')}</legend>
        <TextField
          label={t('client_id')}
          value={form.clientId}
          onInput={(text) => form.edit('clientId', text)}
          error={errors.clientId}
          hint={t('client_id_hint')}
        />
        <TextField
          label={t('broker_url')}
          value={form.brokerUrl}
          onInput={(text) => form.edit('brokerUrl', text)}
          inputMode="url"
          error={errors.brokerUrl}
          hint={t('broker_url_hint')}
        />
      </fieldset>
      <p class="hint">{t('service_permission_hint')}</p>
    </section>
  );
}
