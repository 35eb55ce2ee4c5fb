import { describe, expect, it } from 'vitest';
import { createForm } from '@/lib/options/form';
import { defaultPreferences } from '@/lib/storage/page-items';
import { defaultAddresses, defaultSignInService } from '@/lib/storage/items';

const saved = { addresses: defaultAddresses, signIn: defaultSignInService, preferences: defaultPreferences };

describe('options: the Undo wait', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['0', 0],
    ['30', 30],
  ])('“%s” is saved as %i seconds', (typed, seconds) => {
    const form = createForm();
    form.fill(saved);
    form.edit('undoSeconds', typed);
    expect(form.read()?.preferences?.undoSeconds).toBe(seconds);
  });

  it.each(['31', '-1', '2.5', 'five', ''])('“%s” is marked, kept as typed, and nothing is saved', (typed) => {
    const form = createForm();
    form.fill(saved);
    form.edit('undoSeconds', typed);
    expect(form.read()).toBeNull();
    expect(form.errors.value.undoSeconds).toBe('Enter a whole number of seconds from 0 to 30.');
    expect(form.errors.value.timeZone).toBeUndefined();
    expect(form.undoSeconds.value).toBe(typed);
  });

  it('settings saved before the option existed show the default, 5', () => {
    const form = createForm();
    const { undoSeconds: _, ...older } = defaultPreferences;
    form.fill({ ...saved, preferences: older });
    expect(form.undoSeconds.value).toBe('5');
  });
});
