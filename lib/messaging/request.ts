import { browser } from './browser-api';
import { reviveError } from '@/lib/errors/data';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { AnswerEnvelope, MESSAGE_TAG } from './envelope';
import { protocol, type AnswerData, type RequestData, type RequestType } from './protocol';

/** A page's side of the contract: validates the request, sends it, validates and unwraps the answer. */
export async function request<T extends RequestType>(
  type: T,
  data: RequestData<T>,
  send: (message: unknown) => Promise<unknown> = (m) => browser.runtime.sendMessage(m),
): Promise<AnswerData<T>> {
  const spec = protocol[type];
  const payload = spec.request.parse(data);
  const envelope = AnswerEnvelope.safeParse(await send({ tag: MESSAGE_TAG, type, data: payload }));
  // The background is older or newer than this page (an update): the person is asked to reload it.
  if (!envelope.success) throw new QuickpostError('page_outdated');
  if (!envelope.data.ok) throw reviveError(envelope.data.error);
  const answer = spec.answer.safeParse(envelope.data.data);
  if (!answer.success) throw new QuickpostError('page_outdated');
  return answer.data as AnswerData<T>;
}
