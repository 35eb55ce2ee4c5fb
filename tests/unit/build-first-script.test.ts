/** The build puts popup.html's module entry after its plain first script (config/first-script-first.ts). */
import { describe, expect, it } from 'vitest';
import { moduleTagsAfterFirstScript } from '../../config/first-script-first';

const built = `<html><head>
    <script type="module" crossorigin src="/chunks/popup-1.js"></script>
    <link rel="modulepreload" crossorigin href="/chunks/early-read-2.js">
    <style>.shell{}</style>
  </head><body><div id="app"></div>
    <script src="/first-paint.js"></script>
  </body></html>`;

describe('moduleTagsAfterFirstScript', () => {
  it('moves the module entry and its preloads to just after the first script, in their order', () => {
    const html = moduleTagsAfterFirstScript(built);
    expect(html.indexOf('<script src="/first-paint.js">')).toBeLessThan(html.indexOf('popup-1.js'));
    expect(html.indexOf('popup-1.js')).toBeLessThan(html.indexOf('early-read-2.js'));
    expect(html.indexOf('early-read-2.js')).toBeLessThan(html.indexOf('</body>'));
    expect(html.match(/popup-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<style>.shell{}</style>');
  });

  it('leaves a page without a first script as it is', () => {
    const page = built.replace('<script src="/first-paint.js"></script>', '');
    expect(moduleTagsAfterFirstScript(page)).toBe(page);
  });
});
