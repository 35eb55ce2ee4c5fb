/**
 * "Load preview" on the background's side (docs/design.md §3.7): the HTML of one address the person asked for, read
 * through the guarded fetch of page-given addresses (lib/prefill/guarded-page-fetch.ts), at most 512 KB.
 */
import type { BackgroundDeps } from './deps';
import { exemptOrigins } from './exempt-origins';
import { fetchPageHtml } from '../prefill/link-card-fetch';
import { guardedPageFetch } from '../prefill/guarded-page-fetch';

export function createLinkCardHandlers(deps: Pick<BackgroundDeps, 'fetch'>) {
  return {
    'linkCard.fetch': async ({ url }: { url: string }) =>
      fetchPageHtml(url, guardedPageFetch({ fetch: deps.fetch, exempt: await exemptOrigins() })),
  };
}
