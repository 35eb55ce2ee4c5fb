import type { OptionsModel } from '@/lib/options/model';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t, type MessageKey } from '@/lib/i18n/t';
import { TextField } from '../options/TextField';
import { WelcomeTitle } from './WelcomeTitle';

/** What a personal key looks like (service-interface.md, Authentication): not a sentence, the same in every language. */
const KEY_FORM = 'smm_…';

interface WelcomePageProps {
  /** The settings page's model: the key is checked and saved, and sign-in runs, exactly as there. */
  model: OptionsModel;
  /** The composer's keyboard shortcut as the browser has it now: the person may have changed or removed it. */
  readShortcut(): Promise<string>;
  openShortcutSettings(): void;
}

/** The first-run page: what Quickpost does, the two ways to connect, the ways in, and the privacy policy. */
export function WelcomePage({ model, readShortcut, openShortcutSettings }: WelcomePageProps) {
  const connected = model.auth.value?.method === 'api-key' || model.auth.value?.method === 'oauth';
  return (
    <main class="welcome">
      <WelcomeTitle size={48} />
      <p class="lead">{t('welcome_intro')}</p>

      <section aria-labelledby="welcome-connect">
        <h2 id="welcome-connect">{t('welcome_connect_heading')}</h2>
        {/* Not yet connected, the settings' line would name their Save button: the page says it its own way. */}
        <p role="status" class="status">
          {connected || model.busy.value === 'sign-in' ? model.status.value : ''}
        </p>
        {!connected && <p class="hint">{t('welcome_connect_intro')}</p>}
        <form
          noValidate
          class="way"
          aria-labelledby="welcome-key"
          aria-busy={model.busy.value ? 'true' : 'false'}
          onSubmit={(e) => {
            e.preventDefault();
            // Synchronously: save() asks for the service's host permission first, inside this user gesture.
            void model.save();
          }}
        >
          <h3 id="welcome-key">{t('welcome_key_heading')}</h3>
          <TextField
            label={t('api_key_label')}
            value={model.form.apiKey}
            onInput={(text) => model.editKey(text)}
            error={model.keyError.value || undefined}
            announce
            secret
            placeholder={KEY_FORM}
            hint={t('api_key_hint')}
          />
          <button type="submit" class="primary">
            {t('welcome_key_connect')}
          </button>
        </form>
        <div class="way" role="group" aria-labelledby="welcome-sign-in">
          <h3 id="welcome-sign-in">{t('welcome_sign_in_heading')}</h3>
          <p class="hint">{t('welcome_sign_in_text')}</p>
          <button type="button" onClick={() => void model.signIn()}>
            {t('sign_in')}
          </button>
        </div>
        <p role="alert" class="alert">
          {model.alert.value}
        </p>
      </section>

      <WaysIn readShortcut={readShortcut} openShortcutSettings={openShortcutSettings} />

      <p class="privacy">
        {t('welcome_privacy')} <a href="/privacy.html">{t('privacy_link')}</a>
      </p>
    </main>
  );
}

interface WaysInProps {
  /** The composer's keyboard shortcut as the browser has it now ('' when the person removed it). */
  readShortcut(): Promise<string>;
  /** Opens the browser's own page for extension shortcuts (Chrome's chrome://extensions/shortcuts, Firefox's). */
  openShortcutSettings(): void;
}

/** The right-click menus, in the words the menus themselves use (lib/prefill/menus.ts). */
const MENUS: MessageKey[] = ['menu_page', 'menu_selection', 'menu_link', 'menu_image', 'menu_thread'];

/** How Quickpost is reached on a page: the toolbar button, the keyboard shortcut, the menus, the address bar. */
function WaysIn({ readShortcut, openShortcutSettings }: WaysInProps) {
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
