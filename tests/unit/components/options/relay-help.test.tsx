import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { RelayHelp } from '@/components/options/NotificationsSection';

afterEach(cleanup);

describe('<RelayHelp>', () => {
  it('says the topic name is the secret and fills the box with a random topic on ntfy.sh', () => {
    const value = signal('');
    render(<RelayHelp value={value} onUse={(address) => (value.value = address)} />);
    expect(screen.getByText(/the topic name is the secret/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(value.value).toMatch(/^https:\/\/ntfy\.sh\/quickpost-[a-z2-7]{24}$/);
  });

  it('keeps a self-hosted server that was typed, with a new random topic', () => {
    const value = signal('https://push.example.org/ntfy/guessable');
    render(<RelayHelp value={value} onUse={(address) => (value.value = address)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(value.value).toMatch(/^https:\/\/push\.example\.org\/ntfy\/quickpost-[a-z2-7]{24}$/);
  });
});
