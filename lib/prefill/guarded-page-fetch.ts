/** The link card's `GuardedFetch` (link-card-fetch.ts): the guarded fetch of a page-given address, cut short. */
import { say } from '@/lib/errors/quickpost-error';
import { guardedFetch, readCapped } from './guarded-fetch';
import type { GuardedFetch } from './link-card-fetch';

const TIMEOUT_MS = 15_000;

export function guardedPageFetch(deps: { fetch: typeof fetch; exempt: readonly string[] }): GuardedFetch {
  return async (url, { maxBytes, accept }) => {
    const address = new URL(url);
    const answer = await guardedFetch(address, { ...deps, timeoutMs: TIMEOUT_MS, accept });
    if (!answer.ok) {
      if (answer.why === 'confirm') return { ok: false, failure: say('link_card_local', answer.address) };
      const key = answer.why === 'redirect' ? 'link_card_redirect' : 'link_card_no_answer';
      return { ok: false, failure: say(key, address.hostname) };
    }
    const { response } = answer;
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, failure: say('link_card_refused', address.hostname, response.status) };
    }
    const body = await readCapped(response, maxBytes, true);
    return {
      ok: true,
      url: address.href,
      contentType: response.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await body!.arrayBuffer()),
    };
  };
}
