/**
 * Build-time service addresses. The demo build (the default) points at the local sandbox; a release build
 * sets QUICKPOST_API_URL and QUICKPOST_APP_URL to the real service (README: "Pointing at the real service").
 */
import demo from './demo-extension.json' with { type: 'json' };

export const SANDBOX_ORIGIN = 'http://127.0.0.1:8787';

export interface BuildEnv {
  apiUrl: string;
  appUrl: string;
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

export function readBuildEnv(env: Record<string, string | undefined> = process.env): BuildEnv {
  const apiUrl = (env.QUICKPOST_API_URL ?? SANDBOX_ORIGIN).replace(/\/+$/, '');
  const appUrl = (env.QUICKPOST_APP_URL ?? apiUrl).replace(/\/+$/, '');
  const demoBuild = [apiUrl, appUrl].every((u) => LOOPBACK.has(new URL(u).hostname));
  return {
    apiUrl,
    appUrl,
    demo: demoBuild,
    hostPatterns: [...new Set([originPattern(apiUrl), originPattern(appUrl)])],
  };
}

export const demoExtension = demo;
