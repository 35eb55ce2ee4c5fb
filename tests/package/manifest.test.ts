/** The release manifests are what the Chrome Web Store and addons.mozilla.org accept (packaging). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize, readManifest, resolveMessage, TARGETS, targetDir } from './package-fixtures';

// The stores' icon sizes: 16 (favicon, toolbar), 32 (Windows), 48 (extensions page, AMO), 96 (AMO high-DPI), 128 (Web Store).
const ICON_SIZES = ['16', '32', '48', '96', '128'];
// Permissions a store reviewer flags, or that only development needs.
const DEV_ONLY = [
  'management',
  'debugger',
  'nativeMessaging',
  'webRequestBlocking',
  'tabs',
  'history',
  'cookies',
  '<all_urls>',
  '*://*/*',
];
// Keys one store knows and the other refuses or warns about.
const FIREFOX_ONLY = ['browser_specific_settings', 'sidebar_action', 'browser_action', 'applications'];
const CHROME_ONLY = ['side_panel', 'key', 'minimum_chrome_version', 'optional_host_permissions', 'update_url'];
const LOCAL = /^(https?|\*):\/\/(127\.0\.0\.1|localhost|\[::1\])/;

describe.each(TARGETS)('%s release manifest', (target) => {
  const manifest = readManifest(target);
  const locales = readdirSync(join(targetDir(target), '_locales'));

  it('has a localized name and description in every locale, within the stores’ lengths', () => {
    expect(manifest.name).toMatch(/^__MSG_\w+__$/);
    expect(manifest.description).toMatch(/^__MSG_\w+__$/);
    expect(manifest.default_locale).toBe('en');
    expect(locales).toEqual(expect.arrayContaining(['en', 'de']));
    for (const locale of locales) {
      const name = resolveMessage(target, manifest.name, locale);
      const description = resolveMessage(target, manifest.description, locale);
      expect(name.length, `${locale} name`).toBeGreaterThan(0);
      expect(name.length, `${locale} name`).toBeLessThanOrEqual(45);
      expect(description.length, `${locale} description`).toBeGreaterThan(20);
      expect(description.length, `${locale} description`).toBeLessThanOrEqual(132);
    }
  });

  it('has every icon size the stores use, each a PNG of that size', () => {
    expect(Object.keys(manifest.icons ?? {}).sort()).toEqual([...ICON_SIZES].sort());
    for (const [size, file] of Object.entries(manifest.icons ?? {})) {
      expect(pngSize(join(targetDir(target), file))).toEqual([Number(size), Number(size)]);
    }
  });

  it('asks only for what it uses: no dev-only permissions, no pinned key, no local origins', () => {
    const asked = [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? [])];
    expect(asked.filter((p) => DEV_ONLY.includes(p))).toEqual([]);
    expect(asked.filter((p) => LOCAL.test(p))).toEqual([]);
    expect(manifest).not.toHaveProperty('key');
    // The release addresses only, granted at install; anything else is optional and asked for at runtime.
    expect(asked.filter((p) => p.includes('://'))).toEqual([
      'https://api.quickpost.example/*',
      'https://app.quickpost.example/*',
    ]);
    expect(JSON.stringify(manifest)).not.toMatch(/unsafe-eval|localhost|127\.0\.0\.1/);
  });

  it('names only files that are in the package', () => {
    const pages = [
      (manifest.action as { default_popup?: string } | undefined)?.default_popup,
      (manifest.browser_action as { default_popup?: string } | undefined)?.default_popup,
      (manifest.options_ui as { page?: string } | undefined)?.page,
    ].filter((p): p is string => Boolean(p));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(existsSync(join(targetDir(target), page)), page).toBe(true);
  });
});

describe('Firefox specifics', () => {
  const manifest = readManifest('firefox-mv2');
  it('has a fixed add-on id and declares what it transmits, by Mozilla’s categories (docs/store.md)', () => {
    expect(manifest.browser_specific_settings).toEqual({
      gecko: {
        id: 'quickpost@quickpost.dev',
        data_collection_permissions: {
          required: ['personalCommunications', 'authenticationInfo', 'websiteContent', 'browsingActivity'],
        },
      },
    });
  });
  it('asks for other service origins at runtime (optional_permissions, MV2)', () => {
    expect(manifest.optional_permissions).toEqual(expect.arrayContaining(['https://*/*']));
  });
  it('carries no Chrome-only keys', () => {
    for (const key of CHROME_ONLY) expect(manifest, key).not.toHaveProperty(key);
  });
});

describe('Chrome specifics', () => {
  const manifest = readManifest('chrome-mv3');
  it('carries no Firefox-only keys', () => {
    for (const key of FIREFOX_ONLY) expect(manifest, key).not.toHaveProperty(key);
  });
});
