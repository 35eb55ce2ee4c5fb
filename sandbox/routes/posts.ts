import { Hono } from 'hono';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { enumParam, pagination } from '../query.ts';
import { limit } from '../rate-limit.ts';
import { postJson } from '../records.ts';
import type { Post } from '../state.ts';

const STATUSES = ['scheduled', 'published', 'failed'] as const;

/** The caller's post with this id; unknown and foreign ids are the same 404 (existence is not leaked). */
export function ownPost(sb: Sandbox, user: string, rawId: string): Post {
  const post = /^\d+$/.test(rawId) ? sb.state.posts.find((p) => p.id === Number(rawId) && p.owner === user) : undefined;
  if (!post) throw new ApiError(404, `Post ${rawId} not found`);
  return post;
}

/** GET /developers/v1/posts and DELETE /developers/v1/posts/{id} (shapes chosen by the sandbox). */
export function postsRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();

  routes.get('/posts', authenticate(sb), limit(sb, 'read'), (c) => {
    const status = enumParam('status', c.req.query('status'), STATUSES);
    const { page, perPage, start } = pagination((name) => c.req.query(name));
    const user = c.get('user');
    const mine = sb.state.posts
      .filter((p) => p.owner === user && (status === undefined || p.status === status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    return c.json({
      posts: mine.slice(start, start + perPage).map(postJson),
      page,
      per_page: perPage,
      total: mine.length,
    });
  });

  routes.delete('/posts/:id', authenticate(sb), limit(sb, 'write'), (c) => {
    const post = ownPost(sb, c.get('user'), c.req.param('id'));
    if (post.status === 'published') {
      throw new ApiError(409, `Post ${post.id} is already published; a published post cannot be deleted`);
    }
    sb.state.posts = sb.state.posts.filter((p) => p !== post);
    return c.json({ code: 200, message: `Post ${post.id} deleted` });
  });

  return routes;
}
