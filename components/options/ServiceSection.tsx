import type { OptionsModel } from '@/lib/options/model';
import { formField, TextField } from './TextField';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface ServiceSectionProps {
  model: OptionsModel;
}

/** `{base_url}`, `{app_url}` and the sign-in service (client id, broker): build-time defaults, changeable. */
export function ServiceSection({ model }: ServiceSectionProps) {
  const { form } = model;
  return (
    <SettingsSection name="service" title={t('service_heading')}>
      <TextField label={t('api_address')} {...formField(form, 'apiUrl')} inputMode="url" hint={t('api_address_hint')} />
      <TextField label={t('app_address')} {...formField(form, 'appUrl')} inputMode="url" hint={t('app_address_hint')} />
      <fieldset>
        <legend>{t('signin_service')}</legend>
        <TextField label={t('client_id')} {...formField(form, 'clientId')} hint={t('client_id_hint')} />
        <TextField
          label={t('broker_url')}
          {...formField(form, 'brokerUrl')}
          inputMode="url"
          hint={t('broker_url_hint')}
        />
      </fieldset>
      <p class="hint">{t('service_permission_hint')}</p>
    </SettingsSection>
  );
}
