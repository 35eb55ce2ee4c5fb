import { describe, expect, it } from 'vitest';
import {
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
  isApiTimeoutError,
  isBudgetExhaustedError,
  outcomeUnknown,
  reviveError,
  serializeError,
} from '@/lib/errors/transport';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
} from '@/lib/errors/api-errors';

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
];

describe('errors crossing extension contexts', () => {
  it.each(samples.map((e) => [e.name, e] as const))('%s survives JSON messaging with class and fields', (_, error) => {
    const wire = JSON.parse(JSON.stringify(serializeError(error))) as unknown;
    const revived = reviveError(wire);
    expect(revived).toBeInstanceOf(error.constructor);
    expect(revived.name).toBe(error.name);
    expect(revived.message).toBe(error.message);
    expect(JSON.parse(JSON.stringify(revived))).toEqual(JSON.parse(JSON.stringify(error)));
  });

  it.each([
    [isApiHttpError, ApiHttpError.kind],
    [isApiNetworkError, ApiNetworkError.kind],
    [isApiTimeoutError, ApiTimeoutError.kind],
    [isApiSchemaError, ApiSchemaError.kind],
    [isBudgetExhaustedError, BudgetExhaustedError.kind],
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

  it.each([null, 7, { name: 'ApiHttpError', status: 'x' }, { name: 'BudgetExhaustedError' }])(
    'a malformed serialized error %j revives as a plain Error, never throws',
    (data) => {
      const revived = reviveError(data);
      expect(revived).toBeInstanceOf(Error);
      expect(isApiHttpError(revived) || isBudgetExhaustedError(revived)).toBe(false);
    },
  );

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
