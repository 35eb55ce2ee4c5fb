import { ApiError } from './errors.ts';
import type { AccountRef, Media, State } from './state.ts';

/**
 * Create Post rules that need the caller's data: which accounts they may target and which media
 * they may attach.
 */

/**
 * `accounts`: each id must be one of the caller's connected accounts and its `type` must match
 * (ids and types are "stored and sent together"). Unknown, foreign and disconnected ids all give
 * the same 400 naming the field, so other users' ids are not revealed.
 */
export function checkAccounts(state: State, user: string, refs: AccountRef[]): AccountRef[] {
  const seen = new Set<number>();
  refs.forEach((ref, i) => {
    const account = state.accounts.find((a) => a.id === ref.id && a.owner === user && a.connected);
    if (!account) throw new ApiError(400, `accounts[${i}].id ${ref.id} is not one of your connected accounts`);
    if (account.type !== ref.type) {
      throw new ApiError(
        400,
        `accounts[${i}].type "${ref.type}" does not match account ${ref.id}, which is ${account.type}`,
      );
    }
    if (seen.has(ref.id)) throw new ApiError(400, `accounts[${i}].id ${ref.id} is listed twice`);
    seen.add(ref.id);
  });
  return refs.map(({ id, type }) => ({ id, type }));
}

/**
 * Attachments (and legacy image_ids/video_ids). Rule 1: an unknown or foreign id fails the whole
 * request with 403 — media is never silently dropped. Then: no duplicates, no mixing images and
 * videos, no video still pending (it "cannot be used yet").
 */
export function checkAttachments(state: State, user: string, refs: { field: string; id: string }[]): Media[] {
  const found: Media[] = [];
  const seen = new Set<string>();
  for (const { field, id } of refs) {
    if (seen.has(id)) throw new ApiError(400, `${field} ${id} is listed twice`);
    seen.add(id);
    const media = state.media.find((m) => m.id === id && m.owner === user);
    if (!media) throw new ApiError(403, `${field} ${id} does not exist or is not yours`);
    found.push(media);
  }
  if (new Set(found.map((m) => m.kind)).size > 1) {
    throw new ApiError(400, 'attachments cannot mix images and videos');
  }
  found.forEach((media, i) => {
    if (media.status === 'pending') {
      throw new ApiError(
        400,
        `${refs[i]!.field} ${media.id} is still processing (status pending) and cannot be attached yet`,
      );
    }
  });
  return found;
}

/** The video title youtube/tiktok get: the given one, else the first line of the content. */
export function effectiveTitle(
  title: string | null | undefined,
  content: string,
  refs: AccountRef[],
): string | undefined {
  if (title !== undefined && title !== null) return title;
  if (!refs.some((r) => r.type === 'youtube' || r.type === 'tiktok')) return undefined;
  return [
    ...(content
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''),
  ]
    .slice(0, 100)
    .join('');
}
