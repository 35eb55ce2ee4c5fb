/**
 * Every error as the sentence a person reads (lib/errors/sentence.ts): the service's, for the operation it concerned;
 * a refused post as the outbox stores it; "Post this image" — each worded when shown, in the language of that moment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { serializeError } from '@/lib/errors/data';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { failedImageText, failureSentence, sentenceFor } from '@/lib/errors/sentence';
import { failureOf } from '@/lib/outbox/failure';
import { PrefillImage } from '@/lib/storage/prefill';
import { OutboxFailure } from '@/lib/storage/outbox-entry';
import { http as refusal } from '../fakes/outbox';
import { speak } from '../fakes/speak';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
} from '@/lib/errors/service';
import type { RetryAdvice } from '@/lib/errors/data';
import type { Operation } from '@/lib/service/operations';

const at1405 = Date.UTC(2030, 0, 7, 14, 5);
const http = (
  operation: Operation,
  status: number,
  serviceMessage = '',
  extra: { retryAt?: number; attachments?: number } = {},
) =>
  new ApiHttpError({
    operation,
    status,
    serviceMessage,
    body: '',
    retry: 'never' as RetryAdvice,
    retryAt: extra.retryAt,
    context: extra.attachments === undefined ? undefined : { attachments: extra.attachments },
  });

const cases: [string, unknown, Operation, RegExp][] = [
  [
    '401 → sign in or add a key',
    http('listAccounts', 401),
    'listAccounts',
    /sign in or add an API key in the settings/,
  ],
  [
    '403 on create post with media → the media',
    http('createPost', 403, '', { attachments: 1 }),
    'createPost',
    /One of the attached media no longer exists or is not yours/,
  ],
  [
    '403 on create post without media → the credential',
    http('createPost', 403, '', { attachments: 0 }),
    'createPost',
    /key or sign-in is no longer valid: sign in again/,
  ],
  [
    '403 elsewhere → the credential',
    http('listMedia', 403),
    'listMedia',
    /Your key or sign-in is no longer valid: sign in again/,
  ],
  [
    '429 read → when',
    http('listPosts', 429, '', { retryAt: at1405 }),
    'listPosts',
    /limit of requests for reading is reached: it can be tried again after 2:05\s?PM/,
  ],
  [
    '429 write → when',
    http('createPost', 429, '', { retryAt: at1405 }),
    'createPost',
    /limit of posts and changes is reached: it can be tried again after 2:05\s?PM/,
  ],
  ['429 without a time', http('deleteMedia', 429), 'deleteMedia', /in about an hour/],
  [
    '400 names the field',
    http('createPost', 400, 'timezone is not a valid IANA zone'),
    'createPost',
    /“timezone is not a valid IANA zone”\): correct it and try again/,
  ],
  [
    '400 on the token exchange',
    http('exchangeToken', 400, 'invalid_grant'),
    'exchangeToken',
    /Sign-in could not be completed.*invalid_grant.*sign in again/,
  ],
  ['404 delete post', http('deletePost', 404), 'deletePost', /post no longer exists/],
  ['404 delete media', http('deleteMedia', 404), 'deleteMedia', /media no longer exists/],
  [
    '409 delete post',
    http('deletePost', 409, 'Post already published'),
    'deletePost',
    /can no longer be deleted.*published.*Post already published/,
  ],
  [
    '409 delete media',
    http('deleteMedia', 409, 'Media is attached to post 5'),
    'deleteMedia',
    /attached to a scheduled post.*Media is attached to post 5/,
  ],
  [
    '409 analytics before publishing',
    http('analytics', 409, 'Post 3 is scheduled'),
    'analytics',
    /once the post is published.*Post 3 is scheduled/,
  ],
  ['413 upload', http('uploadMedia', 413), 'uploadMedia', /too large: the service accepts files up to 5 GB/],
  ['415 upload', http('uploadMedia', 415), 'uploadMedia', /does not accept this file format/],
  ['422 upload', http('uploadMedia', 422), 'uploadMedia', /incomplete or malformed: choose the file again/],
  [
    '500 read after retries',
    http('listAccounts', 500),
    'listAccounts',
    /having trouble \(error 500\).*Try again later/,
  ],
  ['500 write: nothing changed', http('createPost', 500), 'createPost', /Nothing was changed\. Try again later/],
  [
    'network, read',
    new ApiNetworkError({ operation: 'listPosts', causeMessage: 'x', outcome: 'unknown' }),
    'listPosts',
    /offline.*try again when you are back online/,
  ],
  [
    'network, write not sent',
    new ApiNetworkError({ operation: 'createPost', causeMessage: 'x', outcome: 'not-sent' }),
    'createPost',
    /offline.*will be sent when you are back online/,
  ],
  [
    'network, write unknown',
    new ApiNetworkError({ operation: 'createPost', causeMessage: 'x', outcome: 'unknown' }),
    'createPost',
    /not known whether the service got the request: Quickpost checks/,
  ],
  [
    'timeout, write',
    new ApiTimeoutError({ operation: 'createPost', timeoutMs: 1, outcome: 'unknown' }),
    'createPost',
    /did not answer in time.*checks before sending/,
  ],
  [
    'schema, read',
    new ApiSchemaError({ operation: 'listMedia', status: 200, body: '', issues: [] }),
    'listMedia',
    /answered in an unexpected way: try again later/,
  ],
  [
    'schema, write',
    new ApiSchemaError({ operation: 'createPost', status: 202, body: '', issues: [] }),
    'createPost',
    /accepted the request but answered in an unexpected way/,
  ],
  [
    'budget, reserve',
    new BudgetExhaustedError({ bucket: 'read', retryAt: at1405, reserveOnly: true }),
    'listPosts',
    /kept for what you do by hand.*after 2:05\s?PM/,
  ],
  [
    'budget, writes',
    new BudgetExhaustedError({ bucket: 'write', retryAt: at1405, reserveOnly: false }),
    'createPost',
    /used this hour’s posts and changes: it can be tried again after 2:05\s?PM/,
  ],
  ['anything else', new RangeError('x'), 'createPost', /Something unexpected went wrong/],
];

afterEach(() => speak('en'));

describe('the service’s failures', () => {
  it.each(cases)('%s', (_, error, operation, sentence) => {
    const options = { locale: 'en-US', timeZone: 'UTC' };
    expect(sentenceFor(error, { operation }, options)).toMatch(sentence);
    // The same sentence for the error as the popup receives it (serialized, not revived).
    expect(sentenceFor(serializeError(error), { operation }, options)).toBe(sentenceFor(error, { operation }, options));
  });
});

describe('a refused post, as the outbox stores it', () => {
  /** As storage.local keeps it: JSON, read back through the schema. */
  const stored = (failure: unknown) => OutboxFailure.parse(JSON.parse(JSON.stringify(failure)));

  it('stored in an English browser, it is said in German once the browser speaks German', () => {
    speak('en');
    const failure = stored(failureOf(refusal(400, 'content must not be empty')));
    expect(failureSentence(failure)).toContain('content must not be empty');
    speak('de');
    expect(failureSentence(failure)).toMatch(/^Der Dienst hat die Anfrage abgelehnt.*content must not be empty/);
  });

  it('a post whose outcome could not be checked says so, around the reason', () => {
    const failure = stored({ ...failureOf(refusal(403)), unchecked: true });
    expect(failureSentence(failure)).toMatch(/^It is not known whether the service got this post.*\(.+\)\. Look at/);
  });

  it('a retry cancelled by the person is worded when shown too; nothing at all is a generic sentence', () => {
    speak('de');
    const failure = stored({ error: serializeError(new QuickpostError('outbox_retry_cancelled')), field: 'general' });
    speak('en');
    expect(failureSentence(failure)).toBe(new QuickpostError('outbox_retry_cancelled').message);
    expect(failureSentence(undefined)).toMatch(/^Something unexpected/);
  });
});

