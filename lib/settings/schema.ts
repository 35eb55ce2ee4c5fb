/**
 * The person's settings (docs/design.md §3.1), shared by the options page and the background, hence zod/mini: this
 * file ships in UI bundles (docs/stack-notes.md). Each group has build-time defaults (lib/settings/build-defaults.ts).
 */
import { z } from 'zod/mini';
import { buildDefaults } from '@/lib/settings/build-defaults';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';
import { AccountRef } from '@/lib/service/post';

/**
 * An absolute http(s) address, kept without trailing slashes (paths are appended to it). Plain http:// only for
 * this machine's own addresses (lib/settings/secure-address.ts).
 */
const HttpUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((url) => /^https?:\/\/[^\t\n\r]*$/i.test(url) && URL.canParse(url), 'not an http(s) address'),
    z.refine((url) => !isPlainHttpOffMachine(url), 'plain http:// is only for this machine'),
  ),
  z.transform((url: string) => url.replace(/\/+$/, '')),
);

/** Where the service lives: `{base_url}` and `{app_url}` (docs/service-interface.md: "All addresses are placeholders"). */
export const ServiceAddresses = z.object({ apiUrl: HttpUrl, appUrl: HttpUrl });
export type ServiceAddresses = z.infer<typeof ServiceAddresses>;

export const defaultAddresses: ServiceAddresses = { apiUrl: buildDefaults.apiUrl, appUrl: buildDefaults.appUrl };

/**
 * OAuth sign-in: the app's `client_id` ("Safe in client-side code") and the broker that holds its secret
 * (docs/design.md §3.1). Either may be empty in a build that has none; sign-in then says what is missing.
 */
export const SignInService = z.object({
  brokerUrl: z.union([z.literal(''), HttpUrl]),
  clientId: z.string().check(z.trim(), z.maxLength(200)),
});
export type SignInService = z.infer<typeof SignInService>;

export const defaultSignInService: SignInService = {
  brokerUrl: buildDefaults.brokerUrl,
  clientId: buildDefaults.clientId,
};

/** A zone name the browser knows (Chromium and Firefox spell some differently; both accept either). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The longest Undo wait the options page accepts. */
export const MAX_UNDO_SECONDS = 30;
export const DEFAULT_UNDO_SECONDS = 5;

/** Composer defaults and notifications (docs/design.md §3.1 "Defaults"). */
export const Preferences = z.object({
  /** null: the browser's own zone, whatever it is at the time (a laptop that travels follows it). */
  timeZone: z.nullable(z.string().check(z.refine(isTimeZone, 'not a time zone this browser knows'))),
  defaultAccounts: z.array(AccountRef),
  notify: z.object({ published: z.boolean(), failed: z.boolean() }),
  /** The ntfy topic URL the service's webhooks are relayed to (docs/design.md §3.5); '' for none. */
  relayUrl: z.union([z.literal(''), HttpUrl]),
  /** What the toolbar button opens: the popup, or the composer beside the page (absent in settings saved before it: the popup). */
  toolbar: z.optional(z.enum(['popup', 'sidepanel'])),
  /** Seconds a sent post waits, with Undo, before its request leaves (docs/design.md §3.7; absent in older settings: 5). */
  undoSeconds: z.optional(z.number().check(z.refine(Number.isSafeInteger), z.minimum(0), z.maximum(MAX_UNDO_SECONDS))),
});
export type Preferences = z.infer<typeof Preferences>;

export const defaultPreferences: Preferences = {
  timeZone: null,
  defaultAccounts: [],
  notify: { published: true, failed: true },
  relayUrl: '',
  toolbar: 'popup',
  undoSeconds: DEFAULT_UNDO_SECONDS,
};

/** Everything the options page edits, as the background hands it over. */
export const Settings = z.object({ addresses: ServiceAddresses, signIn: SignInService, preferences: Preferences });
export type Settings = z.infer<typeof Settings>;
