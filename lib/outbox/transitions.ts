// What an outbox entry becomes after an answer, or none, per the interface's retry table (docs/service-interface.md,
// Errors → Retry guidance). Pure functions of (entry, error, now).
import { windowClearsAt } from '@/lib/api';
import {
  isApiNetworkError,
  isApiSchemaError,
  isApiTimeoutError,
  isBudgetExhaustedError,
  outcomeUnknown,
} from '@/lib/errors/service';
import { serializeError } from '@/lib/errors/data';
import type { OutboxEntry, OutboxResult } from '../storage/outbox-entry';
import { failureOf } from './failure';
import { isQuickpostError } from '../errors/quickpost-error';

/** Without a network, tried again at least this often (the `online` event usually comes first). */
const OFFLINE_RETRY_MS = 60_000;

const isNoAnswer = (err: unknown) => isApiNetworkError(err) || isApiTimeoutError(err);

export function sentFrom(
  entry: OutboxEntry,
  outcome: Pick<OutboxResult, 'postId' | 'via'>,
  answer: { scheduled_date?: string | null | undefined; timezone?: string | null | undefined } & Record<
    string,
    unknown
  >,
  now: number,
): OutboxEntry {
  const result: OutboxResult = {
    ...outcome,
    ...(typeof answer.scheduled_date === 'string' ? { scheduledDate: answer.scheduled_date } : {}),
    ...(typeof answer.timezone === 'string' ? { timezone: answer.timezone } : {}),
  };
  return { ...entry, state: 'sent', result, wait: undefined, error: undefined, finishedAt: now };
}

/** `before` is the entry before this attempt: when nothing was sent (budget, offline), the attempt does not count. */
export function nextAfterSend(sending: OutboxEntry, before: OutboxEntry, err: unknown, now: number): OutboxEntry {
  if (isQuickpostError(err, 'outbox_retry_cancelled')) {
    // The person cancelled while the client waited after a 5xx (a definite "not made"): back to the composer.
    return {
      ...sending,
      state: 'failed',
      wait: undefined,
      error: { error: serializeError(err), field: 'general' },
      finishedAt: now,
    };
  }
  const until = windowClearsAt(err, now);
  if (until !== undefined) {
    // 429: kept queued until the rolling window clears.
    const attempts = isBudgetExhaustedError(err) ? before.attempts : sending.attempts;
    return { ...sending, attempts, state: 'queued', wait: { reason: 'window', until } };
  }
  if (outcomeUnknown(err)) {
    // The request may have arrived: never send again before the post list says it did not.
    return { ...sending, state: 'checking', wait: undefined };
  }
  if (isNoAnswer(err)) {
    // Certainly not sent (offline): wait for the network.
    return { ...before, state: 'queued', wait: { reason: 'offline', until: now + OFFLINE_RETRY_MS } };
  }
  if (isApiSchemaError(err)) {
    // 2xx with an answer we cannot read: the post exists. Sending it again would double it.
    return sentFrom(sending, { postId: null, via: 'unreadable-answer' }, {}, now);
  }
  return { ...sending, state: 'failed', wait: undefined, error: failureOf(err), finishedAt: now };
}

/** After the post-list check itself failed: keep checking later, or give up honestly. */
export function nextAfterCheck(entry: OutboxEntry, err: unknown, now: number): OutboxEntry {
  const until = windowClearsAt(err, now);
  if (until !== undefined) return { ...entry, state: 'checking', wait: { reason: 'window', until } };
  if (isNoAnswer(err))
    return { ...entry, state: 'checking', wait: { reason: 'offline', until: now + OFFLINE_RETRY_MS } };
  const error = { ...failureOf(err), unchecked: true };
  return { ...entry, state: 'failed', wait: undefined, error, finishedAt: now };
}
