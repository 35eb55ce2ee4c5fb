import { browser } from './browser-api';
import { reviveError } from '@/lib/errors/transport';
import { MessageContractError } from '@/lib/errors/own-errors';
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
  if (!envelope.success) throw new MessageContractError(`The background gave no valid answer to "${type}".`);
  if (!envelope.data.ok) throw reviveError(envelope.data.error);
  const answer = spec.answer.safeParse(envelope.data.data);
  if (!answer.success)
    throw new MessageContractError(`The background's answer to "${type}" did not match the contract.`);
  return answer.data as AnswerData<T>;
}
