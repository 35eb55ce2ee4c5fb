/**
 * What the message contract is built of: the requests' schemas, which the background checks on receipt, and the
 * answers' types, which the pages trust (they come from their own background, which parsed the service's data).
 */
import { z } from 'zod/mini';
import type { ErrorData } from '@/lib/errors/data';
import type { Settings } from '@/lib/settings/schema';

export const Empty = z.object({});
export const Refresh = z.object({ refresh: z.optional(z.boolean()) });
export const NonEmpty = z.string().check(z.minLength(1));
export const webAddress = (max: number) => z.string().check(z.maxLength(max), z.regex(/^https?:\/\//i));
export const PositiveInt = z.number().check(z.refine(Number.isSafeInteger), z.positive());
export const NonNegativeInt = z.number().check(z.refine(Number.isSafeInteger), z.nonnegative());
export const Bucket = z.enum(['read', 'write']);

/** A media item a page hands back after its own upload: the fields the caches rely on. */
export const MediaData = z.looseObject({
  media_id: z.string(),
  type: z.string(),
  url: z.optional(z.nullable(z.string())),
  mime_type: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.nullable(z.string())),
});

export type Done = Record<string, never>;

/** An answer's type, for TypeScript alone: the background builds it, the page trusts it, nothing parses it. */
export const answer = <T>() => undefined as unknown as T;

/** Cached reads carry their age, and `stale`: why an older copy was given, worded by the page. */
export interface Cached {
  fetchedAt: number;
  stale?: ErrorData | undefined;
}

/** An account as the background parsed and cached it (lib/api/schemas.ts): pages rely only on these fields. */
export interface AccountData extends Record<string, unknown> {
  id: number;
  type: string;
  name?: string | null | undefined;
  username?: string | null | undefined;
  avatar?: string | undefined;
}
export type MediaItemData = z.output<typeof MediaData>;

/** Who Quickpost talks to the service as; never the secret itself (the key is masked). */
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

export interface SettingsAnswer {
  settings: Settings;
  /** identity.getRedirectURL(): what to register with the OAuth app (Authentication rule 5). */
  redirectUrl: string;
}
