/**
 * The service client (docs/style.md): one method per operation, each checking the rate budget before the network,
 * retrying per the interface's table, and returning a value parsed with zod or throwing one of errors.ts.
 */
import { buildPostBody } from './post-body';
import type { NewPost } from '../service/post';
import { Analytics, CreatedPost, PostsPage } from './post-schemas';
import { createTransport, type RetryHooks, type TransportDeps } from './request';
import { AccountsAnswer, MediaListAnswer, UploadAnswer } from './schemas';
import { tokenCall, type TokenRequest } from './token';

export type ApiDeps = TransportDeps;

const V1 = '/developers/v1';

export interface ReadOptions {
  /** Background work (status polling) may not spend the reads kept for the person (budget reserve). */
  background?: boolean;
}

export interface PostsQuery {
  page?: number;
  perPage?: number;
}

export interface MediaQuery {
  type?: 'image' | 'video';
  page?: number;
  /** Max 100 (Limits). */
  perPage?: number;
}

export function createApi(deps: ApiDeps) {
  const send = createTransport(deps);
  return {
    /** GET /accounts: the connected social accounts (a disconnected one is simply absent). */
    listAccounts: (options: ReadOptions = {}) =>
      send({ operation: 'listAccounts', method: 'GET', path: `${V1}/accounts`, schema: AccountsAnswer, ...options }),

    /** POST /post: schedules (or publishes now) a post; one write however many accounts it targets. */
    createPost: (post: NewPost, retries?: RetryHooks) =>
      send({
        retries,
        operation: 'createPost',
        method: 'POST',
        path: `${V1}/post`,
        json: buildPostBody(post),
        schema: CreatedPost,
        context: { attachments: post.attachments?.length ?? 0 },
      }),

    /** GET /posts: one page of the user's posts, read tolerantly (shape not shown in the interface). */
    listPosts: (query: PostsQuery = {}, options: ReadOptions = {}) =>
      send({
        operation: 'listPosts',
        method: 'GET',
        path: `${V1}/posts`,
        query: { page: query.page, per_page: query.perPage },
        schema: PostsPage,
        ...options,
      }),

    /** DELETE /posts/{id}: removes a scheduled post (409 once published). The answer's shape is not shown: unused. */
    deletePost: (id: number) =>
      send({ operation: 'deletePost', method: 'DELETE', path: `${V1}/posts/${encodeURIComponent(id)}`, schema: null }),

    /** GET /analytics/{id}: a published post's figures, as whatever JSON object the service gives. */
    analytics: (id: number, options: ReadOptions = {}) =>
      send({
        operation: 'analytics',
        method: 'GET',
        path: `${V1}/analytics/${encodeURIComponent(id)}`,
        schema: Analytics,
        ...options,
      }),

    /** GET /media/list: one page of uploaded media, optionally only images or videos. */
    listMedia: (query: MediaQuery = {}, options: ReadOptions = {}) =>
      send({
        operation: 'listMedia',
        method: 'GET',
        path: `${V1}/media/list`,
        query: { type: query.type, page: query.page, per_page: query.perPage },
        schema: MediaListAnswer,
        ...options,
      }),

    /**
     * DELETE /media/delete: removes a media item (409 while a scheduled post uses it). How the id is passed is
     * not shown, so it goes both as `?media_id=` (survives proxies that drop DELETE bodies) and as a JSON body.
     */
    deleteMedia: (mediaId: string) =>
      send({
        operation: 'deleteMedia',
        method: 'DELETE',
        path: `${V1}/media/delete`,
        query: { media_id: mediaId },
        json: { media_id: mediaId },
        schema: null,
      }),

    /**
     * POST /media/upload (multipart, `file` field) over fetch: for a small file the background already holds, such
     * as an image fetched for "Post this image". No progress; a person's own files go through upload.ts.
     */
    uploadFile: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return send({ operation: 'uploadMedia', method: 'POST', path: `${V1}/media/upload`, form, schema: UploadAnswer });
    },

    /** POST /oauth/token: trades an authorization code for a bearer token (server-side: it needs the secret). */
    exchangeToken: (request: TokenRequest) => send(tokenCall(request)),
  };
}

export type Api = ReturnType<typeof createApi>;
