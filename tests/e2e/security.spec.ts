import { expect, test } from './fixtures/extension';
import { optionsPage } from './pages/options-page';

test.describe('no credential reaches a web page', () => {
  test('a plain web page cannot message the extension, even knowing its id', async ({
    extContext,
    openPage,
    serviceWorker,
    sandbox,
    extensionId,
  }) => {
    const options = optionsPage(await openPage('options.html'));
    await options.ready();
    await options.saveKey('smm_demo');
    await expect(options.status).toHaveText(/Connected as/);

    // No externally_connectable: web pages get no runtime messaging to Quickpost at all.
    const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest).not.toHaveProperty('externally_connectable');

    const web = await extContext.newPage();
    await web.goto(`${sandbox.url}/`);
    const attempt = await web.evaluate(async (id) => {
      const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: (...a: unknown[]) => Promise<unknown> } } })
        .chrome?.runtime;
      if (!runtime?.sendMessage) return 'no runtime.sendMessage';
      try {
        return JSON.stringify(await runtime.sendMessage(id, { tag: 'quickpost/1', type: 'upload.ticket', data: {} }));
      } catch (error) {
        return `threw: ${(error as Error).message}`;
      }
    }, extensionId);
    expect(attempt).not.toContain('smm_demo');
    expect(attempt).toMatch(/^(no runtime\.sendMessage|threw: )/);
  });
});
