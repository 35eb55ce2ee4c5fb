import type { Account, Media, Post } from './state.ts';

/**
 * The JSON shapes the sandbox answers with. Account and media item fields are the interface's
 * (Resources); the post record is the sandbox's choice where the interface says "not shown".
 */

export function accountJson(account: Account, baseUrl: string) {
  return {
    id: account.id,
    type: account.type,
    name: account.name,
    username: account.username,
    [account.avatarField]: `${baseUrl}/avatars/${account.id}.svg`,
  };
}

/** Media item: exactly the interface's fields; `title` and `status` on videos only. */
export function mediaJson(media: Media, baseUrl: string) {
  return {
    media_id: media.id,
    url: `${baseUrl}/media/files/${media.fileName}`,
    type: media.kind,
    mime_type: media.mimeType,
    ...(media.kind === 'video' ? { title: media.title ?? media.fileName, status: media.status } : {}),
    created_at: new Date(media.createdAt).toISOString(),
  };
}

/** The full post record of the list (and of webhook payloads). */
export function postJson(post: Post) {
  return {
    id: post.id,
    content: post.content,
    status: post.status,
    scheduled_date: post.scheduledLocal,
    timezone: post.timezone,
    accounts: post.accounts.map(({ id, type }) => ({ id, type })),
    attachments: [...post.attachments],
    replies: [...post.replies],
    ...(post.title === undefined ? {} : { title: post.title }),
    created_at: new Date(post.createdAt).toISOString(),
    ...(post.publishedAt === undefined ? {} : { published_at: new Date(post.publishedAt).toISOString() }),
    ...(post.error === undefined ? {} : { error: post.error }),
  };
}

export type PostRecord = ReturnType<typeof postJson>;
