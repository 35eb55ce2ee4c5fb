/**
 * A content script (the extension's own id, but a web page's URL) asks the background for everything a page
 * could want: the credential, reads, writes. All refused, nothing reaches the service; the same request from
 * Quickpost's own page is answered, which shows the requests were well-formed. (The plain web page without
 * runtime messaging is tests/e2e/security.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { signIn } from '../composer/composer-page';

const REQUESTS: [string, unknown][] = [
  ['upload.ticket', {}],
  ['auth.status', {}],
  ['settings.get', {}],
  ['accounts.list', {}],
  ['posts.list', {}],
  ['media.list', {}],
  ['budget.get', {}],
  ['posts.create', { post: { content: 'from a content script', when: { mode: 'now' }, accounts: [{ id: 1, type: 'twitter' }] } }],
  ['outbox.send', { post: { content: 'from a content script', when: { mode: 'now' }, accounts: [{ id: 1, type: 'twitter' }] } }],
  ['auth.removeKey', {}],
  ['settings.save', { settings: { apiUrl: 'https://attacker.example', appUrl: 'https://attacker.example' } }],
];

interface Counters {
  counters: { read: { used: number }; write: { used: number } };
  posts: unknown[];
}

test('a content script gets no credential and makes no call through the extension', async ({ serviceWorker, extContext, sandbox, controls, openPage }) => {
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
              out.push(`${type} → ${JSON.stringify(await chrome.runtime.sendMessage({ tag: 'quickpost/1', type, data }))}`);
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

  // Control: the same well-formed request from Quickpost's own page is answered.
  const own = await openPage('options.html');
  const ticket = await own.evaluate(() => chrome.runtime.sendMessage({ tag: 'quickpost/1', type: 'upload.ticket', data: {} }));
  expect(JSON.stringify(ticket)).toContain('smm_demo');
});
