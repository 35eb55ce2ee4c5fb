/**
 * The key stays with its host (points 1 and 4), in Chromium with the built extension: changing the API
 * address sends nothing to the new host until the person confirms in words that name it; plain http:// is refused
 * off this machine; a redirect from the API host hands the key to nobody.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { optionsPage } from '../pages/options-page';

interface Stranger {
  /** http://localhost:<port>: another origin than the sandbox's 127.0.0.1. */
  url: string;
  host: string;
  seen: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/** A host that records every request; it answers List Accounts like the service, or redirects when told to. */
async function stranger(
  answer: (path: string) => { status: number; headers: Record<string, string>; body: string },
): Promise<Stranger> {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const { status, headers, body } = answer(req.url ?? '/');
    res.writeHead(status, { 'access-control-allow-origin': '*', ...headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    host: `localhost:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ACCOUNTS = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ accounts: [{ id: 7, type: 'bluesky', name: 'Other Host', username: 'other' }] }),
};

/** permissions.request shows a prompt no test can click: grant it ahead, as the person would (docs/stack-notes.md). */
async function grant(extContext: BrowserContext, extensionId: string, pattern: string) {
  const page = await extContext.newPage();
  await page.goto('chrome://extensions/');
  await page.evaluate(
    ([id, origin]) =>
      (
        chrome as unknown as { developerPrivate: { addHostPermission(id: string, o: string): Promise<void> } }
      ).developerPrivate.addHostPermission(id!, origin!),
    [extensionId, pattern],
  );
  await page.close();
}

test('a changed API address gets no key until the person confirms, in words that name the new host', async ({
  openPage,
  extContext,
  extensionId,
  serviceWorker,
}) => {
  void serviceWorker;
  const other = await stranger(() => ACCOUNTS);
  try {
    await grant(extContext, extensionId, 'http://localhost/*');
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_demo');
    await expect(options.status).toHaveText(/^Settings saved\. Connected as .+ — 10 accounts/);

    await options.apiAddress.fill(other.url);
    await options.saveIn('Service').click();
    const question = options.page.getByText(`Send your API key to ${other.host}?`);
    await expect(question).toBeVisible();
    await options.page.getByRole('button', { name: 'Check connection' }).click();
    await expect(options.alert).toContainText(other.host);
    expect(
      other.seen.filter((h) => h['x-api-key'] || h.authorization),
      'nothing carried a credential to the new host',
    ).toEqual([]);

    await options.page.getByRole('button', { name: `Send my API key to ${other.host}` }).click();
    await expect(options.status).toHaveText(/Connected as Other Host — 1 account/);
    expect(other.seen.some((h) => h['x-api-key'] === 'smm_demo')).toBe(true);
    await expect(question).toBeHidden();
  } finally {
    await other.close();
  }
});

test('plain http:// is refused for an address off this machine, saying why', async ({
  openPage,
  serviceWorker,
  sandbox,
}) => {
  const options = optionsPage(await openPage('options.html'));
  await options.ready();
  await options.apiAddress.fill('http://api.other.example');
  await options.brokerUrl.fill('http://broker.other.example');
  await options.relayUrl.fill('http://ntfy.other.example/quickpost-topic-1234');
  await options.saveIn('Service').click();
  await options.saveIn('Notifications').click();
  for (const field of [options.apiAddress, options.brokerUrl, options.relayUrl]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/https:\/\/.*unencrypted/);
  }
  const { serviceAddresses } = await serviceWorker.evaluate(() => chrome.storage.local.get('serviceAddresses'));
  expect(serviceAddresses).toEqual({ apiUrl: sandbox.url, appUrl: sandbox.url });
});

test('an API host answering with a redirect gets the key sent nowhere, and the person is told', async ({
  openPage,
  extContext,
  extensionId,
  serviceWorker,
  sandbox,
}) => {
  void serviceWorker;
  const target = await stranger(() => ACCOUNTS);
  const redirector = await stranger((path) => ({
    status: 307,
    headers: { location: `${target.url.replace('localhost', '127.0.0.1')}${path}` },
    body: '',
  }));
  try {
    await grant(extContext, extensionId, 'http://localhost/*');
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.apiAddress.fill(redirector.url);
    await options.saveIn('Service').click();
    await expect(options.status).toHaveText(/^Settings saved\./);
    await options.saveKey('smm_demo');
    await expect(options.alert).toContainText('never sends your key or sign-in over a redirect');
    expect(redirector.seen.length).toBeGreaterThan(0);
    expect(target.seen, 'the redirect was not followed').toEqual([]);
    const { credential } = await serviceWorker.evaluate(() => chrome.storage.local.get('credential'));
    expect(credential).toBeUndefined();
    void sandbox;
  } finally {
    await redirector.close();
    await target.close();
  }
});
