/** A page's side of the contract: it sends the request and trusts the answer by its type, from its own background. */
import { browser } from '@/lib/storage/browser-api';
import type { ErrorData } from '@/lib/errors/data';
import { reviveError } from '@/lib/errors/service';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import type { AnswerData, RequestData, RequestType } from './protocol';

export const MESSAGE_TAG = 'quickpost/1';

/** The background's answer: its data, or the error as data, revived by the page as its class. */
export type AnswerEnvelope = { ok: true; data: unknown } | { ok: false; error: ErrorData };

export async function ask<T extends RequestType>(
  type: T,
  data: RequestData<T>,
  send: (message: unknown) => Promise<unknown> = (m) => browser.runtime.sendMessage(m),
): Promise<AnswerData<T>> {
  const answer = (await send({ tag: MESSAGE_TAG, type, data })) as AnswerEnvelope | undefined;
  // No answer of ours (nothing listened): the background is older or newer than this page, which is to be reloaded.
  if (typeof answer?.ok !== 'boolean') throw new QuickpostError('page_outdated');
  if (!answer.ok) throw reviveError(answer.error);
  return answer.data as AnswerData<T>;
}
