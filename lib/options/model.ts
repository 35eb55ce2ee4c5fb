/**
 * The options page as a small model (docs/style.md: a factory taking its dependencies, read-only signals plus
 * actions). Everything goes through the background (lib/messaging); only the host-permission request runs
 * here, because the browser grants it to a user gesture in a page.
 */
import { computed, signal } from '@preact/signals';
import type { AnswerData, Ask } from '@/lib/messaging/protocol';
import type { AuthStatus } from '@/lib/messaging/shapes';
import { t, uiLocale } from '@/lib/i18n/t';
import { browser } from '@/lib/storage/browser-api';
import type { Settings } from '@/lib/settings/schema';
import { describeAuth } from './auth-text';
import { createForm, type SettingsSection } from './form';
import { sentenceFor, type Action } from '../errors/sentence';
import { readOnly } from '@/lib/signals/read-only';

export interface OptionsDeps {
  ask: Ask;
}

type Account = AnswerData<'accounts.list'>['accounts'][number];
type Busy = 'load' | 'save' | 'sign-in' | 'sign-out' | 'remove-key' | 'check' | 'confirm' | null;

const patternOf = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`; // host permissions ignore ports
};

/** The host patterns of the service's two addresses; none without addresses (a section that does not move them). */
const patternsOf = (addresses: Settings['addresses'] | undefined): string[] =>
  addresses ? [...new Set([patternOf(addresses.apiUrl), patternOf(addresses.appUrl)])] : [];

/** What stays in use after a refused key: the previous key (named), the sign-in, or nothing. */
function stillInUse(current: AuthStatus | null): string {
  if (current?.method === 'api-key') return t('key_previous_in_use', current.maskedKey ?? '');
  if (current?.method === 'oauth') return t('key_sign_in_in_use');
  return t('key_none_in_use');
}

export function createOptionsModel(deps: OptionsDeps) {
  const form = createForm();
  const auth = signal<AuthStatus | null>(null);
  const accounts = signal<Account[]>([]);
  const budget = signal<AnswerData<'budget.get'> | null>(null);
  const redirectUrl = signal('');
  /** The polite live region: where things stand after the last action. */
  const status = signal(t('options_loading'));
  /** The assertive live region: what went wrong and what to do. */
  const alert = signal('');
  /** Why the key in the box was refused, and which credential stays in use: said next to the "API key" field. */
  const keyError = signal('');
  const busy = signal<Busy>('load');

  async function refreshSideInfo() {
    budget.value = await deps.ask('budget.get', {}).catch(() => budget.value);
    if (auth.value?.method !== 'none') {
      // From the cache when fresh: opening the settings does not spend a read.
      accounts.value = await deps.ask('accounts.list', {}).then(
        (a) => a.accounts,
        () => accounts.value,
      );
    } else {
      accounts.value = [];
    }
  }

  function showAuth(next: AuthStatus, prefix = '') {
    auth.value = next;
    // A prefix is a whole sentence of its own ("Settings saved."), then the connection line.
    status.value = prefix ? `${prefix} ${describeAuth(next)}` : describeAuth(next);
  }

  /** After a refused action: where things stand, without the last success's "Settings saved." */
  function showCurrent() {
    if (auth.value) showAuth(auth.value);
  }

  /** Runs one action at a time; a failure becomes the alert sentence, and the connection line is re-read. */
  async function run(kind: Exclude<Busy, null>, action: Action, work: () => Promise<void>) {
    if (busy.value) return;
    busy.value = kind;
    alert.value = '';
    keyError.value = '';
    try {
      await work();
    } catch (error) {
      alert.value = sentenceFor(error, action);
      // A refused credential may have been dropped meanwhile: show where things stand now.
      await deps.ask('auth.status', {}).then(
        (s) => showAuth(s),
        () => undefined,
      );
    } finally {
      await refreshSideInfo();
      busy.value = null;
    }
  }

  async function saveKeyIfTyped(): Promise<string> {
    const key = form.apiKey.value.trim();
    if (!key) return '';
    keyError.value = '';
    try {
      const next = await deps.ask('auth.saveKey', { key });
      form.edit('apiKey', ''); // kept only until the service accepted it; from now on it is shown masked
      showAuth(next, t('status_saved'));
      return 'saved';
    } catch (error) {
      // Said once, next to the box that holds the refused key (still there, to correct); the status line says
      // where things stand — never "saved" beside a refusal.
      const current = await deps.ask('auth.status', {}).catch(() => auth.value);
      keyError.value = `${sentenceFor(error, { operation: 'listAccounts', checkingKey: true })} ${stillInUse(current)}`;
      if (current) showAuth(current);
      return 'refused';
    }
  }

  /**
   * Asks the browser for the hosts, at once — no await may come before this in a click's handler, or the browser
   * shows no prompt — and resolves to whether they were granted; when not, says so and that nothing was saved.
   */
  function askOrigins(patterns: string[]): Promise<boolean> {
    if (!patterns.length) return Promise.resolve(true);
    return browser.permissions
      .request({ origins: patterns })
      .catch(() => false)
      .then((granted) => {
        if (!granted) {
          const origins = new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(
            patterns.map((p) => p.replace('/*', '')),
          );
          alert.value = t('alert_origins_refused', origins);
          showCurrent();
        }
        return granted;
      });
  }

  /** The connection's Save: the key typed, checked with the service at the address saved. */
  function saveKeyAlone(): Promise<void> {
    if (!form.apiKey.value.trim()) {
      keyError.value = t('key_paste_first');
      return Promise.resolve();
    }
    // Within the click, as the other Saves: the key is checked at the saved address, which needs the browser's leave.
    const asked = askOrigins(patternsOf(form.saved()?.addresses));
    return run('save', { operation: 'listAccounts' }, async () => {
      if (await asked) await saveKeyIfTyped();
    });
  }

  return {
    form,
    ...readOnly({ auth, accounts, budget, redirectUrl, status, alert, keyError }),

    /** The person edits the key: a refusal of the previous text no longer stands. */
    editKey(text: string): void {
      form.edit('apiKey', text);
      keyError.value = '';
    },
    busy: computed(() => busy.value),

    load: () => {
      busy.value = null;
      return run('load', { operation: 'listAccounts' }, async () => {
        const [settings, current] = await Promise.all([deps.ask('settings.get', {}), deps.ask('auth.status', {})]);
        form.fill(settings.settings);
        redirectUrl.value = settings.redirectUrl;
        showAuth(current);
      });
    },

    /**
     * Saves one section of the page — what is edited is saved where it is edited: the connection's key alone, or
     * one section's settings (lib/options/form.ts) — or, without `section`, every field at once. Call from the
     * submit handler itself: the permission request must be the first thing it does.
     */
    save(section?: 'connection' | SettingsSection): Promise<void> {
      if (section === 'connection') return saveKeyAlone();
      const settings = form.read(section);
      if (!settings) {
        alert.value = t('alert_fix_fields');
        showCurrent();
        return Promise.resolve();
      }
      // Only the addresses need the browser's leave: the other sections save without a prompt.
      const asked = askOrigins(patternsOf(settings.addresses));
      return run('save', { operation: 'listAccounts' }, async () => {
        if (!(await asked)) return;
        const saved = await deps.ask('settings.save', settings);
        form.fill(saved.settings, section);
        const key = section ? '' : await saveKeyIfTyped();
        if (key === '') showAuth(await deps.ask('auth.status', {}), t('status_saved'));
      });
    },

    signIn: () =>
      run('sign-in', { operation: 'listAccounts' }, async () => {
        status.value = t('status_signing_in');
        showAuth(await deps.ask('auth.signIn', {}));
      }),

    signOut: () =>
      run('sign-out', { operation: 'listAccounts' }, async () => {
        showAuth(await deps.ask('auth.signOut', {}), t('status_signed_out'));
      }),

    removeKey: () =>
      run('remove-key', { operation: 'listAccounts' }, async () => {
        showAuth(await deps.ask('auth.removeKey', {}), t('status_key_removed'));
      }),

    /** The person confirmed sending the set-aside credential to the new API host, then it is checked. */
    confirmOrigin: () =>
      run('confirm', { operation: 'listAccounts' }, async () => {
        const unconfirmed = auth.value?.originToConfirm;
        if (!unconfirmed) return;
        await deps.ask('auth.confirmOrigin', { origin: unconfirmed.origin });
        await deps.ask('accounts.list', { refresh: true });
        showAuth(await deps.ask('auth.status', {}));
      }),

    /** One List Accounts now, whatever the cache holds. */
    checkConnection: () =>
      run('check', { operation: 'listAccounts' }, async () => {
        await deps.ask('accounts.list', { refresh: true });
        showAuth(await deps.ask('auth.status', {}));
      }),
  };
}

export type OptionsModel = ReturnType<typeof createOptionsModel>;
