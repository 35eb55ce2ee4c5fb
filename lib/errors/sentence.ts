/**
 * The sentence a page shows for any failure that crossed from the background (docs/design.md §3.2), by its kind's
 * sentence rule; anything unknown gets a generic one, never raw text. Pages load this lazily (lazy-sentence.ts).
 */
import { describeError, type DescribeOptions } from './describe';
import type { Say, SentenceRule } from './kind';
import { kindOf } from './registry';
import { isApiHttpError } from './transport';
import type { Operation } from '../service/operations';
import { t } from '../i18n/t';

/** What the page was doing: the operation behind it, and whether it was checking a newly pasted key. */
export type Action = { operation: Operation; checkingKey?: boolean };

function byRule(
  rule: SentenceRule,
  error: unknown,
  operation: Operation,
  options: DescribeOptions = {},
): string | undefined {
  if (rule === 'service') return describeError(error, operation, options);
  if (rule === 'message') {
    const { message, say } = error as { message?: unknown; say?: Say };
    // Worded now, in the language of this moment; a key this catalog lacks (another version) keeps the message.
    const worded = say && t(say.key, ...say.args);
    if (worded && worded !== say.key) return worded;
    return typeof message === 'string' ? message : undefined;
  }
  return t(rule.key);
}

export function sentenceFor(error: unknown, action: Action): string {
  if (action.checkingKey && isApiHttpError(error) && (error.status === 403 || error.status === 401)) {
    // A key typed a moment ago is not "no longer" valid: it never was (describeError speaks of stored ones).
    const said = error.serviceMessage ? t('said_quoted', error.serviceMessage) : '';
    return error.status === 403 ? t('key_refused', said) : t('key_missing', said);
  }
  const Kind = kindOf(error);
  const sentence = Kind && byRule(Kind.sentence, error, action.operation);
  if (sentence !== undefined) return sentence;
  const { message } = (error ?? {}) as { message?: unknown };
  if (
    typeof message === 'string' &&
    /receiving end does not exist|could not establish connection|message port closed/i.test(message)
  ) {
    return t('background_silent');
  }
  return t('page_unexpected');
}

/** A refused post as the outbox stores it (lib/storage/outbox-entry.ts OutboxFailure): the error as data. */
export interface StoredFailure {
  error?: unknown;
  /** The outcome was unknown, and the post list could not be read to learn it. */
  unchecked?: boolean;
  /** Only in entries stored before refusals were kept as data. */
  sentence?: string;
}

/** The refusal of a post in the person's language and time zone, worded now from what the outbox stored. */
export function failureSentence(failure: StoredFailure | undefined, options: DescribeOptions = {}): string {
  if (failure?.error === undefined) return failure?.sentence ?? t('err_unexpected');
  const Kind = kindOf(failure.error);
  const said = (Kind && byRule(Kind.sentence, failure.error, 'createPost', options)) ?? t('err_unexpected');
  return failure.unchecked ? t('outbox_unknown_unchecked', said.replace(/\.$/, '')) : said;
}
