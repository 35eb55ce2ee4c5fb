import { z } from 'zod/mini';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { serializeError } from '@/lib/errors/data';
import { MESSAGE_TAG, type AnswerEnvelope } from './request';
import { protocol, type AnswerData, type Protocol, type RequestType } from './protocol';
import { isTrustedSender, type Self, type SenderInfo } from './sender';

export const RequestEnvelope = z.object({ tag: z.literal(MESSAGE_TAG), type: z.string(), data: z.unknown() });

export type Handlers = {
  [T in RequestType]: (data: z.output<Protocol[T]['request']>, sender: SenderInfo) => Promise<AnswerData<T>>;
};

export interface RouterOptions {
  self: Self;
  /** Told of refused messages: the sender and the reason, never the payload. */
  warn?: (line: string) => void;
}

/** Quickpost's own pages meet a refusal only when they are older or newer than the background (an update). */
const refused = (): AnswerEnvelope => ({ ok: false, error: serializeError(new QuickpostError('page_outdated')) });

/**
 * The background's side of the contract: checks the sender, parses the request where it enters, dispatches, and answers
 * an envelope. Its own answers are checked by their types, not parsed again.
 */
export function createRouter(handlers: Handlers, { self, warn = () => undefined }: RouterOptions) {
  return async function route(raw: unknown, sender: SenderInfo): Promise<AnswerEnvelope> {
    const envelope = RequestEnvelope.safeParse(raw);
    if (!envelope.success) {
      return refused();
    }
    if (!isTrustedSender(sender, self)) {
      warn(`Refused a "${envelope.data.type}" message from ${sender.url ?? sender.id ?? 'an unknown sender'}`);
      return refused();
    }
    const type = envelope.data.type;
    if (!Object.hasOwn(protocol, type)) {
      return refused();
    }
    const data = protocol[type as RequestType].request.safeParse(envelope.data.data);
    if (!data.success) {
      return refused();
    }
    try {
      const handler = handlers[type as RequestType] as (d: unknown, s: SenderInfo) => Promise<unknown>;
      return { ok: true, data: await handler(data.data, sender) };
    } catch (error) {
      return { ok: false, error: serializeError(error) };
    }
  };
}
