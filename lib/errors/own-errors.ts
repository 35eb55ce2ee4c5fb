/**
 * Failures of Quickpost's own, not the service's. Most carry the sentence a person needs, and a page trusts the
 * message of these kinds only: any other unknown error is shown as a generic sentence, never as raw text.
 */
import { z } from 'zod/mini';
import { t } from '../i18n/t';
import { KindError, say, type Say, type SentenceRule } from './kind';

/** An own failure: a message and the fields of its `fields` schema, none by default. */
abstract class OwnError extends KindError {
  static readonly sentence: Exclude<SentenceRule, 'service'> = 'message';
  static readonly fields = z.object({});
  /** `message`: a sentence as data (`say(key, …)`), worded here for logs and again by the page that shows it. */
  constructor(message: string | Say, fields: object = {}) {
    super(typeof message === 'string' ? message : t(message.key, ...message.args), fields);
    if (typeof message !== 'string') this.say = message;
  }
  static fromJSON(data: { message: string }): Error {
    return new (this as unknown as new (message: string) => Error)(data.message);
  }
}

/** No credential is stored: nothing can be asked of the service (a request would only cost a 401). */
export class NotConnectedError extends OwnError {
  static readonly kind = 'NotConnectedError';
  constructor(message: string | Say = say('not_connected')) {
    super(message);
  }
}

/** The browser has not granted the host permission for the service's origin (optional host permissions). */
export class PermissionMissingError extends OwnError {
  static readonly kind = 'PermissionMissingError';
}

/** A setting the action needs is missing or invalid; the message names it. */
export class SettingsError extends OwnError {
  static readonly kind = 'SettingsError';
}

const signInFields = z.object({
  reason: z.enum([
    'denied',
    'wrong-state',
    'window-closed',
    'page-unreachable',
    'broker-unreachable',
    'exchange-refused',
    'code-refused',
    'bad-redirect',
    'busy',
  ]),
});
type SignInFailure = z.infer<typeof signInFields>['reason'];

/** The OAuth sign-in failed; `reason` for tests and logs, the message for the person. */
export interface SignInError extends Readonly<z.infer<typeof signInFields>> {}
export class SignInError extends OwnError {
  static readonly kind = 'SignInError';
  static override readonly fields = signInFields;
  constructor(reason: SignInFailure, message: string | Say) {
    super(message, { reason });
  }
  static override fromJSON(data: { message: string; reason?: unknown }): Error {
    return new SignInError(data.reason as SignInFailure, data.message);
  }
}

/** The outbox entry's outcome is still open; it cannot be taken back now (lib/outbox/outbox.ts, `remove`). */
export class OutboxBusyError extends OwnError {
  static readonly kind = 'OutboxBusyError';
  constructor(message: string | Say = say('outbox_busy')) {
    super(message);
  }
}

/** The person cancelled a post while the outbox waited to try it again after a 5xx: nothing was created. */
export class RetryCancelledError extends OwnError {
  static readonly kind = 'RetryCancelledError';
  // Worded when shown: the outbox stores it with the refused post (lib/outbox/transitions.ts).
  static override readonly sentence = { key: 'outbox_retry_cancelled' } as const;
  constructor(message = t('outbox_retry_cancelled')) {
    super(message);
  }
}

/**
 * Thrown on a page when the background's answer does not match the contract (a version mismatch, a bug). Its
 * message is for logs; the person is asked to reload the page.
 */
export class MessageContractError extends OwnError {
  static readonly kind = 'MessageContractError';
  static override readonly sentence: Exclude<SentenceRule, 'service'> = { key: 'page_outdated' };
}

const refusedFields = z.object({ reason: z.enum(['not-a-message', 'forbidden-sender', 'unknown-type', 'malformed']) });

/**
 * The background's router refused a message before any handler saw it (lib/messaging/router.ts): not an envelope,
 * a sender that is not one of Quickpost's pages, a type it does not know, or data its schema refuses. Quickpost's own
 * pages meet it only when they are older or newer than the background (after an update): the person is asked to
 * reload the page. Its message, in English, is for logs.
 */
export interface RequestRefusedError extends Readonly<z.infer<typeof refusedFields>> {}
export class RequestRefusedError extends OwnError {
  static readonly kind = 'RequestRefusedError';
  static override readonly fields = refusedFields;
  static override readonly sentence: Exclude<SentenceRule, 'service'> = { key: 'page_outdated' };
  constructor(reason: z.infer<typeof refusedFields>['reason'], message: string) {
    super(message, { reason });
  }
  static override fromJSON(data: { message: string; reason?: unknown }): Error {
    const reason = refusedFields.shape.reason.safeParse(data.reason);
    return new RequestRefusedError(reason.success ? reason.data : 'malformed', data.message);
  }
}

const redirectFields = z.object({ operation: z.string(), target: z.string(), apiHost: z.string() });

/**
 * The API host answered with a redirect, which Quickpost never follows (lib/api/redirect.ts): the credential
 * would go wherever it points. `target` is '' when the browser hides where it pointed.
 */
export interface ApiRedirectError extends Readonly<z.infer<typeof redirectFields>> {}
export class ApiRedirectError extends OwnError {
  static readonly kind = 'ApiRedirectError';
  static override readonly fields = redirectFields;
  constructor(operation: string, target: string, apiHost: string, message?: string) {
    super(message ?? (target ? say('api_redirected', apiHost, target) : say('api_redirected_hidden', apiHost)), {
      operation,
      target,
      apiHost,
    });
  }
  static override fromJSON(data: { message: string; operation?: unknown; target?: unknown; apiHost?: unknown }): Error {
    return new ApiRedirectError(
      String(data.operation ?? ''),
      String(data.target ?? ''),
      String(data.apiHost ?? ''),
      data.message,
    );
  }
}

/** The stored credential is set aside: the API address points elsewhere than where it was saved (lib/background/credential-origin.ts). */
export class CredentialOnHoldError extends OwnError {
  static readonly kind = 'CredentialOnHoldError';
}

/** `upload.ticket` asked by a page that is not one of the composer's. No person sees it: our own pages never ask wrongly. */
export class TicketRefusedError extends OwnError {
  static readonly kind = 'TicketRefusedError';
  constructor(message = 'Only Quickpost’s composer may ask for an upload ticket.') {
    super(message);
  }
}

/** A picture of the tab could not be taken (a browser page, no activeTab grant, a tab no longer in front); the message says what to do. */
export class CaptureError extends OwnError {
  static readonly kind = 'CaptureError';
}

/** The relay sent more than its size limit (lib/tracking/size-cap.ts); the stream or poll is dropped. */
export class RelayTooLargeError extends OwnError {
  static readonly kind = 'RelayTooLargeError';
}
