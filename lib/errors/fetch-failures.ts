/**
 * Why an address a web page gave could not be fetched (lib/prefill/), as data: the background stores it or answers with
 * it, and the page words it in the person's language when it shows it (fetch-sentences.ts). zod/mini: the composer
 * chunk reads them with the prefill and the message contract.
 */
import { z } from 'zod/mini';

/** "Post this image": why the image could not be fetched or kept. */
export const ImageFailure = z.object({
  why: z.enum([
    'bad-address',
    'blob',
    'too-big',
    'bad-protocol',
    'redirect',
    'no-answer',
    'unreadable',
    'refused',
    'not-image',
    'broken',
    /** Something failed that has no words of its own. */
    'error',
    /** The fetched image was cleared before it was attached. */
    'gone',
  ]),
  /** The host named in the sentence (redirect: with its port, as the address had it). */
  host: z.optional(z.string()),
  /** refused: the HTTP status. */
  status: z.optional(z.number()),
  /** too-big: the most Quickpost fetches, in bytes. */
  maxBytes: z.optional(z.number()),
  /** bad-protocol: the scheme, "ftp:". */
  protocol: z.optional(z.string()),
});
export type ImageFailure = z.infer<typeof ImageFailure>;

/**
 * "Load preview": why a link card's page was not fetched. `host` is the page's host; `address` the local one that was
 * not reached unasked; `status` the HTTP status of a refusal; `not-allowed` is the composer's own (the person did not
 * grant the site).
 */
export const PageFailure = z.object({
  why: z.enum(['bad-address', 'no-answer', 'not-html', 'local', 'redirect', 'refused', 'not-allowed']),
  host: z.optional(z.string()),
  address: z.optional(z.string()),
  status: z.optional(z.number()),
});
export type PageFailure = z.infer<typeof PageFailure>;
