import type { ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { relayServerOf, suggestTopic } from '@/lib/tracking/topic';

interface RelayHelpProps {
  /** The Relay URL box's value. */
  value: ReadonlySignal<string>;
  /** Puts the suggested address into the box. */
  onUse: (address: string) => void;
  /** False while the box's own warning offers a generated name: one such button at a time. */
  suggest?: boolean;
}

/**
 * What the relay is and how to keep it private: the topic name is the only secret of an ntfy topic,
 * so a long random one is suggested; the service's webhook is pointed at the same address.
 */
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
