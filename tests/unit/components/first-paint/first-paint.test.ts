/**
 * The popup's first script (components/first-paint/first-paint.ts): the first screen painted at once from the
 * snapshot the last opening kept, then corrected from storage.local's own read unless the person touched it,
 * the snapshot kept as storage changes; the snapshot's and the "when" names' own reading (snapshot.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { firstScreenRecord, type FirstScreen } from '@/lib/composer/first-screen';
import { startFirstPaint } from '@/components/first-paint/first-paint';
import { FIRST_PAINT_ACCOUNTS } from '@/components/first-paint/paint-accounts';
import { keepFirstScreen, type FirstPaintStorage } from '@/components/first-paint/keep';
import { readQuickLabels, readSnapshot, writeQuickLabels, writeSnapshot } from '@/components/first-paint/snapshot';
import { QUICK, quickLabel } from '@/lib/composer/when-labels';

const dana = { id: 1, type: 'bluesky', name: 'Dana Whitfield', username: 'dana', checked: true };
const tv = { id: 6, type: 'twitter', name: 'Whitfield Coffee TV', checked: false };
const screen = (text: string, accounts = [dana, tv]): FirstScreen => ({ text, accounts, mode: 'now' });
/** What storage.local holds for a first screen, as the composer stores it. */
const stored = (s: FirstScreen) => {
  const record = firstScreenRecord(s) as { draft: unknown; accountsCache: { value: unknown[] } };
  return { ...record, accountsCache: { fetchedAt: 1, value: record.accountsCache.value } };
};

/** storage.local in the callback form, answering when told to; onChanged as the browser fires it. */
function fakeStorage(values: Record<string, unknown>) {
  let answer: (() => void) | undefined;
  const listeners: ((changes: Record<string, { newValue?: unknown }>, area: string) => void)[] = [];
  const storage: FirstPaintStorage = {
    local: {
      get: (keys, callback) =>
        void (answer = () => callback(Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]])))),
    },
    onChanged: { addListener: (listener) => void listeners.push(listener) },
  };
  return {
    storage,
    asked: () => answer !== undefined,
    answer: () => answer?.(),
    change: (key: string, newValue: unknown) => listeners.forEach((l) => l({ [key]: { newValue } }, 'local')),
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const app = () => document.getElementById('app')!;
const firstPaint = () => app().querySelector<HTMLElement>(':scope > [data-first-paint]');
const textBox = () => app().querySelector<HTMLTextAreaElement>('#qp-text');

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML =
    '<div id="app"><main class="shell"><h1>Quickpost</h1><p>Opening your draft…</p></main></div>';
});

