/**
 * Failures of Quickpost's own (not the service's) that already carry the sentence a person needs. They cross
 * extension contexts as `{name, message}` (lib/errors/transport.ts), so the page trusts the message of
 * these names only; any other unknown error is shown as a generic sentence, never as raw text.
 */

import { t } from '@/lib/i18n/t';

/** No credential is stored: nothing can be asked of the service (a request would only cost a 401). */
export class NotConnectedError extends Error {
  override readonly name = 'NotConnectedError';
  constructor(message = t('not_connected')) {
    super(message);
  }
}

/** The browser has not granted the host permission for the service's origin (optional host permissions). */
export class PermissionMissingError extends Error {
  override readonly name = 'PermissionMissingError';
}

/** A setting the action needs is missing or invalid; the message names it. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

export type SignInFailure =
  | 'denied'
  | 'wrong-state'
  | 'window-closed'
  | 'page-unreachable'
  | 'broker-unreachable'
  | 'exchange-refused'
  | 'code-refused'
  | 'bad-redirect'
  | 'busy';

/** The OAuth sign-in failed; `reason` for tests and logs, the message for the person. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    readonly reason: SignInFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Names whose message is a sentence written for the person. */
export const SENTENCE_ERROR_NAMES: ReadonlySet<string> = new Set([
  'NotConnectedError',
  'PermissionMissingError',
  'SettingsError',
  'SignInError',
  // lib/api/redirect.ts: the API host answered with a redirect, which Quickpost never follows (issue 16).
  'ApiRedirectError',
  // lib/background/credential-origin.ts: the credential is set aside after the API address moved (issue 16).
  'CredentialOnHoldError',
]);
