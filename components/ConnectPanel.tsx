import { t } from '@/lib/i18n/t';
import { WelcomeTitle } from './welcome/WelcomeTitle';

interface ConnectPanelProps {
  /** Opens the welcome page, where the person connects with a key or signs in. */
  onConnect: () => void;
}

/** The toolbar popup of an unconnected Quickpost: what the welcome page says, in one screen with one button. */
export function ConnectPanel({ onConnect }: ConnectPanelProps) {
  return (
    <main class="connect-panel">
      <WelcomeTitle size={32} />
      <p>{t('welcome_intro')}</p>
      <p>{t('popup_connect_text')}</p>
      <button
        type="button"
        class="primary"
        onClick={() => {
          onConnect();
          window.close();
        }}
      >
        {t('popup_connect_button')}
      </button>
      <p class="hint">
        <a href="/privacy.html" target="_blank" rel="noopener">
          {t('privacy_link')}
        </a>
      </p>
    </main>
  );
}
