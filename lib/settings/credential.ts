/**
 * The credential — one shape for storage, the message contract and the API client (docs/service-interface.md,
 * Authentication): a personal API key sent as `X-API-KEY`, or an OAuth access token sent as `Authorization:
 * Bearer`; "exactly one is required". zod/mini: the upload ticket carries it to the composer page.
 */
import { z } from 'zod/mini';

const secret = z.string().check(z.minLength(1));
const ApiKey = z.object({ kind: z.literal('api-key'), key: secret });
const Bearer = z.object({ kind: z.literal('bearer'), token: secret });

export const Credential = z.union([ApiKey, Bearer]);
export type Credential = z.infer<typeof Credential>;

/** As storage keeps it: the credential and when it was saved. */
const saved = { savedAt: z.number() };
export const StoredCredential = z.union([
  z.object({ ...ApiKey.shape, ...saved }),
  z.object({ ...Bearer.shape, ...saved }),
]);
export type StoredCredential = z.infer<typeof StoredCredential>;

/** The credential alone, for the client or a page (never when it was saved, or anything added later). */
export const credentialOf = (stored: StoredCredential): Credential => Credential.parse(stored);
