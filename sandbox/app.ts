import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import type { Sandbox, SandboxEnv } from './context.ts';
import { ApiError, errorBody, sendError } from './errors.ts';
import { faultMiddleware } from './faults.ts';
import { loopbackOnly } from './loopback.ts';
import { ntfyRoutes } from './ntfy/routes.ts';
import { accountsRoutes } from './routes/accounts.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { controlRoutes } from './routes/controls.ts';
import { oauthControlRoutes } from './routes/controls-oauth.ts';
import { createPostRoutes } from './routes/create-post.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { fileRoutes } from './routes/files.ts';
import { mediaRoutes } from './routes/media.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { postsRoutes } from './routes/posts.ts';
import { tokenRoutes } from './routes/token.ts';
import { uploadRoutes } from './routes/upload.ts';

/** The whole service on one origin: {base_url} (/developers/v1), {app_url} (consent, dashboard), controls. */
export function createApp(sb: Sandbox) {
  const app = new Hono<SandboxEnv>();

  // Extension pages upload and call from their own origin: allow any origin with our three headers.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['X-API-KEY', 'Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // hono's logger colours its lines; the sandbox's log often goes to a file or CI, so strip them.
  if (!sb.quiet)
    app.use(
      '*',
      logger((line) => sb.say(line.replace(/\x1b\[[0-9;]*m/g, ''))),
    );
  // Transitions due on the simulated clock run before every request, so answers are never stale.
  app.use('*', async (_c, next) => {
    sb.tick();
    await next();
  });
  app.use('*', faultMiddleware(sb));
  app.use('/__sandbox/*', loopbackOnly);

  for (const routes of [
    accountsRoutes,
    createPostRoutes,
    postsRoutes,
    analyticsRoutes,
    mediaRoutes,
    uploadRoutes,
    tokenRoutes,
  ]) {
    app.route('/developers/v1', routes(sb));
  }
  app.route('/', oauthRoutes(sb));
  app.route('/', dashboardRoutes(sb));
  app.route('/', fileRoutes(sb));
  // An ntfy-compatible relay for the service's webhooks (sandbox/ntfy/README.md); not part of the interface.
  app.route('/ntfy', ntfyRoutes(sb, { prefix: '/ntfy' }));
  app.route('/__sandbox', controlRoutes(sb));
  app.route('/__sandbox', oauthControlRoutes(sb));

  app.notFound((c) => sendError(c, 404, `Not found: ${c.req.method} ${c.req.path}`));

  // Never crash: a refusal becomes the interface's error body, anything else a 500 (Errors table).
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.status, error.message, error.extra), error.status);
    if (error instanceof HTTPException)
      return c.json(errorBody(error.status, error.message || 'Bad request'), error.status);
    sb.say(`unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(errorBody(500, `Internal server error: ${error.message}`), 500);
  });

  return app;
}
