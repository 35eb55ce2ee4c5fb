/**
 * Errors cross extension contexts and storage as plain data (lib/errors/data.ts) and come back as the same class with
 * the same fields and sentence; Quickpost's own carry their sentence as data, worded in the language of the moment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorData, serializeError } from '@/lib/errors/data';
import { reviveError } from '@/lib/errors/service';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { sentenceFor } from '@/lib/errors/sentence';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
  isApiTimeoutError,
  isBudgetExhaustedError,
  outcomeUnknown,
} from '@/lib/errors/service';
import { catalogGetMessage } from '../../i18n-catalog';
import { speak } from '../fakes/speak';

speak('en');
afterEach(() => speak('en'));

const samples = [
  new ApiHttpError({
    operation: 'createPost',
    status: 429,
    code: 429,
    serviceMessage: 'Rate limit exceeded. Max 30 write requests/hour.',
    body: '{}',
    retry: 'after-window',
    retryAt: 1_900_000_000_000,
    context: { attachments: 2 },
  }),
  new ApiHttpError({
    operation: 'listMedia',
    status: 400,
    serviceMessage: 'per_page must be ≤ 100',
    body: '',
    retry: 'never',
  }),
  new ApiNetworkError({ operation: 'createPost', causeMessage: 'TypeError: fetch failed', outcome: 'unknown' }),
  new ApiTimeoutError({ operation: 'listPosts', timeoutMs: 30_000, outcome: 'unknown' }),
  new ApiSchemaError({
    operation: 'listAccounts',
    status: 200,
    body: '<html>',
    issues: [{ path: '', message: 'not JSON' }],
  }),
  new BudgetExhaustedError({ bucket: 'read', retryAt: 1_900_000_000_000, reserveOnly: true }),
  new QuickpostError('access_no_permission', 'https://api.example.com'),
];

/** As it crosses from the background, or lies in storage: JSON, then revived. */
const crossed = (error: unknown) => reviveError(JSON.parse(JSON.stringify(serializeError(error))));
const action = { operation: 'createPost' as const };

describe('errors crossing extension contexts', () => {
  it.each(samples.map((e) => [e.name, e] as const))(
    '%s survives JSON messaging with class, fields and sentence',
    (_, error) => {
      const wire = JSON.parse(JSON.stringify(serializeError(error))) as ErrorData;
      const revived = reviveError(wire);
      expect(revived).toBeInstanceOf(error.constructor);
      expect(revived.name).toBe(error.name);
      expect(revived.message).toBe(error.message);
      expect(JSON.parse(JSON.stringify(revived))).toEqual(JSON.parse(JSON.stringify(error)));
      const sentence = sentenceFor(error, action);
      expect(sentence).not.toMatch(/^Something unexpected/);
      expect(sentenceFor(revived, action)).toBe(sentence);
      expect(sentenceFor(wire, action), 'a plain serialized copy reads the same').toBe(sentence);
    },
  );

  it.each([
    [isApiHttpError, 'ApiHttpError'],
    [isApiNetworkError, 'ApiNetworkError'],
    [isApiTimeoutError, 'ApiTimeoutError'],
    [isApiSchemaError, 'ApiSchemaError'],
    [isBudgetExhaustedError, 'BudgetExhaustedError'],
  ] as const)('guard %o recognises by name, also a plain serialized object', (guard, name) => {
    for (const sample of samples) {
      expect(guard(sample)).toBe(sample.name === name);
      expect(guard(serializeError(sample))).toBe(sample.name === name);
    }
    expect(guard(new Error('x'))).toBe(false);
    expect(guard(null)).toBe(false);
    expect(guard('ApiHttpError')).toBe(false);
  });

  it.each<[unknown, { name: string; message: string }]>([
    [new TypeError('boom'), { name: 'TypeError', message: 'boom' }],
    ['a string', { name: 'Error', message: 'a string' }],
    [42, { name: 'Error', message: 'Unknown error' }],
  ])('other thrown values serialize to name and message: %o', (thrown, expected) => {
    expect(serializeError(thrown)).toEqual(expected);
  });

  it.each([
    null,
    7,
    { name: 'ApiHttpError', status: 'x' },
    { name: 'BudgetExhaustedError' },
    { name: 'QuickpostError', message: 'x', key: '<img src=x>', args: [] },
  ])('a malformed serialized error %j is refused where it enters', (data) => {
    expect(ErrorData.safeParse(data).success).toBe(false);
  });

  it('an unknown name stays a generic sentence, never its raw message', () => {
    const unknown = { name: 'QuotaGremlinError', message: 'internal detail: stack at foo.ts:12' };
    const generic = sentenceFor(new TypeError('x'), action);
    expect(sentenceFor(unknown, action)).toBe(generic);
    expect(sentenceFor(reviveError(unknown), action)).toBe(generic);
    const revived = reviveError(unknown);
    expect(revived.constructor).toBe(Error);
    expect(revived).toMatchObject({ name: 'QuotaGremlinError', message: unknown.message });
  });

  it('outcomeUnknown tells the outbox when to check the post list first', () => {
    expect(outcomeUnknown(samples[2])).toBe(true);
    expect(outcomeUnknown(samples[3])).toBe(true);
    expect(
      outcomeUnknown(new ApiNetworkError({ operation: 'createPost', causeMessage: 'offline', outcome: 'not-sent' })),
    ).toBe(false);
    expect(outcomeUnknown(samples[0])).toBe(false);
    expect(outcomeUnknown(serializeError(samples[2]))).toBe(true);
  });
});

describe('Quickpost’s own errors: a key and its substitutions', () => {
  it('thrown while the browser spoke English, it is said in German once the browser speaks German', () => {
    speak('en');
    const error = crossed(new QuickpostError('signin_window_closed', 'https://id.example/cb'));
    expect(error.message).toMatch(/https:\/\/id\.example\/cb/);
    expect(sentenceFor(error, action)).toBe(error.message);
    speak('de');
    const german = sentenceFor(error, action);
    expect(german).not.toBe(error.message);
    expect(german).toBe(catalogGetMessage('de')('signin_window_closed', ['https://id.example/cb']));
  });

  it('a key this catalog does not know keeps the message it was thrown with', () => {
    const unknown = { name: 'QuickpostError', message: 'Said then.', key: 'gone_in_this_version', args: [] };
    expect(sentenceFor(unknown, action)).toBe('Said then.');
  });
});

describe('every error class in lib/ is one of the kinds of lib/errors/', () => {
  const root = join(import.meta.dirname, '../../../lib');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const declared = files(root).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/^(?:export\s+)?(?:abstract\s+)?class\s+(\w+)\s+extends\s+(\w*Error)\b/gm),
    ].map(([, name]) => `${relative(root, file)}: ${name!}`),
  );

  it('declares no other', () => {
    expect(declared.sort()).toEqual(
      [
        'errors/quickpost-error.ts: QuickpostError',
        ...[
          ...new Set(samples.filter((e) => !(e instanceof QuickpostError)).map((e) => `errors/service.ts: ${e.name}`)),
        ],
      ].sort(),
    );
  });
});
