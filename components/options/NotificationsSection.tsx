import type { ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import type { OptionsModel } from '@/lib/options/model';
import { relayServerOf, suggestTopic } from '@/lib/tracking/topic';
import { t } from '@/lib/i18n/t';
import { CheckField } from './CheckField';
import { formField, TextField } from './TextField';
import { SettingsSection } from './SettingsSection';

/** Desktop notifications per final status, and the relay that brings them sooner (docs/design.md §3.5). */
export function NotificationsSection({ model }: { model: OptionsModel }) {
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

interface RelayHelpProps {
  value: ReadonlySignal<string>;
  onUse: (address: string) => void;
  /** False while the box's own warning offers a generated name: one such button at a time. */
  suggest?: boolean;
}

/** The topic name is an ntfy topic's only secret, so a long random one is suggested; the webhook points at it too. */
export function RelayHelp({ value, onUse, suggest = true }: RelayHelpProps) {
  const topic = useMemo(() => suggestTopic(), []);
  const suggestion = `${relayServerOf(value.value)}/${topic}`;
  return (
    <div class="hint" id="relay-help">
      {suggest && (
        <p>
          {t('relay_help_secret')} <code>{suggestion}</code>{' '}
          <button type="button" onClick={() => onUse(suggestion)}>
            {t('relay_use_address')}
          </button>
        </p>
      )}
      <p>{t('relay_help_webhook')}</p>
    </div>
  );
}
