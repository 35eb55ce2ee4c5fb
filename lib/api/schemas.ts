/**
 * The service's answers, tolerant where the interface leaves the shape open (docs/design.md §4): only what the
 * extension cannot work without is required. zod/mini, for the background's size (docs/design.md §5).
 */
import { z } from 'zod/mini';
import { idOf, isRecord } from './ids';

/** An id as `idOf` reads it (ids.ts). */
export const Id = z.pipe(
  z.custom<number | string>((value) => idOf(value) !== undefined),
  z.transform((value) => idOf(value)!),
);

export const Text = z.nullish(z.string());

/** Some answers send numbers as numeric strings. */
export const Num = z.optional(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]),
);

// zod/mini has no `z.preprocess`; this is how full zod builds it.
function preprocess<S extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(fn), schema);
}

/** "A bare array or an object holding the array": the object form, so a wrapper's page fields are kept. */
export function listAnswer<T extends z.ZodMiniType>(item: T, key: string, keys: readonly string[]) {
  return preprocess(
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
export const Account = z.pipe(
  z.looseObject({
    id: Id,
    type: z.string().check(z.minLength(1)), // platform id; unknown platforms are kept as strings
    name: Text,
    username: Text,
    picture: Text,
    image: Text,
  }),
  z.transform((a) => ({ ...a, avatar: a.picture ?? a.image ?? undefined })),
);
export type Account = z.infer<typeof Account>;

export const AccountsAnswer = z.pipe(
  listAnswer(Account, 'accounts', ['data', 'items']),
  z.transform((a) => a.accounts as Account[]),
);

/** Media item (Resources). `type` is derived from the id's `image-`/`video-` prefix when missing. */
export const MediaItem = z.pipe(
  z.looseObject({
    media_id: z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]),
    url: Text,
    type: Text,
    mime_type: Text,
    title: Text,
    status: Text, // videos: `processed` or `pending`; other values kept as is
    created_at: Text,
  }),
  z.transform((m) => ({ ...m, type: m.type ?? m.media_id.split('-')[0] ?? 'unknown' })),
);
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaListAnswer = z.pipe(
  listAnswer(MediaItem, 'media', ['data', 'items']),
  z.transform((a) => a.media as MediaItem[]),
);

/** Not shown in the interface: a media item, bare or under `media`/`data`/`item`. */
export const UploadAnswer = preprocess((value) => {
  if (isRecord(value) && !('media_id' in value)) {
    const inner = [value.media, value.data, value.item].find(isRecord);
    if (inner) return inner;
  }
  return value;
}, MediaItem);

export const TokenAnswer = z.pipe(
  z.looseObject({ access_token: z.string().check(z.minLength(1)), token_type: z.optional(z.string()) }),
  z.transform((t) => ({ accessToken: t.access_token, tokenType: t.token_type ?? 'bearer' })),
);

/** `code` and `message` (Errors), `error` for some 400s, OAuth's `error_description`; a mistyped field is ignored. */
export const ErrorBody = z.looseObject({
  code: z.catch(Num, undefined),
  message: z.catch(z.optional(z.string()), undefined),
  error: z.optional(z.unknown()),
  error_description: z.catch(z.optional(z.string()), undefined),
});
