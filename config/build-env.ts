/**
 * Build-time addresses: the demo build's point at the local sandbox and broker; a release build sets the QUICKPOST_*
 * variables (README: "Pointing at the real service"; broker/README.md). The options page can change each later.
 */
import demo from './demo-extension.json' with { type: 'json' };

const SANDBOX_ORIGIN = 'http://127.0.0.1:8787';
/** The reference broker's default address (`npm run broker`); also a registered redirect URI's origin. */
const DEMO_BROKER_URL = 'http://127.0.0.1:8788';
/** The sandbox's seeded OAuth app (docs/design.md §6). Public by nature: "Safe in client-side code". */
const DEMO_CLIENT_ID = 'svc_cid_demo';

export interface BuildEnv {
  apiUrl: string;
  appUrl: string;
  /** OAuth client id (`svc_cid_…`); empty when the build has none (sign-in then asks for one in the settings). */
  clientId: string;
  /** The token broker's address; empty when the build has none. */
  brokerUrl: string;
  /** True when both addresses are loopback: the demo build, whose id is pinned by `demo.key`. */
  demo: boolean;
  /** Origins granted at install (host_permissions), as match patterns. */
  hostPatterns: string[];
}

function originPattern(url: string): string {
  const u = new URL(url);
  // Host permissions ignore the port: http://127.0.0.1/* covers every sandbox port.
  return `${u.protocol}//${u.hostname}/*`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const trimmed = (value: string | undefined) => value?.trim().replace(/\/+$/, '') || undefined;

export function readBuildEnv(env: Record<string, string | undefined> = process.env): BuildEnv {
  const apiUrl = trimmed(env.QUICKPOST_API_URL) ?? SANDBOX_ORIGIN;
  const appUrl = trimmed(env.QUICKPOST_APP_URL) ?? apiUrl;
  const demoBuild = [apiUrl, appUrl].every((u) => LOOPBACK.has(new URL(u).hostname));
  return {
    apiUrl,
    appUrl,
    // The seeded app and the local broker only make sense against the sandbox: a release build gets none.
    clientId: env.QUICKPOST_CLIENT_ID?.trim() || (demoBuild ? DEMO_CLIENT_ID : ''),
    brokerUrl: trimmed(env.QUICKPOST_BROKER_URL) ?? (demoBuild ? DEMO_BROKER_URL : ''),
    demo: demoBuild,
    hostPatterns: [...new Set([originPattern(apiUrl), originPattern(appUrl)])],
  };
}

export const demoExtension = demo;
