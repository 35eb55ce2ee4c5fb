/**
 * The one place an error becomes a sentence (docs/design.md §3.2): what happened and what to do, the service's own
 * text included, in the person's language when a page shows it; anything unknown gets a generic one, never raw text.
 */
import { t, uiLocale, type MessageKey } from '../i18n/t';
import { isWrite, type Bucket, type Operation } from '../service/operations';
import type { Said } from './data';
import { isQuickpostError } from './quickpost-error';
import {
  isApiError,
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
  isApiTimeoutError,
  type ApiError,
  type ApiHttpError,
  type ApiNetworkError,
  type ApiTimeoutError,
} from './service';

/** What the page was doing: the operation behind it, and whether it was checking a newly pasted key. */
export type Action = { operation: Operation; checkingKey?: boolean };

/** For times ("after 14:05"); the browser's own by default. */
interface WordingOptions {
  locale?: string;
  timeZone?: string;
}

function timeOf(epochMs: number | undefined, options: WordingOptions): string {
  if (epochMs === undefined) return t('err_when_unknown');
  const time = new Intl.DateTimeFormat(options.locale ?? uiLocale(), {
    timeStyle: 'short',
    timeZone: options.timeZone,
  });
  return t('err_when_after', time.format(new Date(epochMs)));
}

const bucketWords = (bucket: Bucket) => t(bucket === 'read' ? 'err_bucket_read' : 'err_bucket_write');

/** "(the service said: …)" — the service's own words, which for a 400 name the failing field. */
const said = (e: ApiHttpError) => (e.serviceMessage ? t('err_service_said', e.serviceMessage) : '');

function describeHttp(e: ApiHttpError, operation: Operation, options: WordingOptions): string {
  const upload = operation === 'uploadMedia';
  switch (e.status) {
    case 400:
    case 401:
      if (operation === 'exchangeToken') return t('err_sign_in_incomplete', said(e));
      return e.status === 400 ? t('err_400', said(e)) : t('err_401');
    case 403:
      // Create Post's 403 also means "an attachment does not exist or is not owned by the caller" (rule 1).
      if (operation === 'createPost' && (e.context?.attachments ?? 1) > 0) return t('err_403_attachment');
      return t('err_403');
    case 404:
      if (operation === 'deletePost' || operation === 'analytics') return t('err_404_post');
      if (operation === 'deleteMedia') return t('err_404_media');
      return t('err_404', said(e));
    case 409:
      if (operation === 'deletePost') return t('err_409_post', said(e));
      if (operation === 'deleteMedia') return t('err_409_media', said(e));
      if (operation === 'analytics') return t('err_409_analytics', said(e));
      return t('err_409', said(e));
    case 413:
      return t('err_413');
    case 415:
      return upload ? t('err_415_upload') : t('err_415', said(e));
    case 422:
      return upload ? t('err_422_upload') : t('err_422', said(e));
    case 429:
      return t('err_429', bucketWords(isWrite(operation) ? 'write' : 'read'), timeOf(e.retryAt, options));
  }
  if (e.status >= 500) return t('err_5xx', e.status, isWrite(operation) ? t('err_nothing_changed') : '');
  return t('err_status', e.status, said(e));
}

/** No answer arrived (offline or too slow): for a write, whether it may have been made (docs/design.md §3.4). */
function describeNoAnswer(e: ApiNetworkError | ApiTimeoutError, operation: Operation): string {
  const what = isApiNetworkError(e) ? t('err_offline') : t('err_timeout');
  if (!isWrite(operation)) return t('err_offline_read', what);
  return e.outcome === 'unknown' ? t('err_unknown_outcome', what) : t('err_offline_write', what);
}

function describeService(e: ApiError, operation: Operation, options: WordingOptions): string {
  if (isApiHttpError(e)) return describeHttp(e, operation, options);
  if (isApiNetworkError(e) || isApiTimeoutError(e)) return describeNoAnswer(e, operation);
  if (isApiSchemaError(e)) return isWrite(operation) ? t('err_schema_write') : t('err_schema_read');
  const who = e.reserveOnly ? t('err_budget_reserve') : '';
  return t('err_budget', bucketWords(e.bucket), who, timeOf(e.retryAt, options));
}

/** A sentence kept as data, worded now; `fallback` for a key this catalog lacks (another version's). */
export function worded({ key, args }: Said, fallback = t('page_unexpected')): string {
  const text = t(key as MessageKey, ...args);
  return text === key ? fallback : text;
}

/** Our own sentence for a service failure or a Quickpost error (its message when its key is unknown here). */
function ownSentence(error: unknown, operation: Operation, options: WordingOptions): string | undefined {
  if (isApiError(error)) return describeService(error, operation, options);
  if (isQuickpostError(error)) return worded(error, error.message);
  return undefined;
}

/** The sentence for any failure that reached a page, for what it was doing. */
export function sentenceFor(error: unknown, action: Action, options: WordingOptions = {}): string {
  if (action.checkingKey && isApiHttpError(error) && (error.status === 403 || error.status === 401)) {
    // A key typed a moment ago is not "no longer" valid: it never was (the 401/403 sentences speak of stored ones).
    const quoted = error.serviceMessage ? t('said_quoted', error.serviceMessage) : '';
    return error.status === 403 ? t('key_refused', quoted) : t('key_missing', quoted);
  }
  const sentence = ownSentence(error, action.operation, options);
  if (sentence !== undefined) return sentence;
  const message = (error as { message?: unknown } | null)?.message;
  const silent = /receiving end does not exist|could not establish connection|message port closed/i;
  return t(typeof message === 'string' && silent.test(message) ? 'background_silent' : 'page_unexpected');
}

/** A refused post as the outbox stored it (`unchecked`: the outcome was unknown and the post list unreadable). */
export function failureSentence(
  failure: { error?: unknown; unchecked?: boolean } | undefined,
  options: WordingOptions = {},
): string {
  const sentence = ownSentence(failure?.error, 'createPost', options) ?? t('err_unexpected');
  return failure?.unchecked ? t('outbox_unknown_unchecked', sentence.replace(/\.$/, '')) : sentence;
}

export const saveInstead = (): string => t('entry_save_instead');

/** "Post this image" failed: in its fetch (`failure`) or its upload (`error`), with what the person can do instead. */
export function failedImageText({ error, failure }: { error?: unknown; failure?: Said | undefined }): string {
  if (error) return t('image_upload_failed', sentenceFor(error, { operation: 'uploadMedia' }), saveInstead());
  const fallback = t('prefill_image_error');
  return `${failure ? worded(failure, fallback) : fallback} ${saveInstead()}`;
}
