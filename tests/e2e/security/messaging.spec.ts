/**
 * A content script (the extension's own id, but a web page's URL) asks the background for everything a page
 * could want: the credential, reads, writes. All refused, nothing reaches the service. Every payload is
 * well-formed — the same requests from Quickpost's own pages succeed, writes included — so
 * only the sender check can refuse them (point 8: with `isTrustedSender` made to return true, this test
 * fails: the credential, a post and the attacker's address come through). (The plain web page without runtime
 * messaging is tests/e2e/security.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { signIn } from '../composer/composer-page';

const POST = { content: 'from a content script', when: { instant: true }, accounts: [{ id: 1, type: 'twitter' }] };
const REQUESTS: [string, unknown][] = [
  ['upload.ticket', {}],
  ['auth.status', {}],
  ['settings.get', {}],
  ['accounts.list', {}],
  ['posts.list', {}],
  ['media.list', {}],
  ['budget.get', {}],
  ['outbox.send', { post: POST }],
  ['auth.removeKey', {}],
  ['settings.save', { addresses: { apiUrl: 'https://attacker.example', appUrl: 'https://attacker.example' } }],
];

interface Counters {
  counters: { read: { used: number }; write: { used: number } };
  posts: unknown[];
}

test('a content script gets no credential and makes no call through the extension', async ({
  serviceWorker,
  extContext,
  sandbox,
  controls,
  openPage,
}) => {
  await signIn(serviceWorker);
  const web: Page = await extContext.newPage();
  await web.goto(`${sandbox.url}/`);

  // executeScript's default world is the extension's isolated world in that tab: a content script's sender.
  const answers = await serviceWorker.evaluate(
    async ({ url, requests }) => {
      const [tab] = await chrome.tabs.query({ url: `${url}/*` });
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: tab!.id! },
        args: [requests],
        func: async (list: [string, unknown][]) => {
          const out: string[] = [];
          for (const [type, data] of list) {
            try {
              out.push(
                `${type} → ${JSON.stringify(await chrome.runtime.sendMessage({ tag: 'quickpost/1', type, data }))}`,
              );
            } catch (error) {
              out.push(`${type} → threw ${(error as Error).message}`);
            }
          }
          return out;
        },
      });
      return result!.result as string[];
    },
    { url: sandbox.url, requests: REQUESTS },
  );

  expect(answers).toHaveLength(REQUESTS.length);
  for (const answer of answers) {
    expect(answer).not.toContain('smm_demo');
    expect(answer).not.toMatch(/"ok":true/);
  }
  const state = (await controls.state()) as Counters;
  expect(state.counters.read.used).toBe(0);
  expect(state.counters.write.used).toBe(0);
  expect(state.posts).toEqual([]);
  // Still signed in, still pointed at the sandbox: the refused removeKey and settings.save changed nothing.
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get(['credential', 'serviceAddresses']));
  expect(JSON.stringify(stored)).toContain('smm_demo');
  expect(JSON.stringify(stored)).toContain(sandbox.url);

  // Control: the same well-formed requests from Quickpost's own composer succeed.
  const own = await openPage('popup.html');
  const send = (type: string, data: unknown) =>
    own.evaluate(([type, data]) => chrome.runtime.sendMessage({ tag: 'quickpost/1', type, data }), [
      type,
      data,
    ] as const);
  expect(JSON.stringify(await send('upload.ticket', {}))).toContain('smm_demo');
  expect(await send('outbox.send', REQUESTS.find(([t]) => t === 'outbox.send')![1]), 'outbox.send').toMatchObject({
    ok: true,
  });
  expect(((await controls.state()) as Counters).posts).toHaveLength(1);
  // The settings page's own save of the attacker's address succeeds too (the page would have asked the permission).
  const options = await openPage('options.html');
  const saved = await options.evaluate(
    (data) => chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'settings.save', data }),
    REQUESTS.find(([t]) => t === 'settings.save')![1],
  );
  expect(saved).toMatchObject({ ok: true, data: { settings: { addresses: { apiUrl: 'https://attacker.example' } } } });
});

test('the raw key goes to the composer’s pages only, not to the settings page', async ({ serviceWorker, openPage }) => {
  await signIn(serviceWorker);
  const options = await openPage('options.html');
  const answer = await options.evaluate(() =>
    chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'upload.ticket', data: {} }),
  );
  expect(answer).toMatchObject({ ok: false });
  expect(JSON.stringify(answer)).not.toContain('smm_demo');
  const composer = await openPage('composer.html');
  expect(
    JSON.stringify(
      await composer.evaluate(() =>
        chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'upload.ticket', data: {} }),
      ),
    ),
  ).toContain('smm_demo');
});
