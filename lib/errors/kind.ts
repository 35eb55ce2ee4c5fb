/**
 * What an error kind is made of, written once on its class: its name, the zod/mini schema of what it carries, and its
 * sentence rule. Errors cross extension contexts as plain JSON, so they are recognised by that name — always through
 * this static, never a string written where they are recognised (docs/style.md).
 */
import type { z } from 'zod/mini';
import type { MessageKey } from '../i18n/t';

/**
 * How a kind becomes a sentence. Rules rather than functions so that the classes stay small: the pages load
 * them right after the first paint (they revive every answer), the sentences only once a failure is shown.
 * - 'service': a failure of the service or of its client; describe.ts words it for the operation;
 * - 'message': its message is a sentence written for the person; when it carries `say` (the sentence as data), the
 *   page words that again in the language of the moment, so that an error stored or thrown in another context
 *   never keeps the language it was made in;
 * - `{ key }`: always the same sentence of the locale catalogs; its message is for logs only.
 */
export type SentenceRule = 'service' | 'message' | { key: MessageKey };

/** A sentence as data: its catalog key and substitutions, worded where it is shown (lib/errors/sentence.ts). */
export interface Say {
  key: MessageKey;
  args: Array<string | number>;
}
export const say = (key: MessageKey, ...args: Array<string | number>): Say => ({ key, args });

/** The static side every kind has; the registry holds these. */
export interface ErrorKind<E extends Error = Error> {
  readonly kind: string;
  readonly fields: z.ZodMiniObject;
  readonly sentence: SentenceRule;
  readonly prototype: E;
  /** Rebuilds the error from its validated wire form (the fields plus `name` and `message`). */
  fromJSON(data: Record<string, unknown> & { message: string }): E;
}

/** The instance of a kind's class. */
export type ErrorOf<K extends ErrorKind> = K['prototype'];

/**
 * True when `value` is (or was, before it crossed a context) an error of this kind. Compares with the class's
 * own `kind`, so a plain serialized object is recognised too (ky's `utils/type-guards.ts`).
 */
export function isKind<K extends ErrorKind>(Kind: K, value: unknown): value is ErrorOf<K> {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === Kind.kind;
}

/** A named guard for one kind (`isApiHttpError = guardOf(ApiHttpError)`). */
export const guardOf =
  <K extends ErrorKind>(Kind: K) =>
  (value: unknown): value is ErrorOf<K> =>
    isKind(Kind, value);

/**
 * The base of every kind: takes its name from the class's `kind` and its fields from the Init, and sends the
 * keys of the class's `fields` schema as JSON (undefined ones drop out, as they would in messaging).
 */
export abstract class KindError extends Error {
  /** The message as data, for the page to word in its own language (the 'message' rule). */
  say?: Say;
  constructor(message: string, fields: object) {
    super(message);
    this.name = (new.target as unknown as ErrorKind).kind;
    Object.assign(this, fields);
  }

  toJSON(): Record<string, unknown> {
    const { fields } = this.constructor as unknown as ErrorKind;
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    if (this.say) json.say = this.say;
    for (const key of Object.keys(fields.shape)) json[key] = (this as unknown as Record<string, unknown>)[key];
    return json;
  }
}
