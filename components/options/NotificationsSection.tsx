import type { OptionsModel } from '@/lib/options/model';
import { RelayHelp } from './RelayHelp';
import { TextField } from './TextField';
import { t } from '@/lib/i18n/t';

interface NotificationsSectionProps {
  model: OptionsModel;
}

/** Desktop notifications per final status, and the relay that brings them sooner (docs/design.md §3.5). */
export function NotificationsSection({ model }: NotificationsSectionProps) {
  const { form } = model;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t('notifications_legend')}</h2>
      <fieldset>
        <legend>{t('notifications_when')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={form.notifyPublished.value}
            onChange={(e) => form.setNotify('published', e.currentTarget.checked)}
          />
          {t('notify_published')}
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={form.notifyFailed.value}
            onChange={(e) => form.setNotify('failed', e.currentTarget.checked)}
          />
          {t('notify_failed')}
        </label>
      </fieldset>
      <TextField
        label={t('relay_label')}
        value={form.relayUrl}
        onInput={(text) => form.edit('relayUrl', text)}
        inputMode="url"
        error={form.errors.value.relayUrl}
        placeholder="https://ntfy.sh/your-secret-topic"
        hint={t('relay_hint')}
      />
      <RelayHelp value={form.relayUrl} onUse={(address) => form.edit('relayUrl', address)} />
    </section>
  );
}
