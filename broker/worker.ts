/**
 * The broker on a serverless/edge runtime that speaks the fetch-handler convention (Cloudflare Workers,
 * Deno Deploy, Bun): `export default { fetch(request, env) }`. Its settings come from the runtime's
 * environment bindings, the same variables as on Node (README: "The token broker").
 */
import { createBroker } from './app';
import { readBrokerSettings } from './config';
import { serviceExchange } from './exchange';
import { clientOf } from './client-of';

type Env = Record<string, string | undefined>;

/**
 * The app, and with it the rate limiter, for the settings it was built from. Kept at module scope and found again by
 * those settings, not by the `env` object: a runtime may hand every request a new `env` (the fetch-handler
 * convention promises nothing), and a limiter rebuilt per request would never refuse anyone. One entry: the
 * settings change only with a deploy.
 */
let built: { settings: string; app: ReturnType<typeof createBroker> } | undefined;

function appFor(env: Env) {
  const settings = readBrokerSettings(env);
  const key = JSON.stringify(settings);
  if (built?.settings !== key) {
    const app = createBroker({
      exchange: serviceExchange(settings),
      allowedOrigins: settings.allowedOrigins,
      allowedRedirectUris: settings.allowedRedirectUris,
      rateLimit: settings.rateLimit,
      // No socket here: Cloudflare names the caller, or the proxies the operator trusts; else it is nameless.
      clientOf: clientOf(settings.trustedProxies ?? 0),
      log: (line) => console.log(line),
    });
    built = { settings: key, app };
  }
  return built.app;
}

export default {
  fetch(
    request: Request,
    env: Env = (globalThis as { process?: { env: Env } }).process?.env ?? {},
  ): Response | Promise<Response> {
    return appFor(env).fetch(request);
  },
};
