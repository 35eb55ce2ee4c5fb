/**
 * The broker's settings from its environment (README: "The token broker"). The defaults are the demo's: the
 * local sandbox, its seeded OAuth app and the demo extension. A secret is only defaulted for a loopback
 * service — a broker pointed at the real service without its own secret refuses to start.
 */
import demo from '../config/demo-extension.json' with { type: 'json' };

export interface BrokerSettings {
  port: number;
  host: string;
  /** The service's `{base_url}`. */
  serviceUrl: string;
  clientId: string;
  clientSecret: string;
  allowedOrigins: string[];
  allowedRedirectUris: string[];
  /** Exchanges per client per minute (BROKER_RATE_LIMIT, default 10). */
  rateLimit: number;
  /** Proxies in front of the broker that append the caller's address to X-Forwarded-For (BROKER_TRUSTED_PROXIES). */
  trustedProxies?: number | undefined;
}

export const DEMO_BROKER = {
  port: 8788,
  serviceUrl: 'http://127.0.0.1:8787',
  clientId: 'svc_cid_demo',
  clientSecret: 'svc_cs_demo',
  origins: [`chrome-extension://${demo.id}`],
  redirectUris: ['http://127.0.0.1:8788/callback', `https://${demo.id}.chromiumapp.org/`],
} as const;

/** A setting the operator got wrong; the message says which variable and what to do. */
export class BrokerConfigError extends Error {
  override readonly name = 'BrokerConfigError';
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BrokerConfigError(`${name} must be an absolute http(s) URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BrokerConfigError(`${name} must be http(s) (got "${raw}").`);
  return raw.replace(/\/+$/, '');
}

export function readBrokerSettings(env: Record<string, string | undefined>): BrokerSettings {
  const port = Number(env.BROKER_PORT?.trim() || DEMO_BROKER.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new BrokerConfigError(`BROKER_PORT must be a port number (got "${env.BROKER_PORT}").`);
  const serviceUrl = httpUrl('BROKER_SERVICE_URL', env.BROKER_SERVICE_URL?.trim() || DEMO_BROKER.serviceUrl);
  const loopbackService = LOOPBACK.has(new URL(serviceUrl).hostname);
  if (!loopbackService && new URL(serviceUrl).protocol !== 'https:') {
    throw new BrokerConfigError(
      `BROKER_SERVICE_URL must use https:// (got "${serviceUrl}"): the client secret and the codes would travel unencrypted.`,
    );
  }
  const clientId = env.BROKER_CLIENT_ID?.trim() || (loopbackService ? DEMO_BROKER.clientId : '');
  const clientSecret = env.BROKER_CLIENT_SECRET?.trim() || (loopbackService ? DEMO_BROKER.clientSecret : '');
  if (!clientId || !clientSecret) {
    throw new BrokerConfigError(
      'Set BROKER_CLIENT_ID and BROKER_CLIENT_SECRET to the OAuth app registered in the service’s dashboard.',
    );
  }
  const origins = list(env.BROKER_ALLOWED_ORIGINS);
  const redirectUris = list(env.BROKER_REDIRECT_URIS);
  for (const origin of origins) {
    if (!/^(chrome|moz|safari-web)-extension:\/\/[^/]+$/.test(origin)) {
      throw new BrokerConfigError(
        `BROKER_ALLOWED_ORIGINS holds extension origins like chrome-extension://<id> (got "${origin}").`,
      );
    }
  }
  for (const uri of redirectUris) httpUrl('BROKER_REDIRECT_URIS', uri);
  const rateLimit = Number(env.BROKER_RATE_LIMIT?.trim() || 10);
  if (!Number.isInteger(rateLimit) || rateLimit < 1)
    throw new BrokerConfigError(
      `BROKER_RATE_LIMIT must be a whole number of exchanges per minute (got "${env.BROKER_RATE_LIMIT}").`,
    );
  const trustedProxies = Number(env.BROKER_TRUSTED_PROXIES?.trim() || 0);
  if (!Number.isInteger(trustedProxies) || trustedProxies < 0)
    throw new BrokerConfigError(
      `BROKER_TRUSTED_PROXIES must be the number of proxies in front of the broker (got "${env.BROKER_TRUSTED_PROXIES}").`,
    );
  if (!loopbackService && (!origins.length || !redirectUris.length)) {
    throw new BrokerConfigError(
      'Set BROKER_ALLOWED_ORIGINS and BROKER_REDIRECT_URIS: the demo extension’s defaults only suit the local sandbox.',
    );
  }
  return {
    port,
    host: env.BROKER_HOST?.trim() || '127.0.0.1',
    serviceUrl,
    clientId,
    clientSecret,
    allowedOrigins: origins.length ? origins : [...DEMO_BROKER.origins],
    allowedRedirectUris: redirectUris.length ? redirectUris : [...DEMO_BROKER.redirectUris],
    rateLimit,
    trustedProxies,
  };
}
