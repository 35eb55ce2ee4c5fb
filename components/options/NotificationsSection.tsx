import { CheckField } from './CheckField';
import type { OptionsModel } from '@/lib/options/model';
import { RelayHelp } from './RelayHelp';
import { formField, TextField } from './TextField';
import { t } from '@/lib/i18n/t';
import { SettingsSection } from './SettingsSection';

interface NotificationsSectionProps {
  model: OptionsModel;
}

/** Desktop notifications per final status, and the relay that brings them sooner (docs/design.md §3.5). */
export function NotificationsSection({ model }: NotificationsSectionProps) {
  const { form } = model;
  const weak = form.relayTopicWeak.value;
  return (
    <SettingsSection name="notifications" title={t('notifications_legend')}>
      <fieldset>
        <legend>{t('notifications_when')}</legend>
        <CheckField checked={form.notifyPublished.value} onChange={(on) => form.setNotify('published', on)}>
          {t('notify_published')}
        </CheckField>
        <CheckField checked={form.notifyFailed.value} onChange={(on) => form.setNotify('failed', on)}>
          {t('notify_failed')}
        </CheckField>
      </fieldset>
      <TextField
        {...formField(form, 'relayUrl')}
        placeholder="https://ntfy.sh/your-secret-topic"
        warning={weak ? t('relay_topic_weak') : undefined}
      >
        {weak && (
          <button type="button" onClick={() => form.generateRelayTopic()}>
            {t('relay_use_generated')}
          </button>
        )}
      </TextField>
      <RelayHelp value={form.relayUrl} onUse={(address) => form.edit('relayUrl', address)} suggest={!weak} />
    </SettingsSection>
  );
}
