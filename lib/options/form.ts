/**
 * The options form as typed text, separate from the saved settings: bad input is shown next to its field and
 * never replaced or lost, and only a valid whole becomes settings.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { z } from 'zod/mini';
import { Preferences, ServiceAddresses, SignInService, type Settings } from '@/lib/settings/schema';
import { DEFAULT_UNDO_SECONDS, MAX_UNDO_SECONDS } from '@/lib/settings/defaults';
import type { AccountRef } from '@/lib/service/post';
import { t } from '@/lib/i18n/t';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';
import { readOnly } from '@/lib/signals/read-only';
import { parseRelayUrl, relayServerOf, suggestTopic } from '@/lib/tracking/topic';
import { isWeakTopic } from '@/lib/tracking/weak-topic';

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

/** The settings page's sections that save settings, each with its own Save (the connection saves the key alone). */
export type SettingsSection = 'service' | 'defaults' | 'notifications';

/** The typed fields each section holds: a section's Save checks and keeps only these. */
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
  /** The settings as last loaded or saved: what a section's Save keeps of the other sections. */
  let saved: Settings | null = null;

  const typed = Object.fromEntries(
    Object.entries(text).map(([name, value]) => [name, computed(() => value.value)]),
  ) as Record<FieldName, ReadonlySignal<string>>;
  /** A relay address whose topic a stranger could guess: a warning beside the box, never a refusal. */
  const relayTopicWeak = computed(() => {
    const relay = parseRelayUrl(text.relayUrl.value.trim());
    return relay !== null && isWeakTopic(relay.topic);
  });

  return {
    ...typed,
    ...readOnly({ notifyPublished, notifyFailed, toolbar, defaultAccounts, errors }),
    relayTopicWeak,

    /** The settings as last loaded or saved (null before the first load). */
    saved: (): Settings | null => saved,

    /** What the person typed (or chose) in one field; kept as typed, checked only by `read`. */
    edit(field: FieldName, value: string) {
      text[field].value = value;
    },

    /** Puts a fresh random topic into the relay box, on the server typed there (ntfy.sh when none is). */
    generateRelayTopic() {
      text.relayUrl.value = `${relayServerOf(text.relayUrl.value)}/${suggestTopic()}`;
    },

    /** The notifications wanted: when a post is published, when one failed. */
    setNotify(kind: 'published' | 'failed', on: boolean) {
      if (kind === 'published') notifyPublished.value = on;
      else notifyFailed.value = on;
    },

    setToolbar(opens: 'popup' | 'sidepanel') {
      toolbar.value = opens;
    },

    /**
     * Puts saved settings into the fields (on load and after saving; never over the key being typed) — only into
     * `section`'s when one is named, so what is being typed in another section stays as typed.
     */
    fill(settings: Settings, section?: SettingsSection) {
      saved = settings;
      if (!section || section === 'service') {
        text.apiUrl.value = settings.addresses.apiUrl;
        text.appUrl.value = settings.addresses.appUrl;
        text.brokerUrl.value = settings.signIn.brokerUrl;
        text.clientId.value = settings.signIn.clientId;
      }
      if (!section || section === 'notifications') {
        text.relayUrl.value = settings.preferences.relayUrl;
        notifyPublished.value = settings.preferences.notify.published;
        notifyFailed.value = settings.preferences.notify.failed;
      }
      if (!section || section === 'defaults') {
        text.timeZone.value = settings.preferences.timeZone ?? '';
        defaultAccounts.value = settings.preferences.defaultAccounts;
        toolbar.value = settings.preferences.toolbar ?? 'popup';
        text.undoSeconds.value = String(settings.preferences.undoSeconds ?? DEFAULT_UNDO_SECONDS);
      }
    },

    toggleAccount(account: AccountRef, on: boolean) {
      const others = defaultAccounts.value.filter((a) => accountKey(a) !== accountKey(account));
      defaultAccounts.value = on ? [...others, { id: account.id, type: account.type }] : others;
    },

    /**
     * The settings the fields describe, or null with `errors` set to a sentence per bad field. With a `section`,
     * only its fields are checked and only its part is given (the preferences whole: the other section's part as
     * last saved), so a half-typed field elsewhere neither blocks this Save nor is saved by it.
     */
    read(section?: SettingsSection): Partial<Settings> | null {
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
      const defaults = {
        timeZone: text.timeZone.value || null,
        defaultAccounts: defaultAccounts.value,
        toolbar: toolbar.value,
        undoSeconds: undoSecondsOf(text.undoSeconds.value),
      };
      const notifications = {
        notify: { published: notifyPublished.value, failed: notifyFailed.value },
        relayUrl: url('relayUrl', text.relayUrl.value, t('field_what_relay'), true),
      };
      if (defaults.undoSeconds === undefined) found.undoSeconds = t('field_undo_seconds');
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
      const mine = SECTION_FIELDS[section];
      const others = Object.entries(errors.value).filter(([field]) => !mine.includes(field as FieldName));
      const ours = Object.entries(found).filter(([field]) => mine.includes(field as FieldName));
      errors.value = Object.fromEntries([...others, ...ours]);
      if (ours.length) return null;
      return section === 'service' ? { addresses, signIn } : { preferences };
    },
  };
}
