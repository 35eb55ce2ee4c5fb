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
      <TextField {...formField(form, 'apiUrl')} />
      <TextField {...formField(form, 'appUrl')} />
      <fieldset>
        <legend>{t('signin_service')}</legend>
        <TextField {...formField(form, 'clientId')} />
        <TextField {...formField(form, 'brokerUrl')} />
      </fieldset>
      <p class="hint">{t('service_permission_hint')}</p>
    </SettingsSection>
  );
}
