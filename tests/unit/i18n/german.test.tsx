/**
 * A German browser gets German: the catalogs reach the person through browser.i18n, and numbers,
 * times and lists follow the browser's language through Intl.
 */
import { signal } from '@preact/signals';
import { render, screen } from '@testing-library/preact';
import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TimeZoneSelect } from '@/components/options/DefaultsSection';
import { sentenceFor } from '@/lib/errors/sentence';
import type { RetryAdvice } from '@/lib/errors/data';
import { ApiHttpError } from '@/lib/errors/service';
import { describeAuth } from '@/lib/options/model';
import { describeBudget } from '@/lib/options/budget-text';
import { catalogGetMessage } from '../../i18n-catalog';

beforeEach(() => {
  fakeBrowser.i18n.getMessage = catalogGetMessage('de') as typeof fakeBrowser.i18n.getMessage;
  fakeBrowser.i18n.getUILanguage = () => 'de';
});

it('labels the options page’s fields in German', () => {
  render(<TimeZoneSelect value={signal('')} onChange={() => undefined} />);
  expect(screen.getByRole('combobox', { name: 'Standardzeitzone' })).toBeTruthy();
  expect(screen.getByRole('option', { name: /^Zeitzone dieses Browsers \(/ })).toBeTruthy();
});

it.each([
  [1, 'Verbunden als Dana – 1 Konto (API-Schlüssel smm_••••).'],
  [1200, 'Verbunden als Dana – 1.200 Konten (API-Schlüssel smm_••••).'],
])('says who Quickpost is connected as, with German plurals and numbers (%i)', (accounts, expected) => {
  expect(
    describeAuth({ method: 'api-key', maskedKey: 'smm_••••', connection: { label: 'Dana', accounts } } as Parameters<
      typeof describeAuth
    >[0]),
  ).toBe(expected);
});

it('tells the budget with a German clock time', () => {
  const clearsAt = Date.UTC(2030, 0, 7, 14, 5);
  const text = describeBudget(
    { read: { left: 41, limit: 60, clearsAt }, write: { left: 30, limit: 30, clearsAt: null } } as Parameters<
      typeof describeBudget
    >[0],
    {
      timeZone: 'UTC',
    },
  );
  expect(text).toBe(
    '41 von 60 Lesezugriffen übrig (alle wieder verfügbar um 14:05, wenn keine weiteren hinzukommen) · 30 von 30 Schreibzugriffen übrig',
  );
});

it('explains a service error in German, with the service’s own words kept', () => {
  const error = new ApiHttpError({
    operation: 'createPost',
    status: 400,
    serviceMessage: 'timezone is invalid',
    body: '',
    retry: 'never' as RetryAdvice,
  });
  expect(sentenceFor(error, { operation: 'createPost' })).toBe(
    'Der Dienst hat die Anfrage abgelehnt (der Dienst meldete: „timezone is invalid“): Korrigiere sie und versuche es erneut.',
  );
  const limited = new ApiHttpError({
    operation: 'listPosts',
    status: 429,
    serviceMessage: '',
    body: '',
    retry: 'never' as RetryAdvice,
    retryAt: Date.UTC(2030, 0, 7, 14, 5),
  });
  expect(sentenceFor(limited, { operation: 'listPosts' }, { timeZone: 'UTC' })).toBe(
    'Das Limit des Dienstes für Leseanfragen ist erreicht: Ein neuer Versuch ist nach 14:05 möglich.',
  );
});

it('labels the composer in German, with German counts and a German relative age', async () => {
  const { renderComposer, ACCOUNTS } = await import('../fakes/composer');
  const { emptyDraft } = await import('@/lib/draft/next-draft');
  const { ageOf, badgeOf } = await import('@/lib/posts/view');
  renderComposer({ draft: { ...emptyDraft(), accounts: [{ id: ACCOUNTS[0]!.id, type: 'twitter' }], text: 'Hallo' } });
  expect(await screen.findByRole('form', { name: 'Neuer Beitrag' })).toBeTruthy();
  expect(await screen.findByRole('textbox', { name: 'Beitragstext' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Konten' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Konten aktualisieren' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Antwort hinzufügen' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Medien anhängen' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Planen' })).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Zeichen pro Plattform' })).toBeTruthy();
  expect(ageOf(0, 5 * 60_000, 'de')).toBe('vor 5 Minuten');
  expect(ageOf(0, 10_000, 'de')).toBe('gerade eben');
  expect(badgeOf('published').label).toBe('Veröffentlicht');
});

it('names the context menu items in German', async () => {
  const { createMenus } = await import('@/lib/prefill/menus');
  const titles: string[] = [];
  await createMenus({ removeAll: async () => undefined, create: (item) => titles.push(item.title) });
  expect(titles).toEqual([
    'Diese Seite planen',
    'Markierten Text posten',
    'Diesen Link planen',
    'Dieses Bild posten',
    'Auswahl zum Thread hinzufügen',
  ]);
});

it('warns of a doubled hour in German, with a German date', async () => {
  const { checkWhen } = await import('@/lib/draft/when-rules');
  const check = checkWhen({ date: '2030-10-27', time: '02:30', timeZone: 'Europe/Berlin' }, Date.UTC(2030, 0, 1), 'de');
  expect(check.ok && check.warning).toMatch(
    /^02:30 gibt es am 27\. Oktober 2030 in Europe\/Berlin zweimal, wenn die Uhren zurückgestellt werden \(02:30 .+ oder 02:30 .+\): Der Dienst wählt eine davon\./,
  );
});
