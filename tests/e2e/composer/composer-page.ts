import { expect, type Page, type Worker } from '@playwright/test';
import { storeKey } from '../fixtures/store-key';

/**
 * The API key of the sandbox's seeded user `demo` (docs/design.md §6), stored as the options page would — and no
 * Undo wait, so a test that posts now finds the post at once; the wait has its own tests (`setUndoSeconds`).
 */
export async function signIn(worker: Worker): Promise<void> {
  await storeKey(worker, 'smm_demo');
  await setUndoSeconds(worker, 0);
}

/** The options page's "Undo send" wait, set in the stored preferences (the others kept, or the defaults). */
export async function setUndoSeconds(worker: Worker, seconds: number): Promise<void> {
  await worker.evaluate(async (undoSeconds) => {
    const { preferences } = await chrome.storage.local.get('preferences');
    const defaults = {
      timeZone: null,
      defaultAccounts: [],
      notify: { published: true, failed: true },
      relayUrl: '',
      toolbar: 'popup',
    };
    await chrome.storage.local.set({
      preferences: { ...defaults, ...(preferences as object | undefined), undoSeconds },
    });
  }, seconds);
}

/** A date `days` from now, as the date input takes it (far enough ahead to be in the future in every zone). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The composer as a person finds its parts: by role and accessible name (docs/style.md, Tests). */
export function composerPage(page: Page) {
  const form = page.getByRole('form', { name: 'New post' });
  const self = {
    page,
    form,
    text: page.getByRole('textbox', { name: 'Post text' }),
    /** The composer's live regions (the popup has others, e.g. the recent posts' age). */
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
    /** The checkbox of the account with this display name on this platform: named "<name> (<Platform>)". */
    account: (name: string, platform: string) =>
      page.getByRole('checkbox', { name: `${name} (${platform})`, exact: true }),
    reply: (n: number) => page.getByRole('textbox', { name: `Reply ${n}`, exact: true }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    /** The popup's "Posts" view (a tab beside the composer). */
    async showPosts() {
      await page.getByRole('tab', { name: /^Posts/ }).click();
    },
    async ready() {
      await expect(self.text).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Whitfield Coffee TV' })).toBeVisible(); // accounts loaded
      return self;
    },
    async schedule(date: string, time: string, zone: string) {
      await page.getByRole('radio', { name: 'Schedule' }).check();
      await page.getByLabel('Date', { exact: true }).fill(date);
      await page.getByLabel('Time', { exact: true }).fill(time);
      await page.getByRole('combobox', { name: 'Time zone' }).fill(zone);
    },
  };
  return self;
}

interface SandboxPost {
  id: number;
  content: string;
  status: string;
  scheduled_date: string;
  timezone: string;
  accounts: { id: number; type: string }[];
  attachments: string[];
  replies: string[];
  title?: string;
}

export interface SandboxState {
  posts: SandboxPost[];
  media: { media_id: string; type: string; status?: string }[];
  accounts: { id: number; type: string; name: string }[];
}
