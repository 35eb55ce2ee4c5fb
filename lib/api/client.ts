/**
 * The service client (docs/style.md): one method per operation, each checking the rate budget before the network,
 * retrying per the interface's table, and returning a value parsed with zod or throwing an error of lib/errors.
 */
import { buildPostBody } from './post-body';
import type { NewPost } from '../service/post';
import { Analytics, CreatedPost, PostsPage } from './post-schemas';
import type { SpendOptions } from './ports';
import { createRequester, type ApiDeps, type RetryHooks } from './request';
import { AccountsAnswer, MediaListAnswer, TokenAnswer, UploadAnswer } from './schemas';

const V1 = '/developers/v1';

export interface PostsQuery {
  page?: number;
  perPage?: number;
}

export interface MediaQuery {
  type?: 'image' | 'video';
  page?: number;
  perPage?: number; // at most 100 (Limits)
}

/** RFC 6749 §4.1.3 and RFC 7636 add the redirect URI and the verifier to the interface's body; sent when given. */
interface TokenRequest {
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri?: string | undefined;
  codeVerifier?: string | undefined;
}

export function createApi(deps: ApiDeps) {
  const send = createRequester(deps);
  return {
    /** A disconnected account is simply absent. */
    listAccounts: (options: SpendOptions = {}) =>
      send({ operation: 'listAccounts', method: 'GET', path: `${V1}/accounts`, schema: AccountsAnswer, ...options }),

    /** One write however many accounts it targets. */
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

    listPosts: (query: PostsQuery = {}, options: SpendOptions = {}) =>
      send({
        operation: 'listPosts',
        method: 'GET',
        path: `${V1}/posts`,
        query: { page: query.page, per_page: query.perPage },
        schema: PostsPage,
        ...options,
      }),

    /** 409 once published; the answer's shape is not shown, so it is not read. */
    deletePost: (id: number) =>
      send({ operation: 'deletePost', method: 'DELETE', path: `${V1}/posts/${encodeURIComponent(id)}`, schema: null }),

    analytics: (id: number, options: SpendOptions = {}) =>
      send({
        operation: 'analytics',
        method: 'GET',
        path: `${V1}/analytics/${encodeURIComponent(id)}`,
        schema: Analytics,
        ...options,
      }),

    listMedia: (query: MediaQuery = {}, options: SpendOptions = {}) =>
      send({
        operation: 'listMedia',
        method: 'GET',
        path: `${V1}/media/list`,
        query: { type: query.type, page: query.page, per_page: query.perPage },
        schema: MediaListAnswer,
        ...options,
      }),

    /** How the id is passed is not shown: both as `?media_id=` (proxies drop DELETE bodies) and as a JSON body. */
    deleteMedia: (mediaId: string) =>
      send({
        operation: 'deleteMedia',
        method: 'DELETE',
        path: `${V1}/media/delete`,
        query: { media_id: mediaId },
        json: { media_id: mediaId },
        schema: null,
      }),

    /** Over fetch, without progress: for a small file the background holds; a person's files go through upload.ts. */
    uploadFile: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return send({ operation: 'uploadMedia', method: 'POST', path: `${V1}/media/upload`, form, schema: UploadAnswer });
    },

    /** Needs the client secret, so a deployment makes it in the broker; kept for tests against the sandbox. */
    exchangeToken: ({ clientId, clientSecret, code, redirectUri, codeVerifier }: TokenRequest) =>
      send({
        operation: 'exchangeToken',
        method: 'POST',
        path: `${V1}/oauth/token`,
        auth: false,
        json: {
          grant_type: 'authorization_code',
          client_id: clientId,
          client_secret: clientSecret,
          code,
          ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
          ...(codeVerifier === undefined ? {} : { code_verifier: codeVerifier }),
        },
        schema: TokenAnswer,
        secrets: [clientSecret, code, ...(codeVerifier === undefined ? [] : [codeVerifier])],
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
