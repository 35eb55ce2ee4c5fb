import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { pingBackground } from '@/lib/ping';

/** Placeholder popup (issue 2): shows that the background answers. The composer replaces it (issue 5). */
export function PopupPlaceholder() {
  const status = useSignal('Connecting to the background…');
  useEffect(() => {
    pingBackground().then(
      (apiUrl) => (status.value = `Background ready — service at ${apiUrl}`),
      () => (status.value = 'The background did not answer. Reload the extension.'),
    );
  }, []);
  return (
    <main>
      <h1>Quickpost</h1>
      <p role="status">{status}</p>
    </main>
  );
}
