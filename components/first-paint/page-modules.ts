/**
 * Starts the page's module entry once the first screen is painted: the build names it on the first script
 * (config/first-script-first.ts) so that the browser does not fetch it ahead of the first paint.
 */
export function startPageModules(script: HTMLOrSVGScriptElement | null): void {
  if (!(script instanceof HTMLScriptElement)) return;
  const list = (name: string) => (script.dataset[name] ?? '').split(' ').filter(Boolean);
  for (const href of list('preload'))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  for (const src of list('module'))
    document.body.append(Object.assign(document.createElement('script'), { type: 'module', src }));
}
