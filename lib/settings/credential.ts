/**
 * The credential, one shape for storage, the message contract and the client (docs/service-interface.md,
 * Authentication): a personal API key or an OAuth access token; "exactly one is required".
 */
import { z } from 'zod/mini';

const secret = z.string().check(z.minLength(1));
const ApiKey = z.object({ kind: z.literal('api-key'), key: secret });
const Bearer = z.object({ kind: z.literal('bearer'), token: secret });

export const Credential = z.union([ApiKey, Bearer]);
export type Credential = z.infer<typeof Credential>;

const saved = { savedAt: z.number() };
export const StoredCredential = z.union([
  z.object({ ...ApiKey.shape, ...saved }),
  z.object({ ...Bearer.shape, ...saved }),
]);
export type StoredCredential = z.infer<typeof StoredCredential>;

/** The credential alone, for the client or a page. */
export const credentialOf = (stored: StoredCredential): Credential => Credential.parse(stored);
