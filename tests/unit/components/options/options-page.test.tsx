import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsPage } from '@/components/OptionsPage';
import { createOptionsModel } from '@/lib/options/model';
import { browser } from '@/lib/storage/browser-api';
import { backgroundHarness } from '../../fakes/background';

async function mount() {
  const h = backgroundHarness();
  browser.permissions.request = async () => true;
  const model = createOptionsModel({ ask: (type, data) => h.ask(type, data) });
  render(<OptionsPage model={model} />);
  await model.load();
  return { h, model };
}

afterEach(cleanup);

describe('<OptionsPage>', () => {
  it('has the accessible names later tests and screen readers rely on', async () => {
    await mount();
    for (const name of ['API address', 'App address', 'API key', 'Relay URL', 'Client ID', 'Broker URL']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    // One primary Save per section, each named for its section.
    for (const name of ['Save Connection', 'Save Service', 'Save Defaults', 'Save Notifications', 'Sign in'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Default time zone' })).toBeTruthy();
  });

  it('warns about a key without the smm_ prefix in the box’s description', async () => {
    await mount();
    const box = screen.getByRole('textbox', { name: 'API key' });
    fireEvent.input(box, { target: { value: 'abc123' } });
    await waitFor(() => expect(box.getAttribute('aria-describedby')).toBeTruthy());
    const hint = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/begin with smm_; this one does not/);
  });

  it('warns about a guessable relay topic in the box’s description, without blocking Save, and replaces it on request', async () => {
    await mount();
    const box = screen.getByRole('textbox', { name: 'Relay URL' });
    const description = () =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(screen.queryByRole('button', { name: 'Use a generated name' })).toBeNull();
    fireEvent.input(box, { target: { value: 'https://ntfy.sh/quickpost' } });
    await waitFor(() => expect(description()).toMatch(/easy to guess/));
    expect(box.getAttribute('aria-invalid')).not.toBe('true'); // a warning, not an error
    // One button offers a generated name at a time: the help's own suggestion steps aside.
    expect(screen.queryByRole('button', { name: 'Use this address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use a generated name' }));
    await waitFor(() =>
      expect((box as HTMLInputElement).value).toMatch(/^https:\/\/ntfy\.sh\/quickpost-[a-z2-7]{24}$/),
    );
    expect(description()).not.toMatch(/easy to guess/);
    expect(screen.queryByRole('button', { name: 'Use a generated name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use this address' })).toBeTruthy();
  });

  it('a guessable relay topic may be kept: Save Notifications saves it', async () => {
    const { h } = await mount();
    fireEvent.input(screen.getByRole('textbox', { name: 'Relay URL' }), {
      target: { value: 'https://ntfy.sh/quickpost' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(async () =>
      expect((await h.ask('settings.get', {})).settings.preferences.relayUrl).toBe('https://ntfy.sh/quickpost'),
    );
  });

  it('saves on Enter/submit and then offers Remove key and Check connection instead of the empty box', async () => {
    await mount();
    fireEvent.input(screen.getByRole('textbox', { name: 'API key' }), { target: { value: 'smm_demo' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save Connection' }).closest('form')!);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Connected as Dana Whitfield — 3 accounts/),
    );
    expect(screen.getByRole('button', { name: 'Remove key' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check connection' })).toBeTruthy();
    expect(await screen.findAllByRole('checkbox', { name: /@/ })).toHaveLength(3);
    expect((screen.getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value).toBe('');
  });
});
