import { Hono } from 'hono';
import { analyticsFor } from '../analytics.ts';
import { authenticate } from '../auth.ts';
import type { Sandbox, SandboxEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { limit } from '../rate-limit.ts';
import { ownPost } from './posts.ts';

/** GET /developers/v1/analytics/{id} — 404 unknown/foreign, 409 until published. */
export function analyticsRoutes(sb: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.get('/analytics/:id', authenticate(sb), limit(sb, 'read'), (c) => {
    const post = ownPost(sb, c.get('user'), c.req.param('id'));
    if (post.status !== 'published') {
      throw new ApiError(409, `Post ${post.id} is ${post.status}. Analytics are available once the post is published`);
    }
    return c.json(analyticsFor(post, sb.clock.now()));
  });
  return routes;
}
