/** `npm run zip` / `zip:firefox` give store uploads: the built files at the root, Firefox's sources zip beside. */
import { describe, expect, it } from 'vitest';
import { zipPath } from './release-build';
import { zipEntries } from './zip-entries';

describe.each(['chrome', 'firefox'] as const)('%s zip', (browser) => {
  const entries = zipEntries(zipPath(browser));
  it('holds the manifest at its root, the catalogs, the icons and the pages', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        '_locales/en/messages.json',
        '_locales/de/messages.json',
        'icon/128.png',
        'popup.html',
        'options.html',
      ]),
    );
  });
  it('holds no source maps, tests or sandbox', () => {
    expect(entries.filter((e) => /\.map$|^tests\/|^sandbox\/|^node_modules\//.test(e))).toEqual([]);
  });
});

describe('Firefox sources zip (for AMO review)', () => {
  const entries = zipEntries(zipPath('sources'));
  it('holds what a reviewer needs to rebuild: package.json, the lock file, the config, the code', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'wxt.config.ts',
        'entrypoints/background.ts',
        'public/_locales/en/messages.json',
        'BUILDING.md',
        'CHANGELOG.md',
        'docs/privacy.md',
      ]),
    );
  });
  it('holds no build output or installed packages', () => {
    expect(entries.filter((e) => /^(node_modules|\.output|\.wxt)\//.test(e))).toEqual([]);
  });
});