describe('the popup first paint (components/first-paint/first-paint.ts)', () => {
  it('draws the first 48 of an agency’s 150 toggles (the list shows two rows); the composer draws them all', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      id: 100 + i,
      type: 'twitter',
      name: `Client ${i}`,
      checked: i === 0,
    }));
    writeSnapshot(screen('', many));
    startFirstPaint(app(), fakeStorage({}).storage);
    const toggles = app().querySelectorAll('.account-list input[type=checkbox]');
    expect(toggles).toHaveLength(FIRST_PAINT_ACCOUNTS);
    expect(FIRST_PAINT_ACCOUNTS).toBe(48);
    expect(toggles[0]).toHaveProperty('checked', true);
  });

  it('paints the kept first screen at once, before storage has answered, and leaves it when storage agrees', async () => {
    writeSnapshot(screen('Kept draft'));
    const fake = fakeStorage(stored(screen('Kept draft')));
    startFirstPaint(app(), fake.storage);
    expect(textBox()?.value).toBe('Kept draft');
    expect(app().querySelector('[aria-label="Dana Whitfield (Bluesky)"]')).toHaveProperty('checked', true);
    expect(document.getElementById('qp-composer-styles')).not.toBeNull(); // the composer's stylesheet came with it
    const painted = firstPaint();
    await nextTask(); // storage is asked in a task of its own, after the paint
    expect(fake.asked()).toBe(true);
    fake.answer();
    expect(firstPaint()).toBe(painted);
  });

  it('paints again from storage when it holds newer data and the person has not touched the first paint', async () => {
    writeSnapshot(screen('Old draft'));
    const fake = fakeStorage(
      stored(
        screen('Changed by the background', [
          { ...dana, checked: false },
          { ...tv, checked: true },
        ]),
      ),
    );
    startFirstPaint(app(), fake.storage);
    await nextTask();
    fake.answer();
    expect(textBox()?.value).toBe('Changed by the background');
    expect(app().querySelector('[aria-label="Whitfield Coffee TV (Twitter)"]')).toHaveProperty('checked', true);
    expect(readSnapshot()?.text).toBe('Changed by the background');
  });

  it('leaves a first paint the person has typed on to the composer, whatever storage says', async () => {
    writeSnapshot(screen('Old draft'));
    const fake = fakeStorage(stored(screen('Newer draft')));
    startFirstPaint(app(), fake.storage);
    const box = textBox()!;
    box.value = 'Old draft, and typed on';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await nextTask();
    fake.answer();
    expect(textBox()).toBe(box);
    expect(box.value).toBe('Old draft, and typed on');
    expect(readSnapshot()?.text).toBe('Newer draft'); // the next opening starts from storage
  });

  it('puts the shell back and forgets the snapshot when storage has nothing a first paint can show (signed out)', async () => {
    writeSnapshot(screen('Kept draft'));
    const fake = fakeStorage({ draft: { text: 'Kept draft' } }); // no cached accounts
    startFirstPaint(app(), fake.storage);
    await nextTask();
    fake.answer();
    expect(firstPaint()).toBeNull();
    expect(app().querySelector('.shell p')?.textContent).toBe('Opening your draft…');
    expect(readSnapshot()).toBeNull();
  });

  it('without a snapshot, asks storage at once and paints from its answer', () => {
    const fake = fakeStorage(stored(screen('From storage')));
    startFirstPaint(app(), fake.storage);
    expect(firstPaint()).toBeNull();
    expect(fake.asked()).toBe(true);
    fake.answer();
    expect(textBox()?.value).toBe('From storage');
    expect(readSnapshot()).toEqual(screen('From storage'));
  });

  it('keeps the snapshot as storage changes while the page is open, and a change during the read wins over it', () => {
    const fake = fakeStorage(stored(screen('Read')));
    keepFirstScreen(fake.storage);
    fake.change('draft', stored(screen('Changed while reading')).draft);
    fake.answer();
    expect(readSnapshot()?.text).toBe('Changed while reading');
    fake.change('draft', stored(screen('Typed later')).draft);
    expect(readSnapshot()?.text).toBe('Typed later');
    fake.change('accountsCache', null); // signed out
    expect(readSnapshot()).toBeNull();
  });
});

describe('the snapshot (components/first-paint/snapshot.ts)', () => {
  it('reads back what was kept, and nothing from a value that is not a first screen', () => {
    writeSnapshot(screen('Kept'));
    expect(readSnapshot()).toEqual(screen('Kept'));
    localStorage.setItem('quickpost:first-screen', '{not json');
    expect(readSnapshot()).toBeNull();
    localStorage.setItem(
      'quickpost:first-screen',
      JSON.stringify({ draft: { text: 'x' }, accountsCache: { value: 'x' } }),
    );
    expect(readSnapshot()).toBeNull();
  });

  it('gives the "when" names kept in the same languages, and makes them for other ones', () => {
    const made = QUICK.map((kind) => quickLabel(kind));
    expect(readQuickLabels()).toEqual(made); // nothing kept yet
    writeQuickLabels();
    localStorage.setItem(
      'quickpost:when-labels',
      localStorage.getItem('quickpost:when-labels')!.replace(made[0]!, 'Kept name'),
    );
    expect(readQuickLabels()[0]).toBe('Kept name');
    localStorage.setItem('quickpost:when-labels', JSON.stringify({ locale: 'de|de-DE', labels: ['a', 'b', 'c'] }));
    expect(readQuickLabels()).toEqual(made);
  });
});
