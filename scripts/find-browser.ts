import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A browser to open the demo in. Google Chrome ignores --load-extension (Chrome 137 on): it is loaded by hand. */
export interface FoundBrowser {
  path: string;
  loadsExtensionFlag: boolean;
}

/** Where each platform installs Chromium, then Google Chrome; `CHROMIUM_PATH` first, taken as a Chromium. */
export function browserCandidates(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): FoundBrowser[] {
  const chromium = (path: string) => ({ path, loadsExtensionFlag: true });
  const chrome = (path: string) => ({ path, loadsExtensionFlag: false });
  const own = env.CHROMIUM_PATH ? [chromium(env.CHROMIUM_PATH)] : [];
  if (platform === 'darwin')
    return [
      ...own,
      chromium('/Applications/Chromium.app/Contents/MacOS/Chromium'),
      chrome('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
    ];
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter((r): r is string => !!r);
    return [
      ...own,
      ...roots.map((r) => chromium(join(r, 'Chromium', 'Application', 'chrome.exe'))),
      ...roots.map((r) => chrome(join(r, 'Google', 'Chrome', 'Application', 'chrome.exe'))),
    ];
  }
  return [
    ...own,
    ...['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'].map(chromium),
    ...['/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome'].map(chrome),
  ];
}

/** The first candidate that is installed here, or none. */
export const findBrowser = (
  platform = process.platform,
  env = process.env,
  installed: (path: string) => boolean = existsSync,
): FoundBrowser | undefined => browserCandidates(platform, env).find((b) => installed(b.path));
