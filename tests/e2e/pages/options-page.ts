/** The options page as a person finds it: by roles and accessible names. A page object, after wxt-dev/examples. */
import type { Page } from '@playwright/test';

export function optionsPage(page: Page) {
  return {
    page,
    apiKey: page.getByRole('textbox', { name: 'API key' }),
    apiAddress: page.getByRole('textbox', { name: 'API address' }),
    appAddress: page.getByRole('textbox', { name: 'App address' }),
    clientId: page.getByRole('textbox', { name: 'Client ID' }),
    brokerUrl: page.getByRole('textbox', { name: 'Broker URL' }),
    relayUrl: page.getByRole('textbox', { name: 'Relay URL' }),
    timeZone: page.getByRole('combobox', { name: 'Default time zone' }),
    /**
     * Each section saves where it is edited, with a Save of its own that checks and saves its own fields only.
     * `save` is the connection's (the key); `saveIn` names another.
     */
    save: page.getByRole('button', { name: 'Save Connection' }),
    saveIn: (section: 'Connection' | 'Service' | 'Defaults' | 'Notifications') =>
      page.getByRole('button', { name: `Save ${section}` }),
    signIn: page.getByRole('button', { name: 'Sign in' }),
    signOut: page.getByRole('button', { name: 'Sign out' }),
    removeKey: page.getByRole('button', { name: 'Remove key' }),
    checkConnection: page.getByRole('button', { name: 'Check connection' }),
    status: page.getByRole('status'),
    alert: page.getByRole('alert'),
    defaultAccounts: page.getByRole('group', { name: 'Default accounts' }).getByRole('checkbox'),
    budget: page.getByRole('region', { name: 'Usage this hour' }),

    /** Waits until the page has heard from the background. */
    async ready() {
      await page.getByRole('status').filter({ hasNotText: 'Loading…' }).waitFor();
    },

    async saveKey(key: string) {
      await this.apiKey.fill(key);
      await this.save.click();
    },
  };
}

export type OptionsPage = ReturnType<typeof optionsPage>;
