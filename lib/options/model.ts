// The options page. Everything goes through the background, but the host-permission request: the browser grants it
// to a user gesture in a page.
import { signal } from '@preact/signals';
import { sentenceFor, type Action } from '@/lib/errors/sentence';
import { plural } from '@/lib/i18n/plural';
import { t, uiLocale } from '@/lib/i18n/t';
import { browser } from '@/lib/storage/browser-api';
import type { AnswerData, Ask } from '@/lib/messaging/protocol';
import type { AuthStatus } from '@/lib/messaging/shapes';
import type { Settings } from '@/lib/settings/schema';
import { readOnly } from '@/lib/signals/read-only';
import { createForm, type SettingsSection } from './form';

type Account = AnswerData<'accounts.list'>['accounts'][number];
type Busy = 'load' | 'save' | 'sign-in' | 'sign-out' | 'remove-key' | 'check' | 'confirm' | null;

/** "Connected as … — N accounts", with the way Quickpost is connected. */
export function describeAuth(status: AuthStatus): string {
  const connection = status.connection;
  const connected =
    connection &&
    t('auth_connected', connection.label, plural(connection.accounts, 'auth_accounts_one', 'auth_accounts_other'));
  switch (status.method) {
    case 'none':
      return status.notice ?? t('auth_none');
    case 'api-key':
      return connected
        ? t('auth_key_connected', connected, status.maskedKey ?? '')
        : t('auth_key_unchecked', status.maskedKey ?? '');
    case 'oauth':
      return connected ? t('auth_oauth_connected', connected) : t('auth_oauth_unchecked');
  }
}

/** The host patterns of the service's two addresses (host permissions ignore ports). */
const patternsOf = (addresses: Settings['addresses'] | undefined): string[] => {
  const pattern = (url: string) => `${new URL(url).protocol}//${new URL(url).hostname}/*`;
  return addresses ? [...new Set([pattern(addresses.apiUrl), pattern(addresses.appUrl)])] : [];
};

/** What stays in use after a refused key. */
function stillInUse(current: AuthStatus | null): string {
  if (current?.method === 'api-key') return t('key_previous_in_use', current.maskedKey ?? '');
  if (current?.method === 'oauth') return t('key_sign_in_in_use');
  return t('key_none_in_use');
}

