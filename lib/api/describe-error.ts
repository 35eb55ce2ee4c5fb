/**
 * The person-facing sentence for a failure: what happened and what to do (refined-github's `getError`;
 * design.md §3.2: "Every error status of the service is shown as a sentence that says what to do (the
 * service's `message`/`error` text included)"). Works on revived and on plain serialized errors alike.
 */
import {
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
  isApiTimeoutError,
  isBudgetExhaustedError,
} from './error-transport';
import type { ApiHttpError } from './errors';
import { isWrite, type Bucket, type Operation } from './operations';

export interface DescribeOptions {
  /** For times ("after 14:05"); the browser's own by default. */
  locale?: string;
  timeZone?: string;
}

function timeOf(epochMs: number | undefined, options: DescribeOptions): string {
  if (epochMs === undefined) return 'in about an hour';
  const time = new Intl.DateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone });
  return `after ${time.format(new Date(epochMs))}`;
}

const BUCKET_WORDS: Record<Bucket, string> = {
  read: 'requests for reading',
  write: 'posts and changes',
};

/** "(the service said: …)" — the service's own words, which for a 400 name the failing field. */
const said = (e: ApiHttpError) => (e.serviceMessage ? ` (the service said: “${e.serviceMessage}”)` : '');

function describeHttp(e: ApiHttpError, operation: Operation, options: DescribeOptions): string {
  const upload = operation === 'uploadMedia';
  switch (e.status) {
    case 400:
      if (operation === 'exchangeToken') return `Sign-in could not be completed${said(e)}: sign in again.`;
      return `The service refused the request${said(e)}: correct it and try again.`;
    case 401:
      if (operation === 'exchangeToken') return `Sign-in could not be completed${said(e)}: sign in again.`;
      return 'Quickpost is not signed in: sign in or add an API key in the settings.';
    case 403:
      // Create Post's 403 also means "an attachment does not exist or is not owned by the caller" (rule 1).
      if (operation === 'createPost' && (e.context?.attachments ?? 1) > 0) {
        return 'One of the attached media no longer exists or is not yours: remove it and send again (if it persists, sign in again).';
      }
      return 'Your key or sign-in is no longer valid: sign in again or add a new API key in the settings.';
    case 404:
      if (operation === 'deletePost' || operation === 'analytics') return 'This post no longer exists: refresh the list.';
      if (operation === 'deleteMedia') return 'This media no longer exists: refresh the library.';
      return `The service could not find what was asked for${said(e)}.`;
    case 409:
      if (operation === 'deletePost') return `This post can no longer be deleted, probably because it is already published${said(e)}.`;
      if (operation === 'deleteMedia') return `This media is still attached to a scheduled post: delete or change that post first${said(e)}.`;
      if (operation === 'analytics') return `Analytics are available once the post is published${said(e)}.`;
      return `Not possible in the current state${said(e)}: try again once it has changed.`;
    case 413:
      return 'This file is too large: the service accepts files up to 5 GB.';
    case 415:
      return upload ? 'The service does not accept this file format: choose an image or a video.' : `Unsupported format${said(e)}.`;
    case 422:
      return upload ? 'The upload arrived incomplete or malformed: choose the file again and retry.' : `The service could not process the request${said(e)}.`;
    case 429: {
      const bucket: Bucket = isWrite(operation) ? 'write' : 'read';
      return `The service’s limit of ${BUCKET_WORDS[bucket]} is reached: it can be tried again ${timeOf(e.retryAt, options)}.`;
    }
  }
  if (e.status >= 500) {
    const notDone = isWrite(operation) ? ' Nothing was changed.' : '';
    return `The service is having trouble (error ${e.status}) and still failed after several tries.${notDone} Try again later.`;
  }
  return `The service answered with error ${e.status}${said(e)}.`;
}

/** The sentence for any thrown value, for the given operation. */
export function describeError(err: unknown, operation: Operation, options: DescribeOptions = {}): string {
  if (isBudgetExhaustedError(err)) {
    const who = err.reserveOnly ? ' (the rest is kept for what you do by hand)' : '';
    return `Quickpost has used this hour’s ${BUCKET_WORDS[err.bucket]}${who}: it can be tried again ${timeOf(err.retryAt, options)}.`;
  }
  if (isApiHttpError(err)) return describeHttp(err, operation, options);
  if (isApiNetworkError(err) || isApiTimeoutError(err)) {
    const what = isApiTimeoutError(err) ? 'The service did not answer in time' : 'You seem to be offline or the service is unreachable';
    if (!isWrite(operation)) return `${what}: try again when you are back online.`;
    return err.outcome === 'unknown'
      ? `${what}, and it is not known whether the service got the request: Quickpost checks before sending it again.`
      : `${what}: it will be sent when you are back online.`;
  }
  if (isApiSchemaError(err)) {
    return isWrite(operation)
      ? 'The service accepted the request but answered in an unexpected way: check the post list before trying again.'
      : 'The service answered in an unexpected way: try again later.';
  }
  return 'Something unexpected went wrong: try again.';
}
