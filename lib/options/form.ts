/**
 * The options form as typed text, separate from the saved settings: bad input is shown next to its field and
 * never replaced or lost, and only a valid whole becomes settings.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { z } from 'zod/mini';
import {
  DEFAULT_UNDO_SECONDS,
  MAX_UNDO_SECONDS,
  Preferences,
  ServiceAddresses,
  SignInService,
  type Settings,
} from '@/lib/settings/schema';
import type { AccountRef } from '@/lib/service/post';
import { t } from '@/lib/i18n/t';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';

export type FieldName =
  'apiUrl' | 'appUrl' | 'brokerUrl' | 'clientId' | 'apiKey' | 'relayUrl' | 'timeZone' | 'undoSeconds';

/** Whole seconds from 0 to 30, as typed ("5", " 12 "); undefined for anything else. */
function undoSecondsOf(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  return seconds <= MAX_UNDO_SECONDS ? seconds : undefined;
}

export const accountKey = (a: AccountRef) => `${a.type}:${a.id}`;

export function createForm() {
  const text = {
    apiUrl: signal(''),
    appUrl: signal(''),
    brokerUrl: signal(''),
    clientId: signal(''),
    apiKey: signal(''),
    relayUrl: signal(''),
    /** '' is the browser's own zone. */
    timeZone: signal(''),
    /** The Undo wait in seconds, as typed. */
    undoSeconds: signal(String(DEFAULT_UNDO_SECONDS)),
  } satisfies Record<FieldName, unknown>;
  const notifyPublished = signal(true);
  const notifyFailed = signal(true);
  /** What the toolbar button opens (lib/background/toolbar.ts). */
  const toolbar = signal<'popup' | 'sidepanel'>('popup');
  /** Chosen default accounts, by `type:id`, with the refs to save. */
  const defaultAccounts = signal<AccountRef[]>([]);
  const errors = signal<Partial<Record<FieldName, string>>>({});

  const typed = Object.fromEntries(
    Object.entries(text).map(([name, value]) => [name, computed(() => value.value)]),
  ) as Record<FieldName, ReadonlySignal<string>>;

  return {
    ...typed,
    notifyPublished: computed(() => notifyPublished.value),
    notifyFailed: computed(() => notifyFailed.value),
    toolbar: computed(() => toolbar.value),
    defaultAccounts: computed(() => defaultAccounts.value),
    errors: computed(() => errors.value),

    /** What the person typed (or chose) in one field; kept as typed, checked only by `read`. */
    edit(field: FieldName, value: string) {
      text[field].value = value;
    },

    /** The notifications wanted: when a post is published, when one failed. */
    setNotify(kind: 'published' | 'failed', on: boolean) {
      if (kind === 'published') notifyPublished.value = on;
      else notifyFailed.value = on;
    },

    setToolbar(opens: 'popup' | 'sidepanel') {
      toolbar.value = opens;
    },

    /** Puts saved settings into the fields (on load and after saving; never over the key being typed). */
    fill(settings: Settings) {
      text.apiUrl.value = settings.addresses.apiUrl;
      text.appUrl.value = settings.addresses.appUrl;
      text.brokerUrl.value = settings.signIn.brokerUrl;
      text.clientId.value = settings.signIn.clientId;
      text.relayUrl.value = settings.preferences.relayUrl;
      text.timeZone.value = settings.preferences.timeZone ?? '';
      notifyPublished.value = settings.preferences.notify.published;
      notifyFailed.value = settings.preferences.notify.failed;
      defaultAccounts.value = settings.preferences.defaultAccounts;
      toolbar.value = settings.preferences.toolbar ?? 'popup';
      text.undoSeconds.value = String(settings.preferences.undoSeconds ?? DEFAULT_UNDO_SECONDS);
    },

    toggleAccount(account: AccountRef, on: boolean) {
      const others = defaultAccounts.value.filter((a) => accountKey(a) !== accountKey(account));
      defaultAccounts.value = on ? [...others, { id: account.id, type: account.type }] : others;
    },

    /** The settings the fields describe, or null with `errors` set to a sentence per bad field. */
    read(): Settings | null {
      const found: Partial<Record<FieldName, string>> = {};
      const url = (field: FieldName, value: string, what: string, optional = false) => {
        const trimmed = value.trim();
        if (optional && trimmed === '') return '';
        const ok = z.safeParse(ServiceAddresses.shape.apiUrl, trimmed);
        if (!ok.success)
          found[field] = isPlainHttpOffMachine(trimmed)
            ? t('field_url_plain_http', what, new URL(trimmed).host)
            : t('field_url_invalid', what);
        return ok.success ? ok.data : trimmed;
      };
      const addresses = {
        apiUrl: url('apiUrl', text.apiUrl.value, t('api_address')),
        appUrl: url('appUrl', text.appUrl.value, t('app_address')),
      };
      const signIn = {
        brokerUrl: url('brokerUrl', text.brokerUrl.value, t('broker_url'), true),
        clientId: text.clientId.value.trim(),
      };
      if (signIn.clientId && !z.safeParse(SignInService.shape.clientId, signIn.clientId).success)
        found.clientId = t('field_client_id_long');
      const preferences = {
        timeZone: text.timeZone.value || null,
        defaultAccounts: defaultAccounts.value,
        notify: { published: notifyPublished.value, failed: notifyFailed.value },
        relayUrl: url('relayUrl', text.relayUrl.value, t('field_what_relay'), true),
        toolbar: toolbar.value,
        undoSeconds: undoSecondsOf(text.undoSeconds.value),
      };
      if (preferences.undoSeconds === undefined) found.undoSeconds = t('field_undo_seconds');
      if (!z.safeParse(Preferences, preferences).success && !found.relayUrl && !found.undoSeconds)
        found.timeZone = t('field_time_zone');
      errors.value = found;
      return Object.keys(found).length ? null : { addresses, signIn, preferences };
    },
  };
}
