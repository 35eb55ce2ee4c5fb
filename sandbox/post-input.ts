import { z } from 'zod';
import { ApiError } from './errors.ts';
import { ACCOUNT_TYPES } from './state.ts';

/**
 * The shape of a Create Post body. Each message is completed with the field's path, so a 400
 * names the failing field (Errors: "for 400 names the failing field"), e.g. "accounts[1].id must
 * be an integer". `null` counts as omitted for optional fields.
 */

type Issue = { input?: unknown };
const must = (what: string) => ({
  error: (issue: Issue) => (issue.input === undefined || issue.input === null ? 'is required' : `must be ${what}`),
});
const mediaIds = z
  .array(z.string(must('a media id string such as "image-1"')), must('an array of media id strings'))
  .nullish();

const createPostBody = z.object({
  content: z.string(must('a string')).refine((s) => s.trim() !== '', 'must not be empty'),
  accounts: z
    .array(
      z.object(
        {
          id: z.int(must('an integer (an account id from List Accounts)')),
          type: z.enum(ACCOUNT_TYPES, must(`one of ${ACCOUNT_TYPES.join(', ')}`)),
        },
        must('an object with id and type'),
      ),
      must('an array of {id, type} objects'),
    )
    .min(1, 'must contain at least 1 item'),
  post_instant: z.boolean(must('a boolean (true or false)')).nullish(),
  date: z.unknown().optional(),
  time: z.unknown().optional(),
  scheduled_date: z.unknown().optional(),
  timezone: z.unknown().optional(),
  title: z.string(must('a string')).nullish(),
  replies: z
    .array(
      z.string(must('a string')).refine((s) => s.trim() !== '', 'must not be empty'),
      must('an array of strings'),
    )
    .nullish(),
  attachments: mediaIds,
  image_ids: mediaIds,
  video_ids: mediaIds,
});

export type CreatePostBody = z.infer<typeof createPostBody>;

/** `accounts[1].id` from zod's path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** Parses the JSON body or throws the 400 naming the first failing field. */
export function parseCreatePost(body: unknown): CreatePostBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The body must be a JSON object');
  }
  const result = createPostBody.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ApiError(400, `${fieldName(issue.path)} ${issue.message}`);
}

/** Attachment ids in order — `attachments`, then legacy `image_ids`, then `video_ids` — with the field each came from. */
export function attachmentRefs(body: CreatePostBody): { field: string; id: string }[] {
  const fields = ['attachments', 'image_ids', 'video_ids'] as const;
  return fields.flatMap((name) => (body[name] ?? []).map((id, i) => ({ field: `${name}[${i}]`, id })));
}

/** Length in characters as a person counts them (code points), for `title` ≤ 100. */
export function charCount(text: string): number {
  return [...text].length;
}
