import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t, type MessageKey } from '@/lib/i18n/t';

interface WaysInProps {
  /** The composer's keyboard shortcut as the browser has it now ('' when the person removed it). */
  readShortcut(): Promise<string>;
  /** Opens the browser's own page for extension shortcuts (Chrome's chrome://extensions/shortcuts, Firefox's). */
  openShortcutSettings(): void;
}

/** The right-click menus, in the words the menus themselves use (lib/prefill/menus.ts). */
const MENUS: MessageKey[] = ['menu_page', 'menu_selection', 'menu_link', 'menu_image', 'menu_thread'];

/** How Quickpost is reached on a page: the toolbar button, the keyboard shortcut, the menus, the address bar. */
export function WaysIn({ readShortcut, openShortcutSettings }: WaysInProps) {
  const shortcut = useSignal<string | null>(null);
  useEffect(() => {
    void readShortcut().then(
      (keys) => (shortcut.value = keys),
      () => (shortcut.value = ''),
    );
  }, []);
  const keys = shortcut.value;
  return (
    <section aria-labelledby="welcome-use">
      <h2 id="welcome-use">{t('welcome_use_heading')}</h2>
      <ul class="ways-in">
        <li>{t('welcome_use_toolbar')}</li>
        {keys && <li>{t('welcome_use_shortcut', keys)}</li>}
        {keys === '' && (
          <li>
            {t(import.meta.env.FIREFOX ? 'welcome_use_no_shortcut_firefox' : 'welcome_use_no_shortcut')}{' '}
            <button type="button" onClick={openShortcutSettings}>
              {t('welcome_choose_shortcut')}
            </button>
          </li>
        )}
        <li>
          {t('welcome_use_menus')}
          <ul>
            {MENUS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </li>
        <li>{t('welcome_use_omnibox')}</li>
      </ul>
    </section>
  );
}
