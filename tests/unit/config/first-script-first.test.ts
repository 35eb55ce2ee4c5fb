/** The build names popup.html's module entry on its plain first script, which starts it (config/first-script-first.ts). */
import { describe, expect, it } from 'vitest';
import { firstScriptFirst, moduleTagsIntoFirstScript } from '../../../config/first-script-first';

const built = `<html><head>
    <script type="module" crossorigin src="/chunks/popup-1.js"></script>
    <link rel="modulepreload" crossorigin href="/chunks/early-read-2.js">
    <link rel="modulepreload" crossorigin href="/chunks/t-3.js">
    <style>.shell{}</style>
  </head><body><div id="app"></div>
    <script src="/first-paint.js"></script>
  </body></html>`;

describe('moduleTagsIntoFirstScript', () => {
  it('takes the module entry and its preloads out of the page and names them on the first script', () => {
    const html = moduleTagsIntoFirstScript(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/first-paint.js" data-module="/chunks/popup-1.js" data-preload="/chunks/early-read-2.js /chunks/t-3.js"></script>',
    );
    expect(html).toContain('<style>.shell{}</style>');
  });

  it('leaves a page without a first script as it is', () => {
    const page = built.replace('<script src="/first-paint.js"></script>', '');
    expect(moduleTagsIntoFirstScript(page)).toBe(page);
  });
});

describe('the first script in the bundle', () => {
  it('starts with V8’s hint to compile all of it at once, and nothing else gets it', () => {
    const bundle = {
      'first-paint.js': { type: 'chunk', code: 'var firstPaint=1;' },
      'chunks/mount-1.js': { type: 'chunk', code: 'export{};' },
    };
    const generate = firstScriptFirst().generateBundle as unknown as (options: object, b: typeof bundle) => void;
    generate.call({}, {}, bundle);
    expect(bundle['first-paint.js'].code).toBe('//# allFunctionsCalledOnLoad\nvar firstPaint=1;');
    expect(bundle['chunks/mount-1.js'].code).toBe('export{};');
  });
});
