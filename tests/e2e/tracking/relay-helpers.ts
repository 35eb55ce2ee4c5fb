import { expect, type Page, type Worker } from '@playwright/test';
import { ask } from './tracking-helpers';

/** The relay URL saved in the settings, as the settings page saves it. */
export async function useRelay(page: Page, relayUrl: string): Promise<void> {
  const { settings } = await ask<{ settings: { preferences: Record<string, unknown> } }>(page, 'settings.get');
  await ask(page, 'settings.save', { preferences: { ...settings.preferences, relayUrl } });
}

/** The id of the last relay message the extension handled. */
export const relayCursorId = (worker: Worker) =>
  worker.evaluate(
    async () => ((await chrome.storage.local.get('relayCursor')).relayCursor as { id: string } | undefined)?.id,
  );

/** Publishes `body` to the topic (ntfy's publish: a POST of the text); its message id. */
export async function publish(relayUrl: string, body: string): Promise<string> {
  return ((await (await fetch(relayUrl, { method: 'POST', body })).json()) as { id: string }).id;
}

/**
 * A fresh topic on the sandbox's ntfy, followed by the extension and fed by the service's webhooks for the demo
 * user; a first message has moved the cursor, so the live stream is open. Its URL.
 */
export async function followNewTopic(page: Page, worker: Worker, sandboxUrl: string, name: string): Promise<string> {
  const relayUrl = `${sandboxUrl}/ntfy/${name}-${Date.now().toString(36)}`;
  await useRelay(page, relayUrl);
  const hook = await fetch(`${sandboxUrl}/__sandbox/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', url: relayUrl }),
  });
  expect(hook.status).toBe(201);
  const hello = await publish(relayUrl, 'hello from the test');
  await expect.poll(() => relayCursorId(worker), { timeout: 10_000 }).toBe(hello);
  return relayUrl;
}
