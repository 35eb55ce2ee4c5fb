/**
 * The shapes the message contract is built of: the requests' schemas, which the background checks on receipt, and the
 * answers' types, which the pages trust (they come from their own background, which parsed the service's data).
 */
import { z } from 'zod/mini';
import type { ErrorData } from '@/lib/errors/data';
import type { Settings } from '@/lib/settings/schema';

export const Empty = z.object({});
export const Refresh = z.object({ refresh: z.optional(z.boolean()) });
export const NonEmpty = z.string().check(z.minLength(1));
/** An http(s) address a page gave, capped in length. */
export const webAddress = (max: number) => z.string().check(z.maxLength(max), z.regex(/^https?:\/\//i));
export const PositiveInt = z.number().check(z.refine(Number.isSafeInteger), z.positive());
export const PostId = z.number().check(z.refine(Number.isSafeInteger), z.nonnegative());

/** A media item as a page hands it back after its own upload (`upload.done`): the fields the caches rely on. */
export const MediaData = z.looseObject({
  media_id: z.string(),
  type: z.string(),
  url: z.optional(z.nullable(z.string())),
  mime_type: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
});

/** The answer of a request that only reports it was done. */
export type Done = Record<string, never>;

/** An answer's type, for TypeScript alone: the background builds it, the page trusts it, nothing parses it. */
export const answer = <T>() => undefined as unknown as T;

/**
 * Cached reads carry their age; `stale` is why an older copy was given instead of a fresh one: the error as data
 * (lib/errors/data.ts), worded by the page in the person's language.
 */
export interface Cached {
  fetchedAt: number;
  stale?: ErrorData | undefined;
}

/** Who Quickpost talks to the service as; never the secret itself (the key is masked). */
/** Service data the background parsed and cached (lib/api/schemas.ts): pages rely only on the fields named here. */
type Text = string | null | undefined;
export interface AccountData extends Record<string, unknown> {
  id: number;
  type: string;
  name?: Text;
  username?: Text;
  avatar?: string | undefined;
}
export type MediaItemData = z.output<typeof MediaData>;
export interface PostData extends Record<string, unknown> {
  id: number;
  status?: string | undefined;
  content?: Text;
  scheduled_date?: Text;
  timezone?: Text;
}

export interface AuthStatus {
  method: 'none' | 'api-key' | 'oauth';
  maskedKey?: string | undefined;
  since?: number | undefined;
  /** From the last List Accounts: "Connected as … — N accounts". */
  connection?: { label: string; accounts: number; checkedAt: number } | undefined;
  /** Why the last credential was dropped (a revoked token): shown until the person signs in again. */
  notice?: string | undefined;
  /** The credential waits for the person to confirm: saved for `from`, while the API address points to `to` (hosts). */
  originToConfirm?: { from: string | null; to: string; origin: string } | undefined;
}

export interface BucketReport {
  left: number;
  limit: number;
  clearsAt: number | null;
}
export const Bucket = z.enum(['read', 'write']);

export interface SettingsAnswer {
  settings: Settings;
  /** identity.getRedirectURL(): what to register with the OAuth app (Authentication rule 5). */
  redirectUrl: string;
}