export function createOptionsModel(deps: { ask: Ask }) {
  const { ask } = deps;
  const form = createForm();
  const auth = signal<AuthStatus | null>(null);
  const accounts = signal<Account[]>([]);
  const budget = signal<AnswerData<'budget.get'> | null>(null);
  const redirectUrl = signal('');
  /** The polite live region: where things stand after the last action. */
  const status = signal(t('options_loading'));
  /** The assertive live region: what went wrong and what to do. */
  const alert = signal('');
  /** Why the key in the box was refused, and which credential stays in use: said next to the box. */
  const keyError = signal('');
  const busy = signal<Busy>('load');
  const listAccounts: Action = { operation: 'listAccounts' };

  function showAuth(next: AuthStatus, prefix = '') {
    auth.value = next;
    status.value = prefix ? `${prefix} ${describeAuth(next)}` : describeAuth(next);
  }
  const showCurrent = () => auth.value && showAuth(auth.value);
  const reread = async () => showAuth(await ask('auth.status', {}));

  /** One action at a time; a failure becomes the alert, and the connection line is read again. */
  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    if (busy.value) return;
    busy.value = kind;
    alert.value = '';
    keyError.value = '';
    try {
      await work();
    } catch (error) {
      alert.value = sentenceFor(error, listAccounts);
      await reread().catch(() => undefined);
    } finally {
      budget.value = await ask('budget.get', {}).catch(() => budget.value);
      // From the cache when fresh: opening the settings does not spend a read.
      accounts.value =
        auth.value?.method === 'none'
          ? []
          : await ask('accounts.list', {}).then(
              (a) => a.accounts,
              () => accounts.value,
            );
      busy.value = null;
    }
  }

  /** Saves the key typed, if any: '' when none was, else whether the service took it. */
  async function saveKeyIfTyped(): Promise<'' | 'saved' | 'refused'> {
    const key = form.apiKey.value.trim();
    if (!key) return '';
    try {
      const next = await ask('auth.saveKey', { key });
      form.edit('apiKey', ''); // from now on shown masked
      showAuth(next, t('status_saved'));
      return 'saved';
    } catch (error) {
      // Said once, next to the box that still holds the refused key; the status line says where things stand.
      const current = await ask('auth.status', {}).catch(() => auth.value);
      keyError.value = `${sentenceFor(error, { ...listAccounts, checkingKey: true })} ${stillInUse(current)}`;
      if (current) showAuth(current);
      return 'refused';
    }
  }

  /** Asked at once: no await may come before it in a click's handler, or the browser shows no prompt. */
  function askOrigins(patterns: string[]): Promise<boolean> {
    if (!patterns.length) return Promise.resolve(true);
    return browser.permissions
      .request({ origins: patterns })
      .catch(() => false)
      .then((granted) => {
        if (!granted) {
          const origins = patterns.map((p) => p.replace('/*', ''));
          alert.value = t(
            'alert_origins_refused',
            new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(origins),
          );
          showCurrent();
        }
        return granted;
      });
  }

  return {
    form,
    ...readOnly({ auth, accounts, budget, redirectUrl, status, alert, keyError, busy }),
    /** The person edits the key: a refusal of the previous text no longer stands. */
    editKey(text: string): void {
      form.edit('apiKey', text);
      keyError.value = '';
    },
    load: () => {
      busy.value = null;
      return run('load', async () => {
        const [settings, current] = await Promise.all([ask('settings.get', {}), ask('auth.status', {})]);
        form.fill(settings.settings);
        redirectUrl.value = settings.redirectUrl;
        showAuth(current);
      });
    },
    /** Saves one section where it is edited; call from the submit handler itself, the permission request first. */
    save(section?: 'connection' | SettingsSection): Promise<void> {
      if (section === 'connection' && !form.apiKey.value.trim()) {
        keyError.value = t('key_paste_first');
        return Promise.resolve();
      }
      // The key is checked at the saved address, which needs the browser's leave as new addresses do.
      const settings = section === 'connection' ? {} : form.read(section);
      if (!settings) {
        alert.value = t('alert_fix_fields');
        showCurrent();
        return Promise.resolve();
      }
      const asked = askOrigins(patternsOf(section === 'connection' ? form.saved()?.addresses : settings.addresses));
      return run('save', async () => {
        if (!(await asked)) return;
        if (section === 'connection') return void (await saveKeyIfTyped());
        const saved = await ask('settings.save', settings);
        form.fill(saved.settings, section);
        const key = section ? '' : await saveKeyIfTyped();
        if (key === '') showAuth(await ask('auth.status', {}), t('status_saved'));
      });
    },
    signIn: () =>
      run('sign-in', async () => {
        status.value = t('status_signing_in');
        showAuth(await ask('auth.signIn', {}));
      }),
    signOut: () => run('sign-out', async () => showAuth(await ask('auth.signOut', {}), t('status_signed_out'))),
    removeKey: () => run('remove-key', async () => showAuth(await ask('auth.removeKey', {}), t('status_key_removed'))),
    /** The person confirmed sending the credential to the new API origin; then it is checked. */
    confirmOrigin: () =>
      run('confirm', async () => {
        const origin = auth.value?.originToConfirm?.origin;
        if (!origin) return;
        await ask('auth.confirmOrigin', { origin });
        await ask('accounts.list', { refresh: true });
        await reread();
      }),
    checkConnection: () =>
      run('check', async () => {
        await ask('accounts.list', { refresh: true });
        await reread();
      }),
  };
}

export type OptionsModel = ReturnType<typeof createOptionsModel>;
