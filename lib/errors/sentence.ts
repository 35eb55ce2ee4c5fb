/**
 * The sentence a page shows for any failure that crossed from the background (design.md §3.2: "every error
 * … as a sentence that says what to do"). Service errors go through lib/api's describeError; Quickpost's
 * own errors carry their sentence; anything else gets a generic one, never raw text.
 */
import { describeError } from '@/lib/errors/describe';
import { isApiError, isApiHttpError } from '@/lib/errors/transport';
import type { Operation } from '@/lib/service/operations';
import { SENTENCE_ERROR_NAMES } from '@/lib/errors/own-errors';
import { t } from '@/lib/i18n/t';

/** What the page was doing: the operation behind it, and whether it was checking a newly pasted key. */
export type Action = { operation: Operation; checkingKey?: boolean };

export function sentenceFor(error: unknown, action: Action): string {
  if (action.checkingKey && isApiHttpError(error) && (error.status === 403 || error.status === 401)) {
    // A key typed a moment ago is not "no longer" valid: it never was (describeError speaks of stored ones).
    const said = error.serviceMessage ? t('said_quoted', error.serviceMessage) : '';
    return error.status === 403
      ? t('key_refused', said)
      : t('key_missing', said);
  }
  if (isApiError(error)) return describeError(error, action.operation);
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && SENTENCE_ERROR_NAMES.has(name) && typeof message === 'string') return message;
  if (name === 'MessageContractError') return t('page_outdated');
  if (typeof message === 'string' && /receiving end does not exist|could not establish connection|message port closed/i.test(message)) {
    return t('background_silent');
  }
  return t('page_unexpected');
}
