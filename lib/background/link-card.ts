/**
 * "Load preview" on the background's side (docs/design.md §3.7): the HTML of one address the person asked for, read
 * through the guarded fetch of page-given addresses (lib/prefill/guarded-page-fetch.ts), at most 512 KB.
 */
import type { BackgroundDeps } from './deps';
import { serviceAddressesItem } from '@/lib/storage/items';
import { fetchPageHtml } from '../prefill/link-card-fetch';
import { guardedPageFetch } from '../prefill/guarded-page-fetch';

export function createLinkCardHandlers(deps: Pick<BackgroundDeps, 'fetch'>) {
  return {
    'linkCard.fetch': async ({ url }: { url: string }) => {
      const { apiUrl, appUrl } = await serviceAddressesItem.get();
      const serviceOrigins = [new URL(apiUrl).origin, new URL(appUrl).origin];
      return fetchPageHtml(url, guardedPageFetch({ fetch: deps.fetch, serviceOrigins }));
    },
  };
}
