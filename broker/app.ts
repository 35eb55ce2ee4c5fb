/**
 * The reference token broker (docs/design.md §3.1): the extension sends it the authorization code, it exchanges
 * the code at the service's token endpoint with the client secret, which never ships in the extension
 * ("client_secret … server-side use only", docs/service-interface.md, OAuth app). Written on web standards (Hono,
 * fetch) so it runs on Node (broker/node.ts) or a serverless/edge runtime (broker/worker.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { callbackPage } from './callback-page';
import { ExchangeRefused, type Exchange } from './exchange';
import { rateLimit } from './rate-limit';

export interface BrokerConfig {
  /** Calls the service's token endpoint with the broker's client id and secret. */
  exchange: Exchange;
  /**
   * Extension origins allowed to call the broker, e.g. chrome-extension://<id>. Firefox gives every install
   * its own random moz-extension://<uuid>, so `moz-extension://*` admits them all: the origin check only keeps
   * web pages out, while a code stays useless without the PKCE verifier its extension holds.
   */
  allowedOrigins: readonly string[];
  /** Redirect URIs the broker accepts codes for (those registered with the OAuth app). */
  allowedRedirectUris: readonly string[];
  /** Where to log one line per exchange; never given the code, the verifier or the token. */
  log?: (line: string) => void;
  /** Exchanges one client may ask for per minute (default 10); see broker/rate-limit.ts. */
  rateLimit?: number;
  /** Who the client is, for the rate limit: its address as the platform vouches for it (broker/client-of.ts). */
  clientOf?: (request: Request, env: unknown) => string | undefined;
}

const DEFAULT_RATE_LIMIT = 10;

const ExchangeBody = z.object({
  code: z.string().min(1).max(2048),
  redirect_uri: z.string().min(1).max(2048),
  // RFC 7636 §4.1: 43 to 128 characters. Required: without it a stolen code would be enough.
  code_verifier: z.string().min(43).max(128),
});

/** A refused code is the person's to retry (400); everything else is the broker's or the service's trouble (502). */
const statusFor: Record<ExchangeRefused['kind'], 400 | 502> = {
  invalid_grant: 400,
  invalid_client: 502,
  service_unreachable: 502,
  service_error: 502,
};

/** Answers carrying a token (or about one) must never be stored by a cache (RFC 6749 §5.1). */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' } as const;

export function createBroker(config: BrokerConfig): Hono {
  const log = config.log ?? (() => undefined);
  const allowed = (origin: string | undefined) =>
    origin !== undefined && config.allowedOrigins.some((a) => originMatches(a, origin));
  const limit = rateLimit(config.rateLimit ?? DEFAULT_RATE_LIMIT, 60_000);
  const app = new Hono();

  app.use(
    '/exchange',
    cors({
      origin: (origin) => (allowed(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  app.get('/health', (c) => c.json({ ok: true }));

  // http://127.0.0.1:8788/callback is a registered redirect URI (a loopback redirect for browsers without
  // identity.launchWebAuthFlow's chromiumapp.org URL); whoever lands here only needs to be told they are done.
  app.get('/callback', (c) => c.html(callbackPage(), 200, { ...NO_STORE, 'Referrer-Policy': 'no-referrer' }));

  app.post(
    '/exchange',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json(refusal('invalid_request', 'The request is too large.'), 413),
    }),
    async (c) => {
      c.header('Cache-Control', NO_STORE['Cache-Control']);
      c.header('Pragma', NO_STORE.Pragma);
      const origin = c.req.header('origin');
      // CORS only stops a page from reading the answer, not from sending: refuse foreign origins outright. A caller
      // without an Origin is no extension of ours either (the browser always sends one on this POST): refused too.
      if (origin === undefined || !allowed(origin)) {
        log(`refused an exchange from ${origin === undefined ? 'a caller without Origin' : `origin ${origin}`}`);
        return c.json(refusal('origin_not_allowed', 'This broker does not serve this extension.'), 403);
      }
      // Counted only now: a refused Origin costs the broker nothing, and must not spend the extension's limit.
      // A caller no one can name shares one stricter bucket with the others like it, apart from the named clients.
      const wait = limit.take(config.clientOf?.(c.req.raw, c.env));
      if (wait > 0) {
        log('refused an exchange: rate limit');
        c.header('Retry-After', String(wait));
        return c.json(refusal('rate_limited', `Too many sign-ins from here; try again in ${wait} seconds.`), 429);
      }
      const parsed = ExchangeBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'body';
        return c.json(refusal('invalid_request', `The request's ${field} is missing or malformed.`), 400);
      }
      const { code, redirect_uri: redirectUri, code_verifier: codeVerifier } = parsed.data;
      if (!config.allowedRedirectUris.includes(redirectUri)) {
        log('refused an exchange for an unregistered redirect URI');
        return c.json(
          refusal('invalid_request', `The redirect URL ${redirectUri} is not registered with this broker.`),
          400,
        );
      }
      try {
        const token = await config.exchange({ code, redirectUri, codeVerifier });
        log(`exchanged a code for ${origin}`);
        return c.json({ access_token: token.access_token, token_type: token.token_type });
      } catch (error) {
        const refused =
          error instanceof ExchangeRefused
            ? error
            : new ExchangeRefused('service_error', 'The broker could not exchange the code.');
        log(`exchange refused: ${refused.kind}`);
        return c.json(refusal(refused.kind, refused.message), statusFor[refused.kind]);
      }
    },
  );

  app.notFound((c) => c.json(refusal('not_found', 'Nothing here: the broker serves POST /exchange.'), 404));
  app.onError((_error, c) => {
    // The error may quote the request; it is not logged, only counted as a line.
    log('internal error');
    return c.json(refusal('server_error', 'The broker failed unexpectedly.'), 500);
  });
  return app;
}

/** An exact origin, or `<scheme>://*` for every origin of an extension scheme. */
export function originMatches(allowed: string, origin: string): boolean {
  if (allowed.endsWith('://*')) return origin.startsWith(allowed.slice(0, -1)) && origin.length > allowed.length - 1;
  return allowed === origin;
}

/** The broker's error body: an OAuth-style `error` code and a sentence. */
function refusal(error: string, message: string) {
  return { error, message };
}
