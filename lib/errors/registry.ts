/**
 * Every error kind in one list, so that serializing, reviving, the guards and the sentences all recognise a kind the
 * same way. To add a kind, write its class beside its family and list it here; tests/unit/errors/registry.test.ts
 * fails on an Error subclass left out.
 */
import { ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError, BudgetExhaustedError } from './api-errors';
import type { ErrorKind, ErrorOf } from './kind';
import {
  ApiRedirectError,
  CredentialOnHoldError,
  MessageContractError,
  NotConnectedError,
  OutboxBusyError,
  PermissionMissingError,
  RetryCancelledError,
  SettingsError,
  SignInError,
  RelayTooLargeError,
  TicketRefusedError,
  CaptureError,
  RequestRefusedError,
} from './own-errors';

export const ERROR_KINDS = [
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiSchemaError,
  BudgetExhaustedError,
  NotConnectedError,
  PermissionMissingError,
  SettingsError,
  SignInError,
  OutboxBusyError,
  RetryCancelledError,
  MessageContractError,
  ApiRedirectError,
  CredentialOnHoldError,
  TicketRefusedError,
  RelayTooLargeError,
  CaptureError,
  RequestRefusedError,
] as const satisfies readonly ErrorKind[];

type Kind = (typeof ERROR_KINDS)[number];

/** The kinds that are failures of the service or of its client (the 'service' sentence rule). */
export type ServiceKind = Extract<Kind, { sentence: 'service' }>;
export type ApiError = ErrorOf<ServiceKind>;

const BY_NAME = new Map<string, Kind>(ERROR_KINDS.map((Kind) => [Kind.kind, Kind]));

/** The kind of an error, revived or still a plain serialized object; undefined for anything else. */
export function kindOf(value: unknown): Kind | undefined {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? BY_NAME.get(name) : undefined;
}

/** The message of an error whose kind says its message is the sentence for the person; else undefined. */
export function ownSentence(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null)?.message;
  return kindOf(value)?.sentence === 'message' && typeof message === 'string' ? message : undefined;
}
