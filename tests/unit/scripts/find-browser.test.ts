import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../../scripts/find-browser';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first, as a Chromium', () => {
    const env = { CHROMIUM_PATH: '/opt/my/chrome' };
    expect(findBrowser('linux', env, only('/opt/my/chrome', '/usr/bin/chromium'))).toEqual({
      path: '/opt/my/chrome',
      loadsExtensionFlag: true,
    });
  });

  it('prefers Chromium to Google Chrome, and marks Google Chrome as loaded by hand', () => {
    expect(findBrowser('linux', {}, only('/usr/bin/google-chrome', '/snap/bin/chromium'))?.path).toBe(
      '/snap/bin/chromium',
    );
    expect(findBrowser('linux', {}, only('/usr/bin/google-chrome'))).toEqual({
      path: '/usr/bin/google-chrome',
      loadsExtensionFlag: false,
    });
  });

  it('looks where macOS and Windows install them', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser('darwin', {}, only(mac))?.path).toBe(mac);
    const win = 'C:\\Users\\ana\\AppData\\Local/Google/Chrome/Application/chrome.exe';
    expect(findBrowser('win32', { LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' }, only(win))?.path).toBe(win);
  });

  it('finds none where none is installed, and a CHROMIUM_PATH that is not there is passed over', () => {
    expect(findBrowser('linux', { CHROMIUM_PATH: '/nowhere' }, () => false)).toBeUndefined();
  });
});
