// "Edit and retry": the failed post back in the composer (pure), from our own copy of what was sent, or — for a post
// Quickpost did not create — from the listed record, read tolerantly since its fields are "not shown".
import type { MediaItem, PostRecord } from '@/lib/api';
import { accountRefsOf } from '@/lib/outbox/match';
import { DRAFT_VERSION, type Draft, type DraftAttachment } from '@/lib/draft/draft';
import { PostCopy } from '@/lib/service/post';
import type { TrackedPost } from '@/lib/storage/tracker-items';
import type { RestorablePost } from '@/lib/storage/notify-items';

export function restorableOf(post: TrackedPost): RestorablePost {
  return { postId: post.id, ...PostCopy.parse(post) };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Accounts as `{id, type}` objects only: plain ids carry no type and cannot be restored. */
export function restorableOfRecord(record: PostRecord): RestorablePost {
  const raw = record as Record<string, unknown>;
  const accounts = (accountRefsOf(record) ?? []).flatMap(({ id, type }) =>
    id === undefined || type === undefined ? [] : [{ id, type }],
  );
  const attachments = strings(raw.attachments ?? raw.media ?? raw.media_ids);
  return {
    postId: record.id,
    content: record.content ?? '',
    replies: strings(raw.replies),
    ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
    attachments,
    accounts,
  };
}

function attachmentOf(mediaId: string, known: readonly MediaItem[]): DraftAttachment | null {
  const item = known.find((m) => m.media_id === mediaId);
  const type = item?.type ?? mediaId.split('-')[0];
  if (type !== 'image' && type !== 'video') return null;
  return {
    media_id: mediaId,
    type,
    url: item?.url ?? null,
    title: item?.title ?? null,
    mime_type: item?.mime_type ?? null,
    status: item?.status ?? null,
  };
}

/** `when` is left for the person to choose again. */
function draftOf(post: RestorablePost, now: number, known: readonly MediaItem[] = []): Draft {
  return {
    version: DRAFT_VERSION,
    text: post.content,
    replies: post.replies,
    title: post.title ?? '',
    accounts: post.accounts,
    attachments: post.attachments.map((id) => attachmentOf(id, known)).filter((a): a is DraftAttachment => a !== null),
    when: null,
    updatedAt: now,
  };
}

/** A group customised per network: the first post's text is the shared one, each other its networks' copy. */
export function draftOfGroup(posts: readonly RestorablePost[], now: number, known: readonly MediaItem[] = []): Draft {
  const [first, ...rest] = posts;
  const draft = draftOf(first!, now, known);
  if (rest.length === 0) return draft;
  const accounts = [...new Map(posts.flatMap((p) => p.accounts).map((a) => [a.id, a] as const)).values()];
  const copies = new Map<string, string>();
  for (const post of rest) {
    if (post.content === first!.content) continue;
    for (const { type } of post.accounts) if (!copies.has(type)) copies.set(type, post.content);
  }
  return {
    ...draft,
    accounts,
    // A thread goes with Twitter's post, a title with YouTube's or TikTok's: whichever post of the group had them.
    replies: posts.find((p) => p.replies.length > 0)?.replies ?? [],
    title: posts.find((p) => p.title)?.title ?? '',
    ...(copies.size ? { networks: { copies: [...copies].map(([type, text]) => ({ type, text })) } } : {}),
  };
}
