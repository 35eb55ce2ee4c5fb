/**
 * The link card's `GuardedFetch` (link-card-fetch.ts): the one guarded fetch of page-given addresses
 * (guarded-fetch.ts) — nothing on this computer or the local network, no redirect followed, no cookies — with the
 * body read only up to `maxBytes`.
 */
import { say } from '@/lib/errors/quickpost-error';
import { guardedFetch } from './guarded-fetch';
import type { GuardedFetch } from './link-card-fetch';

const TIMEOUT_MS = 15_000;

/** Reads at most `max` bytes of the body, then stops reading. */
async function readUpTo(response: Response, max: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer()).subarray(0, max);
  const out = new Uint8Array(max);
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, max - size);
    out.set(take, size);
    size += take.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return out.subarray(0, size);
}

export function guardedPageFetch(deps: { fetch: typeof fetch; exempt: readonly string[] }): GuardedFetch {
  return async (url, { maxBytes, accept }) => {
    const address = new URL(url);
    const answer = await guardedFetch(address, {
      fetch: deps.fetch,
      exempt: deps.exempt,
      timeoutMs: TIMEOUT_MS,
      accept,
    });
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
    return {
      ok: true,
      url: address.href,
      contentType: response.headers.get('content-type') ?? '',
      bytes: await readUpTo(response, maxBytes),
    };
  };
}
