/**
 * The one list of error kinds (lib/errors/registry.ts): every kind crosses extension contexts as plain JSON
 * and comes back as the same class with the same fields and the same sentence; a name the registry does not
 * know stays a generic sentence; and no error class in lib/ is left out of the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  BudgetExhaustedError,
} from '@/lib/errors/api-errors';
import { describeError } from '@/lib/errors/describe';
import type { ErrorOf } from '@/lib/errors/kind';
import {
  MessageContractError,
  NotConnectedError,
  OutboxBusyError,
  PermissionMissingError,
  RetryCancelledError,
  SettingsError,
  SignInError,
  ApiRedirectError,
  CredentialOnHoldError,
  RelayTooLargeError,
  TicketRefusedError,
  CaptureError,
  RequestRefusedError,
} from '@/lib/errors/own-errors';
import { ERROR_KINDS, kindOf } from '@/lib/errors/registry';
import { sentenceFor } from '@/lib/errors/sentence';
import { reviveError, serializeError } from '@/lib/errors/transport';

type Kind = (typeof ERROR_KINDS)[number];

/** One sample of each kind; a kind added to the registry without a sample here is a type error. */
const SAMPLES: { [K in Kind as K['kind']]: ErrorOf<K> } = {
  [ApiHttpError.kind]: new ApiHttpError({
    operation: 'createPost',
    status: 403,
    code: 403,
    serviceMessage: 'Forbidden',
    body: '{}',
    retry: 'new-credential',
    retryAt: 1_900_000_000_000,
    context: { attachments: 1 },
  }),
  [ApiNetworkError.kind]: new ApiNetworkError({
    operation: 'createPost',
    causeMessage: 'TypeError: fetch failed',
    outcome: 'unknown',
  }),
  [ApiTimeoutError.kind]: new ApiTimeoutError({ operation: 'listPosts', timeoutMs: 30_000, outcome: 'unknown' }),
  [ApiSchemaError.kind]: new ApiSchemaError({
    operation: 'listAccounts',
    status: 200,
    body: '<html>',
    issues: [{ path: 'accounts.0.id', message: 'Required' }],
  }),
  [BudgetExhaustedError.kind]: new BudgetExhaustedError({
    bucket: 'write',
    retryAt: 1_900_000_000_000,
    reserveOnly: true,
  }),
  [NotConnectedError.kind]: new NotConnectedError(),
  [PermissionMissingError.kind]: new PermissionMissingError('Quickpost is not allowed to reach the service yet.'),
  [SettingsError.kind]: new SettingsError('Paste your API key first.'),
  [SignInError.kind]: new SignInError('denied', 'You declined access.'),
  [OutboxBusyError.kind]: new OutboxBusyError(),
  [RetryCancelledError.kind]: new RetryCancelledError(),
  [MessageContractError.kind]: new MessageContractError('The background gave no valid answer to "ping".'),
  [ApiRedirectError.kind]: new ApiRedirectError('listAccounts', 'evil.example', 'api.example.com'),
  [CredentialOnHoldError.kind]: new CredentialOnHoldError('Your API key was saved for api.example.com.'),
  [TicketRefusedError.kind]: new TicketRefusedError(),
  [RelayTooLargeError.kind]: new RelayTooLargeError('the relay sent more than 2097152 bytes'),
  [CaptureError.kind]: new CaptureError('Quickpost may not take a picture of this tab.'),
  [RequestRefusedError.kind]: new RequestRefusedError('forbidden-sender', 'Only Quickpost’s own pages may ask this.'),
};

