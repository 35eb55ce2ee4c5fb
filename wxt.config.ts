import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { demoExtension, readBuildEnv } from './config/build-env';

const env = readBuildEnv();

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [preact()],
    define: {
      'import.meta.env.QP_API_URL': JSON.stringify(env.apiUrl),
      'import.meta.env.QP_APP_URL': JSON.stringify(env.appUrl),
      'import.meta.env.QP_CLIENT_ID': JSON.stringify(env.clientId),
      'import.meta.env.QP_BROKER_URL': JSON.stringify(env.brokerUrl),
    },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Quickpost',
    description: 'Share, schedule and track posts to your social accounts from any page.',
    permissions: ['storage', 'alarms', 'notifications', 'contextMenus', 'identity', 'activeTab'],
    // Only the service's own origins up front; any other origin is asked for when needed.
    host_permissions: env.hostPatterns,
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // The Firefox build is MV2, where WXT drops optional_host_permissions: origins go in optional_permissions.
    ...(manifestVersion === 2 ? { optional_permissions: ['https://*/*', 'http://*/*'] } : {}),
    action: { default_title: 'Quickpost' },
    // The demo build pins its id so the sandbox's OAuth app can list https://<id>.chromiumapp.org/.
    ...(env.demo && browser !== 'firefox' ? { key: demoExtension.key } : {}),
    browser_specific_settings: {
      gecko: {
        id: 'quickpost@quickpost.dev',
        data_collection_permissions: { required: ['none'] },
      },
    },
  }),
});
