import type { OptionsModel } from '@/lib/options/model';
import { t } from '@/lib/i18n/t';
import { TextField } from '../options/TextField';
import { WaysIn } from './WaysIn';
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

/**
 * The first-run page, opened once when Quickpost is installed: what it does, the two ways to connect
 * (API key, Sign in), how to reach it on a page (toolbar, shortcut, menus, address bar) and the privacy policy.
 */
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
