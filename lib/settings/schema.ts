/**
 * The person's settings (docs/design.md §3.1) and posting schedule, as the background checks them where they enter
 * and the options page checks what the person typed. Pages take their types only.
 */
import { z } from 'zod/mini';
import { MAX_UNDO_SECONDS } from '@/lib/settings/defaults';
import { isPlainHttpOffMachine } from '@/lib/settings/secure-address';
import { AccountRef } from '@/lib/service/post';

/** Kept without trailing slashes (paths are appended to it); plain http:// only for this machine's own. */
const HttpUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((url) => /^https?:\/\/[^\t\n\r]*$/i.test(url) && URL.canParse(url), 'not an http(s) address'),
    z.refine((url) => !isPlainHttpOffMachine(url), 'plain http:// is only for this machine'),
  ),
  z.transform((url: string) => url.replace(/\/+$/, '')),
);

/** `{base_url}` and `{app_url}`: "All addresses are placeholders". */
export const ServiceAddresses = z.object({ apiUrl: HttpUrl, appUrl: HttpUrl });
export type ServiceAddresses = z.infer<typeof ServiceAddresses>;

/** The OAuth app's `client_id` and the broker that holds its secret; either empty in a build that has none. */
export const SignInService = z.object({
  brokerUrl: z.union([z.literal(''), HttpUrl]),
  clientId: z.string().check(z.trim(), z.maxLength(200)),
});
export type SignInService = z.infer<typeof SignInService>;

/** A zone name the browser knows (Chromium and Firefox spell some differently; both accept either). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const Preferences = z.object({
  /** null: the browser's own zone at the time (a laptop that travels follows it). */
  timeZone: z.nullable(z.string().check(z.refine(isTimeZone, 'not a time zone this browser knows'))),
  defaultAccounts: z.array(AccountRef),
  notify: z.object({ published: z.boolean(), failed: z.boolean() }),
  /** The ntfy topic the service's webhooks are relayed to; '' for none. */
  relayUrl: z.union([z.literal(''), HttpUrl]),
  /** What the toolbar button opens; absent: the popup. */
  toolbar: z.optional(z.enum(['popup', 'sidepanel'])),
  /** Seconds a sent post waits, with Undo, before its request leaves; absent: 5. */
  undoSeconds: z.optional(z.number().check(z.refine(Number.isSafeInteger), z.minimum(0), z.maximum(MAX_UNDO_SECONDS))),
});
export type Preferences = z.infer<typeof Preferences>;

export const Settings = z.object({ addresses: ServiceAddresses, signIn: SignInService, preferences: Preferences });
export type Settings = z.infer<typeof Settings>;

/** `HH:mm`, as Create Post's `time` takes it. */
const Time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
const Days = z.array(z.number().check(z.refine(Number.isSafeInteger), z.minimum(1), z.maximum(7)));

export const ScheduleGroup = z.object({
  name: z.string(),
  accounts: z.array(AccountRef),
  days: Days,
  times: z.array(Time),
});
export type ScheduleGroup = z.infer<typeof ScheduleGroup>;

export const PostingSchedule = z.object({
  days: Days,
  times: z.array(Time),
  groups: z.optional(z.array(ScheduleGroup)),
});
export type PostingSchedule = z.infer<typeof PostingSchedule>;
