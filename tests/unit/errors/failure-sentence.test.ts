/**
 * A refused post is stored as data (lib/outbox/failure.ts) and worded when a page shows it
 * (lib/errors/sentence.ts failureSentence): in the language and time zone of that moment, not of the send.
 */
import { afterEach, expect, it } from 'vitest';
import { failureSentence } from '@/lib/errors/sentence';
import { RetryCancelledError } from '@/lib/errors/own-errors';
import { failureOf } from '@/lib/outbox/failure';
import { OutboxFailure } from '@/lib/storage/outbox-entry';
import { http } from '../fakes/outbox';
import { speak } from '../fakes/speak';

afterEach(() => speak('en'));

/** As storage.local keeps it: JSON, read back through the schema. */
const stored = (failure: unknown) => OutboxFailure.parse(JSON.parse(JSON.stringify(failure)));

it('a refusal stored in an English browser is said in German once the browser speaks German', () => {
  speak('en');
  const failure = stored(failureOf(http(400, 'content must not be empty')));
  expect(failure).not.toHaveProperty('sentence');
  expect(failureSentence(failure)).toContain('content must not be empty');
  speak('de');
  expect(failureSentence(failure)).toMatch(/^Der Dienst hat die Anfrage abgelehnt.*content must not be empty/);
});

it('a post whose outcome could not be checked says so, around the reason', () => {
  const failure = stored({ ...failureOf(http(403)), unchecked: true });
  expect(failureSentence(failure)).toMatch(/^It is not known whether the service got this post.*\(.+\)\. Look at/);
});

it('a retry cancelled by the person is worded when shown too', () => {
  speak('de');
  const failure = stored({ error: new RetryCancelledError(), field: 'general' });
  speak('en');
  expect(failureSentence(failure)).toBe(new RetryCancelledError().message);
});

it('an entry stored before refusals were data keeps its sentence; nothing at all is a generic one', () => {
  expect(failureSentence(stored({ sentence: 'Refused as it was said then.', field: 'text' }))).toBe(
    'Refused as it was said then.',
  );
  expect(failureSentence(undefined)).toMatch(/./);
});
