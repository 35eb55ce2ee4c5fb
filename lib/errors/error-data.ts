/**
 * An error as data (transport.ts `serializeError`): its kind's name, its message and its kind's fields. Stored or sent
 * as it is, and worded only by the page that shows it (sentence.ts), in the person's language at that moment.
 */
import { z } from 'zod/mini';

export const ErrorData = z.looseObject({ name: z.string(), message: z.string() });
