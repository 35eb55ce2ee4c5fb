/**
 * Firefox: the settings page — an API key saved and checked, and OAuth sign-in through identity.launchWebAuthFlow
 * with the sandbox's consent page and the broker, to Firefox's own https://<hash>.extensions.allizom.org/ redirect.
 */
import type { Target } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { click, fill, find, loaded, sees, until } from './fixtures/pages';
import { useFirefox } from './fixtures/session';

const ff = useFirefox({ signedIn: false });

const credential = () => ff.ext(async () => (await browser.storage.local.get('credential')).credential ?? null);

it('saves an API key: checked with the service, kept in storage.local, shown masked', async () => {
  const options = await ff.open('options.html');
  await sees(options, 'Not connected');
  await fill(options, 'textbox', 'API key', 'smm_demo');
  await click(options, 'button', 'Save Connection');
  await sees(options, /Settings saved\. Connected as .+ — 10 accounts \(API key smm_••••\)\./);
  expect(await (await find(options, 'textbox', 'API key')).evaluate((el) => (el as HTMLInputElement).value)).toBe('');
  expect(await credential()).toMatchObject({ kind: 'api-key', key: 'smm_demo' });
  expect(await ff.ext(() => browser.storage.sync.get(null))).toEqual({});
});

it('a fresh install has the composer’s suggested shortcut', async () => {
  const commands = await ff.ext(() => browser.commands.getAll());
  expect(commands.find((c) => c.name === 'open-composer')?.shortcut).toBe('Alt+Shift+Q');
});

/** Consent pages already answered: a closing one from the test before must not be taken for the next. */
const answered = new WeakSet<Target>();

/**
 * Answers the consent page that launchWebAuthFlow opens (a new top-level browsing context). Under load its frame
 * may still be replaced while it loads ("detached Frame"): the page is then looked up again, as a person's next
 * look would find the window that is there now. A press that closes the window before the click's own promise
 * settles rejects that promise: once the pressed window is gone, the answer was given.
 */
async function answerConsent(button: 'Approve' | 'Deny'): Promise<void> {
  let pressed: Target | undefined;
  await until(
    `the consent page's "${button}"`,
    async () => {
      if (pressed && !ff.browser.targets().includes(pressed)) {
        answered.add(pressed);
        return true;
      }
      const target = ff.browser.targets().findLast((t) => t.url().includes('/oauth/authorize') && !answered.has(t));
      const page = await target?.page();
      if (!target || !page) return false;
      await loaded(page, ff.sandbox.url);
      pressed = target;
      await click(page, 'button', button);
      answered.add(target);
      return true;
    },
    40_000,
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}; open: ${ff.browser
        .targets()
        .map((t) => t.url())
        .join(', ')}`,
    );
  });
}

it('signs in with OAuth through the consent page and the broker; the token works', async () => {
  const app = await ff.controls.registerApp('Quickpost Firefox', ff.redirectUrl);
  ff.broker.useApp(app);
  expect(ff.redirectUrl).toMatch(/^https:\/\/[0-9a-f]+\.extensions\.allizom\.org\/$/);
  const options = await ff.open('options.html');
  await sees(options, ff.redirectUrl); // the URL to register, shown to the person
  await fill(options, 'textbox', 'Client ID', app.client_id);
  await click(options, 'button', 'Save Service');
  await sees(options, /Settings saved\. Not connected/);

  await click(options, 'button', 'Sign in');
  await answerConsent('Approve');
  await sees(options, /Signed in\. Connected as .+ — 10 accounts\./, 20_000);

  const stored = (await credential()) as { kind: string; token: string };
  expect(stored).toMatchObject({ kind: 'bearer', token: expect.stringMatching(/^svc_tok_/) });
  const accounts = await fetch(`${ff.sandbox.url}/developers/v1/accounts`, {
    headers: { Authorization: `Bearer ${stored.token}` },
  });
  expect(accounts.status).toBe(200);
  expect(ff.broker.logs.some((line) => line.startsWith('exchanged a code for moz-extension://'))).toBe(true);
  expect(ff.broker.logs.join('\n')).not.toContain(stored.token);
});

it('a denied consent is explained and signs nobody in', async () => {
  const app = await ff.controls.registerApp('Quickpost Firefox', ff.redirectUrl);
  await ff.ext(({ brokerUrl, clientId }) => browser.storage.local.set({ signInService: { brokerUrl, clientId } }), {
    brokerUrl: ff.broker.url,
    clientId: app.client_id,
  });
  const options = await ff.open('options.html');
  await sees(options, 'Not connected');
  await click(options, 'button', 'Sign in');
  await answerConsent('Deny');
  await sees(options, 'You declined access on the service’s consent page, so Quickpost is not signed in.', 20_000);
  expect(await credential()).toBeNull();
});
