import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { demoExtension, readBuildEnv } from './config/build-env';
import { pagePartials } from './config/page-partials';

const env = readBuildEnv();

// See https://wxt.dev/api/config.html
export default defineConfig({
  // QP_OUT_DIR: a build elsewhere (the packaging tests build release zips without touching .output).
  ...(process.env.QP_OUT_DIR ? { outDir: process.env.QP_OUT_DIR } : {}),
  // No webextension-polyfill: `wxt/browser` is the browser's own promise-based API (lib/messaging/browser-api.ts).
  vite: () => ({
    plugins: [preact(), pagePartials()],
    build: {
      // Both browsers know <link rel=modulepreload>: Vite's polyfill for it would only add to every page's first load.
      modulePreload: { polyfill: false },
      // Terser packs the pages ~4% smaller than esbuild's minifier (popup until usable −2.0 KB gz), for a few
      // seconds more of build (docs/design.md §5 size bars).
      minify: 'terser',
      // QP_SOURCEMAP=1: source maps beside the bundles, to see which sources make up a chunk's bytes (docs/performance.md).
      sourcemap: process.env.QP_SOURCEMAP === '1',
      terserOptions: { compress: { passes: 2 } },
    },
    define: {
      'import.meta.env.QP_API_URL': JSON.stringify(env.apiUrl),
      'import.meta.env.QP_APP_URL': JSON.stringify(env.appUrl),
      'import.meta.env.QP_CLIENT_ID': JSON.stringify(env.clientId),
      'import.meta.env.QP_BROKER_URL': JSON.stringify(env.brokerUrl),
    },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    // From public/_locales: the stores and the browser show them in the person's language (docs/design.md §3.6).
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // scripting: only to read a right-clicked link's text on the tab of that click (Chrome's click carries no link
    // text), and the URLs and sizes of a page's images for "From this page" (lib/prefill/page-images.ts) — both on
    // the tab the person acted on (activeTab grant): no host permission and no install warning come with it.
    permissions: [
      ...['storage', 'alarms', 'notifications', 'contextMenus', 'identity', 'activeTab', 'scripting'],
      // Chrome: the popup's uploads run in an offscreen document (lib/background/uploads.ts); Firefox's background page
      // has the DOM they need. No install warning comes with it.
      ...(browser === 'firefox' ? [] : ['offscreen']),
    ],
    // Only the service's own origins up front; any other origin is asked for when needed.
    host_permissions: env.hostPatterns,
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // The Firefox build is MV2, where WXT drops optional_host_permissions: origins go in optional_permissions.
    ...(manifestVersion === 2 ? { optional_permissions: ['https://*/*', 'http://*/*', 'tabs'] } : {}),
    // `tabs` only if the person asks for it: "Use this page" in the side panel, on a site whose address Quickpost
    // may not see (the side panel gets no activeTab grant). MV2 (Firefox) lists it with the optional origins.
    ...(manifestVersion === 3 ? { optional_permissions: ['tabs'] } : {}),
    action: { default_title: '__MSG_extName__' },
    // The address bar: `qp <text>` opens the composer with the text (lib/prefill/omnibox-input.ts).
    omnibox: { keyword: 'qp' },
    // The composer on the current page from the keyboard. Alt+Shift+Q (Option+Shift+Q on a Mac): a fresh profile of
    // Chromium 156 and of Firefox ESR 153 assigns it; Chromium keeps Ctrl+Shift+L for itself (docs/stack-notes.md).
    commands: {
      'open-composer': {
        suggested_key: { default: 'Alt+Shift+Q' },
        description: '__MSG_command_open_composer__',
      },
    },
    // The demo build pins its id so the sandbox's OAuth app can list https://<id>.chromiumapp.org/.
    ...(env.demo && browser !== 'firefox' ? { key: demoExtension.key } : {}),
    // Firefox only (the Chrome Web Store refuses keys it does not know). What leaves the browser, by Mozilla's
    // categories, each required because Quickpost cannot post without it (reasons: docs/store.md, docs/privacy.md).
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'quickpost@quickpost.dev',
              data_collection_permissions: {
                required: ['personalCommunications', 'authenticationInfo', 'websiteContent', 'browsingActivity'],
              },
            },
          },
        }
      : {}),
  }),
});
