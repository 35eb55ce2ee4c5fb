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

let cached: { env: Env; app: ReturnType<typeof createBroker> } | undefined;

function appFor(env: Env) {
  if (cached?.env !== env) {
    const settings = readBrokerSettings(env);
    const app = createBroker({
      exchange: serviceExchange(settings),
      allowedOrigins: settings.allowedOrigins,
      allowedRedirectUris: settings.allowedRedirectUris,
      rateLimit: settings.rateLimit,
      // An edge runtime has no socket to read: the platform's header names the caller (Cloudflare's by default).
      clientOf: clientOf(settings.clientIpHeader ?? 'cf-connecting-ip'),
      log: (line) => console.log(line),
    });
    cached = { env, app };
  }
  return cached.app;
}

export default {
  fetch(
    request: Request,
    env: Env = (globalThis as { process?: { env: Env } }).process?.env ?? {},
  ): Response | Promise<Response> {
    return appFor(env).fetch(request);
  },
};
