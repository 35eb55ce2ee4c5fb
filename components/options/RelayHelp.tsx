import type { ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { suggestTopic } from '@/lib/tracking/topic';

interface RelayHelpProps {
  /** The Relay URL box's value. */
  value: ReadonlySignal<string>;
  /** Puts the suggested address into the box. */
  onUse: (address: string) => void;
}

/** The server of the address typed so far (self-hosted ntfy), else ntfy.sh. */
function serverOf(typed: string): string {
  try {
    const url = new URL(typed);
    if (url.protocol === 'https:' || url.protocol === 'http:')
      return `${url.origin}${url.pathname.replace(/\/[^/]*\/?$/, '')}`;
  } catch {
    // nothing usable typed yet
  }
  return 'https://ntfy.sh';
}

/**
 * What the relay is and how to keep it private: the topic name is the only secret of an ntfy topic,
 * so a long random one is suggested; the service's webhook is pointed at the same address.
 */
export function RelayHelp({ value, onUse }: RelayHelpProps) {
  const topic = useMemo(() => suggestTopic(), []);
  const suggestion = `${serverOf(value.value)}/${topic}`;
  return (
    <div class="hint" id="relay-help">
      <p>
        {t('relay_help_secret')} <code>{suggestion}</code>{' '}
        <button type="button" onClick={() => onUse(suggestion)}>
          {t('relay_use_address')}
        </button>
      </p>
      <p>{t('relay_help_webhook')}</p>
    </div>
  );
}
