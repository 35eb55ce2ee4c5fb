/**
 * The shapes the message contract is built of. Answers holding service data are loose objects: the background parsed
 * them already, unknown fields are kept (docs/design.md §4), and pages rely only on the fields named here.
 */
import { z } from 'zod/mini';
import { ErrorData } from '@/lib/errors/data';
import { Settings } from '@/lib/settings/schema';

export const Empty = z.object({});
export const Refresh = z.object({ refresh: z.optional(z.boolean()) });
export const text = z.optional(z.nullable(z.string()));
export const NonEmpty = z.string().check(z.minLength(1));
/** An http(s) address a page gave, capped in length. */
export const webAddress = (max: number) => z.string().check(z.maxLength(max), z.regex(/^https?:\/\//i));
export const PositiveInt = z.number().check(z.int(), z.positive());

/**
 * Cached reads carry their age; `stale` is why an older copy was given instead of a fresh one: the error as data
 * (lib/errors/data.ts), worded by the page in the person's language.
 */
export const cached = {
  fetchedAt: z.number(),
  stale: z.optional(ErrorData),
};

export const AccountData = z.looseObject({
  id: z.number(),
  type: z.string(),
  name: text,
  username: text,
  avatar: z.optional(z.string()),
});
export const MediaData = z.looseObject({
  media_id: z.string(),
  type: z.string(),
  url: text,
  mime_type: text,
  title: text,
  status: text,
  created_at: text,
});
export const PostData = z.looseObject({
  id: z.number(),
  status: z.optional(z.string()),
  content: text,
  scheduled_date: text,
  timezone: text,
});

/** Who Quickpost talks to the service as; never the secret itself (the key is masked). */
export const AuthStatus = z.object({
  method: z.enum(['none', 'api-key', 'oauth']),
  maskedKey: z.optional(z.string()),
  since: z.optional(z.number()),
  /** From the last List Accounts: "Connected as … — N accounts". */
  connection: z.optional(z.object({ label: z.string(), accounts: z.number(), checkedAt: z.number() })),
  /** Why the last credential was dropped (a revoked token): shown until the person signs in again. */
  notice: z.optional(z.string()),
  /** The credential is set aside: saved for `from`, while the API address now points to `to` (hosts). */
  onHold: z.optional(z.object({ from: z.nullable(z.string()), to: z.string(), origin: z.string() })),
});
export type AuthStatus = z.infer<typeof AuthStatus>;

export const BucketReport = z.object({ left: z.number(), limit: z.number(), clearsAt: z.nullable(z.number()) });
export const Bucket = z.enum(['read', 'write']);

export const SettingsAnswer = z.object({
  settings: Settings,
  /** identity.getRedirectURL(): what to register with the OAuth app (Authentication rule 5). */
  redirectUrl: z.string(),
});
