/**
 * Quickpost's own errors carry their sentence as data (`say`: a catalog key and its substitutions, lib/errors/kind.ts),
 * so that the page words them in the language of the moment it shows them — not the one of the context that threw.
 */
import { afterEach, expect, it } from 'vitest';
import { say } from '@/lib/errors/kind';
import { NotConnectedError, SettingsError, SignInError } from '@/lib/errors/own-errors';
import { sentenceFor } from '@/lib/errors/sentence';
import { reviveError, serializeError } from '@/lib/errors/transport';
import { catalogGetMessage } from '../../i18n-catalog';
import { speak } from '../fakes/speak';

afterEach(() => speak('en'));

/** As it crosses from the background, or lies in storage: JSON, then revived. */
const crossed = (error: unknown) => reviveError(JSON.parse(JSON.stringify(serializeError(error))));
const action = { operation: 'listAccounts' as const };

it('an own error thrown while the browser spoke English is said in German once it speaks German', () => {
  speak('en');
  const error = crossed(new SignInError('window-closed', say('signin_window_closed', 'https://id.example/cb')));
  expect(error.message).toMatch(/https:\/\/id\.example\/cb/);
  expect(sentenceFor(error, action)).toBe(error.message);
  speak('de');
  const german = sentenceFor(error, action);
  expect(german).not.toBe(error.message);
  expect(german).toContain('https://id.example/cb');
  expect(german).toBe(catalogGetMessage('de')('signin_window_closed', ['https://id.example/cb']));
});

it('a default sentence is data too; a plain message stays as it is', () => {
  const stored = crossed(new NotConnectedError());
  speak('de');
  expect(sentenceFor(stored, action)).toBe(catalogGetMessage('de')('not_connected'));
  expect(sentenceFor(crossed(new SettingsError('Set it first.')), action)).toBe('Set it first.');
});

it('a key this catalog does not know keeps the message; a key that is no key is refused at the border', () => {
  const unknown = { name: 'SettingsError', message: 'Said then.', say: { key: 'gone_in_this_version', args: [] } };
  expect(sentenceFor(reviveError(unknown), action)).toBe('Said then.');
  const odd = reviveError({ ...unknown, say: { key: '<img src=x>', args: [] } });
  expect(odd).not.toHaveProperty('say');
  expect(sentenceFor(odd, action)).toBe('Said then.');
});
