/**
 * The page's module entry, started by its plain first script once the first screen is painted: the build names it on
 * that script (`data-module`, with its preloads in `data-preload`; config/first-script-first.ts) instead of leaving it
 * in the page, where the browser would fetch it ahead of the first paint. A module script runs only once the page
 * has been read, so it runs when it would have — its fetch just starts a few milliseconds later.
 */
export function startPageModules(script: HTMLOrSVGScriptElement | null): void {
  if (!(script instanceof HTMLScriptElement)) return;
  const list = (name: string) => (script.dataset[name] ?? '').split(' ').filter(Boolean);
  for (const href of list('preload'))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  for (const src of list('module'))
    document.body.append(Object.assign(document.createElement('script'), { type: 'module', src }));
}
