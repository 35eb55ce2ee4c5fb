/**
 * Schemas of the service's answers. Parsing is tolerant where the interface leaves the shape open
 * (design.md §4): unknown fields are kept (loose objects), ids may come as numbers or numeric strings, lists
 * may be bare or wrapped, optional text may be missing or null. Only what the extension cannot work without
 * is required (an account's id and type, a media item's id, a token's value).
 */
import { z } from 'zod';

/** "ids as `id` or `post_id` (number or numeric string)" (design.md §4). */
export const Id = z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d+$/).transform(Number)]);

/** Optional text that may also arrive as null. */
export const Text = z.string().nullish();

/** Optional numbers that some answers send as numeric strings. */
export const Num = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).optional();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list that may come bare or wrapped in an object under one of `keys` ("a bare array or an object holding
 * the array (`posts`, `data`, `items`)"). Returns the object form, so page fields of a wrapper are kept.
 */
export function listAnswer<T extends z.ZodType>(item: T, key: string, keys: readonly string[]) {
  return z.preprocess(
    (value) => {
      if (Array.isArray(value)) return { [key]: value };
      if (isRecord(value)) {
        const found = [key, ...keys].map((k) => value[k]).find(Array.isArray);
        if (found) return { ...value, [key]: found };
      }
      return value;
    },
    z.looseObject({ [key]: z.array(item) }),
  );
}

/** Account (Resources): `picture` or `image` — "a client should accept either" — normalised to `avatar`. */
export const Account = z
  .looseObject({
    id: Id,
    type: z.string().min(1), // platform id; unknown platforms are kept as strings
    name: Text,
    username: Text,
    picture: Text,
    image: Text,
  })
  .transform((a) => ({ ...a, avatar: a.picture ?? a.image ?? undefined }));
export type Account = z.infer<typeof Account>;

/** List Accounts: `{accounts: [...]}`, possibly with a numeric `code` next to it (tolerated: any extra field). */
export const AccountsAnswer = listAnswer(Account, 'accounts', ['data', 'items']).transform((a) => a.accounts as Account[]);

/** Media item (Resources). `type` is derived from the id's `image-`/`video-` prefix when missing. */
export const MediaItem = z
  .looseObject({
    media_id: z.union([z.string().min(1), z.number().transform(String)]),
    url: Text,
    type: Text,
    mime_type: Text,
    title: Text,
    status: Text, // videos: `processed` or `pending`; other values kept as is
    created_at: Text,
  })
  .transform((m) => ({ ...m, type: m.type ?? m.media_id.split('-')[0] ?? 'unknown' }));
export type MediaItem = z.infer<typeof MediaItem>;

/** Media list: "bare JSON array of Media items" — a wrapped list is accepted too. */
export const MediaListAnswer = listAnswer(MediaItem, 'media', ['data', 'items']).transform((a) => a.media as MediaItem[]);

/** Media upload answer: not shown in the interface; a media item, bare or under `media`/`data`. */
export const UploadAnswer = z.preprocess((value) => {
  if (isRecord(value) && !('media_id' in value)) {
    const inner = [value.media, value.data, value.item].find(isRecord);
    if (inner) return inner;
  }
  return value;
}, MediaItem);

/** OAuth token: `access_token` and `token_type` (`bearer`). */
export const TokenAnswer = z
  .looseObject({ access_token: z.string().min(1), token_type: z.string().optional() })
  .transform((t) => ({ accessToken: t.access_token, tokenType: t.token_type ?? 'bearer' }));
export type TokenAnswer = z.infer<typeof TokenAnswer>;

/**
 * Error bodies: `code` and `message` (Errors), or `error` for some 400s; OAuth-style `error_description` too.
 * Read leniently: a field of the wrong type is ignored rather than failing.
 */
export const ErrorBody = z.looseObject({
  code: Num.catch(undefined),
  message: z.string().optional().catch(undefined),
  error: z.unknown().optional(),
  error_description: z.string().optional().catch(undefined),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export { isRecord };
