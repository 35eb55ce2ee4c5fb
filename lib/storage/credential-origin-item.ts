/**
 * The origin the stored credential was saved for: `savedAt` pairs it with one credential, so a record
 * left from an older one never vouches for a newer. Listed in lib/storage/items.ts with every other key.
 */
import { z } from 'zod/mini';
import { defineParsedItem } from './parsed-item';

export const credentialOriginItem = defineParsedItem('local:credentialOrigin', {
  schema: z.nullable(z.object({ origin: z.string(), savedAt: z.number() })),
  fallback: null,
});
