/**
 * Why "Post this image" could not fetch or keep the image, as data: the background stores it in the prefill and the
 * page words it in the person's language when it shows it (lib/composer/prefill-image-text.ts). zod/mini: the
 * composer chunk reads it with the prefill.
 */
import { z } from 'zod/mini';

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