describe('"Post this image", as the prefill stores it', () => {
  /** As storage.local keeps it: JSON, read back through the schema. */
  const stored = (image: unknown) => PrefillImage.parse(JSON.parse(JSON.stringify(image)));

  it('a refusal stored while the browser spoke English is said in German once it speaks German', () => {
    speak('en');
    const image = stored({
      srcUrl: 'https://cdn.example/a.png',
      state: 'failed',
      failure: { key: 'image_refused', args: ['cdn.example', 403] },
    });
    expect(failedImageText(image)).toMatch(/^cdn\.example refused to give the image \(HTTP 403\)\. Save the image/);
    speak('de');
    expect(failedImageText(image)).toMatch(/^cdn\.example hat das Bild verweigert \(HTTP 403\)\. /);
  });

  it('an image cleared before it was attached asks for "Post this image" again; anything else has a generic sentence', () => {
    const gone = stored({ srcUrl: 'x', state: 'failed', failure: { key: 'prefill_image_gone', args: [] } });
    expect(failedImageText(gone)).toMatch(/^The fetched image is no longer here.*Upload from computer/s);
    expect(failedImageText(stored({ srcUrl: 'x', state: 'failed' }))).toMatch(/^The image could not be prepared\. /);
  });

  it('an upload that failed says the service’s reason', () => {
    const error = serializeError(refusal(413));
    expect(failedImageText(stored({ srcUrl: 'x', state: 'failed', error }))).toMatch(
      /^The image was fetched but could not be uploaded: .*Upload from computer/s,
    );
  });
});
