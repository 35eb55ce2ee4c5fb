import { t } from '@/lib/i18n/t';
import { addStyles } from './ui/add-styles';
import { WelcomeTitle } from './welcome/WelcomeTitle';

interface ConnectPanelProps {
  /** Opens the welcome page, where the person connects with a key or signs in. */
  onConnect: () => void;
}

const CSS = `
.connect-panel { display: flex; flex-direction: column; gap: var(--s3); padding: var(--s5) var(--s5) var(--s4);
  min-height: 100vh; box-sizing: border-box; justify-content: center; }
.connect-panel h1 { display: flex; align-items: center; gap: var(--s2); font-size: 1.3rem; margin: 0; }
.connect-panel p { margin: 0; line-height: 1.5; }
.connect-panel button { align-self: stretch; min-height: 2.5rem; font-size: 1rem; }
`;

/** The toolbar popup of an unconnected Quickpost: what the welcome page says, in one screen with one button. */
export function ConnectPanel({ onConnect }: ConnectPanelProps) {
  addStyles('qp-connect-styles', CSS, document);
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
