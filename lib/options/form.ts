/** The options form as typed text: bad input stays by its field, never lost; only a valid whole becomes settings. */
import { computed, signal, type Signal } from '@preact/signals';
import { z } from 'zod/mini';
import { t } from '@/lib/i18n/t';
import type { AccountRef } from '@/lib/service/post';
import { DEFAULT_UNDO_SECONDS, MAX_UNDO_SECONDS } from '@/lib/settings/defaults';
import { Preferences, ServiceAddresses, SignInService, type Settings } from '@/lib/settings/schema';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';
import { readOnly } from '@/lib/signals/read-only';
import { parseRelayUrl, relayServerOf, suggestTopic } from '@/lib/tracking/topic';
import { isWeakTopic } from '@/lib/tracking/weak-topic';

export type FieldName =
  'apiUrl' | 'appUrl' | 'brokerUrl' | 'clientId' | 'apiKey' | 'relayUrl' | 'timeZone' | 'undoSeconds';

export const accountKey = (a: AccountRef) => `${a.type}:${a.id}`;

/** The sections that save settings, each with its own Save (the connection saves the key alone). */
export type SettingsSection = 'service' | 'defaults' | 'notifications';

/** A section's Save checks and keeps only its own fields. */
const SECTION_FIELDS: Record<SettingsSection, readonly FieldName[]> = {
  service: ['apiUrl', 'appUrl', 'brokerUrl', 'clientId'],
  defaults: ['timeZone', 'undoSeconds'],
  notifications: ['relayUrl'],
};

export function createForm() {
  const text = {
    apiUrl: signal(''),
    appUrl: signal(''),
    brokerUrl: signal(''),
    clientId: signal(''),
    apiKey: signal(''),
    relayUrl: signal(''),
    timeZone: signal(''), // '' is the browser's own zone
    undoSeconds: signal(String(DEFAULT_UNDO_SECONDS)),
  } satisfies Record<FieldName, Signal<string>>;
  const notifyPublished = signal(true);
  const notifyFailed = signal(true);
  const toolbar = signal<'popup' | 'sidepanel'>('popup');
  const defaultAccounts = signal<AccountRef[]>([]);
  const errors = signal<Partial<Record<FieldName, string>>>({});
  /** The settings as last loaded or saved: what a section's Save keeps of the other sections. */
  let saved: Settings | null = null;

  return {
    ...readOnly(text),
    ...readOnly({ notifyPublished, notifyFailed, toolbar, defaultAccounts, errors }),
    /** A relay address whose topic a stranger could guess: a warning beside the box, never a refusal. */
    relayTopicWeak: computed(() => {
      const relay = parseRelayUrl(text.relayUrl.value.trim());
      return relay !== null && isWeakTopic(relay.topic);
    }),
    saved: (): Settings | null => saved,
    /** Kept as typed; checked only by `read`. */
    edit: (field: FieldName, value: string) => void (text[field].value = value),
    generateRelayTopic: () => void (text.relayUrl.value = `${relayServerOf(text.relayUrl.value)}/${suggestTopic()}`),
    setNotify(kind: 'published' | 'failed', on: boolean) {
      if (kind === 'published') notifyPublished.value = on;
      else notifyFailed.value = on;
    },
    setToolbar: (opens: 'popup' | 'sidepanel') => void (toolbar.value = opens),
    /** Saved settings into the fields — only `section`'s when one is named, so another section stays as typed. */
    fill(settings: Settings, section?: SettingsSection) {
      saved = settings;
      const { addresses, signIn, preferences } = settings;
      if (!section || section === 'service') {
        text.apiUrl.value = addresses.apiUrl;
        text.appUrl.value = addresses.appUrl;
        text.brokerUrl.value = signIn.brokerUrl;
        text.clientId.value = signIn.clientId;
      }
      if (!section || section === 'notifications') {
        text.relayUrl.value = preferences.relayUrl;
        notifyPublished.value = preferences.notify.published;
        notifyFailed.value = preferences.notify.failed;
      }
      if (!section || section === 'defaults') {
        text.timeZone.value = preferences.timeZone ?? '';
        defaultAccounts.value = preferences.defaultAccounts;
        toolbar.value = preferences.toolbar ?? 'popup';
        text.undoSeconds.value = String(preferences.undoSeconds ?? DEFAULT_UNDO_SECONDS);
      }
    },
    toggleAccount(account: AccountRef, on: boolean) {
      const others = defaultAccounts.value.filter((a) => accountKey(a) !== accountKey(account));
      defaultAccounts.value = on ? [...others, { id: account.id, type: account.type }] : others;
    },
    /** The settings the fields describe, or null with `errors`; a `section` checks and gives only its own part. */
    read(section?: SettingsSection): Partial<Settings> | null {
      const found: Partial<Record<FieldName, string>> = {};
      const url = (field: FieldName, what: string, optional = false) => {
        const trimmed = text[field].value.trim();
        if (optional && trimmed === '') return '';
        const ok = z.safeParse(ServiceAddresses.shape.apiUrl, trimmed);
        if (ok.success) return ok.data;
        found[field] = isPlainHttpOffMachine(trimmed)
          ? t('field_url_plain_http', what, new URL(trimmed).host)
          : t('field_url_invalid', what);
        return trimmed;
      };
      const addresses = { apiUrl: url('apiUrl', t('api_address')), appUrl: url('appUrl', t('app_address')) };
      const signIn = { brokerUrl: url('brokerUrl', t('broker_url'), true), clientId: text.clientId.value.trim() };
      if (signIn.clientId && !z.safeParse(SignInService.shape.clientId, signIn.clientId).success)
        found.clientId = t('field_client_id_long');
      // Whole seconds from 0 to 30, as typed (" 12 ").
      const undo = text.undoSeconds.value.trim();
      const undoSeconds = /^\d{1,2}$/.test(undo) && Number(undo) <= MAX_UNDO_SECONDS ? Number(undo) : undefined;
      if (undoSeconds === undefined) found.undoSeconds = t('field_undo_seconds');
      const defaults = {
        timeZone: text.timeZone.value || null,
        defaultAccounts: defaultAccounts.value,
        toolbar: toolbar.value,
        undoSeconds,
      };
      const notifications = {
        notify: { published: notifyPublished.value, failed: notifyFailed.value },
        relayUrl: url('relayUrl', t('field_what_relay'), true),
      };
      const kept = saved?.preferences;
      const preferences =
        section === 'defaults' && kept
          ? { ...kept, ...defaults }
          : section === 'notifications' && kept
            ? { ...kept, ...notifications }
            : { ...defaults, ...notifications };
      if (!z.safeParse(Preferences, preferences).success && !found.relayUrl && !found.undoSeconds)
        found.timeZone = t('field_time_zone');
      if (!section) {
        errors.value = found;
        return Object.keys(found).length ? null : { addresses, signIn, preferences };
      }
      const mine = (field: string) => SECTION_FIELDS[section].includes(field as FieldName);
      const ours = Object.entries(found).filter(([field]) => mine(field));
      errors.value = Object.fromEntries([...Object.entries(errors.value).filter(([f]) => !mine(f)), ...ours]);
      if (ours.length) return null;
      return section === 'service' ? { addresses, signIn } : { preferences };
    },
  };
}
