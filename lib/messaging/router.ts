/**
 * The background's side of the contract: checks the sender, parses the request where it enters, dispatches, and
 * answers an envelope. Its own answers are checked by their types, not parsed again.
 */
import { z } from 'zod/mini';
import type Browser from 'webextension-polyfill';
import { browser } from '@/lib/storage/browser-api';
import { QuickpostError } from '@/lib/errors/quickpost-error';
import { serializeError } from '@/lib/errors/data';
import { MESSAGE_TAG, type AnswerEnvelope } from './request';
import { protocol, type AnswerData, type Protocol, type RequestType } from './protocol';
import { isTrustedSender, type Self, type SenderInfo } from './sender';

const RequestEnvelope = z.object({ tag: z.literal(MESSAGE_TAG), type: z.string(), data: z.unknown() });

export type Handlers = {
  [T in RequestType]: (data: z.output<Protocol[T]['request']>, sender: SenderInfo) => Promise<AnswerData<T>>;
};

/** Our own pages meet a refusal only when they are older or newer than the background (an update). */
const refused = (): AnswerEnvelope => ({ ok: false, error: serializeError(new QuickpostError('page_outdated')) });

/** `warn` is told of refused senders, never the payload. */
export function createRouter(
  handlers: Handlers,
  { self, warn = () => undefined }: { self: Self; warn?: (line: string) => void },
) {
  return async function route(raw: unknown, sender: SenderInfo): Promise<AnswerEnvelope> {
    const envelope = RequestEnvelope.safeParse(raw);
    if (!envelope.success) return refused();
    const { type } = envelope.data;
    if (!isTrustedSender(sender, self)) {
      warn(`Refused a "${type}" message from ${sender.url ?? sender.id ?? 'an unknown sender'}`);
      return refused();
    }
    if (!Object.hasOwn(protocol, type)) return refused();
    const data = protocol[type as RequestType].request.safeParse(envelope.data.data);
    if (!data.success) return refused();
    try {
      const handler = handlers[type as RequestType] as (d: unknown, s: SenderInfo) => Promise<unknown>;
      return { ok: true, data: await handler(data.data, sender) };
    } catch (error) {
      return { ok: false, error: serializeError(error) };
    }
  };
}

/** `sendResponse` + `return true`, which every browser and WXT's fake browser understand; others' messages pass. */
export function listen(route: ReturnType<typeof createRouter>): void {
  browser.runtime.onMessage.addListener(((
    message: unknown,
    sender: Browser.Runtime.MessageSender,
    sendResponse: (a: unknown) => void,
  ) => {
    if (!RequestEnvelope.safeParse(message).success) return undefined;
    void route(message, sender).then(sendResponse);
    return true;
  }) as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
}
