import { browser } from '@/lib/storage/browser-api';
import type Browser from 'webextension-polyfill';
import { RequestEnvelope, type createRouter } from './router';

/**
 * Wires a router to runtime.onMessage with `sendResponse` + `return true`, which every browser and WXT's fake
 * browser understand alike (docs/stack-notes.md). Messages that are not ours are left to other listeners.
 */
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
