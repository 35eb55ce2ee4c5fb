import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { composerPage, daysAhead, signIn, type SandboxState } from './composer-page';
import { holdWorkerTimers, passBackoffs } from '../tracking/tracking-helpers';

test.beforeEach(async ({ serviceWorker }) => {
  await signIn(serviceWorker);
});

const json = (status: number, message: string) => ({
  status,
  body: JSON.stringify({ code: status, message }),
  content_type: 'application/json',
});

interface Case {
  name: string;
  /** Faults for POST /developers/v1/post (each answers one request). */
  fault: Record<string, unknown>;
  attach?: boolean;
  sentence: string;
  /** Where the sentence must also stand: the field it concerns. */
  field?: (page: Page) => Locator;
}

const cases: Case[] = [
  {
    name: '400 naming the time zone',
    fault: json(400, 'timezone "Asia/Tokio" is not a valid IANA time zone'),
    sentence:
      'The service refused the request (the service said: “timezone "Asia/Tokio" is not a valid IANA time zone”): correct it and try again.',
    field: (page) => page.getByRole('combobox', { name: 'Time zone' }),
  },
  {
    name: '400 naming the content',
    fault: json(400, 'content must not be empty'),
    sentence:
      'The service refused the request (the service said: “content must not be empty”): correct it and try again.',
    field: (page) => page.getByRole('textbox', { name: 'Post text' }),
  },
  {
    name: '401',
    fault: json(401, 'No API key provided'),
    sentence: 'Quickpost is not signed in: sign in or add an API key in the settings.',
  },
  {
    name: '403 (the key)',
    fault: json(403, 'Invalid or revoked API key'),
    sentence: 'Your key or sign-in is no longer valid: sign in again or add a new API key in the settings.',
  },
  {
    name: '403 with an attachment (not the caller’s)',
    fault: json(403, 'attachments[0] image-99 does not exist or is not yours'),
    attach: true,
    sentence:
      'One of the attached media no longer exists or is not yours: remove it and send again (if it persists, sign in again).',
    field: (page) => page.getByRole('group', { name: 'Media' }),
  },
  {
    name: '500, still after the client’s retries (1, 2, 4, 8 s)',
    fault: { ...json(500, 'Internal server error'), count: 5 },
    sentence:
      'The service is having trouble (error 500) and still failed after several tries. Nothing was changed. Try again later.',
  },
];

for (const { name, fault, attach, sentence, field } of cases) {
  test(`Create Post ${name}: its sentence, next to the field; nothing typed is lost`, async ({
    openPage,
    controls,
    serviceWorker,
  }) => {
    await controls.fault({ path: '/developers/v1/post', method: 'POST', ...fault });
    const c = await composerPage(await openPage('popup.html')).ready();
    await holdWorkerTimers(serviceWorker); // a 500's back-offs wait for the test's clock
    await c.account('Dana Whitfield', 'Threads').check();
    await c.text.fill('Roastery open day on Sunday.');
    if (attach) {
      await c.button('Attach media').click();
      await c.page
        .getByRole('button', { name: /^Attach image-\d+$/ })
        .first()
        .click();
    }
    const date = daysAhead(2);
    await c.schedule(date, '11:00', 'Europe/Lisbon');
    await c.button('Schedule').click();

    await passBackoffs(serviceWorker, () =>
      expect(c.alert).toContainText(`Not sent: “Roastery open day on Sunday.”. ${sentence}`, { timeout: 500 }),
    );
    if (field) await expect(field(c.page)).toHaveAccessibleDescription(new RegExp(escape(sentence)));
    // What was typed is all still there.
    await expect(c.text).toHaveValue('Roastery open day on Sunday.');
    await expect(c.account('Dana Whitfield', 'Threads')).toBeChecked();
    await expect(c.page.getByLabel('Date', { exact: true })).toHaveValue(date);
    expect(((await controls.state()) as SandboxState).posts).toHaveLength(0);
  });
}

test('after a refusal, the corrected post goes through', async ({ openPage, controls }) => {
  await controls.fault({
    path: '/developers/v1/post',
    method: 'POST',
    ...json(400, 'timezone "Asia/Tokio" is not a valid IANA time zone'),
  });
  const c = await composerPage(await openPage('popup.html')).ready();
  await c.account('Dana Whitfield', 'Threads').check();
  await c.text.fill('Second try.');
  await c.schedule(daysAhead(2), '11:00', 'Asia/Tokyo');
  await c.button('Schedule').click();
  await expect(c.alert).toContainText('Not sent');
  await c.button('Schedule').click();
  await expect(c.status).toContainText('Scheduled: post');
  await expect(c.alert).toHaveText('');
  expect(((await controls.state()) as SandboxState).posts).toHaveLength(1);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
