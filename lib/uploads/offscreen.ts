// Chrome's offscreen document: an extension page without a tab, with the XHR and IndexedDB files a service worker
// lacks. It runs the RunnerCommands of the background and reports back over the message contract.
import { browser } from '@/lib/storage/browser-api';
import { ask } from '@/lib/messaging/request';
import { ownSelf } from '@/lib/messaging/own-self';
import { isTrustedSender, type SenderInfo } from '@/lib/messaging/sender';
import { createRunner } from './runner';
import { RUNNER_PORT, RunnerCommand } from './runner-command';
import { uploadOnce } from './ticket-upload';

/** A line to the background for as long as this document lives; a new one when the worker restarted. */
function keepLine(): void {
  browser.runtime.connect({ name: RUNNER_PORT }).onDisconnect.addListener(() => setTimeout(keepLine, 100));
}

export function startOffscreenRunner(): void {
  keepLine();
  const runner = createRunner({
    upload: (file, call) => uploadOnce(file, call, ask),
    progress: (id, loaded, total) => void ask('upload.progress', { id, loaded, total }).catch(() => undefined),
    ended: async (id, ending) => void (await ask('upload.ended', { id, ...ending })),
  });
  const self = ownSelf();
  browser.runtime.onMessage.addListener(((message: unknown, sender: SenderInfo, sendResponse: (a: unknown) => void) => {
    // Every page of ours and every content script's message reaches this document too: only our own are obeyed.
    if (!isTrustedSender(sender, self)) return undefined;
    const command = RunnerCommand.safeParse(message);
    if (!command.success) return undefined;
    if ('run' in command.data) void runner.run(command.data.run);
    else runner.cancel(command.data.cancel);
    sendResponse({ ok: true });
    return undefined;
  }) as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
}