const action = { operation: 'createPost' as const };
const wire = (error: unknown): unknown => JSON.parse(JSON.stringify(serializeError(error)));
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the error registry', () => {
  it('has a sample of every kind, and each kind once', () => {
    const kinds = ERROR_KINDS.map((Kind) => Kind.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(Object.keys(SAMPLES).sort()).toEqual([...kinds].sort());
  });

  it.each(ERROR_KINDS.map((Kind) => [Kind.kind, Kind] as const))(
    '%s: serialize → JSON → revive gives the same class, fields and sentence',
    (kind, Kind) => {
      const error = SAMPLES[kind];
      expect(error.name).toBe(Kind.kind);
      expect(Kind.name, 'the class is named as its kind').toBe(Kind.kind);
      const sent = wire(error);
      const revived = reviveError(sent);
      expect(revived).toBeInstanceOf(Kind);
      expect(revived.name).toBe(error.name);
      expect(revived.message).toBe(error.message);
      expect(json(revived)).toEqual(json(error));
      for (const key of Object.keys(Kind.fields.shape)) {
        expect((revived as unknown as Record<string, unknown>)[key], key).toEqual(
          (error as unknown as Record<string, unknown>)[key],
        );
      }
      const sentence = sentenceFor(error, action);
      expect(sentence).not.toBe('');
      expect(sentenceFor(revived, action)).toBe(sentence);
      expect(sentenceFor(sent, action), 'a plain serialized copy reads the same').toBe(sentence);
      expect(kindOf(sent)).toBe(Kind);
    },
  );

  it('an unknown name stays a generic sentence, never its raw message', () => {
    const unknown = { name: 'QuotaGremlinError', message: 'internal detail: stack at foo.ts:12' };
    const generic = sentenceFor(new TypeError('x'), action);
    expect(sentenceFor(unknown, action)).toBe(generic);
    expect(sentenceFor(reviveError(unknown), action)).toBe(generic);
    expect(sentenceFor(unknown, action)).not.toContain('internal detail');
    expect(kindOf(unknown)).toBeUndefined();
    expect(describeError(unknown, 'createPost')).toBe(describeError(new Error('x'), 'createPost'));
    const revived = reviveError(unknown);
    expect(revived.constructor).toBe(Error);
    expect(revived).toMatchObject({ name: 'QuotaGremlinError', message: unknown.message });
  });

  it('a known name with malformed fields revives as a plain Error', () => {
    const revived = reviveError({ name: SignInError.kind, message: 'x', reason: 'not-a-reason' });
    expect(revived).not.toBeInstanceOf(SignInError);
    expect(revived.constructor).toBe(Error);
  });
});

describe('every error class in lib/ is in the registry', () => {
  const root = join(import.meta.dirname, '../../../lib');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  /** `[abstract] class Name extends Base` in every file of lib/. */
  const declared = files(root).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:export\s+)?(abstract\s+)?class\s+(\w+)\s+extends\s+(\w+)/gm)].map(
      ([, abstract, name, base]) => ({
        file: relative(root, file),
        abstract: Boolean(abstract),
        name: name!,
        base: base!,
      }),
    ),
  );

  it('finds the classes (the scan itself works)', () => {
    expect(declared.map((c) => c.name)).toEqual(expect.arrayContaining(['ApiHttpError', 'SignInError', 'KindError']));
  });

  it('lists every concrete class that extends Error, directly or through another class', () => {
    const errors = new Set(['Error']);
    for (let grown = true; grown;) {
      grown = false;
      for (const c of declared) {
        if (errors.has(c.base) && !errors.has(c.name)) {
          errors.add(c.name);
          grown = true;
        }
      }
    }
    const concrete = declared.filter((c) => errors.has(c.name) && !c.abstract).map((c) => `${c.file}: ${c.name}`);
    const listed = new Set(ERROR_KINDS.map((Kind) => Kind.name));
    expect(
      concrete.filter((c) => !listed.has(c.split(': ')[1]!)),
      'error classes missing from lib/errors/registry.ts',
    ).toEqual([]);
    expect(concrete.length).toBe(ERROR_KINDS.length);
  });

  it('declares every kind in lib/errors/', () => {
    const outside = declared.filter(
      (c) => ERROR_KINDS.some((Kind) => Kind.name === c.name) && !c.file.startsWith('errors/'),
    );
    expect(outside).toEqual([]);
  });
});
